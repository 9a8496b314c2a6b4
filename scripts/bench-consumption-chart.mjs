#!/usr/bin/env node
// The consumption chart's bench (issue 17 item 2, docs/architecture.md "Quality bars": a year of
// quarter-hourly consumption, 35,040 points, draws in under 300 ms at 4x throttling). Builds a page with a test tag
// that draws the consumption section's line (src/ui/chart through widgets/portal/consumption's shaping:
// periods as coloured bands, Chart.js decimation, parsing off), opens it in headless Chromium at 4x CPU
// throttling (CDP Emulation.setCPUThrottlingRate), and times, 5 times, from handing the year's 35,040
// points to the tag to Chart.js's first `afterRender` of them: shaping, React's commit, the chart's
// construction, decimation and the paint. chart.js is downloaded by a warm-up draw first (a separate
// lazy chunk: its download is the network's, not the drawing's). Prints each run and the median.
// Options: --rounds <n> (default 5), --rate <n> (throttling, default 4), --no-build (reuse the last
// build), --plain (a line without the period bands, to see what the bands cost). Exit code 1 above 300 ms.
import { readFileSync, existsSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { extname, join, resolve } from "node:path";
import { build, loadConfigFromFile } from "vite";
import { CHROMIUM_ARGS } from "./chromium-args.mjs";

const root = resolve(import.meta.dirname, "..");
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const rounds = option("--rounds", 5);
const rate = option("--rate", 4);
/** docs/architecture.md "Quality bars": the year must draw in under this. */
const BUDGET_MS = 300;
/** A year of quarter hours. */
const POINTS = 35_040;

// The tag, written here so the bench adds no file to the library: the section's own shaping and chart.
const ENTRY_ID = "\0ov-bench-consumption-chart.js";
const entrySource = /* js */ `
import { createElement, useEffect, useMemo, useState } from "react";
import { Chart } from "chart.js";
import { defineWidget } from ${JSON.stringify(join(root, "src/element/define-widget.tsx"))};
import { OvChart } from ${JSON.stringify(join(root, "src/ui/chart/chart.tsx"))};
import { periodCurve } from ${JSON.stringify(join(root, "widgets/portal/consumption/consumption-data.ts"))};

let onRendered = null;
Chart.register({ id: "ov-bench", afterRender: () => onRendered?.() });

function BenchChart() {
  const [points, setPoints] = useState(null);
  useEffect(() => {
    window.__ovBench = {
      draw: (raw) => new Promise((done) => {
        const start = performance.now();
        onRendered = () => { onRendered = null; done(performance.now() - start); };
        setPoints(raw);
      }),
      clear: () => new Promise((done) => { setPoints(null); setTimeout(done, 100); }),
    };
  }, []);
  // ?plain: the same line without its period colours (the bands' cost, by difference).
  const plain = location.search.includes("plain");
  const curve = useMemo(() => (points ? periodCurve(points, "active", 900000) : null), [points]);
  if (!curve) return null;
  return createElement(OvChart, {
    kind: "line",
    label: "A year of quarter hours",
    alternative: "",
    height: "500px",
    legend: false,
    series: [{ label: "kWh", points: curve.line }],
    bands: plain ? undefined : curve.bands,
    formatX: (x) => new Date(x).toISOString().slice(0, 16),
  });
}
defineWidget("ov-bench-consumption-chart", BenchChart);
`;

const outDir = join(root, "node_modules/.cache/ov-bench-consumption-chart");
process.env.NODE_ENV = "production";
const loaded =
  process.argv.includes("--no-build") && existsSync(join(outDir, "bench.js"))
    ? null
    : await loadConfigFromFile({ command: "build", mode: "production" }, join(root, "vite.config.ts"), root, "silent");
if (loaded)
  await build({
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [
      ...(loaded?.config.plugins ?? []),
      {
        name: "ov-bench-entry",
        resolveId: (id) => (id === ENTRY_ID ? ENTRY_ID : null),
        load: (id) => (id === ENTRY_ID ? entrySource : null),
      },
    ],
    define: { __OV_VERSION__: JSON.stringify("bench"), "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      modulePreload: false,
      rollupOptions: {
        input: { bench: ENTRY_ID },
        output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  });

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumption chart bench</title></head>
<body style="margin:0;width:1280px"><ov-bench-consumption-chart></ov-bench-consumption-chart>
<script type="module" src="/bench.js"></script></body></html>`;
const types = { ".js": "text/javascript", ".html": "text/html" };
const server = createServer((req, res) => {
  const path = (req.url ?? "/").split("?")[0];
  if (path === "/") {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(page);
    return;
  }
  const file = join(outDir, path);
  if (!file.startsWith(outDir) || !existsSync(file)) {
    // The runtime asks the page's origin for settings: no API here, the defaults apply.
    res.writeHead(404, { "content-type": "application/json" });
    res.end("{}");
    return;
  }
  res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
  res.end(readFileSync(file));
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));

const require = createRequire(join(root, "package.json"));
const { chromium } = require("playwright-core");
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  await tab.goto(`http://127.0.0.1:${server.address().port}/${process.argv.includes("--plain") ? "?plain" : ""}`);
  await tab.waitForFunction(() => "__ovBench" in window, null, { timeout: 60_000 });
  // The year's points as the API answers them (calls §7.4: date, activa, exportada, reactiva, period),
  // made in the page before the clock starts. Periods follow 2.0TD's hours on weekdays.
  await tab.evaluate((count) => {
    const points = [];
    const start = Date.UTC(2024, 5, 13);
    for (let index = 0; index < count; index += 1) {
      const time = new Date(start + index * 900_000);
      const hour = time.getUTCHours();
      const weekend = time.getUTCDay() === 0 || time.getUTCDay() === 6;
      const period = weekend || hour < 8 ? "P3" : (hour >= 10 && hour < 14) || (hour >= 18 && hour < 22) ? "P1" : "P2";
      const active = Math.round((0.05 + 0.3 * Math.abs(Math.sin(index / 17)) + (index % 97 === 0 ? 0.6 : 0)) * 1000) / 1000;
      points.push({ date: time.toISOString().slice(0, 16).replace("T", " "), active, exported: 0, reactive: active * 0.2, period });
    }
    window.__ovYear = points;
  }, POINTS);
  // Warm-up, unthrottled: downloads chart.js's lazy chunk and compiles the code paths once.
  await tab.evaluate(() => window.__ovBench.draw(window.__ovYear));
  await tab.evaluate(() => window.__ovBench.clear());
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    // A fresh copy of the points each round: the chart is built from new data, as a new answer would be.
    const ms = await tab.evaluate(() => window.__ovBench.draw(window.__ovYear.map((point) => ({ ...point }))));
    runs.push(Math.round(ms));
    await tab.evaluate(() => window.__ovBench.clear());
  }
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  failed = median > BUDGET_MS;
  const what = process.argv.includes("--plain") ? "consumption chart without bands" : "consumption chart";
  console.log(`${what}, ${POINTS.toLocaleString("en")} points at ${rate}x CPU throttling: runs ${runs.join(", ")} ms`);
  console.log(`${what} median of ${rounds}: ${median} ms (budget ${BUDGET_MS} ms) ${failed ? "OVER" : "ok"}`);
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
