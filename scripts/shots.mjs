#!/usr/bin/env node
// `npm run shots` (issue 39 item 9): photographs every screen of <ov-portal> as its customers reach
// them, from the CDN build against the sandbox API: signed out (the public routes), and signed in as
// the household, business and read-only customers (the private routes), each at 390 and 1280 px wide,
// whole pages. Writes the PNGs and an index page that shows them side by side into a folder
// (default dist/shots), and prints each route that did not settle (no title, still loading, a page
// error), so a walk through the photographs starts from what went wrong.
//   npm run shots [-- --no-build] [--cdn DIR] [--out DIR] [--only <text in a route or path>]
//     [--who visitor,household,business,readonly] [--widths 390,1280] [--theme dark]
// The sandbox's data is dated SANDBOX_NOW (default 2025-06-15), so two runs photograph the same data:
// `--cdn` photographs another build (a worktree of an older commit, built) for before/after pairs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, relative, resolve } from "node:path";
import { benchArg, launchBenchChromium, serveBenchPage } from "./bench-page.mjs";

process.env.SANDBOX_NOW ??= "2025-06-15T00:00:00.000Z";
const root = resolve(import.meta.dirname, "..");
// The route table and the sandbox are TypeScript: this script runs under the sandbox's type-stripping
// hook (package.json "shots"), so it reads the portal's own routes, not a copy of them.
const { ROUTES, pathOf } = await import("../src/domain/portal/routes.ts");
const { createSandbox } = await import("../demo/sandbox/sandbox.ts");
const { toNodeHandler } = await import("../demo/sandbox/node-adapter.ts");
const { createTestClient } = await import("../demo/sandbox/test-client.ts");
const { getPublicSettings } = await import("../src/api/settings.ts");
const { getContractListInfo } = await import("../src/api/contracts.ts");
const { defaultSettings } = await import("../src/runtime/default-settings.ts");
const { mergeSettings } = await import("../src/runtime/merge.ts");

const list = (name, fallback) => (benchArg(name) ?? fallback).split(",").filter(Boolean);
const who = list("--who", "visitor,household,business,readonly");
const widths = list("--widths", "390,1280").map(Number);
const only = benchArg("--only");
const theme = benchArg("--theme");
const out = resolve(benchArg("--out") ?? join(root, "dist/shots"));
const cdn = resolve(benchArg("--cdn") ?? join(root, "dist/cdn"));
if (!benchArg("--cdn") && (!process.argv.includes("--no-build") || !existsSync(join(cdn, "ov-widgets.js")))) {
  execFileSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
}
/** Routes not photographed: the single sign-on return needs the provider's code; the start's own screen passes by. */
const LEFT = new Set(["connect", "loading"]);

// The sandbox API in this process, on a free port of 127.0.0.1, open to the page's origin.
const sandbox = createSandbox({ corsOrigins: "*" });
const api = createServer(toNodeHandler(sandbox));
await new Promise((ok) => api.listen(0, "127.0.0.1", ok));
const apiBase = `http://127.0.0.1:${api.address().port}`;

/** The routes one customer (or the visitor, `visitor`) reaches, each with its path. */
async function routesOf(customer) {
  const { api: client, setToken } = createTestClient(sandbox);
  const settings = mergeSettings(defaultSettings(), await getPublicSettings(client));
  const levels = customer === "visitor" ? ["public", "unprotected"] : ["private", "unprotected"];
  const names = { electricity: "", gas: "" };
  if (customer !== "visitor") {
    setToken(sandbox.tokenFor(customer));
    const info = await getContractListInfo(client);
    names.electricity = info.electricity[0]?.name ?? "";
    names.gas = info.gas[0]?.name ?? "";
  }
  const params = (name) => {
    if (name.startsWith("electricity") && name !== "electricityContracts")
      return names.electricity ? { contractName: names.electricity } : null;
    if (name.startsWith("gas") && name !== "gasContracts") return names.gas ? { contractName: names.gas } : null;
    if (name === "supportRequest") return { id: "31002" };
    return {};
  };
  return ROUTES.filter((route) => !LEFT.has(route.name) && levels.includes(route.level(settings) ?? ""))
    .map((route) => ({ name: route.name, params: params(route.name) }))
    .filter((route) => route.params !== null)
    .map((route) => ({ name: route.name, path: pathOf(route.name, route.params) }))
    .filter((route) => !only || route.name.includes(only) || route.path.includes(only));
}

const page = await serveBenchPage(
  cdn,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>shots</title><style>body{margin:0;font-family:system-ui,sans-serif}</style></head><body>` +
    `<ov-portal routing="hash" lang="en"${theme ? ` theme="${theme}"` : ""}></ov-portal>` +
    `<script type="module">import { configure } from "/ov-widgets.js"; configure({ apiBase: ${JSON.stringify(apiBase)} });</script></body></html>`,
);
const browser = await launchBenchChromium(root);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const shots = [];
const problems = [];
try {
  for (const customer of who) {
    for (const route of await routesOf(customer)) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
        const origin = new URL(page.url).origin;
        const cookies = [{ name: "rcl_consent_given", value: "true", url: origin }];
        if (customer !== "visitor") cookies.push({ name: "ov_token", value: encodeURIComponent(sandbox.tokenFor(customer)), url: origin });
        await context.addCookies(cookies);
        const tab = await context.newPage();
        // The page's today is the data's (the consumption views open on the months before today).
        await tab.clock.setSystemTime(new Date(process.env.SANDBOX_NOW));
        const errors = [];
        tab.on("pageerror", (error) => errors.push(error.message));
        await tab.goto(`${page.url}#${route.path}`);
        const state = await settle(tab);
        const file = `${customer}-${route.name}-${width}.png`;
        await tab.screenshot({ path: join(out, file), fullPage: true });
        await context.close();
        const trouble = [...(state.ok ? [] : [state.why]), ...errors];
        if (trouble.length > 0) problems.push(`${customer} ${route.path} at ${width}: ${trouble.join("; ")}`);
        shots.push({ customer, route, width, file, trouble });
        console.log(`${trouble.length ? "!" : " "} ${file}${trouble.length ? `  (${trouble.join("; ")})` : ""}`);
      }
    }
  }
} finally {
  await browser.close();
  page.close();
  api.close();
}
writeFileSync(join(out, "index.html"), indexPage());
console.log(`\n${shots.length} shots in ${relative(process.cwd(), out) || "."}/index.html; ${problems.length} did not settle cleanly`);
for (const problem of problems) console.log(`  ${problem}`);

/**
 * Waits until the portal's screen has settled: its main region names a screen, holds a title (or a
 * tag of ours with its first control) and nothing in it is loading; then the fonts and two frames.
 * Gives up after 15 s, saying what was missing (the photograph is taken anyway: it shows why).
 */
async function settle(tab) {
  const ready = () =>
    tab.evaluate(() => {
      const main = document.querySelector("ov-portal")?.shadowRoot?.querySelector(".ov-portal__main");
      if (!main?.dataset.screen) return "no screen";
      const tag = [...main.querySelectorAll("*")].find((element) => element.tagName.startsWith("OV-"));
      if (!(main.querySelector("h1") ?? tag?.shadowRoot?.querySelector("h1, h2, input, select"))) return "no title";
      const busy = main.querySelector(".ov-skeleton, .ov-spinner, [aria-busy='true']");
      return busy ? `still loading (${busy.className || busy.tagName})` : "";
    });
  let why = "";
  for (const until = Date.now() + 15_000; Date.now() < until; await tab.waitForTimeout(100)) {
    why = await ready().catch((error) => String(error));
    if (why === "") break;
  }
  // The parts a screen loads after its first paint (the server's blocks beside the login) come with
  // their requests: the photograph waits for the network to be quiet too.
  await tab.waitForLoadState("networkidle").catch(() => {});
  await tab.evaluate(() => document.fonts.ready.then(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)))));
  return why === "" ? { ok: true } : { ok: false, why };
}

/** The index: one row per customer and route, its widths side by side, the troubled ones marked. */
function indexPage() {
  const escape = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = new Map();
  for (const shot of shots) {
    const key = `${shot.customer} ${shot.route.path}`;
    rows.set(key, [...(rows.get(key) ?? []), shot]);
  }
  const body = [...rows]
    .map(
      ([key, row]) =>
        `<section><h2>${escape(key)} <small>${escape(row[0].route.name)}</small></h2><div class="row">` +
        row
          .map(
            (shot) =>
              `<figure${shot.trouble.length ? ' class="trouble"' : ""}><a href="${escape(shot.file)}"><img loading="lazy" src="${escape(shot.file)}" width="${shot.width < 600 ? 195 : 480}" alt="${escape(`${key} at ${shot.width} px`)}"></a>` +
              `<figcaption>${shot.width} px${shot.trouble.length ? ` — ${escape(shot.trouble.join("; "))}` : ""}</figcaption></figure>`,
          )
          .join("") +
        `</div></section>`,
    )
    .join("\n");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ov-portal shots</title><style>` +
    `body{font-family:system-ui,sans-serif;margin:1rem;background:#f4f4f5}h2{font-size:1rem}small{color:#666;font-weight:normal}` +
    `.row{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;background:#fff;padding:.5rem;border-radius:.5rem}` +
    `img{display:block;height:auto;border:1px solid #ddd}.trouble{outline:3px solid #c00}` +
    `</style></head><body><h1>ov-portal, ${shots.length} shots (SANDBOX_NOW ${escape(process.env.SANDBOX_NOW)})</h1>\n${body}</body></html>`
  );
}
