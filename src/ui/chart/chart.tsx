import { Component, type CSSProperties, type ReactNode } from "react";
import { Lazy, retryableChunk } from "../../element/retryable-chunk";
import { useComponentStyles } from "../use-component-styles";
import type { ChartSpec } from "./chart-config";
import { chartStyles } from "./chart.styles";

export type {
  BarChartSpec,
  BarSeries,
  ChartBand,
  ChartColour,
  ChartPoint,
  ChartSpec,
  LineChartSpec,
  LineSeries,
  PaletteColour,
} from "./chart-config";

// chart.js and react-chartjs-2 live in this import's chunk only, downloaded the first time a chart
// renders (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs).
const chartCanvas = retryableChunk(() => import("./chart-canvas").then((module) => module.ChartCanvas));

/** Props of {@link OvChart}: the data as a {@link ChartSpec}, plus what surrounds the drawing. */
export type OvChartProps = ChartSpec & {
  /**
   * The accessible name of the drawing (already translated), e.g. "Your invoice: 63,00 €. With us:
   * 51,20 €.": screen readers read the canvas as one image with this name.
   */
  label: string;
  /**
   * The same figures in a form every reader can use (a sentence, or a `DataList` that stays a table for long series), shown
   * under the drawing as its caption. It stays when the drawing cannot load or draw, so the chart is
   * never the only way to read the data (WCAG 1.1.1).
   */
  alternative: ReactNode;
  /** Height of the drawing (CSS length). Default `14rem`, or `--ov-chart-height` on the tag. */
  height?: string;
  className?: string;
};

/** Keeps a failed download or drawing inside the chart: the alternative below it stays. */
class DrawingBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The UI kit's chart: bars or lines drawn by Chart.js through react-chartjs-2, coloured by the theme's
 * custom properties (dark theme included), with the caller's alternative as the figure's caption.
 * Texts (labels, series names, formatted values) are passed already translated.
 *
 * @param props - see {@link OvChartProps}
 * @returns a `figure` with the drawing and its caption
 * @example
 * <OvChart kind="bar" label={summary} labels={[yours, ours]} alternative={summary}
 *   series={[{ label: t`Total`, values: [63, 51.2], colour: ["muted", "primary"] }]}
 *   formatValue={(value) => formatMoney(value, locale)} />
 */
export function OvChart({ label, alternative, height, className, ...spec }: OvChartProps) {
  useComponentStyles(chartStyles);
  const style = height ? ({ "--ov-chart-height": height } as CSSProperties) : undefined;
  return (
    <figure className={className ? `ov-chart ${className}` : "ov-chart"} style={style}>
      <DrawingBoundary>
        <Lazy chunk={chartCanvas} fallback={<div className="ov-chart__box" />}>
          {(ChartCanvas) => <ChartCanvas spec={spec as ChartSpec} label={label} />}
        </Lazy>
      </DrawingBoundary>
      <figcaption className="ov-chart__alternative">{alternative}</figcaption>
    </figure>
  );
}
