#!/usr/bin/env node
// Builds the two deliverables of docs/architecture.md "Builds":
//   dist/npm/  the npm package: ESM, dependencies external, one entry per public subpath, .d.ts
//   dist/cdn/  the CDN folder: ov-widgets.js (the loader) + content-hashed chunks, everything bundled
// and custom-elements.json from each tag's surface (widgets/<name>/surface.ts).
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, loadConfigFromFile } from "vite";
import { AREA_PRELOAD_NAME, areaPreload } from "./area-preload.mjs";
import { FLOW_STATE, LIMITS, REACT_HOOK_FORM, firstScreenGroups, sharedGroup } from "./build/chunk-policy.mjs";
import { CATALOG_FILE, buildLoader, builtLoaderTable, catalogHash, firstScreenTable } from "./build/loader-table.mjs";
import {
  compileHints,
  domShimSwitch,
  importWithoutPreload,
  inlineBundlerHelpers,
  shortLinguiWarning,
  stripSurfaceDocs,
  withoutArgumentChecks,
} from "./build/plugins.mjs";
import { writeManifest } from "./custom-elements.mjs";
import { addDeclarationExtensions } from "./declaration-specifiers.mjs";
import { writeFirstScreens } from "./first-screens.mjs";
import { WIDGET_ENTRIES } from "./widgets.mjs";
import "../demo/sandbox/register-ts.mjs";

// The passes, in order: the npm package, the CDN chunks (their chunk policy in build/chunk-policy.mjs,
// the loader's table made from them in build/loader-table.mjs), the first screens rendered by React in
// Node (first-screens.mjs), the loader's own pass, the package's declarations and the manifest.
const { LOADER_TABLE_NAME } = await import("../src/load-protocol/table.ts");

const root = resolve(import.meta.dirname, "..");
process.env.NODE_ENV = "production"; // React and JSX in their production builds, whatever the caller set
/** Fresh plugin instances from vite.config.ts (Babel for the Lingui macros, React, .po catalogs). */
const plugins = async () =>
  (await loadConfigFromFile({ command: "build", mode: "production" }, join(root, "vite.config.ts"), root, "silent")).config.plugins;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const define = { __OV_VERSION__: JSON.stringify(pkg.version), "process.env.NODE_ENV": JSON.stringify("production") };
rmSync(join(root, "dist"), { recursive: true, force: true });

const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => external.some((name) => id === name || id.startsWith(`${name}/`));

// The npm package: partners' bundlers dedupe React and friends, so dependencies stay external.
await build({
  configFile: false,
  root,
  logLevel: "warn",
  plugins: [domShimSwitch, stripSurfaceDocs, ...(await plugins())],
  // No first-screen table in the package: the loader's CDN half (chunk addresses composed at run time,
  // `new URL("chunks/", import.meta.url)`) is then dead code the build drops, and partners' bundlers
  // (Turbopack fails on computed imports, issue 37) see only the registry's static imports.
  define: { ...define, [LOADER_TABLE_NAME]: "undefined", [AREA_PRELOAD_NAME]: "undefined" },
  build: {
    outDir: "dist/npm",
    emptyOutDir: true,
    // Source maps embed the whole source: 9 MB of the package's 16 (issue 37 item 9). Off by default;
    // `OV_SOURCEMAPS=1 npm pack` makes a package with them, for a partner who debugs into ours.
    sourcemap: process.env.OV_SOURCEMAPS === "1",
    minify: false,
    target: "es2022",
    lib: {
      formats: ["es"],
      entry: {
        index: "widgets/loader.ts",
        validation: "src/domain/validation/index.ts",
        rules: "src/domain/rules/index.ts",
        jsx: "widgets/jsx.ts",
        "dom-shim": "src/element/dom-shim.ts",
        "dom-shim-node": "src/element/dom-shim-node.ts",
        ...Object.fromEntries(WIDGET_ENTRIES.map(({ name, entry }) => [`widgets/${name}`, entry])),
      },
    },
    rollupOptions: {
      external: isExternal,
      output: { chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});

// The CDN folder: one script tag, no build step on the host page, so everything is bundled.
await build({
  configFile: false,
  root,
  logLevel: "warn",
  plugins: [
    importWithoutPreload,
    withoutArgumentChecks,
    inlineBundlerHelpers,
    firstScreenTable,
    // The portal areas' screens with their imports in one wave (scripts/area-preload.mjs).
    areaPreload({ root, portalEntry: WIDGET_ENTRIES.find(({ tag }) => tag === "ov-portal").entry }),
    compileHints,
    stripSurfaceDocs,
    shortLinguiWarning,
    ...(await plugins()),
  ],
  define,
  build: {
    outDir: "dist/cdn",
    emptyOutDir: true,
    manifest: "manifest.json", // read by the benchmark to tell the loader, runtime, widget and locale chunks apart
    sourcemap: true,
    target: "es2022",
    modulePreload: false,
    rollupOptions: {
      // The tags are entries of their own: the loader (its own pass, below) imports them by the
      // addresses of its table.
      input: Object.fromEntries(WIDGET_ENTRIES.map(({ name, entry }) => [name, entry])),
      preserveEntrySignatures: "exports-only",
      output: {
        format: "es",
        entryFileNames: "chunks/[name]-[hash:7].js",
        // Content hashes of 7 characters, not the bundler's 8: the loader's table names every chunk of
        // the first waves, and the shorter names gave the comparator's first load 43 bytes gzip it had
        // no more of (issue 38's load protocol and the version check came after the budget was full).
        // The bundler refuses a length too short for the number of chunks, with a message: should it
        // ask for 8, the budget needs those bytes from elsewhere.
        // A catalog's name is composed by the loader: its area, its locale and the catalogs' hash. The
        // other chunks but the runtime are named by their hash alone: the loader's table names every
        // one of them, and their names cost 0.2 kB gzip on every page's first load (docs/architecture.md
        // "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs). The tags' own chunks keep their names
        // (entryFileNames, or `<tag>-first` for the chunk holding a tag's code, firstScreenGroups),
        // and the manifest and source maps name every chunk's modules. So do the
        // portal areas' screens (`<area>-screens`): one name in the table (the login's area), and a
        // network panel (and test/browser/portal-areas.test.ts) can tell which area a page downloaded.
        chunkFileNames: (chunk) => {
          const catalog = CATALOG_FILE.exec(chunk.facadeModuleId ?? "");
          if (catalog) return `chunks/${catalog[2]}-${catalog[1]}-${catalogHash}.js`;
          return chunk.name === "runtime" || /-(screens|first)$/.test(chunk.name) ? "chunks/[name]-[hash:7].js" : "chunks/[hash:7].js";
        },
        // One shared runtime chunk (React, the runtime, the element wrapper, the UI kit): a second tag
        // on the page adds no runtime bytes (docs/architecture.md "Quality bars").
        codeSplitting: {
          groups: [
            {
              // What the tags' first screens share, by the load graph rather than by name (sharedGroup):
              // React and react-dom, the runtime, the element wrapper, the API client, the i18n, the UI
              // kit's base primitives (fields, buttons, alerts) and their sheet, the form helpers and the
              // validators the comparator's form runs. A second tag on the page adds no runtime bytes,
              // and none of these costs its own request and gzip overhead on every page.
              // What the comparator's first paint never runs stays out by itself, since
              // docs/architecture.md "Quality bars" caps the comparator's first load (loader + runtime +
              // comparator + one locale) at 105 kB gzip (scripts/budgets.mjs) and every byte here counts
              // there: the tax id, IBAN, cadastral reference and email rules, the wizard's form
              // resolver, the lead forms, the read-only gate, the tooltip, and the runtime's parts loaded
              // on demand (the logout, the token check and refresh, the session-expired dialog, the
              // answer to login requests: their importers load them with `import()`).
              // A captured module takes its static imports along (includeDependenciesRecursively): a
              // module stays out only when no captured module imports it statically.
              name: (id, ctx) => (sharedGroup(id, ctx) === "runtime" ? "runtime" : null),
              debugName: "runtime",
              priority: 1000,
            },
            {
              // The modules several tags show first and the comparator does not (sharedGroup): the
              // number and date formatting (format.ts), the radio group, the component styles' hook, the
              // catalog-area hook, the phone rule, after-first-paint.ts (issue 35, measured in
              // `npm run bench`: 2.5 kB gzip off the comparator's first load).
              // With the spec's limits (LIMITS).
              name: (id, ctx) => (sharedGroup(id, ctx) === "first-shared" || LIMITS.test(id) ? "first-shared" : null),
              debugName: "first-shared",
              priority: 999,
            },
            {
              // react-hook-form (13.3 kB gzip), the forms of several portal areas (consumption, invoices,
              // support, the contract dialogs) and of the contracting and lead-form widgets: a vendor
              // chunk of its own, like chart.js, requested in the same wave as the chunk that imports it.
              // Left to the automatic split it shares a chunk with whatever other module has the same
              // importers, so one area's change could put it and that code together over the 25 kB of
              // a chunk (docs/architecture.md "Quality bars": a widget chunk within 25 kB gzip; issues 17-19:
              // "budget 25 kB gzip each").
              name: "react-hook-form",
              priority: 1000,
              test: REACT_HOOK_FORM,
            },
            {
              // valtio and src/state (FLOW_STATE): a vendor chunk like react-hook-form's, for the same
              // reason, requested in the same wave as the chunk that imports it.
              name: "flow-state",
              priority: 1000,
              test: FLOW_STATE,
            },
            // Issue 20: a tag's first screen in few files. The automatic split cuts every module that
            // some later chunk shares into a chunk of its own: the contracting wizard's first step came
            // in 28 files, the portal's login in 21, most under 1 kB gzip, and each costs the main
            // thread a request and a module to instantiate (at 4x CPU about 5 ms per file before the
            // answer). See firstScreenGroups.
            ...firstScreenGroups(),
          ],
        },
      },
    },
  },
});

// The tags' first screens, drawn by the loader before the runtime has run (scripts/first-screens.mjs):
// rendered by React in Node, from the sources and plugins the CDN build just used.
const screens = await writeFirstScreens(root, join(root, "dist/cdn"), { plugins: await plugins(), define });
await buildLoader({ ...builtLoaderTable(), s: screens.variants, y: screens.hash }, define);

// Declarations for the npm package.
execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  cwd: root,
  stdio: "inherit",
});
addDeclarationExtensions(join(root, "dist/npm/types"));
await writeManifest(root);
console.log("build: dist/npm, dist/cdn, custom-elements.json");
