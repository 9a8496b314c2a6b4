import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { OvChart } from "./chart";
import { ChartLegend } from "./chart-legend";
import { CHART_PALETTE, buildChartConfig, readChartTheme, type ChartTheme } from "./chart-config";

const theme: ChartTheme = { colour: (token) => `var-${token}`, fontFamily: "Test Sans" };

describe("buildChartConfig", () => {
  it("colours bars by theme token, one colour per bar or per series, and formats values", () => {
    const config = buildChartConfig(
      {
        kind: "bar",
        labels: ["Yours", "Ours"],
        series: [{ label: "Total", values: [63, 51.2], colour: ["muted", "primary"] }],
        formatValue: (v) => `${v} €`,
      },
      theme,
    );
    expect(config.type).toBe("bar");
    expect(config.data.labels).toEqual(["Yours", "Ours"]);
    expect(config.data.datasets[0]?.backgroundColor).toEqual(["var-muted", "var-primary"]);
    expect(config.options?.plugins?.legend?.display).toBe(false);
    const ticks = config.options?.scales?.y?.ticks as { callback: (value: number) => string; color: string };
    expect(ticks.callback(10)).toBe("10 €");
    expect(ticks.color).toBe("var-text");
  });

  it("draws a year of quarter-hours as unparsed points on a linear axis, decimated min-max", () => {
    const points = Array.from({ length: 35_040 }, (_, index) => ({ x: index * 900_000, y: index % 96 }));
    const config = buildChartConfig(
      {
        kind: "line",
        series: [
          { label: "kWh", points },
          { label: "Last year", points, colour: "muted" },
        ],
        formatX: (x) => `t${x}`,
      },
      theme,
    );
    expect(config.options?.parsing).toBe(false);
    expect(config.options?.plugins?.decimation).toEqual({ enabled: true, algorithm: "min-max" });
    expect(config.options?.scales?.x?.type).toBe("linear");
    expect(config.data.datasets.map((dataset) => dataset.indexAxis)).toEqual(["x", "x"]);
    expect(config.data.datasets[0]?.data).toHaveLength(35_040);
    expect(config.data.datasets[1]?.borderColor).toBe("var-muted");
    expect(config.options?.plugins?.legend?.display).toBe(true);
  });
});

describe("background bands of a line chart (a category per stretch of x, e.g. time-of-use periods)", () => {
  it("paints one translucent rectangle per visible band under the datasets, clipped to the chart area", () => {
    const config = buildChartConfig(
      {
        kind: "line",
        series: [{ label: "kWh", points: [{ x: 0, y: 1 }] }],
        formatX: String,
        bands: [
          { from: 0, to: 10, colour: "danger" },
          { from: 10, to: 20, colour: "success" },
          { from: 30, to: 40, colour: "info" },
        ],
      },
      theme,
    );
    const plugin = config.plugins?.[0];
    expect(plugin?.id).toBe("ovBands");
    const painted: Array<[string, number, number]> = [];
    let path: Array<[number, number]> = [];
    const ctx = {
      save() {},
      restore() {},
      beginPath() {
        path = [];
      },
      rect(left: number, _top: number, width: number) {
        path.push([left, width]);
      },
      clip() {},
      fill() {
        for (const [left, width] of path) painted.push([ctx.fillStyle, left, width]);
      },
      globalAlpha: 1,
      fillStyle: "",
    };
    // x from 5 to 25 shown over pixels 0..200: the third band is outside, the first is cut at 5.
    const chart = {
      ctx,
      chartArea: { left: 0, right: 200, top: 0, bottom: 100 },
      scales: { x: { min: 5, max: 25, getPixelForValue: (value: number) => (value - 5) * 10 } },
    };
    (plugin?.beforeDatasetsDraw as (chart: unknown) => void)(chart);
    expect(painted).toEqual([
      ["var-danger", 0, 50],
      ["var-success", 50, 100],
    ]);
    expect(ctx.globalAlpha).toBeLessThan(1);
  });

  it("adds no plugin without bands", () => {
    const config = buildChartConfig({ kind: "line", series: [{ label: "kWh", points: [] }], formatX: String }, theme);
    expect(config.plugins).toBeUndefined();
  });
});

describe("readChartTheme", () => {
  it("reads the theme's custom properties from the element (the dark theme's primary here)", () => {
    const host = document.createElement("div");
    const inner = document.createElement("span");
    // happy-dom does not inherit custom properties; Chromium does (test/browser/comparator.test.ts). The
    // chart reads the theme's private twin, which the tag's :host resolves (src/ui/theme.ts).
    inner.style.setProperty("--_ov-color-primary", "#4db6ac");
    host.append(inner);
    document.body.append(host);
    const read = readChartTheme(inner);
    expect(read.colour("primary")).toBe("#4db6ac");
    // An unset property falls back to the light theme's value rather than Chart.js's grey.
    expect(read.colour("danger")).toBe("#b3261e");
    host.remove();
  });

  it("gives the 19-colour palette by index, teal first, wrapping round and overridable on the tag", () => {
    const inner = document.createElement("span");
    inner.style.setProperty("--ov-chart-palette-2", "#123456");
    document.body.append(inner);
    const read = readChartTheme(inner);
    expect(CHART_PALETTE).toHaveLength(19);
    expect(new Set(CHART_PALETTE).size).toBe(19);
    expect(read.colour("palette-0")).toBe("#00796b");
    expect(read.colour("palette-19")).toBe("#00796b");
    expect(read.colour("palette-2")).toBe("#123456");
    inner.remove();
  });
});

describe("OvChart", () => {
  it("keeps the caller's alternative as the figure's caption and names the drawing once it loads", async () => {
    render(
      <OvChart
        kind="bar"
        label="Yours: 63 €. Ours: 51 €."
        labels={["Yours", "Ours"]}
        series={[{ label: "Total", values: [63, 51] }]}
        alternative={
          <table>
            <caption>Totals</caption>
          </table>
        }
      />,
    );
    const figure = screen.getByRole("figure");
    // The caption's table is there before the drawing: the figures readable while chart.js downloads.
    expect(figure.querySelector("figcaption table caption")?.textContent).toBe("Totals");
    await screen.findByRole("img", { name: "Yours: 63 €. Ours: 51 €." });
    expect(figure.querySelectorAll("canvas")).toHaveLength(1);
  });
});

describe("legend as HTML buttons (issue 18 item 8: no legend fitting on every update)", () => {
  it("turns Chart.js's legend off and leaves a hidden series out of the drawing", () => {
    const config = buildChartConfig(
      {
        kind: "bar",
        labels: ["Jan"],
        series: [
          { label: "0104521", values: [10] },
          { label: "0118734", values: [20], hidden: true },
        ],
        legendButtons: true,
      },
      theme,
    );
    expect(config.options?.plugins?.legend?.display).toBe(false);
    expect(config.data.datasets.map((dataset) => dataset.hidden)).toEqual([false, true]);
  });

  it("shows a pressed button per series with its colour, and hands the series to onToggle on click and keyboard", async () => {
    const toggled: string[] = [];
    const { rerender } = render(
      <ChartLegend
        label="Contracts shown in the chart"
        entries={[
          { label: "0104521", colour: "rgb(0, 121, 107)" },
          { label: "0118734", colour: "rgb(245, 124, 0)" },
        ]}
        hidden={new Set()}
        onToggle={(name) => toggled.push(name)}
      />,
    );
    const group = screen.getByRole("list", { name: "Contracts shown in the chart" });
    const first = within(group).getByRole("button", { name: "0104521" });
    expect(first.getAttribute("aria-pressed")).toBe("true");
    expect((first.querySelector(".ov-chart__swatch") as HTMLElement).style.background).toBe("rgb(0, 121, 107)");
    const user = userEvent.setup();
    await user.click(first);
    within(group).getByRole("button", { name: "0118734" }).focus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(toggled).toEqual(["0104521", "0118734", "0118734"]);
    rerender(
      <ChartLegend
        label="Contracts shown in the chart"
        entries={[
          { label: "0104521", colour: "rgb(0, 121, 107)" },
          { label: "0118734", colour: "rgb(245, 124, 0)" },
        ]}
        hidden={new Set(["0104521"])}
        onToggle={(name) => toggled.push(name)}
      />,
    );
    expect(within(group).getByRole("button", { name: "0104521" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(group).getByRole("button", { name: "0118734" }).getAttribute("aria-pressed")).toBe("true");
  });
});
