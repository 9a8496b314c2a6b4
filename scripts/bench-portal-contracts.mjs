#!/usr/bin/env node
/**
 * Issue 16 "Done when": the time from login to the first row of the contracts list at 4x CPU. With the
 * CDN build (`dist/cdn`, built first unless `--no-build`) and the sandbox API, headless Chromium at 4x
 * CPU (CDP Emulation.setCPUThrottlingRate) opens `<ov-portal>` on its login screen as a visitor coming
 * from a link to the contracts (`#/acces?redirectPath=/contractes/electricitat`), types the household
 * customer's user and password, and submits.
 *
 * The clock STARTS when the Log in button is clicked (the page's `performance.now()` just before the
 * click is dispatched, the form already filled) and STOPS at the first paint after the first row of
 * the contracts list's table is in the document: the login call, the session start, the contracts
 * area's download (each round is a fresh browser context, so nothing is cached: a first visit), its
 * catalog, the list's calls and React's commit all lie between. The paint is taken as the task queued
 * from the next frame callback, which runs after that frame is painted.
 *
 * Prints each round and the median of `--rounds` (default 5). Issue 16 sets no target: a figure is
 * reported, never asserted (like `npm run bench`). With it, the depth of the longest chain of sequential
 * requests sent from the click to the row (issue 20's measure, as `npm run bench` takes it: a request's
 * parent is the deepest file already fetched among its initiator's URL and (async) stack; a request
 * whose parent was sent before the click starts a chain of depth 1); `--chains` prints that chain.
 *
 *   node scripts/bench-portal-contracts.mjs [--no-build] [--cdn DIR] [--rounds 5] [--rate 4] [--chains] [--phone]
 */
import { resolve } from "node:path";
import { benchSetup, launchBenchChromium, plainTagPage, serveBenchPage } from "./bench-page.mjs";
import { startSandboxApi } from "./sandbox-api.mjs";

const root = resolve(import.meta.dirname, "..");
/** `--rate`: CDP CPU throttling (4 by the issue; `--rate 1` to compare with the machine's own speed). */
const { cdn, rounds, rate } = benchSetup(root);
/**
 * `--phone`: the phone's network of `npm run bench` (issue 20 item 5: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up), where each sequential request costs a round trip.
 */
const PHONE = process.argv.includes("--phone")
  ? { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 }
  : null;
/** The sandbox's household customer (demo/sandbox/README.md "Customers"). */
const HOUSEHOLD = { user: "47281936P", password: "Sandbox1!" };

/**
 * Follows a page's requests (CDP Network events) with the chain each one ends: its parent is the deepest
 * request already sent among the files its initiator names (URL, stack and async stacks, as
 * scripts/bench.mjs takes them). Set `clicked` when the clock starts and `done` when it stops: the
 * requests in between are `list`, their depth counted from the first one after the click.
 * @param {import("playwright-core").CDPSession} cdp - the page's session
 * @returns {Promise<{ clicked: boolean, done: boolean, list: Array<{ url: string, depth: number, afterClick: boolean, parent: unknown }> }>} the tracker
 */
async function trackChains(cdp) {
  await cdp.send("Network.enable");
  // Async stacks, so that a request made from a callback names the file whose code scheduled it.
  await cdp.send("Debugger.enable");
  await cdp.send("Debugger.setAsyncCallStackDepth", { maxDepth: 32 });
  const tracker = { clicked: false, done: false, list: [] };
  const byUrl = new Map();
  const stackUrls = (stack, out = []) => {
    if (!stack) return out;
    for (const frame of stack.callFrames ?? []) out.push(frame.url);
    return stackUrls(stack.parent, out);
  };
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    if (request.method === "OPTIONS" || tracker.done) return; // CORS preflights travel with their call
    const parent = [initiator.url, ...stackUrls(initiator.stack)]
      .filter(Boolean)
      .map((url) => byUrl.get(url))
      .filter(Boolean)
      .sort((x, y) => y.depth - x.depth)[0];
    const afterClick = tracker.clicked;
    const depth = afterClick ? (parent?.afterClick ? parent.depth : 0) + 1 : 0;
    const entry = { url: request.url, depth, afterClick, parent };
    if (afterClick) tracker.list.push(entry);
    if (!byUrl.has(request.url) || afterClick) byUrl.set(request.url, entry);
  });
  return tracker;
}

const cleanups = [];
try {
  const { apiBase, stop } = await startSandboxApi(root);
  cleanups.push(stop);

  // A plain page on its own origin: a visitor with the cookie choice made, on the login route with the
  // contracts as where the visit goes after it (spec §2 Login, redirectPath).
  const site = await serveBenchPage(
    cdn,
    plainTagPage(
      `<script>document.cookie = "rcl_consent_given=true; path=/";` +
        `history.replaceState(null, "", "#/acces?redirectPath=" + encodeURIComponent("/contractes/electricitat"));</script>` +
        `<main><ov-portal routing="hash" lang="en"></ov-portal></main>`,
      apiBase,
    ),
  );
  cleanups.push(site.close);
  const browser = await launchBenchChromium(root);
  cleanups.push(() => browser.close());

  /** One login in a fresh context: ms from the Log in click to the paint of the list's first row. */
  const measure = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const chains = await trackChains(cdp);
      if (PHONE) await cdp.send("Network.emulateNetworkConditions", PHONE);
      await page.goto(site.url);
      const portal = page.locator("ov-portal");
      await portal.locator('input[autocomplete="username"]').fill(HOUSEHOLD.user, { timeout: 60_000 });
      await portal.locator('input[autocomplete="current-password"]').fill(HOUSEHOLD.password);
      const submit = await portal.getByRole("button", { name: "Log in", exact: true }).elementHandle();
      chains.clicked = true;
      const ms = await page.evaluate(
        (button) =>
          new Promise((done, fail) => {
            const started = performance.now();
            const check = () => {
              const row = document.querySelector("ov-portal")?.shadowRoot?.querySelector(".ov-contracts table tbody tr");
              if (row) {
                // A task queued from a frame callback runs after that frame's paint.
                requestAnimationFrame(() => setTimeout(() => done(performance.now() - started)));
                return;
              }
              if (performance.now() - started > 60_000) fail(new Error("bench-portal-contracts: no contract row showed"));
              else requestAnimationFrame(check);
            };
            button.click();
            requestAnimationFrame(check);
          }),
        submit,
      );
      chains.done = true;
      const deepest = chains.list.reduce((best, request) => (request.depth > (best?.depth ?? 0) ? request : best), null);
      if (process.argv.includes("--chains")) {
        const hops = [];
        for (let hop = deepest; hop?.afterClick; hop = hop.parent) hops.unshift(hop.url.replace(/^https?:\/\/[^/]+/, ""));
        console.log(`  ${ms.toFixed(0)} ms, depth ${deepest?.depth ?? 0}:\n    ${hops.join("\n    → ")}`);
      }
      return { ms, depth: deepest?.depth ?? 0 };
    } finally {
      await context.close();
    }
  };

  const runs = [];
  for (let round = 0; round < rounds; round += 1) runs.push(await measure());
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const figures = runs.map((run) => run.ms);
  console.log(
    `contracts: login click to the list's first row painted at ${rate}x CPU${PHONE ? ", phone network" : ""} (ms): ${figures.map((f) => f.toFixed(0)).join(", ")}`,
  );
  console.log(`contracts: median of ${rounds}: ${median(figures).toFixed(0)} ms (no target in issue 16: reported, not asserted)`);
  console.log(
    `contracts: request chain depth from the click to the row: ${runs.map((run) => run.depth).join(", ")}; median ${median(runs.map((run) => run.depth))}`,
  );
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
