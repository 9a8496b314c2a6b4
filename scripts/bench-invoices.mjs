#!/usr/bin/env node
/**
 * Issue 18 item 8: the invoices page at the business customer's scale. With the CDN build (`dist/cdn`,
 * built first unless `--no-build`) and the sandbox API, headless Chromium at 4x CPU (CDP
 * Emulation.setCPUThrottlingRate) opens `<ov-portal>` signed in as the business customer on its
 * multipoint invoices, sets 100 rows a page, then pages on: each time, the time from the list's answer
 * being read (the client's `response.json()`/`text()` resolved) to the first paint after a page of 100
 * rows and its chart are in the document (a new first row, or 100 rows where 50 were). Prints each figure and the median of `--rounds` (default 5)
 * against the issue's 100 ms. A figure is reported, never asserted (like `npm run bench`).
 *
 * `--cdn DIR` measures another build (e.g. a copy of `dist/cdn` made before a change, to compare both in
 * the same window of a shared machine; nothing is built then). `--trace FILE` writes a Chromium
 * performance trace of the measured rounds (open it in DevTools' Performance panel).
 *
 *   node scripts/bench-invoices.mjs [--no-build] [--rounds 5] [--rate 4] [--cdn DIR] [--trace FILE]
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { benchArg, benchSetup, launchBenchChromium, plainTagPage, serveBenchPage } from "./bench-page.mjs";
import { startSandboxApi } from "./sandbox-api.mjs";

const root = resolve(import.meta.dirname, "..");
/** `--rate`: CDP CPU throttling (4 by the issue; `--rate 1` to compare with the machine's own speed). */
const { cdn, otherCdn, rounds, rate } = benchSetup(root);
const traceFile = benchArg("--trace");
/** Issue 18 item 8: "a page of 100 rows with its chart repaints in under 100 ms at 4x CPU". */
const TARGET_MS = 100;
const PAGE_SIZE = 100;

const cleanups = [];
try {
  // The sandbox API on a free port (npm run sandbox): the business customer's 1,000+ invoices.
  const { apiBase, stop } = await startSandboxApi(root);
  cleanups.push(stop);
  const { token } = await fetch(`${apiBase}/sandbox/token?customer=business`).then((answer) => answer.json());

  // A plain page on its own origin: the stored session of a returning customer, then the portal.
  const site = await serveBenchPage(
    cdn,
    plainTagPage(
      `<script>document.cookie = "ov_token=${encodeURIComponent(token)}; path=/"; document.cookie = "rcl_consent_given=true; path=/";` +
        `history.replaceState(null, "", "#/factures");</script>` +
        `<main><ov-portal routing="hash" lang="en"></ov-portal></main>`,
      apiBase,
    ),
  );
  cleanups.push(site.close);

  const browser = await launchBenchChromium(root);
  cleanups.push(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Before any script of the page: note when each invoices answer has been read by the client.
  await page.addInitScript(() => {
    const read = (window.__invoiceAnswers = []);
    const original = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await original(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      // The list's answers only: the chart reads the whole list with the same call in pages of 150 (issue 39).
      if (!/invoices_multipoint\/\?/.test(url) || /[?&]limit=150\b/.test(url)) return response;
      for (const method of ["json", "text"]) {
        const body = response[method].bind(response);
        response[method] = async () => {
          const value = await body();
          // A user-timing mark too: `--trace` readers find each measured stretch by it.
          read.push({ url, at: performance.mark("ov-invoices-answer-read").startTime });
          return value;
        };
      }
      return response;
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(site.url);

  const portal = page.locator("ov-portal");
  const rows = portal.getByRole("table", { name: "Multipoint invoices" }).locator("tbody tr");
  await rows.first().waitFor({ timeout: 60_000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });

  /**
   * Starts the next page (`act`), waits until it shows `PAGE_SIZE` rows whose first differs from the
   * one before and a chart canvas, then the paint after that frame; returns ms since the answer was read.
   */
  const measure = async (act) => {
    const before = await rows.first().textContent();
    const shown = await rows.count();
    const answers = await page.evaluate(() => window.__invoiceAnswers.length);
    // The watch starts before the act: started after it, it came (through Playwright) behind the answer, the
    // render and the frame that painted them, and it took the paint of the frame after (a frame and its
    // hover hit test more, 20-25 ms at 4x in a trace).
    await page.evaluate(
      ({ size, previous, previousCount, count }) => {
        window.__invoicesPainted = new Promise((done, fail) => {
          const started = performance.now();
          // `inFrame`: called back by requestAnimationFrame, i.e. before the rendering of the frame that shows what
          // is in the document now.
          const check = (inFrame = false) => {
            const shadow = document.querySelector("ov-portal")?.shadowRoot;
            const body = shadow?.querySelector(".ov-data-list__table tbody");
            const answer = window.__invoiceAnswers[count];
            const ready =
              answer &&
              body?.children.length === size &&
              (previousCount !== size || body.firstElementChild?.textContent !== previous) &&
              shadow?.querySelector(".ov-chart__box canvas");
            if (ready) {
              // A task queued from a frame callback runs after that frame's paint: from this frame's callback, the
              // paint of this frame, the first with the rows and chart (waiting for the next frame as well would
              // add up to a frame to the figure); from outside a frame, the next frame's paint.
              // The paint's end is taken by a user-blocking task (scheduler.postTask), which Chromium runs before the
              // timers and the hover hit tests queued behind the frame: the mouse rests on "Next" after the click, so
              // each layout change queues a hit test of the whole table, and a plain setTimeout waited for them
              // (10-20 ms at 4x in a trace, after the frame was painted). Both figures are returned; the first counts.
              const end = () => {
                const painted = globalThis.scheduler.postTask(() => performance.mark("ov-invoices-painted").startTime - answer.at, {
                  priority: "user-blocking",
                });
                const timer = new Promise((ran) => setTimeout(() => ran(performance.now() - answer.at)));
                Promise.all([painted, timer]).then(([paintedMs, timerMs]) => done({ painted: paintedMs, timer: timerMs }), fail);
              };
              if (inFrame) end();
              else requestAnimationFrame(end);
              return;
            }
            if (performance.now() - started > 60_000) fail(new Error("bench-invoices: the page of invoices did not show"));
            else requestAnimationFrame(() => check(true));
          };
          check();
        });
      },
      { size: PAGE_SIZE, previous: before, previousCount: shown, count: answers },
    );
    await act();
    return page.evaluate(() => window.__invoicesPainted);
  };

  if (traceFile) {
    await cdp.send("Tracing.start", {
      transferMode: "ReturnAsStream",
      traceConfig: {
        includedCategories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "disabled-by-default-devtools.timeline.frame",
          "blink.user_timing",
          "v8.execute",
          "disabled-by-default-v8.cpu_profiler",
        ],
      },
    });
  }
  const measured = [];
  // First: 100 rows a page (the business's settings say 50), then the following pages.
  measured.push(await measure(() => portal.getByRole("combobox", { name: /page/i }).first().selectOption(String(PAGE_SIZE))));
  while (measured.length < rounds) {
    measured.push(await measure(() => portal.getByRole("button", { name: /next/i }).first().click()));
  }
  if (traceFile) {
    const done = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
    await cdp.send("Tracing.end");
    const { stream } = await done;
    let trace = "";
    for (;;) {
      const chunk = await cdp.send("IO.read", { handle: stream });
      trace += chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send("IO.close", { handle: stream });
    writeFileSync(traceFile, trace);
  }
  const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const figures = measured.map((figure) => figure.painted);
  const median = medianOf(figures);
  console.log(
    `invoices${otherCdn ? ` (${otherCdn})` : ""}: ${PAGE_SIZE} rows and chart, answer read to paint at ${rate}x CPU (ms): ${figures.map((f) => f.toFixed(1)).join(", ")}`,
  );
  console.log(`invoices: median of ${rounds}: ${median.toFixed(1)} ms (target < ${TARGET_MS} ms) ${median < TARGET_MS ? "OK" : "OVER"}`);
  // The earlier end (a timer after the frame), which also waited for the tasks queued behind the paint.
  console.log(`invoices: to the first timer after the paint, median ${medianOf(measured.map((figure) => figure.timer)).toFixed(1)} ms`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
