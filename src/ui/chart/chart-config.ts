import type { Chart, ChartConfiguration, ChartDataset, Plugin, TooltipItem } from "chart.js";
import { THEME_PROPERTIES } from "../../element/surface";

/**
 * The theme colours a chart may use, by token: each is the `--ov-color-<token>` custom property of the
 * theme (src/ui/theme.ts), so a host page that overrides it, or the dark theme, recolours the chart.
 */
export type ThemeColour = "primary" | "muted" | "text" | "border" | "success" | "warning" | "danger" | "info";

/**
 * A colour of the categorical palette ({@link CHART_PALETTE}), by index (wrapping round), for charts with
 * many series (the invoices page's one per contract); `--ov-chart-palette-<n>` on the tag overrides it.
 */
export type PaletteColour = `palette-${number}`;

export type ChartColour = ThemeColour | PaletteColour;

/**
 * The categorical palette: 19 colours, teal first (portal-spec §9 "base colour teal; palette of 19
 * colours"), ordered so neighbours differ in hue and lightness.
 */
export const CHART_PALETTE: readonly string[] = [
  "#00796b",
  "#f57c00",
  "#3949ab",
  "#c2185b",
  "#7cb342",
  "#5e35b1",
  "#00acc1",
  "#e53935",
  "#8d6e63",
  "#fbc02d",
  "#1e88e5",
  "#6d4c41",
  "#43a047",
  "#d81b60",
  "#546e7a",
  "#ff7043",
  "#26a69a",
  "#9e9d24",
  "#ab47bc",
];

/** One point of a line chart: `x` is a number (a timestamp in ms, an hour, a day of the year…). */
export interface ChartPoint {
  x: number;
  y: number;
}

/** One series of bars, aligned with the chart's `labels`. */
export interface BarSeries {
  /** The series' name (already translated): legend and tooltip. */
  label: string;
  values: readonly number[];
  /** One colour for the series, or one per bar. Default `primary`. */
  colour?: ChartColour | readonly ChartColour[];
  /** Leaves the series out of the drawing and its scales (a legend button turned it off). */
  hidden?: boolean;
}

/** One line. */
export interface LineSeries {
  /** The series' name (already translated): legend and tooltip. */
  label: string;
  /** Sorted by `x` (the decimation plugin requires it). */
  points: readonly ChartPoint[];
  /** Default `primary`. */
  colour?: ChartColour;
  /** Leaves the line out of the drawing and its scales (a legend button turned it off). */
  hidden?: boolean;
}

/** A band of {@link LineChartSpec.bands}: `[from, to)` on the x axis, in a theme colour. */
export interface ChartBand {
  from: number;
  to: number;
  colour: ChartColour;
}

/** What both kinds share. */
interface ChartSpecBase {
  /**
   * How a value reads on the value axis and in tooltips (money, kWh…), in the tag's language: charts
   * show no number the caller did not format (CONVENTIONS: the one formatting module).
   */
  formatValue?: (value: number) => string;
  /** Shows the legend (worth it from two series on). Default: only when there are two or more series. */
  legend?: boolean;
  /**
   * Draws the legend as HTML toggle buttons above the drawing (one per series: its colour and name,
   * `aria-pressed` while shown; a click or Enter/Space hides or shows the series) instead of Chart.js's
   * legend plugin, which measures and fits its boxes again on every update of the data. Default false.
   */
  legendButtons?: boolean;
  /** The accessible name of the legend's buttons as a group (already translated), with `legendButtons`. */
  legendLabel?: string;
  /**
   * How long a tooltip stays after a finger leaves the chart, in ms (a touch has no hover to end it).
   * Default: until the next touch.
   */
  touchLeaveDelayMs?: number;
}

/** Bars over categories (the comparator's two totals, an invoice's periods). */
export interface BarChartSpec extends ChartSpecBase {
  kind: "bar";
  /** The category of each bar (already translated). */
  labels: readonly string[];
  series: readonly BarSeries[];
  /** Stacks the series on one bar per category (an invoice's energy, power and taxes). */
  stacked?: boolean;
}

/**
 * Lines over a numeric axis (a year of quarter-hours: 35,040 points). Drawn through Chart.js's
 * decimation plugin (min-max, so consumption peaks stay visible), which needs unparsed `{x, y}` data,
 * a linear x axis and `indexAxis: "x"`: https://www.chartjs.org/docs/latest/configuration/decimation.html
 */
export interface LineChartSpec extends ChartSpecBase {
  kind: "line";
  series: readonly LineSeries[];
  /**
   * Translucent background bands along the x axis, behind the lines: a category per stretch of x (a
   * consumption curve's time-of-use periods). Drawn as one rectangle per band in the visible range, so
   * they cost the same whatever the number of points (no per-point or per-segment styling).
   */
  bands?: readonly ChartBand[];
  /** How an `x` reads on the axis and in tooltips (a date, an hour), in the tag's language. */
  formatX: (x: number) => string;
}

export type ChartSpec = BarChartSpec | LineChartSpec;

/** The resolved theme: colours by token, plus the text and grid colours and the font. */
export interface ChartTheme {
  colour: (token: ChartColour) => string;
  fontFamily: string;
}

/** The light theme's values (their one source, THEME_PROPERTIES), used only where a property cannot be read. */
const FALLBACK = (token: ThemeColour): string => THEME_PROPERTIES[`--ov-color-${token}`].light;

/**
 * Reads the theme from an element inside the tag (custom properties inherit through the shadow
 * boundary, so what the host page sets on the tag or an ancestor is what the chart draws with).
 * @param element - the canvas or any element in the tag's shadow root
 * @returns the colours and font the chart uses
 * @example const theme = readChartTheme(canvas); theme.colour("primary") // "#4db6ac" in the dark theme
 */
export function readChartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  const resolve = (token: ChartColour) => {
    if (token.startsWith("palette-")) {
      const index = Number(token.slice("palette-".length)) % CHART_PALETTE.length;
      return read(`--ov-chart-palette-${index}`) || (CHART_PALETTE[index] as string);
    }
    // The theme's private twin (src/ui/theme.ts): the page's value or the palette's default.
    return read(`--_ov-color-${token}`) || FALLBACK(token as ThemeColour);
  };
  // Each token read once per theme: reading a live computed style makes the browser compute the styles of a
  // page just changed by React (a new page of 100 invoices) before its frame, each time a chart's data changes.
  const resolved = new Map<ChartColour, string>();
  return {
    colour: (token) => {
      let colour = resolved.get(token);
      if (colour === undefined) {
        colour = resolve(token);
        resolved.set(token, colour);
      }
      return colour;
    },
    fontFamily: read("--ov-font-family") || "system-ui, sans-serif",
  };
}

export type BarConfiguration = ChartConfiguration<"bar", number[], string>;
export type LineConfiguration = ChartConfiguration<"line", ChartPoint[]>;

/** The opacity of background bands: the line and the grid stay readable over them. */
const BAND_OPACITY = 0.2;

/**
 * The plugin that paints a line chart's bands under its datasets, clipped to the chart area.
 * @param bands - the bands, colours resolved
 * @returns a Chart.js inline plugin
 */
function bandsPlugin(bands: ReadonlyArray<{ from: number; to: number; colour: string }>): Plugin<"line"> {
  return {
    id: "ovBands",
    beforeDatasetsDraw(chart: Chart<"line">) {
      const { ctx, chartArea, scales } = chart;
      const x = scales.x;
      if (!x || !chartArea) return;
      ctx.save();
      ctx.beginPath();
      ctx.rect(chartArea.left, chartArea.top, chartArea.right - chartArea.left, chartArea.bottom - chartArea.top);
      ctx.clip();
      ctx.globalAlpha = BAND_OPACITY;
      // One path and one fill per colour: setting fillStyle parses the colour, a year has thousands of bands.
      for (const colour of new Set(bands.map((band) => band.colour))) {
        ctx.beginPath();
        for (const band of bands) {
          if (band.colour !== colour || band.to <= x.min || band.from >= x.max) continue;
          const left = x.getPixelForValue(Math.max(band.from, x.min));
          const right = x.getPixelForValue(Math.min(band.to, x.max));
          ctx.rect(left, chartArea.top, right - left, chartArea.bottom - chartArea.top);
        }
        ctx.fillStyle = colour;
        ctx.fill();
      }
      ctx.restore();
    },
  };
}

const axisColours = (theme: ChartTheme) => ({
  ticks: { color: theme.colour("text"), font: { family: theme.fontFamily } },
  grid: { color: theme.colour("border") },
  border: { color: theme.colour("border") },
});

const formatWith = (format: ((value: number) => string) | undefined) => (value: number | string) =>
  format ? format(Number(value)) : String(value);

/**
 * Turns a caller's spec into the Chart.js configuration, with the theme's colours. Pure, so it is
 * tested without a canvas.
 * @param spec - kind, series and formatters
 * @param theme - from {@link readChartTheme}
 * @returns the `type`, `data` and `options` react-chartjs-2 passes to Chart.js
 * @example buildChartConfig({ kind: "bar", labels: ["A", "B"], series: [{ label: "€", values: [1, 2] }] }, theme)
 */
export function buildChartConfig(spec: BarChartSpec, theme: ChartTheme): BarConfiguration;
export function buildChartConfig(spec: LineChartSpec, theme: ChartTheme): LineConfiguration;
export function buildChartConfig(spec: ChartSpec, theme: ChartTheme): BarConfiguration | LineConfiguration;
export function buildChartConfig(spec: ChartSpec, theme: ChartTheme): BarConfiguration | LineConfiguration {
  const legend = {
    // Legend buttons are HTML (chart-legend.tsx): the plugin draws nothing and fits no boxes.
    display: !spec.legendButtons && (spec.legend ?? spec.series.length > 1),
    labels: { color: theme.colour("text"), font: { family: theme.fontFamily } },
  };
  const value = formatWith(spec.formatValue);
  // The tooltip's title is the category (bars) or the x (lines); the series name is added only when
  // there are several, so one series reads "Your invoice / 63,00 €", not its name twice.
  const named = (name: string | undefined, text: string) => (spec.series.length > 1 && name ? `${name}: ${text}` : text);
  if (spec.kind === "bar") {
    const datasets: Array<ChartDataset<"bar", number[]>> = spec.series.map((series) => {
      const colour = series.colour ?? "primary";
      return {
        label: series.label,
        data: [...series.values],
        hidden: series.hidden === true,
        backgroundColor: typeof colour === "string" ? theme.colour(colour) : colour.map(theme.colour),
        borderRadius: 4,
      };
    });
    return {
      type: "bar",
      data: { labels: [...spec.labels], datasets },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        // The values are one per label, in the labels' order: Chart.js may skip sorting and checking them on
        // each update (a new page of 100 invoices redraws the chart; issue 18 item 8).
        normalized: true,
        plugins: {
          legend,
          tooltip: { callbacks: { label: (item: TooltipItem<"bar">) => named(item.dataset.label, value(Number(item.raw))) } },
        },
        scales: {
          x: { ...axisColours(theme), stacked: spec.stacked === true },
          y: {
            ...axisColours(theme),
            stacked: spec.stacked === true,
            beginAtZero: true,
            ticks: { ...axisColours(theme).ticks, callback: value },
          },
        },
      },
    };
  }
  const x = formatWith(spec.formatX);
  const bands = spec.bands?.map((band) => ({ from: band.from, to: band.to, colour: theme.colour(band.colour) }));
  return {
    type: "line",
    ...(bands?.length ? { plugins: [bandsPlugin(bands)] } : {}),
    data: {
      datasets: spec.series.map((series) => ({
        label: series.label,
        data: [...series.points],
        hidden: series.hidden === true,
        borderColor: theme.colour(series.colour ?? "primary"),
        backgroundColor: theme.colour(series.colour ?? "primary"),
        borderWidth: 1.5,
        pointRadius: 0,
        indexAxis: "x" as const,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      parsing: false,
      normalized: true,
      interaction: { mode: "nearest", axis: "x", intersect: false },
      plugins: {
        legend,
        decimation: { enabled: true, algorithm: "min-max" },
        tooltip: {
          callbacks: {
            title: (items: Array<TooltipItem<"line">>) => (items[0] ? x(items[0].parsed.x ?? 0) : ""),
            label: (item: TooltipItem<"line">) => named(item.dataset.label, value(item.parsed.y ?? 0)),
          },
        },
      },
      scales: {
        // bounds "data": the axis starts and ends with the points, not at the next round number (a
        // week of quarter hours would otherwise show empty hours at both ends).
        x: { ...axisColours(theme), type: "linear", bounds: "data", ticks: { ...axisColours(theme).ticks, callback: x } },
        y: { ...axisColours(theme), beginAtZero: true, ticks: { ...axisColours(theme).ticks, callback: value } },
      },
    },
  };
}
