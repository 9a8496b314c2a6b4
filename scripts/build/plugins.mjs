// The CDN and npm builds' own plugins (scripts/build.mjs runs the passes): each changes what the
// bundler writes in one way, said beside it.
import ts from "typescript";
import { prependLine } from "../area-preload.mjs";

/** V8's magic comment for eager compilation of a whole file (it must be the file's first line). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The npm build's DOM shim switch (src/element/dom-shim.ts): the element wrapper's `import "./dom-shim"`
 * becomes the package's own `#ov-dom-shim`, which package.json "imports" resolves to the Node shim under
 * the `node` condition and to the empty module in browsers. The CDN build keeps the empty module.
 */
export const domShimSwitch = {
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
 * The rules' argument checks (src/domain/arguments.ts) guard the npm package's public entries
 * (`ov-widgets/rules`, `ov-widgets/validation`) against a partner's JavaScript; the CDN build exposes no
 * rule, and its own callers are type-checked, so its copy of the rules leaves the checks out: they
 * weighed 0.4 kB gzip of the comparator's first load (budget 105 kB, issue 35).
 */
export const withoutArgumentChecks = {
  name: "ov-without-argument-checks",
  enforce: "pre",
  transform(code, id) {
    if (!/[\\/]src[\\/]domain[\\/]/.test(id) || !code.includes("expectArgument(")) return null;
    const stripped = code.replace(/^\s*expectArgument\(.*\);\s*$/gm, "").replace(/^import \{ expectArgument \} from "[^"]+";\s*$/m, "");
    if (stripped.includes("expectArgument("))
      throw new Error(`build: an argument check of ${id} is not one line: the CDN build cannot leave it out`);
    return { code: stripped, map: null };
  },
};

/**
 * Lingui's `i18n._` warns, when a message reaches it uncompiled (one missing from a catalog falls back to
 * its source text), in a 330-character explanation carried by every tag's runtime; the CDN copy says it
 * in one line: 134 bytes gzip off each first load, measured (scripts/budgets.mjs).
 * The npm package keeps Lingui whole (a partner's bundler resolves it).
 */
export const shortLinguiWarning = {
  name: "ov-short-lingui-warning",
  enforce: "pre",
  transform(code, id) {
    if (!/[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
    const short = code.replace(
      /console\.warn\(`Uncompiled message detected![^`]*`\)/,
      'console.warn("Lingui: uncompiled message", translation)',
    );
    if (short === code)
      throw new Error(`build: @lingui/core's warning on uncompiled messages has changed in ${id}: update shortLinguiWarning`);
    return { code: short, map: null };
  },
};

/**
 * The surfaces (widgets/<tag>/surface.ts, src/element/surface.ts) are the tags' documentation as well as
 * their attribute types; a tag's code needs only the types (defineWidget's props). Their prose, events,
 * custom properties and parts go to custom-elements.json, not into the bundles: measured, they would
 * add 0.6 kB gzip to the comparator's first load (docs/architecture.md "Quality bars": 105 kB gzip, scripts/budgets.mjs).
 */
const DOC_ONLY = new Set(["description", "default", "events", "cssProperties", "cssParts", "uiParts"]);
export const stripSurfaceDocs = {
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

/**
 * Issue 20: the bundler's helpers copied into the chunks that use them. Rolldown keeps its runtime module
 * (`__commonJS` and `__toESM`, which wrap React's CommonJS modules, and `__exportAll`, the namespace
 * object of a module imported on demand from a chunk that holds others) in a chunk of its own, which no
 * group captures: a file in the first wave of every tag, a request and a module for a few functions.
 * Each chunk importing some of them gets, after its code, the helpers' module as one function that runs
 * it once (`$ovHelpers`) and a function declaration per helper it imports (hoisted: its top-level code,
 * React's CommonJS wrappers, may call them first). The import is blanked with as many spaces, so the
 * source map's lines and columns still hold. The file goes once nothing imports it. Its name is still a
 * hash of its content: the blanked import named the helpers' file, whose name is the hash of the helpers.
 */
const HELPERS = "$ovHelpers";
export const inlineBundlerHelpers = {
  name: "ov-inline-bundler-helpers",
  enforce: "pre", // before firstScreenTable (also "pre"), which reads the chunks' imports
  generateBundle(_options, bundle) {
    const chunks = () => Object.values(bundle).filter((item) => item.type === "chunk");
    const helper = chunks().find((chunk) => chunk.name === "rolldown-runtime");
    if (!helper) return;
    const parts = /^([^]*?)export\{([\w$ ,]+)\};?\s*$/.exec(helper.code);
    if (!parts || helper.imports.length > 0 || helper.dynamicImports.length > 0 || /\b(import|export)\b/.test(parts[1] ?? ""))
      throw new Error(`build: the bundler's helper chunk ${helper.fileName} is not one module of plain helpers`);
    const [, code, list] = parts;
    // `local as exported` pairs of the helpers' export list.
    const names = list.split(",").map((item) => {
      const [local, exported = local] = item.trim().split(/\s+as\s+/);
      return [exported, local];
    });
    const module = `function ${HELPERS}(){return ${HELPERS}.h??=(()=>{${code.trim().replace(/;$/, "")};return{${names.map(([exported, local]) => `${exported}:${local}`).join(",")}}})()}`;
    const path = helper.fileName.replace(/^chunks\//, "").replace(/[.$]/g, "\\$&");
    const statement = new RegExp(`import(?:\\{([\\w$ ,]+)\\}from)?"\\./${path}";?`);
    for (const chunk of chunks()) {
      if (!chunk.imports.includes(helper.fileName)) continue;
      const found = statement.exec(chunk.code);
      if (!found || chunk.code.includes(HELPERS))
        throw new Error(`build: ${chunk.fileName} imports ${helper.fileName} in an unexpected way`);
      // A bare `import"…"` (kept for the evaluation order) needs no helper here.
      const declarations = (found[1] ?? "")
        .split(",")
        .filter((item) => item.trim())
        .map((item) => {
          const [exported, local = exported] = item.trim().split(/\s+as\s+/);
          const rest = local === "a" ? "b" : "a"; // the parameter must not hide the function's own name
          return `function ${local}(...${rest}){return ${HELPERS}().${exported}(...${rest})}`;
        });
      const blanked = chunk.code.slice(0, found.index) + " ".repeat(found[0].length) + chunk.code.slice(found.index + found[0].length);
      // Above the source map's comment, which stays the last line.
      const end = /\n\/\/# sourceMappingURL=[^\n]*\s*$/.exec(blanked)?.index ?? blanked.length;
      if (declarations.length > 0) chunk.code = `${blanked.slice(0, end)}\n${module}${declarations.join("")}${blanked.slice(end)}`;
      else chunk.code = blanked;
      chunk.imports = chunk.imports.filter((file) => file !== helper.fileName);
    }
    if (!chunks().some((chunk) => chunk.imports.includes(helper.fileName) || chunk.dynamicImports.includes(helper.fileName))) {
      delete bundle[helper.fileName];
      delete bundle[`${helper.fileName}.map`];
    }
  },
};

/**
 * Vite wraps each dynamic import of the CDN build in its preload helper, which adds `<link>` preloads for
 * the imported chunk's dependencies and CSS and dispatches `vite:preloadError` on the page's window when
 * an import fails. Here it has nothing to do: `modulePreload: false` (the loader's table requests each
 * first screen's files itself) and no CSS file (the sheets are strings the shadow roots adopt), so its
 * dependency lists are all empty, yet its code is 0.9 kB gzip of the runtime chunk, on every page's
 * first load. Its module becomes the import alone; the build fails if a CSS file ever appears, whose
 * loading the helper would have done.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
export const importWithoutPreload = {
  name: "ov-import-without-preload",
  enforce: "pre",
  load(id) {
    return id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : null;
  },
  generateBundle(_options, bundle) {
    const css = Object.keys(bundle).find((file) => file.endsWith(".css"));
    if (css) throw new Error(`build: the CDN build has a CSS file (${css}), which the imports would no longer load`);
  },
};

/**
 * V8's explicit compile hint (Chromium 136+), on the loader and on every file some tag's first screen
 * needs (named by the first-screen table): each of their functions is compiled as the file streams in,
 * on a background thread, rather than on the main thread the first time it is called. Those files' code
 * runs on the first screen (the runtime, the tags' chunks and their first parts): at 4x CPU this took
 * the comparator's first render from about 126 to 85 ms of main thread and its chunk's evaluation from
 * 58 to 21 ms. Other engines read it as a comment. Not on the catalogs: they hold data, parsed by
 * JSON.parse. Not on the runtime chunk since React is in it (issue 35: 92 kB gzip, about 300 kB of
 * code, much of it never run on a first screen): compiling all of it ahead took the cores from the
 * drawing of the loader's first screens (`npm run bench -- --against` the build with it, median of 9,
 * no network delay: first visible control 86 % for the comparator and the portal's login, 91 % for the
 * wizard; the runtime's own screen 100–105 %, and 99–104 % on a phone's network). The last plugin to
 * write into the chunks, since the hint must be a file's first line (the area preload table is
 * written above the portal's code too).
 */
export const compileHints = {
  name: "ov-compile-hints",
  /** @type {string[]} */
  files: [],
  generateBundle(_options, bundle) {
    for (const file of compileHints.files) if (bundle[file]?.type === "chunk") prependLine(bundle, bundle[file], COMPILE_HINT);
  },
};
