#!/usr/bin/env node
// Builds the two deliverables of DESIGN "Builds":
//   dist/npm/  the npm package: ESM, dependencies external, one entry per public subpath, .d.ts
//   dist/cdn/  the CDN folder: ov-widgets.js (the loader) + content-hashed chunks, everything bundled
// and custom-elements.json from each tag's surface (widgets/<name>/surface.ts).
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { build, loadConfigFromFile } from "vite";
import { writeManifest } from "./custom-elements.mjs";
import { WIDGET_ENTRIES } from "./widgets.mjs";

const root = resolve(import.meta.dirname, "..");
process.env.NODE_ENV = "production"; // React and JSX in their production builds, whatever the caller set
/** Fresh plugin instances from vite.config.ts (Babel for the Lingui macros, React, .po catalogs). */
const plugins = async () =>
  (await loadConfigFromFile({ command: "build", mode: "production" }, join(root, "vite.config.ts"), root, "silent")).config.plugins;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const define = { __OV_VERSION__: JSON.stringify(pkg.version), "process.env.NODE_ENV": JSON.stringify("production") };
rmSync(join(root, "dist"), { recursive: true, force: true });

const external = [...Object.keys(pkg.dependencies ?? {})];
const isExternal = (id) => external.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The npm build's DOM shim switch (src/element/dom-shim.ts): the element wrapper's `import "./dom-shim"`
 * becomes the package's own `#ov-dom-shim`, which package.json "imports" resolves to the Node shim under
 * the `node` condition and to the empty module in browsers. The CDN build keeps the empty module.
 */
const domShimSwitch = {
  name: "ov-dom-shim-switch",
  enforce: "pre", // before Vite's own resolver
  resolveId(source, importer) {
    if (source === "./dom-shim" && importer?.replaceAll("\\", "/").endsWith("src/element/define-widget.tsx")) {
      return { id: "#ov-dom-shim", external: true };
    }
    return null;
  },
};

/**
 * The surfaces (widgets/<tag>/surface.ts, src/element/surface.ts) are the tags' documentation as well as
 * their attribute types; a tag's code needs only the types (defineWidget's props). Their prose, events,
 * custom properties and parts go to custom-elements.json, not into the bundles: measured, they would
 * add 0.6 kB gzip to the comparator's first load (DESIGN budget: at most 100 kB).
 */
const DOC_ONLY = new Set(["description", "default", "events", "cssProperties", "cssParts", "uiParts"]);
const stripSurfaceDocs = {
  name: "ov-strip-surface-docs",
  enforce: "pre",
  transform(code, id) {
    if (!/[\\/](widgets[\\/][\w-]+|src[\\/]element)[\\/]surface\.ts$/.test(id)) return null;
    const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const strip = (context) => {
      const visit = (node) => {
        if (ts.isObjectLiteralExpression(node)) {
          const kept = node.properties.filter(
            (property) => !(ts.isPropertyAssignment(property) && DOC_ONLY.has(property.name.getText(source).replace(/"/g, ""))),
          );
          return ts.factory.updateObjectLiteralExpression(node, ts.visitNodes(ts.factory.createNodeArray(kept), visit));
        }
        return ts.visitEachChild(node, visit, context);
      };
      return (file) => ts.visitNode(file, visit);
    };
    const [result] = ts.transform(source, [strip]).transformed;
    return { code: ts.createPrinter().printFile(result), map: null };
  },
};

// The npm package: partners' bundlers dedupe React and friends, so dependencies stay external.
await build({
  configFile: false,
  root,
  logLevel: "warn",
  plugins: [domShimSwitch, stripSurfaceDocs, ...(await plugins())],
  define,
  build: {
    outDir: "dist/npm",
    emptyOutDir: true,
    sourcemap: true,
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
  plugins: [stripSurfaceDocs, ...(await plugins())],
  define,
  build: {
    outDir: "dist/cdn",
    emptyOutDir: true,
    manifest: "manifest.json", // read by the benchmark to tell the loader, runtime, widget and locale chunks apart
    sourcemap: true,
    target: "es2022",
    modulePreload: false,
    rollupOptions: {
      input: { "ov-widgets": "widgets/loader.ts" },
      preserveEntrySignatures: "exports-only",
      output: {
        format: "es",
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        // One shared runtime chunk (React, the runtime, the element wrapper, the UI kit): a second tag
        // on the page adds no runtime bytes (DESIGN "Quality bars").
        codeSplitting: {
          groups: [
            {
              name: "runtime",
              // UI kit components stay out: shared chunks by use, so a comparator page does not carry
              // the portal's table and pagination. The base primitives that every tag shows (fields,
              // buttons, alerts) and their sheet (src/ui/base-styles.ts) are here; the other
              // primitives and their CSS travel with the widgets that use them (adopted on first use).
              // The small modules every form widget shares (validators, form helpers, the catalogue
              // messages) are here too: as separate sub-kilobyte chunks each would cost its own
              // request and gzip overhead on every page.
              // Except what the comparator's first paint never runs, since DESIGN "Quality bars" caps
              // "Comparator page first load (loader + runtime + comparator + one locale) at most
              // 100 kB gzip" and every byte here counts there: the tax id, IBAN, cadastral reference,
              // phone and email rules (the portal's forms, contracting and the lead forms check them),
              // the number and date formatting of results and tables (src/i18n/format.ts), the
              // contracting wizard's form resolver, the lead request helpers, the catalog-area hook of
              // on-demand parts and the lead form's styles; nor the read-only gate of write actions
              // (use-can-modify.ts), the portal's answer to login requests (login-request.ts) and the
              // session-expired dialog's host (session-dialog-host.tsx, loaded when a session expires)
              // and the stored token's refresh (stored-token-refresh.ts, loaded when a token is stored).
              // The tooltip is not here either: Button loads it when a button first shows a disabled reason.
              // A captured module takes its static imports along (includeDependenciesRecursively): a
              // module stays out only when no captured module imports it statically.
              test: /node_modules[\\/](react|react-dom|scheduler|zustand|@lingui|@r2wc|valibot|use-sync-external-store)[\\/]|[\\/]src[\\/](runtime|element|api[\\/](client|errors|cache|types|error-messages)|i18n|events)[\\/](?!format\.ts$|use-catalog-area\.ts$|use-can-modify\.ts$|login-request\.ts$|session-dialog-host\.tsx$|stored-token-refresh\.ts$)|[\\/]src[\\/]domain[\\/](validation[\\/](?!tax-id|iban|cadastral-reference|account-schemas|contact-schemas|phone)|parse-decimal\.ts$)|[\\/]src[\\/]forms[\\/](use-schema-form|validation-messages)\.ts$|[\\/]src[\\/]ui[\\/](theme|base-styles|icons|use-ui-locale|(alert|button|checkbox|field|select|spinner|text-field|number-field|date-field)(\.styles)?)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});

// Declarations for the npm package.
execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  cwd: root,
  stdio: "inherit",
});
await writeManifest(root);
console.log("build: dist/npm, dist/cdn, custom-elements.json");
