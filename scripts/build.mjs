#!/usr/bin/env node
// Builds the two deliverables of docs/architecture.md "Builds":
//   dist/npm/  the npm package: ESM, dependencies external, one entry per public subpath, .d.ts
//   dist/cdn/  the CDN folder: ov-widgets.js (the loader) + content-hashed chunks, everything bundled
// and custom-elements.json from each tag's surface (widgets/<name>/surface.ts).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { build, loadConfigFromFile } from "vite";
import { AREA_PRELOAD_NAME, areaPreload, areaPreloadTable, prependLine } from "./area-preload.mjs";
import { FIRST_LOAD } from "./budgets.mjs";
import { writeManifest } from "./custom-elements.mjs";
import { addDeclarationExtensions } from "./declaration-specifiers.mjs";
import { dataModule, sourcesHash, writeFirstScreens } from "./first-screens.mjs";
import { WIDGET_ENTRIES } from "./widgets.mjs";
import "../demo/sandbox/register-ts.mjs";

// The load protocol's shared modules (src/load-protocol/), imported as they are: dependency-free TypeScript.
const { LOADER_TABLE_NAME, LOADER_TABLE_VERSION } = await import("../src/load-protocol/table.ts");
const { fitsPattern } = await import("../src/load-protocol/route-pattern.ts");
const { LOCALES } = await import("../src/load-protocol/locale.ts");
// The portal's routes and areas, plain data (src/domain/portal/route-data.ts).
const { AREA_ROUTES, FIRST_SCREEN_AREA, ROUTE_DATA, areaCatalog } = await import("../src/domain/portal/route-data.ts");

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
 * The rules' argument checks (src/domain/arguments.ts) guard the npm package's public entries
 * (`ov-widgets/rules`, `ov-widgets/validation`) against a partner's JavaScript; the CDN build exposes no
 * rule, and its own callers are type-checked, so its copy of the rules leaves the checks out: they
 * weighed 0.4 kB gzip of the comparator's first load (budget 105 kB, issue 35).
 */
const withoutArgumentChecks = {
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
 * The surfaces (widgets/<tag>/surface.ts, src/element/surface.ts) are the tags' documentation as well as
 * their attribute types; a tag's code needs only the types (defineWidget's props). Their prose, events,
 * custom properties and parts go to custom-elements.json, not into the bundles: measured, they would
 * add 0.6 kB gzip to the comparator's first load (docs/architecture.md "Quality bars": 105 kB gzip, scripts/budgets.mjs).
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

/**
 * Issue 20 "a flat load graph": the CDN loader carries, for each tag, the files its first screen needs
 * (its chunk, the static imports of it, the parts its first screen loads on demand) and the catalog
 * areas it shows, so that it requests them all in one parallel wave with the runtime instead of each
 * chunk waiting for its parent to be parsed. What a first screen loads beyond its entry's static
 * imports, its catalog areas besides `core` and the tag's own, and the public lists the loader calls
 * with the wave, each tag declares in `widgets/<tag>/first-load.ts` (src/load-protocol/first-load.ts
 * `FirstLoad`), plain data imported here as it is; its modules become paths from the root.
 * @type {Map<string, { modules: string[], areas: string[], calls?: import("../src/load-protocol/table.ts").EarlyCall[], signedIn?: { modules: string[], areas: string[] }, file: string }>}
 */
const FIRST_LOADS = new Map();
for (const { tag, entry } of WIDGET_ENTRIES) {
  const file = posix.join(posix.dirname(entry), "first-load.ts");
  if (!existsSync(join(root, file))) continue;
  const declared = Object.values(await import(pathToFileURL(join(root, file)).href));
  if (declared.length !== 1) throw new Error(`build: ${file} must export one declaration`);
  const [{ modules = [], catalogs = [], calls, signedIn }] = declared;
  const paths = (list = []) =>
    list.map((module) => {
      const path = posix.join(posix.dirname(entry), module);
      if (!existsSync(join(root, path))) throw new Error(`build: ${file} names ${module}, which is not there`);
      return path;
    });
  FIRST_LOADS.set(tag, {
    file,
    modules: paths(modules),
    areas: [...catalogs],
    ...(calls && { calls }),
    ...(signedIn && { signedIn: { modules: paths(signedIn.modules), areas: [...(signedIn.catalogs ?? [])] } }),
  });
}

/**
 * One hash for every catalog chunk of a build: the catalogs' names are then `<area>-<locale>-<hash>.js`,
 * composed by the loader for the language it knows instead of carrying 6 names per area. It covers
 * what a compiled catalog is made from: the .po files and the tools that compile them.
 */
const catalogHash = (() => {
  const hash = createHash("sha256");
  // The languages' folders (locales/ also holds the catalogs' README).
  for (const locale of [...LOCALES].sort()) {
    for (const file of readdirSync(join(root, "locales", locale)).sort()) {
      if (file.endsWith(".po")) hash.update(`${locale}/${file}\0`).update(readFileSync(join(root, "locales", locale, file)));
    }
  }
  for (const file of ["package-lock.json", "vite.config.ts", "lingui.config.ts"]) hash.update(readFileSync(join(root, file)));
  return hash.digest("base64url").slice(0, 10);
})();
const CATALOG_FILE = /locales[\\/]([a-z]{2})[\\/]([\w-]+)\.po$/;

/**
 * The tag whose first load sets the runtime chunk's bounds: the one with the smallest first-load budget
 * (scripts/budgets.mjs, the comparator). Every page downloads the runtime, so it holds what the tags'
 * first screens share (sharedGroup); what that tag's first screen runs and another tag also loads joins
 * it too, so that its first load stays in two files, the runtime and its own.
 */
const RUNTIME_TAG = Object.entries(FIRST_LOAD).sort(([, a], [, b]) => a - b)[0][0];
/**
 * The spec's limits (src/domain/limits.ts, 0.3 kB): read by pagination, uploads and forms, never by the
 * comparator, shown first by the wizard only. The one module placed by name: by the load graph alone it
 * would join the wizard's `-shared` group, which the consumption area then downloads for it (measured
 * without this rule: its first visit 26.3 → 33.1 kB gzip, for 0.17 kB off the first loads of the power
 * calculator, newsletter, price alerts and portal); in the `first-shared` file the forms that read it
 * request it anyway.
 */
const LIMITS = /[\\/]src[\\/]domain[\\/]limits\.ts$/;
/** react-hook-form and the valibot resolver every form of ours gives it (src/forms/resolver.ts). */
const REACT_HOOK_FORM = /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/]forms[\\/]resolver\.ts$/;

/**
 * Issue 20: the CDN build's groups for the tags' first screens (each tag's entry and its static
 * imports, with the on-demand parts its first-load declaration names for every visitor), outside the
 * runtime and react-hook-form. Left to itself, the split gives every module that some later chunk
 * also imports a chunk of its own: the wizard's first step came in 28 files and the portal's login in
 * 21, most under 1 kB gzip, and each file costs the main thread a request and a module (about 5 ms at
 * 4x CPU). The modules several tags show first (React, the runtime, the element wrapper, the API
 * client, the UI kit's fields, the radio group, formatting, component styles) go in the runtime chunk
 * when the comparator shows them too, else in one `first-shared` file (`sharedGroup`, which those two
 * groups ask). From issue 20 they were all in the runtime, where they cost the
 * comparator 1.7 kB gzip and saved the others a request (power calculator, first field, median of 11
 * interleaved loads at 4x: 501 → 448 ms, with the bundler's helper inlined too:
 * inlineBundlerHelpers). With React in the runtime (issue 35: 95 kB gzip where Preact's was 31) the
 * comparator's first load is at its budget, and those modules went back to a file of their own, which
 * the other tags request in the same wave as the runtime. Then two kinds of group,
 * the more shared first (a captured module takes its static imports along, so each import must be
 * placed before the modules that import it):
 * - `<tag>-shared`: the modules one tag shows first that other tags' later chunks load too (the
 *   wizard's stepper, valtio and address rules, which portal areas use; the portal's session start and
 *   read-only gate, which the price alerts' panel and portal areas use), in one file per tag; and
 *   `<tag>-shared-forms`, those of them that import react-hook-form (the wizard's choice field), so that
 *   a later chunk needing only the first kind does not download the 13 kB of the forms library. Until
 *   the fourteenth session these were one chunk per set of chunks loading a module, as the split would
 *   make them: the wizard's first step then came in 15 files (valtio, stepper, wizard state, limits,
 *   address rules, postal code, each its own), now in 6. Fewer files cost a later chunk some bytes it
 *   does not run: `npm run bench`, a portal area's first visit, batteries 19.9 → 22.3 kB gzip,
 *   invoices 31.1 → 34.9, support 32.0 → 36.5, each in 1 to 3 files fewer. At 4x CPU a file costs
 *   more than those bytes (first field of the wizard, median of 11 interleaved loads: 639 → 588 ms).
 *   The spec's limits (LIMITS), which pagination and most forms read, are in `first-shared` rather
 *   than here: every area with a table would load the wizard's group for them.
 * - `<tag>-first`: what only that tag shows first and only that tag can ever load (static or dynamic
 *   imports from its entry), its entry included: one file, which the loader's table names as the tag's chunk (the entry's own file
 *   is left as a re-export of it, for imports of the tag from elsewhere). Its later chunks, loaded
 *   after it, import these modules from there.
 * Any other module is left to the automatic split.
 * @returns {import("rolldown").CodeSplittingGroup[]} the groups, highest priority first
 */
function firstScreenGroups() {
  const kindOf = (id, ctx) => {
    if (REACT_HOOK_FORM.test(id) || sharedGroup(id, ctx)) return null;
    const { firstOf, reachOf } = firstScreenPlan(ctx);
    const first = firstOf.get(id);
    // Shown first by several tags and reaching the forms library: left to the automatic split (none today).
    if (!first || first.size > 1) return null;
    const [tag] = first;
    if (reachOf.get(id).size === 1) return { priority: 0, name: `${tag}-first` };
    // The forms' group after the other (a captured module takes its imports along): a module of both
    // kinds' import, such as the address rules, stays out of the one that brings react-hook-form.
    return reachesForms(id, ctx) ? { priority: 1, name: `${tag}-shared-forms` } : { priority: 2, name: `${tag}-shared` };
  };
  const priorities = [2, 1, 0];
  return priorities.map((priority) => ({
    priority,
    debugName: `first screens ${priority}`,
    name: (id, ctx) => {
      const kind = kindOf(id, ctx);
      return kind?.priority === priority ? kind.name : null;
    },
  }));
}

/**
 * The first-screen plan of the build (planFirstScreens), made once from rolldown's chunking context.
 * @param {Parameters<typeof planFirstScreens>[0]} ctx - rolldown's chunking context
 * @returns {ReturnType<typeof planFirstScreens>} the plan
 */
function firstScreenPlan(ctx) {
  return (firstScreenPlan.cached ??= planFirstScreens(ctx));
}

/**
 * Where a module that tags share goes (see firstScreenGroups): in the runtime chunk when the runtime's
 * tag (RUNTIME_TAG) shows it first and another tag shows it first too or loads it later (React, the
 * runtime, the element wrapper, the API client and its errors' texts, the UI kit's fields and buttons,
 * the tariff lists: as a file of their own they cost the comparator's first load a request and 0.7 kB
 * gzip); in the `first-shared` file when several other tags show it first. Not a module whose imports
 * reach react-hook-form: the group would take the forms library along (a captured module brings its
 * imports, and on equal priority the earlier group wins). Nothing is in the runtime by its name: what the
 * comparator's first screen never runs (the on-demand logout, token check, token refresh, session
 * dialog, login requests; the read-only gate, the catalog-area hook, formatting, the tax id and IBAN
 * rules) stays out by itself.
 * @param {string} id - the module
 * @param {Parameters<typeof planFirstScreens>[0]} ctx - rolldown's chunking context
 * @returns {"runtime" | "first-shared" | null} its group, or null when it is not shared that way
 */
function sharedGroup(id, ctx) {
  const { firstOf, reachOf } = firstScreenPlan(ctx);
  const tags = firstOf.get(id);
  if (REACT_HOOK_FORM.test(id) || !tags || reachesForms(id, ctx)) return null;
  if (tags.has(RUNTIME_TAG) && (tags.size > 1 || reachOf.get(id).size > 1)) return "runtime";
  return tags.size > 1 ? "first-shared" : null;
}

/**
 * Whether a module's static imports reach react-hook-form.
 * @param {string} id - the module
 * @param {{ getModuleInfo(id: string): { importedIds: string[] } | null }} ctx - rolldown's chunking context
 * @returns {boolean} true when loading the module loads the forms library
 */
function reachesForms(id, ctx, seen = new Set()) {
  if (REACT_HOOK_FORM.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesForms(next, ctx, seen));
}

/**
 * For each module: the tags whose first screen runs it, and the tags whose code can load it at all.
 * @param {{ getModuleInfo(id: string): { importedIds: string[], dynamicallyImportedIds: string[] } | null }} ctx - rolldown's chunking context
 * @returns {{ firstOf: Map<string, Set<string>>, reachOf: Map<string, Set<string>> }} module id to tag names (without `ov-`)
 */
function planFirstScreens(ctx) {
  const firstOf = new Map();
  const reachOf = new Map();
  const entries = new Set(WIDGET_ENTRIES.map(({ entry }) => join(root, entry)));
  const walk = (start, withDynamic, own, mark) => {
    const seen = new Set();
    const stack = [...start];
    while (stack.length > 0) {
      const id = stack.pop();
      if (seen.has(id) || (id !== own && entries.has(id))) continue;
      seen.add(id);
      mark(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      stack.push(...info.importedIds);
      if (withDynamic) stack.push(...info.dynamicallyImportedIds);
    }
  };
  const add = (map, id, name) => (map.get(id) ?? map.set(id, new Set()).get(id)).add(name);
  for (const { tag, name, entry } of WIDGET_ENTRIES) {
    const absolute = join(root, entry);
    if (!ctx.getModuleInfo(absolute)) continue;
    const extras = (FIRST_LOADS.get(tag)?.modules ?? []).map((module) => join(root, module));
    // Another tag's entry is that tag's chunk, loaded whole: the walks stop there.
    walk([absolute, ...extras], false, absolute, (id) => add(firstOf, id, name));
    walk([absolute], true, absolute, (id) => add(reachOf, id, name));
  }
  return { firstOf, reachOf };
}

/**
 * Issue 20: the texts a tag's first screen shows, in one file per language: `core` and the tag's
 * first-screen areas (the table's), `chunks/<tag>-texts-<locale>-<hash>.js`, whose default export
 * maps each area to its compiled messages. The loader requests it in the wave in place of one file per
 * area (the portal's login: 4 files, the wizard's first step: 3, the other tags: 2), and the runtime
 * takes an area's texts from it (src/i18n/catalogs.ts `loadCatalog`). The areas' own files stay: a
 * later language, a later area, a second tag whose core is loaded already, the npm build.
 * Made from the compiled catalog chunks themselves (each run once here, in Node: a catalog module
 * holds data only), so both kinds of file always hold the same messages. A tag with no area of its
 * own (ov-context) has none: core alone is one file already. Their names carry one hash of all their
 * contents (the table's `x`): a release that changes which areas a tag's file holds, with the same .po
 * files, renames them too, so that a cached file never answers for the new table.
 * @param {import("rolldown").OutputChunk[]} chunks - the build's chunks
 * @param {Record<string, [number, number[], string[]]>} tags - the first-screen table's tags
 * @returns {Promise<{ hash: string, files: Array<{ fileName: string, source: string }> }>} the files to emit and their hash
 */
async function textsFiles(chunks, tags) {
  const messages = new Map();
  for (const chunk of chunks) {
    const catalog = CATALOG_FILE.exec(chunk.facadeModuleId ?? "");
    if (!catalog) continue;
    const module = await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`);
    if (typeof module.messages !== "object" || module.messages === null) throw new Error(`build: ${chunk.fileName} exports no messages`);
    messages.set(`${catalog[1]}/${catalog[2]}`, module.messages);
  }
  const locales = new Set([...messages.keys()].map((key) => key.split("/")[0]));
  const sources = [];
  for (const [tag, [, , areas]] of Object.entries(tags)) {
    if (areas.length === 0) continue;
    for (const locale of locales) {
      // An area without a file for a language has no texts in it (loadCatalog: no messages).
      const texts = Object.fromEntries(["core", ...areas].map((area) => [area, messages.get(`${locale}/${area}`) ?? {}]));
      sources.push({ name: `${tag.replace(/^ov-/, "")}-texts-${locale}`, source: dataModule(texts) });
    }
  }
  const hash = sourcesHash(sources);
  // The name widgets/loader/wave.ts composes for a tag's texts in a language.
  return { hash, files: sources.map(({ name, source }) => ({ fileName: `chunks/${name}-${hash}.js`, source })) };
}

/**
 * The portal's routes by area for the loader (widgets/loader/portal.ts `portalArea`): a page opened on a route
 * of an area gets the area's screens, the chunks they import and the area's texts in the first wave,
 * instead of once the portal's code has run and chosen the screen (a fourth step before the screen's
 * content). One entry per area of the portal's route data (src/domain/portal/route-data.ts
 * `AREA_ROUTES`): its files (area-preload.mjs: those the portal's own chunk does not load), its catalog
 * area, and its routes' paths with the visitors they are for (1: a stored session,
 * 2: none; src/domain/portal/routes.ts resolveVisit sends the others elsewhere). Left out: the areas
 * whose screens are in the portal's chunk (the login's) and the home, where the settings choose between
 * the home's screens and a redirect. The build fails if a path left out (those, and the routes the shell
 * draws itself) would match a pattern of the table: the loader sees only the table, and would preload an
 * area on that path.
 * @param {import("rolldown").OutputChunk[]} chunks - the build's chunks
 * @param {(id: string) => string} relative - a module id relative to the root
 * @param {(file: string) => number} index - a file's index in the loader's table
 * @returns {Array<[number[], string, Array<[string, number?]>]>} the entries
 */
function portalRoutesTable(chunks, relative, index) {
  const portalEntry = WIDGET_ENTRIES.find(({ tag }) => tag === "ov-portal")?.entry;
  if (!portalEntry) return [];
  const files = areaPreloadTable(chunks, portalEntry, relative);
  const LEVEL_CODES = { private: 1, public: 2 };
  const routes = new Map(ROUTE_DATA.map((route) => [route.name, route]));
  // The catalog areas the build made (locales/<locale>/portal-<area>.po): an area without one has no texts of its own.
  const catalogs = new Set(chunks.map((chunk) => CATALOG_FILE.exec(chunk.facadeModuleId ?? "")?.[2]).filter(Boolean));
  const table = Object.entries(AREA_ROUTES).flatMap(([area, names]) => {
    const shown = names.filter((name) => name !== "home").map((name) => routes.get(name));
    if (area === FIRST_SCREEN_AREA || shown.length === 0) return [];
    if (!files.a[area])
      throw new Error(`build: the portal area ${area} has routes but no screens chunk (widgets/portal/${area}/${area}-screens.ts)`);
    const paths = shown.map(({ paths: list, level }) => (LEVEL_CODES[level] ? [list.join("|"), LEVEL_CODES[level]] : [list.join("|")]));
    const catalog = catalogs.has(areaCatalog(area)) ? areaCatalog(area) : "";
    return [[files.a[area].map((at) => index(`chunks/${files.f[at]}.js`)), catalog, paths]];
  });
  const patterns = table.flatMap(([, , paths]) => paths.flatMap(([list]) => list.split("|")));
  for (const path of ROUTE_DATA.flatMap((route) => route.paths)) {
    if (patterns.includes(path)) continue;
    // The loader's own matcher (src/load-protocol/route-pattern.ts), on the path with a value in each parameter.
    const clash = patterns.find((pattern) => fitsPattern(pattern, path.replace(/:\w+/g, "x")));
    if (clash) throw new Error(`build: the portal path ${path}, left out of the loader's table, would match its ${clash}`);
  }
  return table;
}

/** V8's magic comment for eager compilation of a whole file (it must be the file's first line). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The loader's table (src/load-protocol/table.ts `LoaderTable`, see FIRST_LOADS), made once
 * every chunk's name is final; the screens are added by writeFirstScreens, then the loader's own pass
 * writes it into ov-widgets.js.
 * @type {import("../src/load-protocol/table.ts").LoaderTable | undefined}
 */
let loaderTable;
const firstScreenTable = {
  name: "ov-first-screen-table",
  enforce: "pre",
  async generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
    const relative = (id) => id?.replaceAll("\\", "/").slice(root.replaceAll("\\", "/").length + 1);
    const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [relative(chunk.facadeModuleId), chunk]));
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (chunk, into) => {
      if (into.has(chunk.fileName)) return into;
      into.add(chunk.fileName);
      for (const next of chunk.imports) closure(byFile.get(next), into);
      return into;
    };
    const areas = new Set(chunks.map((chunk) => CATALOG_FILE.exec(chunk.facadeModuleId ?? "")?.[2]).filter(Boolean));
    const names = []; // every file the table names once; the tags refer to them by index
    const index = (file) => {
      const name = file.replace(/^chunks\//, "").replace(/\.js$/, "");
      if (!names.includes(name)) names.push(name);
      return names.indexOf(name);
    };
    const tags = {};
    for (const { tag, entry } of WIDGET_ENTRIES) {
      // The chunk holding the entry's code: a tag's `-first` group (firstScreenGroups) leaves the entry's
      // own file as a re-export of it, which the loader need not request.
      const chunk = chunks.find((item) => item.moduleIds.includes(join(root, entry))) ?? byModule.get(entry);
      if (!chunk) continue;
      const closureOf = (modules, into) => {
        for (const module of modules) {
          const part = byModule.get(module) ?? chunks.find((chunk) => chunk.moduleIds.some((id) => relative(id) === module));
          if (!part) throw new Error(`build: ${module}, named by <${tag}>'s first-load declaration, is no chunk`);
          closure(part, into);
        }
        return into;
      };
      const extras = FIRST_LOADS.get(tag) ?? { modules: [], areas: [] };
      const signedIn = FIRST_LOADS.get(tag)?.signedIn;
      for (const area of [...extras.areas, ...(signedIn?.areas ?? [])])
        if (!areas.has(area))
          throw new Error(`build: <${tag}>'s first-load declaration names the catalog area ${area}, which has no catalog`);
      const files = closureOf(extras.modules, closure(chunk, new Set()));
      files.delete(chunk.fileName);
      const own = (list) => list.filter((area) => areas.has(area));
      const session = signedIn
        ? [
            [...closureOf(signedIn.modules, new Set())].filter((file) => !files.has(file) && file !== chunk.fileName).map(index),
            own(signedIn.areas),
          ]
        : [];
      // The bundler may merge a shared chunk into a tag's chunk (its common-chunk merging, with the
      // entries' signatures allowed to grow): then another tag would load that tag with its first screen.
      const wave = new Set([...files, ...(signedIn ? closureOf(signedIn.modules, new Set()) : [])]);
      for (const other of WIDGET_ENTRIES) {
        const otherChunk = other.tag !== tag ? chunks.find((item) => item.moduleIds.includes(join(root, other.entry))) : undefined;
        if (otherChunk && wave.has(otherChunk.fileName)) throw new Error(`build: <${tag}>'s first screen loads <${other.tag}>'s chunk`);
      }
      // Trailing empty lists are left out (the loader defaults them): each byte is on every first load.
      while (session.length > 0 && session.at(-1).length === 0) session.pop();
      // Names relative to the chunks folder, each written once: every byte of the table is on every
      // page's first load (docs/architecture.md "Quality bars": the loader's 5 kB and the comparator's 105 kB gzip of scripts/budgets.mjs).
      // The runtime chunk first: the loader requests it before anything else, as its download and its
      // parse (off the main thread) are the longest of the wave, and every tag's code waits for it.
      const runtimeFirst = [...files].sort((a, b) => Number(byFile.get(b).name === "runtime") - Number(byFile.get(a).name === "runtime"));
      if (byFile.get(runtimeFirst[0])?.name !== "runtime")
        throw new Error(`build: <${tag}>'s first screen does not load the runtime chunk`);
      tags[tag] = [index(chunk.fileName), runtimeFirst.map(index), own([tag.replace(/^ov-/, ""), ...extras.areas]), ...session];
    }
    const calls = Object.fromEntries([...FIRST_LOADS].flatMap(([tag, { calls }]) => (calls && tags[tag] ? [[tag, calls]] : [])));
    const texts = await textsFiles(chunks, tags);
    for (const file of texts.files) this.emitFile({ type: "asset", ...file });
    // The compile hint goes on the first screens' files only, but for the runtime's (see compileHints):
    // the portal's areas (added to the names by portalRoutesTable) run on a later screen, or on the
    // first one only when a page opens on them. The loader's pass gives the loader its own.
    compileHints.files = names.filter((name) => !name.startsWith("runtime-")).map((name) => `chunks/${name}.js`);
    const portal = portalRoutesTable(chunks, relative, index);
    loaderTable = { v: LOADER_TABLE_VERSION, h: catalogHash, x: texts.hash, f: names, t: tags, c: calls, p: portal };
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
const inlineBundlerHelpers = {
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
const importWithoutPreload = {
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
const compileHints = {
  name: "ov-compile-hints",
  /** @type {string[]} */
  files: [],
  generateBundle(_options, bundle) {
    for (const file of compileHints.files) if (bundle[file]?.type === "chunk") prependLine(bundle, bundle[file], COMPILE_HINT);
  },
};

/**
 * The CDN loader, `ov-widgets.js`, in a bundling pass of its own, once the chunks and the first screens
 * are written: one file that shares no module with the chunks, whatever it imports from src/ (the load
 * protocol's slots, languages, route matcher and table type, src/load-protocol/), with its table as its
 * first line. The tag registry is replaced by an empty one: the table names each tag's chunk, which the
 * loader imports by its address. Its entry joins the CDN build's manifest, where the bench finds it.
 * @param {import("../src/load-protocol/table.ts").LoaderTable} table - the complete table
 */
async function buildLoader(table) {
  const LOADER_MANIFEST = ".loader-manifest.json";
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    plugins: [
      {
        name: "ov-loader-table",
        enforce: "pre",
        resolveId(source, importer) {
          return source === "../registry" && /[\\/]widgets[\\/]loader[\\/]/.test(importer ?? "") ? "\0ov-loader-registry" : null;
        },
        load(id) {
          return id === "\0ov-loader-registry" ? "export const TAG_LOADERS = {};" : null;
        },
        generateBundle(_options, bundle) {
          const loader = Object.values(bundle).find((item) => item.type === "chunk" && item.isEntry);
          if (Object.values(bundle).some((item) => item.type === "chunk" && item !== loader))
            throw new Error("build: the loader's pass made more than one file");
          prependLine(bundle, loader, `var ${LOADER_TABLE_NAME}=${JSON.stringify(table)};`);
          prependLine(bundle, loader, COMPILE_HINT);
        },
      },
    ],
    define,
    build: {
      outDir: "dist/cdn",
      emptyOutDir: false,
      manifest: LOADER_MANIFEST,
      sourcemap: true,
      target: "es2022",
      modulePreload: false,
      rollupOptions: {
        input: { "ov-widgets": "widgets/loader.ts" },
        preserveEntrySignatures: "exports-only",
        output: { format: "es", entryFileNames: "[name].js" },
      },
    },
  });
  const manifestFile = join(root, "dist/cdn/manifest.json");
  const own = JSON.parse(readFileSync(join(root, "dist/cdn", LOADER_MANIFEST), "utf8"));
  writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(readFileSync(manifestFile, "utf8")), ...own }, null, 2));
  rmSync(join(root, "dist/cdn", LOADER_MANIFEST));
}

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
await buildLoader({ ...loaderTable, s: screens.variants, y: screens.hash });

// Declarations for the npm package.
execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  cwd: root,
  stdio: "inherit",
});
addDeclarationExtensions(join(root, "dist/npm/types"));
await writeManifest(root);
console.log("build: dist/npm, dist/cdn, custom-elements.json");
