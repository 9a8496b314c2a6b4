#!/usr/bin/env node
// What a tag's first load waits for, load by load (issue 20): loads a page of tags from a CDN build on a
// plain page with the sandbox API, in headless Chromium at 4x CPU, and prints for each load, in ms from
// the navigation and in order:
// - when each script's response ended and when it had been asked for (Resource Timing), and the same
//   for the API's calls;
// - when each script's own code started to run (a mark the page server writes at the top of each file:
//   short evaluations that no long task shows, such as a catalog's or a second tag's);
// - when each tag's shadow root was attached and when a control first entered it;
// - the long tasks, and the long animation frames with the scripts that ran in them, when the frame
//   started to render, and the style and layout a script forced (each script with what invoked it:
//   a timer, a frame callback, a promise, and the function);
// - the first visible control, as `npm run bench` watches it.
// A gap between a file's arrival and its use, or a control that waits for a later frame, shows here;
// profile-load.mjs tells what the main thread did meanwhile. Nothing is traced: the network keeps its
// timing (a CDP trace of the same loads slowed the responses by 100 ms and more).
//   node scripts/load-timeline.mjs [--cdn DIR] [--tag ov-comparator] [--html '<ov-comparator …>']
//     [--control input] [--rounds 3] [--until runtime]
//   (--tag: the tag whose first control ends the load; --until runtime: its runtime's own screen does)
// Without --cdn it reads dist/cdn (build it first: node scripts/build.mjs).
import { resolve } from "node:path";
import {
  benchArg,
  firstControlTime,
  firstControlWatch,
  firstVisitPage,
  launchBenchChromium,
  plainTagPage,
  runtimeScreenTime,
  runtimeScreenWatch,
  serveBenchPage,
  tagLoadOptions,
} from "./bench-page.mjs";
import { startSandboxApi } from "./sandbox-api.mjs";

const root = resolve(import.meta.dirname, "..");
const { cdn, tag, html, control, rounds } = tagLoadOptions(root, 3);
// --until runtime: the load up to the runtime's own screen (the first interactive control).
const untilRuntime = benchArg("--until") === "runtime";

// In the page before its own scripts: each entry is [ms, kind, duration or 0, what].
const recorder = `(() => {
  const rows = (window.__ovTimeline = []);
  const ms = (value) => Math.round(value);
  const short = (url) => (url || "").split("/").pop().slice(0, 40);
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {}
  };
  observe("resource", (entry) => {
    const asked = " (asked at " + ms(entry.startTime) + ")";
    if (entry.name.endsWith(".js")) rows.push([ms(entry.responseEnd), "file", 0, short(entry.name) + asked]);
    else if (/^(fetch|xmlhttprequest)$/.test(entry.initiatorType)) rows.push([ms(entry.responseEnd), "call", 0, short(entry.name) + asked]);
  });
  observe("mark", (entry) => {
    if (entry.name.startsWith("ov-run ")) rows.push([ms(entry.startTime), "run", 0, entry.name.slice(7)]);
  });
  observe("longtask", (entry) => rows.push([ms(entry.startTime), "task", ms(entry.duration), ""]));
  observe("long-animation-frame", (entry) =>
    rows.push([
      ms(entry.startTime),
      "frame",
      ms(entry.duration),
      "render at " + ms(entry.renderStart) + "; " +
        entry.scripts
          .map((script) =>
            script.invokerType + " " + short(script.sourceURL) +
            (script.invoker || script.sourceFunctionName ? " [" + [script.invoker, script.sourceFunctionName].filter(Boolean).join(" ") + "]" : "") +
            " at " + ms(script.startTime) + " " + ms(script.duration) + " ms" +
            (script.forcedStyleAndLayoutDuration ? " (forced style and layout " + ms(script.forcedStyleAndLayoutDuration) + ")" : ""))
          .join(" | "),
    ]),
  );
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const shadow = attach.call(this, init);
    const host = this.localName;
    rows.push([ms(performance.now()), "shadow", 0, host]);
    let seen = false;
    new MutationObserver(() => {
      if (seen || !shadow.querySelector("input, select, button, textarea, a[href]")) return;
      seen = true;
      rows.push([ms(performance.now()), "control", 0, host + " (in the DOM)"]);
    }).observe(shadow, { childList: true, subtree: true });
    return shadow;
  };
})();`;

const { apiBase, stop } = await startSandboxApi(root);
// Each script marks the moment its own code starts (after its imports have run), below V8's compile hint,
// which must stay the file's first line (scripts/build/plugins.mjs compileHints).
const HINT = "//# allFunctionsCalledOnLoad\n";
const markRun = (path, text) => {
  const mark = `performance.mark(${JSON.stringify(`ov-run ${path.split("/").pop()}`)});\n`;
  return text.startsWith(HINT) ? HINT + mark + text.slice(HINT.length) : mark + text;
};
const site = await serveBenchPage(cdn, plainTagPage(html, apiBase), markRun);
const browser = await launchBenchChromium(root);
try {
  for (let round = 0; round < rounds; round++) {
    const { context, page, cdp } = await firstVisitPage(browser, 4);
    await cdp.send("Page.enable");
    await cdp.send("Page.addScriptToEvaluateOnNewDocument", { source: recorder + firstControlWatch(tag, control) });
    if (untilRuntime) await cdp.send("Page.addScriptToEvaluateOnNewDocument", { source: runtimeScreenWatch(tag) });
    await page.goto(site.url, { waitUntil: "commit" });
    const visible = await firstControlTime(cdp, tag);
    const shown = untilRuntime ? await runtimeScreenTime(cdp, tag) : visible;
    await new Promise((ok) => setTimeout(ok, 200)); // the frame that showed it ends and is reported
    const { result } = await cdp.send("Runtime.evaluate", { expression: "JSON.stringify(window.__ovTimeline)", returnByValue: true });
    const rows = JSON.parse(result.value)
      .filter(([at]) => at <= shown)
      .sort((a, b) => a[0] - b[0]);
    console.log(
      `load ${round + 1}: first visible control of <${tag}> at ${visible} ms` +
        (untilRuntime ? `, the runtime's screen at ${shown} ms` : ""),
    );
    for (const [at, kind, duration, what] of rows)
      console.log(`  ${String(at).padStart(5)}  ${kind.padEnd(7)} ${duration ? `${String(duration).padStart(4)} ms` : "       "}  ${what}`);
    await context.close();
    await new Promise((ok) => setTimeout(ok, 600)); // as the bench does: the next load starts on a quiet machine
  }
} finally {
  await browser.close();
  site.close();
  await stop();
}
