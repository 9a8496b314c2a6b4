import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandbox } from "../../demo/sandbox/sandbox";
import { toNodeHandler } from "../../demo/sandbox/node-adapter";
import { launchChromium } from "../browser/chromium";
import { startServer } from "../browser/static-server";

// CONVENTIONS: "A test imports the built package the way a user would". The package is packed
// with `npm pack` and installed into a scratch project, offline, with its dependencies linked from
// this checkout's node_modules so no registry is needed.
const ROOT = resolve(import.meta.dirname, "../..");
let project: string;

const node = (code: string) =>
  execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: project, encoding: "utf8" }).trim();

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "ov-package-"));
  const tarball = execFileSync("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", project], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .pop()!;
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "partner-app", private: true, type: "module" }));
  execFileSync("tar", ["-xzf", join(project, tarball), "-C", project]);
  execFileSync("mkdir", ["-p", join(project, "node_modules")]);
  execFileSync("mv", [join(project, "package"), join(project, "node_modules", "ov-widgets")]);
  // Dependencies resolve from the checkout, as a registry install would provide them.
  writeFileSync(join(project, "node_modules", ".keep"), "");
  for (const dependency of Object.keys(
    JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).dependencies as Record<string, string>,
  )) {
    const target = join(project, "node_modules", dependency);
    execFileSync("mkdir", ["-p", resolve(target, "..")]);
    if (!existsSync(target)) execFileSync("ln", ["-s", join(ROOT, "node_modules", dependency), target]);
  }
  // Their dependencies, and the partner app's own React and react-dom (its server rendering below):
  // peer dependencies of the package, which shares the host's React.
  for (const transitive of ["scheduler", "use-sync-external-store", "proxy-compare", "@lingui/message-utils", "unraw", "react", "react-dom"]) {
    const target = join(project, "node_modules", transitive);
    execFileSync("mkdir", ["-p", resolve(target, "..")]);
    if (existsSync(join(ROOT, "node_modules", transitive)) && !existsSync(target))
      execFileSync("ln", ["-s", join(ROOT, "node_modules", transitive), target]);
  }
}, 120_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("the packed npm package", () => {
  it("ships the entry points, types and the custom-elements manifest, and not the sandbox", () => {
    const files = execFileSync("find", ["node_modules/ov-widgets", "-type", "f"], { cwd: project, encoding: "utf8" });
    expect(files).toContain("dist/npm/index.js");
    expect(files).toContain("dist/npm/validation.js");
    expect(files).toContain("dist/npm/rules.js");
    expect(files).toContain("dist/npm/types/src/domain/rules/index.d.ts");
    expect(files).toContain("dist/npm/types/widgets/loader.d.ts");
    expect(files).toContain("dist/cdn/ov-widgets.js");
    expect(files).toContain("custom-elements.json");
    expect(files).not.toMatch(/sandbox|demo\//);
  });

  it("imports in plain Node without a DOM", () => {
    const out = node(
      `const m = await import("ov-widgets"); console.log(typeof m.configure, typeof m.setToken, typeof m.setLanguage, typeof m.version);`,
    );
    expect(out).toBe("function function function string");
  });

  it("exposes the DOM-free validators", () => {
    const out = node(
      `const v = await import("ov-widgets/validation"); console.log(v.isValidIban("ES91 2100 0418 4502 0005 1332"), v.isValidCups("es0021000000000000rc"), v.normalizeCups(" es0021 0000 OOOO 0000 rc"), v.isValidPostalCode("53001"));`,
    );
    expect(out).toBe("true true ES0021000000000000RC false");
  });

  it("exposes the DOM-free rules in plain Node", () => {
    const out = node(
      [
        `const r = await import("ov-widgets/rules");`,
        `console.log(typeof document, r.calculatePower({ fridge: { enabled: true }, oven: { enabled: true } }, 80, r.DEFAULT_SIMULTANEITY).optimalPower,`,
        `r.parseDecimal("1.234,5", "es", { decimals: 2 }), r.needsSixPowers({ power: "20", power2: "4" }), r.tariffFields("3.0TD").periods.length,`,
        `r.maxConsumptionKwh([4.6, 4.6], 30), r.resolveUploadMaxBytes(undefined), r.isStrongPassword("abC1!x"));`,
      ].join(" "),
    );
    expect(out).toBe("undefined 1.1 1234.5 true 6 3312 15000000 true");
  });

  it("lists every tag in custom-elements.json", () => {
    const manifest = JSON.parse(readFileSync(join(project, "node_modules/ov-widgets/custom-elements.json"), "utf8")) as {
      modules: Array<{ declarations: Array<{ tagName: string; attributes: Array<{ name: string }> }> }>;
    };
    const context = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === "ov-context");
    expect(context?.attributes.map((a) => a.name)).toEqual(["api-base", "lang", "languages", "login-url", "theme"]);
  });
});

/** The package's public entry points, from its own "exports" (the manifest and package.json are data). */
const entryPoints = () =>
  Object.keys(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).exports as Record<string, unknown>)
    .filter((subpath) => !subpath.endsWith(".json"))
    .map((subpath) => subpath.replace(/^\./, "ov-widgets"));

// Issue 15 item 8: "importing any entry point of the package in Node defines the elements without
// throwing, and a React 19 renderToString of a page holding <ov-comparator energy="gas"> returns the
// tag with its attribute, which then upgrades in Chromium" — the way a Next.js or Astro server uses it.
describe("the packed package on a server (Node), then in Chromium", () => {
  it("imports every entry point in Node and defines each widget's element through the DOM shim", () => {
    const entries = entryPoints();
    expect(entries).toContain("ov-widgets/comparator");
    const out = node(`
      for (const entry of ${JSON.stringify(entries)}) await import(entry);
      const { load } = await import("ov-widgets");
      await load("ov-newsletter");
      const tags = ["ov-context", "ov-comparator", "ov-power-calculator", "ov-contracting", "ov-newsletter", "ov-price-alerts", "ov-portal"];
      console.log(JSON.stringify(tags.map((tag) => [tag, typeof customElements.get(tag)])), typeof window, typeof document);
    `);
    const [defined, ...globals] = out.split(" ");
    expect(Object.fromEntries(JSON.parse(defined ?? "[]") as Array<[string, string]>)).toEqual({
      "ov-context": "function",
      "ov-comparator": "function",
      "ov-power-calculator": "function",
      "ov-contracting": "function",
      "ov-newsletter": "function",
      "ov-price-alerts": "function",
      "ov-portal": "function",
    });
    // Only HTMLElement and customElements are shimmed: code that detects a browser still sees a server.
    expect(globals).toEqual(["undefined", "undefined"]);
  });

  it('renders <ov-comparator energy="gas"> with renderToString, and the page upgrades it in Chromium with its form', async () => {
    const html = node(`
      import("ov-widgets/comparator").then(async () => {
        const { createElement } = await import("react");
        const { renderToString } = await import("react-dom/server");
        const page = createElement("main", null, createElement("h1", null, "Gas prices"), createElement("ov-comparator", { energy: "gas" }));
        console.log(renderToString(page));
      });
    `);
    expect(html).toBe('<main><h1>Gas prices</h1><ov-comparator energy="gas"></ov-comparator></main>');

    const api = toNodeHandler(createSandbox({ seed: 7 }));
    const document = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR</title></head><body>${html}<script type="module" src="/cdn/ov-widgets.js"></script></body></html>`;
    const server = await startServer({
      mounts: { "/cdn/": join(project, "node_modules/ov-widgets/dist/cdn") },
      pages: { "/": document },
      middleware: (req, res, next) => ((req.url ?? "").startsWith("/api/") ? api(req, res, next) : next()),
    });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${server.url}/`);
      // The server's markup is upgraded: the tag keeps its attribute and shows the gas form.
      // In Catalan: spec "The default language comes from settings and falls back to ca-ES".
      await page.getByRole("form", { name: "Dades de la factura de gas" }).waitFor();
      expect(await page.evaluate(() => customElements.get("ov-comparator") !== undefined)).toBe(true);
      expect(await page.locator("ov-comparator").getAttribute("energy")).toBe("gas");
      expect(await page.getByLabel(/Gas consumit/).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
