#!/usr/bin/env node
// `npm run bench`: builds, then prints the gzip size of the loader, the shared runtime chunk, each
// widget chunk, each portal area chunk and each locale catalog against the budgets of DESIGN.md, and the time each built tag
// takes to show its content in headless Chromium at 4x CPU throttling (median of 5).
// Exit code 1 when a size budget is exceeded. Timings are reported, not asserted.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { BUDGETS } from "./budgets.mjs";
import { WIDGET_ENTRIES } from "./widgets.mjs";

const root = resolve(import.meta.dirname, "..");
const cdn = join(root, "dist/cdn");
if (!process.argv.includes("--no-build")) execFileSync(process.execPath, [join(root, "scripts/build.mjs")], { stdio: "inherit" });

const manifest = JSON.parse(readFileSync(join(cdn, "manifest.json"), "utf8"));
const gz = (file) => gzipSync(readFileSync(join(cdn, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [];
let failed = false;
const row = (what, file, bytes, budget) => {
  const over = budget !== undefined && bytes > budget;
  failed ||= over;
  rows.push([what, file, kb(bytes), budget === undefined ? "" : `${kb(budget)} ${over ? "OVER" : "ok"}`]);
};

const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const loaderBytes = gz(entry.file);
row("loader", entry.file, loaderBytes, BUDGETS.loader);

/** A chunk's own file plus the static imports it needs (not the lazy ones). */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
};
const runtimeKey = Object.keys(manifest).find(
  // Exactly our "runtime" group (build.mjs), not the bundler's own tiny "rolldown-runtime" helper chunk.
  (key) => manifest[key].name === "runtime" && !manifest[key].isEntry && !manifest[key].src,
);
const runtimeBytes = runtimeKey ? gz(manifest[runtimeKey].file) : 0;
if (runtimeKey) row("runtime (shared)", manifest[runtimeKey].file, runtimeBytes);

const locales = Object.entries(manifest).filter(([key]) => key.endsWith(".po"));
for (const [key, chunk] of locales) row(`locale ${key.match(/([\w-]+\/[\w-]+)\.po$/)[1]}`, chunk.file, gz(chunk.file));
/** The catalogs one language needs for a tag: the core area plus the widget's own, largest language. */
const localeBytesFor = (area) =>
  Math.max(
    0,
    ...[...new Set(locales.map(([key]) => key.split("/")[1]))].map((lang) =>
      [`locales/${lang}/core.po`, `locales/${lang}/${area}.po`].reduce((sum, key) => sum + (manifest[key] ? gz(manifest[key].file) : 0), 0),
    ),
  );

for (const { name, entry: source } of WIDGET_ENTRIES) {
  const chunk = manifest[source];
  if (!chunk) continue;
  const own = [...closure(source)].filter((key) => key !== runtimeKey).reduce((sum, key) => sum + gz(manifest[key].file), 0);
  row(`widget ${name}`, chunk.file, own, BUDGETS.widgetChunk);
  if (name === "comparator") {
    const first = loaderBytes + runtimeBytes + own + localeBytesFor(name);
    row("comparator first load", "loader + runtime + comparator + its catalogs in one language", first, BUDGETS.comparatorFirstLoad);
  }
}

// DESIGN "Builds": each portal area is a chunk of its own (`widgets/portal/<area>/<area>-screens.ts`),
// within the widget chunk budget: counted with what it imports beyond the runtime and the portal's shell.
const shell = manifest["widgets/portal/index.ts"] ? closure("widgets/portal/index.ts") : new Set();
for (const [key, chunk] of Object.entries(manifest)) {
  const area = /^widgets\/portal\/([\w-]+)\/\1-screens\.tsx?$/.exec(key)?.[1];
  if (!area) continue;
  const own = [...closure(key)]
    .filter((next) => next !== runtimeKey && !shell.has(next))
    .reduce((sum, next) => sum + gz(manifest[next].file), 0);
  row(`portal area ${area}`, chunk.file, own, BUDGETS.widgetChunk);
}

const width = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 8));
console.log(`\n${["chunk", "file", "gzip", "budget"].map((h, i) => h.padEnd(width[i])).join("  ")}`);
for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(width[i])).join("  "));

// Time to first content at 4x CPU throttling, per built tag that renders something.
const visible = WIDGET_ENTRIES.filter((w) => w.tag !== "ov-context" && manifest[w.entry]);
if (visible.length > 0 && !process.argv.includes("--sizes-only")) {
  const require = createRequire(join(root, "package.json"));
  const { chromium } = require("playwright-core");
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/") {
      const tag = new URL(req.url, "http://x").searchParams.get("tag");
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><html lang="en"><body><${tag}></${tag}><script type="module" src="/ov-widgets.js"></script></body></html>`);
      return;
    }
    let body;
    try {
      body = readFileSync(join(cdn, path));
    } catch {
      // Not in the build (the API calls: the bench has no backend, the tags show their own error).
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": path.endsWith(".js") ? "text/javascript" : "application/octet-stream" });
    res.end(body);
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    console.log("\ntime to first content, headless Chromium, 4x CPU throttling (median of 5)");
    for (const { tag } of visible) {
      const times = [];
      for (let i = 0; i < 5; i += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        const start = Date.now();
        await page.goto(`http://127.0.0.1:${server.address().port}/?tag=${tag}`);
        await page.waitForFunction(
          (t) =>
            [...(document.querySelector(t)?.shadowRoot?.querySelectorAll("*") ?? [])].some(
              (e) => e.getBoundingClientRect().height > 0 && e.textContent.trim() !== "",
            ),
          tag,
          { timeout: 30000 },
        );
        times.push(Date.now() - start);
        await context.close();
      }
      times.sort((a, b) => a - b);
      console.log(`${tag.padEnd(24)} ${times[2]} ms  (runs: ${times.join(", ")})`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (failed) {
  console.error("\nbench: a size budget is exceeded");
  process.exit(1);
}
console.log("\nbench: every size is within its budget");
