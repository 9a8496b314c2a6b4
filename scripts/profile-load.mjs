#!/usr/bin/env node
// Where a tag's first load spends the main thread (issue 20): loads a tag from a CDN build on a plain
// page with the sandbox API, in headless Chromium at 4x CPU, with the CDP CPU profiler (100 µs samples)
// running from the navigation to the first visible control, and prints the time per load by source
// file, by function and as a call tree, mapped back to the sources through the build's source maps.
// Native work outside JavaScript (parsing, style, layout, the browser's tasks) is "(program)"; the
// page's own watch for the first control is "(check)" / "(visible)".
//   node scripts/profile-load.mjs [--cdn DIR] [--tag ov-comparator] [--html '<ov-comparator …>']
//     [--control input] [--rounds 5] [--min 3] [--until runtime]
//   (--min: the smallest tree node shown, ms per load; --until runtime: to the runtime's own screen)
// Without --cdn it profiles dist/cdn (build it first: node scripts/build.mjs).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
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
const { cdn, tag, html, control, rounds } = tagLoadOptions(root, 5);
const minimum = Number(benchArg("--min") ?? 3);
// --until runtime: profile to the runtime's own screen (the first interactive control) instead.
const untilRuntime = benchArg("--until") === "runtime";
const { TraceMap, originalPositionFor } = createRequire(join(root, "package.json"))("@jridgewell/trace-mapping");

const maps = new Map();
/** A built file's source map, or null. */
const mapOf = (url) => {
  if (!maps.has(url)) {
    const file = join(cdn, new URL(url).pathname) + ".map";
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, "utf8")) : null);
  }
  return maps.get(url);
};
/** A profile node's name: the source file and function (with its line), or the native category. */
const nameOf = ({ callFrame: frame }) => {
  if (!frame.url) return { file: `(${frame.functionName || "program"})`, fn: `(${frame.functionName || "program"})` };
  const map = mapOf(frame.url);
  const original = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  if (!original?.source) return { file: new URL(frame.url).pathname, fn: `${new URL(frame.url).pathname} ${frame.functionName}` };
  const file = original.source.replace(/^.*?(node_modules\/|src\/|widgets\/)/, "$1");
  return { file, fn: `${file} ${original.name ?? frame.functionName}@${original.line}` };
};

const { apiBase, stop } = await startSandboxApi(root);
const site = await serveBenchPage(cdn, plainTagPage(html, apiBase));
const browser = await launchBenchChromium(root);
const byFile = new Map();
const byFunction = new Map();
const tree = { us: 0, children: new Map() };
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
const times = [];
try {
  for (let round = 0; round < rounds; round++) {
    const { context, page, cdp } = await firstVisitPage(browser, 4);
    await cdp.send("Page.enable");
    await cdp.send("Page.addScriptToEvaluateOnNewDocument", { source: firstControlWatch(tag, control) });
    if (untilRuntime) await cdp.send("Page.addScriptToEvaluateOnNewDocument", { source: runtimeScreenWatch(tag) });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.goto(site.url, { waitUntil: "commit" });
    times.push(await (untilRuntime ? runtimeScreenTime : firstControlTime)(cdp, tag));
    const { profile } = await cdp.send("Profiler.stop");
    const parent = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
    const names = new Map(profile.nodes.map((node) => [node.id, nameOf(node)]));
    const sampled = new Map();
    profile.samples.forEach((id, index) => add(sampled, id, profile.timeDeltas[index] ?? 0));
    for (const [id, us] of sampled) {
      add(byFile, names.get(id).file, us);
      add(byFunction, names.get(id).fn, us);
      // The stack from the root, with react-dom's and the scheduler's own frames folded into one.
      const path = [];
      for (let at = id; at !== undefined; at = parent.get(at)) path.unshift(names.get(at).fn);
      let node = tree;
      for (const fn of path
        .map((name) => (/^node_modules\/(react-dom|scheduler)\//.test(name) ? "react-dom" : name))
        .filter((name, index, all) => name !== "react-dom" || all[index - 1] !== "react-dom")) {
        if (!node.children.has(fn)) node.children.set(fn, { us: 0, children: new Map() });
        node = node.children.get(fn);
        node.us += us;
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  site.close();
  await stop();
}

const ms = (us) => (us / 1000 / rounds).toFixed(1).padStart(7);
const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
console.log(`${tag}: ${untilRuntime ? "runtime's screen" : "first control"} at ${times.join(", ")} ms; main thread per load (ms):`);
console.log("\nby source file");
for (const [file, us] of top(byFile, 25)) console.log(`${ms(us)} ${file}`);
console.log("\nby function (self time)");
for (const [fn, us] of top(byFunction, 25)) console.log(`${ms(us)} ${fn}`);
console.log(`\ncall tree (nodes of at least ${minimum} ms)`);
const print = (node, depth) => {
  for (const [fn, child] of [...node.children].sort((a, b) => b[1].us - a[1].us)) {
    if (child.us / 1000 / rounds < minimum) continue;
    console.log(`${ms(child.us)} ${"  ".repeat(depth)}${fn}`);
    print(child, depth + 1);
  }
};
print(tree, 0);
