import react from "@vitejs/plugin-react";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build as viteBuild } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandbox } from "../../demo/sandbox/sandbox";
import { WIDGET_ENTRIES } from "../../scripts/widgets.mjs";
import { toNodeHandler } from "../../demo/sandbox/node-adapter";
import { launchChromium } from "../browser/chromium";
import { startServer } from "../browser/static-server";

// CONVENTIONS: "A test imports the built package the way a user would". The package is packed
// with `npm pack` and installed into a scratch project, offline, with its dependencies linked from
// this checkout's node_modules so no registry is needed.
const ROOT = resolve(import.meta.dirname, "../..");

/** A local site with the sandbox API under `/api/`, for the pages that load our tags in Chromium. */
const sandboxSite = (options: Omit<Parameters<typeof startServer>[0], "middleware">) => {
  const api = toNodeHandler(createSandbox({ seed: 7 }));
  return startServer({ ...options, middleware: (req, res, next) => ((req.url ?? "").startsWith("/api/") ? api(req, res, next) : next()) });
};
let project: string;
let tarballPath: string;

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
  tarballPath = join(project, tarball);
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
  // The partner app's own React and react-dom (its server rendering and its Vite app below): peer
  // dependencies of the package, which renders with the host's React. Then the dependencies' own.
  const { peerDependencies } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { peerDependencies: Record<string, string> };
  for (const transitive of [
    ...Object.keys(peerDependencies),
    "scheduler",
    "use-sync-external-store",
    "proxy-compare",
    "@lingui/message-utils",
    "unraw",
    // A TypeScript partner's own: the declarations name React's types (the JSX entry, the tags' props).
    "@types/react",
    "@types/react-dom",
    "csstype",
  ]) {
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

  it("ships no source maps and names in custom-elements.json only modules it ships", () => {
    const files = execFileSync("find", ["node_modules/ov-widgets", "-type", "f"], { cwd: project, encoding: "utf8" }).split("\n");
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(project, "node_modules/ov-widgets/custom-elements.json"), "utf8")) as {
      modules: Array<{ path: string; exports: Array<{ declaration: { module: string } }> }>;
    };
    const paths = manifest.modules.flatMap((module) => [module.path, ...module.exports.map((entry) => entry.declaration.module)]);
    expect(paths.length).toBeGreaterThan(7);
    expect(paths.filter((path) => !existsSync(join(project, "node_modules/ov-widgets", path)))).toEqual([]);
  });

  // Issue 37 item 4: "24 × TS2834 with skipLibCheck: false" under node16/nodenext before the build
  // named the files in the declarations' imports.
  it("type-checks a partner's module under the bundler, node16 and nodenext resolutions, wrong uses failing", () => {
    const fixtures = join(ROOT, "test/package/type-fixtures");
    for (const file of readdirSync(fixtures)) writeFileSync(join(project, file), readFileSync(join(fixtures, file)));
    const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
    const errors = Object.fromEntries(
      [
        ["bundler", "esnext"],
        ["node16", "node16"],
        ["nodenext", "nodenext"],
      ].map(([resolution, module]) => {
        const args = [tsc, "--noEmit", "--strict", "--skipLibCheck", "false", "--target", "es2022", "--lib", "es2022,dom,dom.iterable"];
        args.push("--jsx", "react-jsx", "--module", module!, "--moduleResolution", resolution!, ...readdirSync(fixtures));
        try {
          execFileSync(process.execPath, args, { cwd: project, encoding: "utf8" });
          return [resolution, ""];
        } catch (error) {
          return [resolution, String((error as { stdout?: string }).stdout)];
        }
      }),
    );
    expect(errors).toEqual({ bundler: "", node16: "", nodenext: "" });
  });

  it("passes @arethetypeswrong/cli on the tarball, for ESM consumers (the package has no CommonJS build)", () => {
    const attw = join(ROOT, "node_modules/@arethetypeswrong/cli/dist/index.js");
    // The CLI exits non-zero on any problem the profile does not ignore (node10 and require() are).
    const out = execFileSync(process.execPath, [attw, tarballPath, "--profile", "esm-only", "--no-color"], {
      cwd: project,
      encoding: "utf8",
    });
    const esmEntries = [...out.matchAll(/"(ov-widgets[^"]*)"\s+node16 \(from ESM\): 🟢 \(ESM\)\s+bundler: 🟢/g)].map((match) => match[1]);
    expect(esmEntries).toEqual(entryPoints());
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

    const document = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR</title></head><body>${html}<script type="module" src="/cdn/ov-widgets.js"></script></body></html>`;
    const server = await sandboxSite({ mounts: { "/cdn/": join(project, "node_modules/ov-widgets/dist/cdn") }, pages: { "/": document } });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${server.url}/`);
      // The server's markup is upgraded: the tag keeps its attribute and shows the gas form.
      // In Catalan: spec "The default language comes from settings and falls back to ca-ES".
      await page.getByRole("form", { name: "Dades de la factura de gas" }).waitFor();
      // The form above may be the loader's drawn first screen, before the tag's code has run: the tag is
      // defined once it has.
      await page.waitForFunction(() => customElements.get("ov-comparator") !== undefined);
      expect(await page.locator("ov-comparator").getAttribute("energy")).toBe("gas");
      expect(await page.getByLabel(/Gas consumit/).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

/**
 * One string of React's core module and one of react-dom's client, each found once in its file and in
 * no other file of either package (react/cjs and react-dom/cjs, production and development builds,
 * 19.3): a bundle holds as many of each as it has copies of the library. Checked with
 * `grep -c` on node_modules/react/cjs/react.production.js and react-dom/cjs/react-dom-client.production.js.
 */
const REACT_CORE_MARK = "React.Children.only expected to receive a single React element child.";
const REACT_DOM_CLIENT_MARK = "__reactContainer$";
const occurrences = (code: string, mark: string) => code.split(mark).length - 1;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe("React in the packed package's builds", () => {
  it("marks React and react-dom with strings found once in their own files", () => {
    expect(occurrences(readFileSync(join(ROOT, "node_modules/react/cjs/react.production.js"), "utf8"), REACT_CORE_MARK)).toBe(1);
    const client = readFileSync(join(ROOT, "node_modules/react-dom/cjs/react-dom-client.production.js"), "utf8");
    expect(occurrences(client, REACT_DOM_CLIENT_MARK)).toBe(1);
    expect(occurrences(client, REACT_CORE_MARK)).toBe(0);
  });

  // The CDN folder bundles everything: React once, in the runtime chunk that every tag's chunk imports.
  it("the CDN folder holds React and react-dom in one file, the runtime chunk every tag imports", () => {
    const cdn = join(project, "node_modules/ov-widgets/dist/cdn");
    const scripts = filesUnder(cdn).filter((file) => file.endsWith(".js"));
    const holding = (mark: string) =>
      scripts.flatMap((file) => {
        const count = occurrences(readFileSync(file, "utf8"), mark);
        return count > 0 ? [[relative(cdn, file), count]] : [];
      });
    const react = holding(REACT_CORE_MARK);
    expect(react).toEqual([[expect.stringMatching(/^chunks\/runtime-[\w-]+\.js$/), 1]]);
    expect(holding(REACT_DOM_CLIENT_MARK)).toEqual(react);

    // Every tag's entry reaches it through its static imports (the bundler's manifest).
    const manifest = JSON.parse(readFileSync(join(cdn, "manifest.json"), "utf8")) as Record<
      string,
      { file: string; src?: string; isEntry?: boolean; imports?: string[] }
    >;
    const staticClosure = (key: string, into = new Set<string>()): Set<string> => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return into;
      into.add(chunk.file);
      for (const next of chunk.imports ?? []) staticClosure(next, into);
      return into;
    };
    const runtime = react[0]?.[0] as string;
    expect(WIDGET_ENTRIES.filter(({ entry }) => !staticClosure(entry).has(runtime)).map(({ tag }) => tag)).toEqual([]);
  });
});

/**
 * Issue 35 item 2: a partner's React 19 app built with Vite from the packed package. The package
 * leaves React, react-dom and the libraries built on them external (peer dependencies and
 * dependencies), so the host's bundler resolves one React for the app and every tag.
 */
describe("the packed package in a React 19 + Vite host app", () => {
  let app: string;
  let output: Array<{ fileName: string; code: string; isEntry: boolean; imports: string[] }>;

  beforeAll(async () => {
    mkdirSync(join(project, "src"), { recursive: true });
    writeFileSync(
      join(project, "index.html"),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
    );
    writeFileSync(
      join(project, "src/main.tsx"),
      [
        `import { StrictMode, useState, version } from "react";`,
        `import { createRoot } from "react-dom/client";`,
        `import { configure } from "ov-widgets";`,
        `import "ov-widgets/comparator";`,
        `import "ov-widgets/newsletter";`,
        ``,
        `configure({ lang: "en" });`,
        `function App() {`,
        `  const [clicks, setClicks] = useState(0);`,
        `  return (`,
        `    <main>`,
        `      <h1>Partner app on React {version}</h1>`,
        `      <button type="button" onClick={() => setClicks(clicks + 1)}>Clicked {clicks}</button>`,
        `      <ov-comparator energy="gas"></ov-comparator>`,
        `      <ov-newsletter></ov-newsletter>`,
        `    </main>`,
        `  );`,
        `}`,
        `Object.assign(window, { hostReactVersion: version });`,
        `createRoot(document.getElementById("root")!).render(<StrictMode><App /></StrictMode>);`,
        ``,
      ].join("\n"),
    );
    // Vitest sets NODE_ENV=test, which would give the app React's development build: a partner
    // ships the production one.
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      app = join(project, "dist");
      const result = await viteBuild({
        configFile: false,
        root: project,
        logLevel: "silent",
        plugins: [react()],
        build: { outDir: app, emptyOutDir: true },
      });
      const [bundle] = Array.isArray(result) ? result : [result];
      if (!bundle || !("output" in bundle)) throw new Error("vite build returned no output");
      output = bundle.output.flatMap((item) =>
        item.type === "chunk" ? [{ fileName: item.fileName, code: item.code, isEntry: item.isEntry, imports: item.imports }] : [],
      );
    } finally {
      process.env.NODE_ENV = previous;
    }
  }, 60_000);

  it("resolves the host's one React and react-dom from the package and from each of its dependencies", () => {
    const modules = join(project, "node_modules");
    const resolveFrom = (dir: string, name: string) => realpathSync(createRequire(join(realpathSync(dir), "package.json")).resolve(name));
    const hosts = { react: resolveFrom(project, "react"), "react-dom": resolveFrom(project, "react-dom") };
    const users: string[] = [];
    // Every package the app's node_modules holds (ov-widgets, the links to the checkout's), scoped ones included.
    const packages = readdirSync(modules)
      .flatMap((entry) => (entry.startsWith("@") ? readdirSync(join(modules, entry)).map((inner) => `${entry}/${inner}`) : [entry]))
      .filter((name) => existsSync(join(modules, name, "package.json")));
    for (const name of packages) {
      const manifest = JSON.parse(readFileSync(join(modules, name, "package.json"), "utf8")) as Record<
        string,
        Record<string, string> | undefined
      >;
      const wanted = { ...manifest.dependencies, ...manifest.peerDependencies };
      for (const library of ["react", "react-dom"] as const) {
        if (!wanted[library]) continue;
        users.push(`${name} → ${library}`);
        expect(resolveFrom(join(modules, name), library), `${library} from ${name}`).toBe(hosts[library]);
      }
    }
    expect(users).toEqual(
      expect.arrayContaining([
        "ov-widgets → react",
        "ov-widgets → react-dom",
        "@lingui/react → react",
        "react-hook-form → react",
        "valtio → react",
        "zustand → react",
        "react-chartjs-2 → react",
        "@r2wc/react-to-web-component → react-dom",
        "react-dom → react",
      ]),
    );
  });

  // Checked once by hand that this can fail: with a copy of react and react-dom under
  // node_modules/ov-widgets/node_modules (what a nested install gives a package whose React does not
  // match the host's) the app holds { react: 2, "react-dom": 2 }, the resolution test above names the
  // nested copy, and the page below registers two renderers and the tags' shadow roots stay empty.
  it("bundles one copy of React and one of react-dom", () => {
    const count = (mark: string) => output.reduce((sum, chunk) => sum + occurrences(chunk.code, mark), 0);
    expect({ react: count(REACT_CORE_MARK), "react-dom": count(REACT_DOM_CLIENT_MARK) }).toEqual({ react: 1, "react-dom": 1 });

    // The figures: the first load (the entry and its static imports) and everything built.
    const byName = new Map(output.map((chunk) => [chunk.fileName, chunk]));
    const first = new Set<string>();
    const visit = (fileName: string) => {
      if (first.has(fileName)) return;
      first.add(fileName);
      for (const next of byName.get(fileName)?.imports ?? []) visit(next);
    };
    for (const chunk of output) if (chunk.isEntry) visit(chunk.fileName);
    const size = (chunks: typeof output) =>
      `${(chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0) / 1000).toFixed(1)} kB, ` +
      `${(chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0) / 1000).toFixed(1)} kB gzip`;
    console.log(
      `host app JS: first load ${first.size} files ${size(output.filter((chunk) => first.has(chunk.fileName)))}; ` +
        `all ${output.length} files ${size(output)}`,
    );
  });

  it("upgrades both tags in Chromium, rendered by the host's react-dom", async () => {
    const server = await sandboxSite({ mounts: { "/": app } });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // React DevTools' hook, which each react-dom registers itself with and reports its commits to: one
      // renderer for the page, committing the host's root and the tags' shadow roots.
      await page.addInitScript(() => {
        const renderers: Array<{ version: string; rendererPackageName: string }> = [];
        const commits: Array<[number, string]> = [];
        Object.assign(window, {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            supportsFiber: true,
            isDisabled: false,
            renderers,
            commits,
            inject: (internals: { version: string; rendererPackageName: string }) => renderers.push(internals),
            onCommitFiberRoot: (id: number, root: { containerInfo: Node }) => {
              const container = root.containerInfo;
              commits.push([id, container instanceof ShadowRoot ? container.host.localName : `#${(container as Element).id}`]);
            },
            onPostCommitFiberRoot: () => undefined,
            onCommitFiberUnmount: () => undefined,
            setStrictMode: () => undefined,
            checkDCE: () => undefined,
          },
        });
      });
      const seen = () =>
        page.evaluate(() => {
          const { hostReactVersion, __REACT_DEVTOOLS_GLOBAL_HOOK__: hook } = window as unknown as {
            hostReactVersion: string;
            __REACT_DEVTOOLS_GLOBAL_HOOK__: {
              renderers: Array<{ version: string; rendererPackageName: string }>;
              commits: Array<[number, string]>;
            };
          };
          return {
            host: hostReactVersion,
            renderers: hook.renderers.map((renderer) => `${renderer.rendererPackageName}@${renderer.version}`),
            committed: [...new Set(hook.commits.map(([id, container]) => `${id} ${container}`))].sort(),
          };
        });
      await page.goto(`${server.url}/index.html`);
      await page.getByRole("heading", { name: /^Partner app on React 19\./ }).waitFor();
      // One react-dom on the page, of the host's React version (a second copy would register too).
      const atStart = await seen();
      expect(atStart.renderers).toEqual([`react-dom@${atStart.host}`]);

      // A control in each tag's shadow root (Playwright's locators pierce open shadow roots).
      await page.locator("ov-comparator").getByRole("form", { name: "Gas invoice data" }).waitFor();
      await page.locator("ov-newsletter").getByRole("button", { name: "Show my newsletters" }).waitFor();
      expect(
        await page.evaluate(() =>
          ["ov-comparator", "ov-newsletter"].map(
            (tag) =>
              `${tag} defined: ${customElements.get(tag) !== undefined}, ` +
              `controls: ${(document.querySelector(tag)?.shadowRoot?.querySelectorAll("input, select, button").length ?? 0) > 0}`,
          ),
        ),
      ).toEqual(["ov-comparator defined: true, controls: true", "ov-newsletter defined: true, controls: true"]);
      // The host app still renders beside them.
      await page.getByRole("button", { name: "Clicked 0" }).click();
      await page.getByRole("button", { name: "Clicked 1" }).waitFor();
      // That react-dom (renderer 1) committed the host's root and each tag's shadow root.
      expect((await seen()).committed).toEqual(["1 #root", "1 ov-comparator", "1 ov-newsletter"]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
