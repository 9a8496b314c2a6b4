import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { CHROMIUM_ARGS } from "./chromium-args.mjs";

/**
 * One command-line option's value.
 * @param name - the option, e.g. `--rounds`
 * @returns the argument after it, or undefined
 * @example const traceFile = benchArg("--trace");
 */
export function benchArg(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/**
 * The options of the one-tag load tools (profile-load.mjs, load-timeline.mjs), read from the command
 * line: `--cdn DIR` (default dist/cdn), `--tag` (default ov-comparator), `--html` (default the tag alone),
 * `--control` (a selector for the first control, default any) and `--rounds`.
 * @param root - the repository's folder
 * @param rounds - the default number of loads
 * @returns the options
 * @example const { cdn, tag, html, control, rounds } = tagLoadOptions(root, 5);
 */
export function tagLoadOptions(root, rounds) {
  const tag = benchArg("--tag") ?? "ov-comparator";
  return {
    cdn: resolve(benchArg("--cdn") ?? join(root, "dist/cdn")),
    tag,
    html: benchArg("--html") ?? `<${tag}></${tag}>`,
    control: benchArg("--control") ?? null,
    rounds: Number(benchArg("--rounds") ?? rounds),
  };
}

/**
 * The plain page every bench and load tool opens: the given HTML (the tags, and any script that sets the
 * scene first), then the loader, configured with the sandbox API's address.
 * @param html - the page's content before the loader
 * @param apiBase - the sandbox API's address
 * @returns the page's HTML
 * @example await serveBenchPage(cdn, plainTagPage("<ov-newsletter></ov-newsletter>", apiBase));
 */
export function plainTagPage(html, apiBase) {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>load</title></head><body>${html}` +
    `<script type="module">import { configure } from "/ov-widgets.js"; configure({ apiBase: ${JSON.stringify(apiBase)} });</script></body></html>`
  );
}

/**
 * The options of the scene benches that open the portal's CDN build (bench-invoices.mjs,
 * bench-portal-contracts.mjs), read from the command line, and the build they measure: made first
 * unless `--no-build` and one is there. `--cdn DIR` measures another build instead (e.g. a copy of
 * `dist/cdn` made before a change, to compare both in the same window of a shared machine); nothing is
 * built then.
 * @param root - the repository's folder
 * @returns the CDN folder (`otherCdn` when `--cdn` named it), `--rounds` (default 5) and `--rate`, the
 *   CDP CPU throttling (default 4)
 * @example const { cdn, rounds, rate } = benchSetup(root);
 */
export function benchSetup(root) {
  const otherCdn = benchArg("--cdn");
  const cdn = otherCdn ? resolve(otherCdn) : join(root, "dist/cdn");
  if (otherCdn && !existsSync(join(cdn, "ov-widgets.js"))) throw new Error(`bench: no ov-widgets.js in ${cdn}`);
  if (!otherCdn && (!process.argv.includes("--no-build") || !existsSync(join(cdn, "ov-widgets.js")))) {
    execFileSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  }
  return { cdn, otherCdn, rounds: Number(benchArg("--rounds") ?? 5), rate: Number(benchArg("--rate") ?? 4) };
}

/**
 * A plain page on its own origin (127.0.0.1, a free port): `/` answers `html`, any other `.js` path a
 * file of the CDN folder, never cached (each fresh browser context downloads what a first visit does).
 * @param cdn - the built CDN folder
 * @param html - the page's markup
 * @param rewrite - changes a script's text as it is served (its path under the CDN folder, its text);
 *   none by default: the files go out as built
 * @returns the page's address and `close`
 * @example const page = await serveBenchPage(cdn, "<!doctype html>…"); await browserPage.goto(page.url);
 */
export async function serveBenchPage(cdn, html, rewrite = null) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(html);
      return;
    }
    const file = join(cdn, url.pathname);
    if (!url.pathname.endsWith(".js") || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
    res.end(rewrite ? rewrite(url.pathname, readFileSync(file, "utf8")) : readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/**
 * Headless Chromium with the project's flags (the machine's, or `CHROME_PATH`), through the project's
 * playwright-core.
 * @param root - the repository's folder
 * @returns the browser
 * @example const browser = await launchBenchChromium(root); try { … } finally { await browser.close(); }
 */
export async function launchBenchChromium(root) {
  const require = createRequire(join(root, "package.json"));
  const { chromium } = require("playwright-core");
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/**
 * The page's own watch for the first visible control: a form control (input, select, button, textarea)
 * or a link in the tag's shadow tree (shadow roots within it included), checked at every animation
 * frame from the document's start; it records `performance.now()` (ms from navigation start) in
 * `window.__ovFirstControl`. It is added with CDP before the navigation and read with a bare CDP
 * Runtime.evaluate, so the harness costs the page no more than this: Playwright's waitForFunction
 * injects its utility script (about 80 ms of main thread at 4x, right when the loader is requested)
 * and runs its poller in each frame, and an enabled debugger with async stacks slows the page's
 * scripts; both made every figure longer by a constant that is not the tags'. Used by scripts/bench.mjs
 * and scripts/profile-load.mjs, so that both measure the same moment.
 * @param {string} name - the tag
 * @param {string | null} control - a selector for the control to wait for, or null for any
 * @returns {string} the script to add with CDP `Page.addScriptToEvaluateOnNewDocument`
 */
export const firstControlWatch = (name, control) => `(() => {
  const wanted = (element) =>
    ${JSON.stringify(control)}
      ? element.matches(${JSON.stringify(control)}) && element.type !== "hidden"
      : (/^(INPUT|SELECT|BUTTON|TEXTAREA)$/.test(element.tagName) && element.type !== "hidden") ||
        (element.tagName === "A" && element.hasAttribute("href"));
  const visible = (root) => {
    for (const element of root.querySelectorAll("*")) {
      if (wanted(element)) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) return true;
      }
      if (element.shadowRoot && visible(element.shadowRoot)) return true;
    }
    return false;
  };
  const check = () => {
    const host = document.querySelector(${JSON.stringify(name)});
    if (host?.shadowRoot && visible(host.shadowRoot)) window.__ovFirstControl = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * firstControlWatch for a page that is not a tag (a peer's page, scripts/bench.mjs `--peer`): the first
 * control matching `selector` in the document with a box, at every animation frame from the document's
 * start, in `window.__ovFirstControl` (and in `window.__ovRuntimeScreen`: a page without a runtime of
 * ours answers with its first control).
 * @param {string} selector - the page's controls
 * @returns {string} the script to add with CDP `Page.addScriptToEvaluateOnNewDocument`
 */
export const pageControlWatch = (selector) => `(() => {
  const check = () => {
    for (const element of document.querySelectorAll(${JSON.stringify(selector)})) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) {
        window.__ovFirstControl = window.__ovRuntimeScreen = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * The page's own watch for the runtime's screen (issue 20), added after firstControlWatch (whose check
 * runs first in each frame): the frame, from the first control's on, in which the tag is defined and its
 * screen is the runtime's own, whose buttons act. Where the loader drew a photograph first
 * (widgets/loader.ts), that is when the runtime has taken it over (src/element/first-screen.ts marks it
 * `taken`); elsewhere, the first control's frame. Records `window.__ovRuntimeScreen`.
 * @param {string} name - the tag
 * @returns {string} the script to add with CDP `Page.addScriptToEvaluateOnNewDocument`
 */
export const runtimeScreenWatch = (name) => `(() => {
  const mark = Symbol.for("ov-widgets.screen");
  const check = () => {
    const host = document.querySelector(${JSON.stringify(name)});
    const own = window.__ovFirstControl && customElements.get(${JSON.stringify(name)}) && (host?.[mark]?.taken ?? true);
    if (own) window.__ovRuntimeScreen = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * A moment a watch of this file recorded in the page (`window.__ovFirstControl`, `window.__ovRuntimeScreen`),
 * read with a bare CDP Runtime.evaluate every 20 ms.
 * @param {import("playwright-core").CDPSession} cdp - the page's CDP session
 * @param {string} global - the page's global that holds it
 * @param {string} what - what it is, for the error
 * @returns {Promise<number>} ms from navigation start
 */
async function pageMoment(cdp, global, what) {
  for (const until = Date.now() + 60_000; ; await new Promise((ok) => setTimeout(ok, 20))) {
    if (Date.now() > until) throw new Error(`bench: no ${what} after 60 s`);
    const { result } = await cdp.send("Runtime.evaluate", { expression: `window.${global} ?? 0`, returnByValue: true });
    if (result.value) return Math.round(result.value);
  }
}

/**
 * The moment runtimeScreenWatch recorded.
 * @param {import("playwright-core").CDPSession} cdp - the page's CDP session
 * @param {string} tag - the tag, for the error
 * @returns {Promise<number>} ms from navigation start to the runtime's screen
 * @example const ms = await runtimeScreenTime(cdp, "ov-comparator");
 */
export function runtimeScreenTime(cdp, tag) {
  return pageMoment(cdp, "__ovRuntimeScreen", `runtime's screen in ${tag}`);
}

/**
 * A fresh browser context's page as a first visit sees it, for the load benches: CPU throttled, the
 * network domain on, the cache off (each load downloads what a first visit does).
 * @param {import("playwright-core").Browser} browser - the browser
 * @param {number} rate - the CDP CPU throttling rate (4: the issues' "4x CPU")
 * @returns {Promise<{ context: import("playwright-core").BrowserContext, page: import("playwright-core").Page, cdp: import("playwright-core").CDPSession }>} the page and its CDP session
 * @example const { context, page, cdp } = await firstVisitPage(browser, 4);
 */
export async function firstVisitPage(browser, rate) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  return { context, page, cdp };
}

/**
 * The moment firstControlWatch recorded, read with a bare CDP Runtime.evaluate every 20 ms.
 * @param {import("playwright-core").CDPSession} cdp - the page's CDP session
 * @param {string} tag - the tag, for the error
 * @returns {Promise<number>} ms from navigation start to the first visible control
 * @example const ms = await firstControlTime(cdp, "ov-comparator");
 */
export function firstControlTime(cdp, tag) {
  return pageMoment(cdp, "__ovFirstControl", `visible control in ${tag}`);
}
