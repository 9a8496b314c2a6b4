import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Decimation,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import type { Plugin } from "chart.js";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Chart } from "react-chartjs-2";
import { useOptionalWidget } from "../../runtime/widget-context";
import {
  buildChartConfig,
  readChartTheme,
  type BarConfiguration,
  type BarSeries,
  type ChartPoint,
  type ChartSpec,
  type ChartTheme,
  type LineConfiguration,
  type LineSeries,
} from "./chart-config";
import { ChartLegend, type ChartLegendEntry } from "./chart-legend";

// Tree-shaken Chart.js (https://react-chartjs-2.js.org/docs/working-with-v3#tree-shaking): only the
// controllers, elements, scales and plugins our bar and line charts use. Registering is idempotent.
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Decimation,
  Legend,
  Tooltip,
);

/** Series without data, standing for the caller's when only the options are built. */
const NO_BARS = { label: "", values: [] };
const NO_POINTS = { label: "", points: [] };

/** No series hidden by the legend buttons. */
const NONE_HIDDEN: ReadonlySet<string> = new Set();

/** Host attributes that switch the theme (src/ui/theme.ts): the chart reads its colours again. */
const THEME_ATTRIBUTES = ["theme", "data-ov-theme", "style", "class"];

export interface ChartCanvasProps {
  spec: ChartSpec;
  /** The chart's accessible name (the canvas is one image to assistive technology). */
  label: string;
}

/**
 * The drawing half of {@link OvChart}: the only module that imports chart.js, so it is loaded (and
 * chart.js downloaded) only when a chart is shown. Default export for `lazy`.
 */
export function ChartCanvas({ spec, label }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const host = useOptionalWidget()?.host;
  const [theme, setTheme] = useState<ChartTheme | null>(null);

  // Colours come from the computed custom properties, so they are read once mounted, and again when the
  // host's theme attribute (or inline style) changes: a page switching to the dark theme recolours. So
  // does a switch to or from forced colours (high contrast), whose system colours chart.styles.ts sets.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const reread = () => setTheme(readChartTheme(element));
    reread();
    const forced = typeof matchMedia === "function" ? matchMedia("(forced-colors: active)") : undefined;
    forced?.addEventListener("change", reread);
    const observer = host && typeof MutationObserver !== "undefined" ? new MutationObserver(reread) : undefined;
    if (host) observer?.observe(host, { attributes: true, attributeFilter: THEME_ATTRIBUTES });
    return () => {
      forced?.removeEventListener("change", reread);
      observer?.disconnect();
    };
  }, [host]);

  // The spec object is new on every render of the caller; the config (a copy of every point) is rebuilt
  // only when its parts change, so callers pass series, labels and formatters that are memoised.
  const { kind, formatValue, legend, legendButtons, legendLabel } = spec;
  // The series the legend buttons turned off, by name: a new page whose contracts are the same keeps them off.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(NONE_HIDDEN);
  const toggle = useCallback(
    (name: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (!next.delete(name)) next.add(name);
        return next;
      }),
    [],
  );
  const series = useMemo(
    () =>
      hidden.size === 0
        ? spec.series
        : (spec.series as ReadonlyArray<BarSeries | LineSeries>).map((entry) =>
            hidden.has(entry.label) ? { ...entry, hidden: true } : entry,
          ),
    [spec.series, hidden],
  );
  const labels = spec.kind === "bar" ? spec.labels : undefined;
  const stacked = spec.kind === "bar" ? spec.stacked : undefined;
  const formatX = spec.kind === "line" ? spec.formatX : undefined;
  const bands = spec.kind === "line" ? spec.bands : undefined;
  const config = useMemo(() => {
    if (!theme) return null;
    const current = (
      kind === "bar"
        ? { kind, labels: labels ?? [], series, formatValue, legend, legendButtons, stacked }
        : { kind, series, formatValue, legend, legendButtons, formatX: formatX ?? String, bands }
    ) as ChartSpec;
    return buildChartConfig(current, theme);
  }, [theme, kind, series, labels, stacked, formatValue, formatX, legend, legendButtons, bands]);
  // The options stay the same object while what they are made of does (the theme, the formatters, the legend,
  // stacking, and whether there are several series): react-chartjs-2 then only swaps the data and updates the
  // drawing, and Chart.js keeps its resolved options rather than resolving every scale and plugin again (issue
  // 18 item 8: the invoices' next page redraws its chart within the 100 ms of the page).
  const several = series.length > 1;
  const options = useMemo(() => {
    if (!theme) return undefined;
    // Built from a spec without data: the options read the series only to know whether there are several.
    const shape = (
      kind === "bar"
        ? { kind, labels: [], series: several ? [NO_BARS, NO_BARS] : [NO_BARS], formatValue, legend, legendButtons, stacked }
        : { kind, series: several ? [NO_POINTS, NO_POINTS] : [NO_POINTS], formatValue, legend, legendButtons, formatX: formatX ?? String }
    ) as ChartSpec;
    return buildChartConfig(shape, theme).options;
  }, [theme, kind, several, stacked, formatValue, formatX, legend, legendButtons]);
  // The legend buttons' entries, in the drawing's colours (a series coloured per bar shows its first).
  const legendEntries = useMemo<ChartLegendEntry[] | null>(() => {
    if (!theme || !legendButtons || !(legend ?? spec.series.length > 1)) return null;
    return (spec.series as ReadonlyArray<BarSeries | LineSeries>).map((entry) => {
      const colour = entry.colour ?? "primary";
      return { label: entry.label, colour: theme.colour(typeof colour === "string" ? colour : (colour[0] ?? "primary")) };
    });
  }, [theme, legendButtons, legend, spec.series]);
  // react-chartjs-2 hands `plugins` to Chart.js only when it creates the chart, and updates it in place
  // afterwards: one stable plugin forwards to the latest config's, so new bands (a new range) are drawn.
  // Layout effects run before react-chartjs-2's update (a passive effect), so the update sees the new one.
  const latestPlugins = useRef<readonly Plugin<"line">[]>([]);
  useLayoutEffect(() => {
    latestPlugins.current = config?.type === "line" ? (config.plugins ?? []) : [];
  });
  const linePlugins = useMemo<Plugin<"line">[]>(
    () => [
      {
        id: "ovLatestPlugins",
        beforeDatasetsDraw: (chart, args, options) => {
          for (const plugin of latestPlugins.current) plugin.beforeDatasetsDraw?.(chart, args, options);
        },
      },
    ],
    [],
  );
  // A touch shows a tooltip that no hover ends: it is hidden `touchLeaveDelayMs` after the finger leaves.
  const barChart = useRef<ChartJS<"bar", number[], string> | undefined>(undefined);
  const lineChart = useRef<ChartJS<"line", ChartPoint[]> | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaveDelay = spec.touchLeaveDelayMs;
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  const onTouchStart = () => clearTimeout(leaveTimer.current);
  const onTouchEnd = () => {
    if (leaveDelay === undefined) return;
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => {
      const drawn = barChart.current ?? lineChart.current;
      if (!drawn) return;
      drawn.tooltip?.setActiveElements([], { x: 0, y: 0 });
      drawn.setActiveElements([]);
      drawn.update();
    }, leaveDelay);
  };
  // Both kinds: updated in place without animation (the options say none; "none" also skips setting it up), one image.
  const drawing = { updateMode: "none", role: "img", "aria-label": label } as const;
  return (
    <>
      {legendEntries && <ChartLegend entries={legendEntries} hidden={hidden} onToggle={toggle} label={legendLabel} />}
      <div ref={box} className="ov-chart__box" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {config?.type === "bar" && (
          <Chart ref={barChart} type="bar" data={config.data} options={options as BarConfiguration["options"]} {...drawing} />
        )}
        {config?.type === "line" && (
          <Chart
            ref={lineChart}
            type="line"
            data={config.data}
            options={options as LineConfiguration["options"]}
            plugins={linePlugins}
            {...drawing}
          />
        )}
      </div>
    </>
  );
}
