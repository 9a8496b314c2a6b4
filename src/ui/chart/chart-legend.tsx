import { memo } from "react";

/** One entry of {@link ChartLegend}: a series' name and its resolved colour. */
export interface ChartLegendEntry {
  label: string;
  /** A CSS colour (the theme's, already resolved: chart-config.ts readChartTheme). */
  colour: string;
}

/**
 * The chart's legend as HTML: one toggle button per series, with its colour swatch and name, pressed
 * while the series is shown. A click, or Enter/Space on the focused button, hides or shows the series.
 * HTML rather than Chart.js's legend plugin, which measures and fits its boxes again on every data
 * update (issue 18 item 8: a page of 100 invoices and its chart repaint in under 100 ms), and a real
 * button reaches keyboard and screen-reader users where a canvas legend does not.
 * @param props - the entries, the labels of the hidden series, what a toggle does, and the group's name
 * @returns the list of buttons
 * @example <ChartLegend entries={[{ label: "ES00…", colour: "#00796b" }]} hidden={new Set()} onToggle={toggle} label="Contracts" />
 */
export const ChartLegend = memo(function ChartLegend({
  entries,
  hidden,
  onToggle,
  label,
}: {
  entries: readonly ChartLegendEntry[];
  hidden: ReadonlySet<string>;
  onToggle: (label: string) => void;
  label?: string;
}) {
  return (
    <ul className="ov-chart__legend" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.label}>
          <button
            type="button"
            className="ov-chart__legend-button"
            aria-pressed={!hidden.has(entry.label)}
            onClick={() => onToggle(entry.label)}
          >
            <span className="ov-chart__swatch" style={{ background: entry.colour }} aria-hidden="true" />
            {entry.label}
          </button>
        </li>
      ))}
    </ul>
  );
});
