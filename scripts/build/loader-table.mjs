// The loader's table (src/load-protocol/table.ts `LoaderTable`) made from the CDN build's chunks, and
// the loader's own bundling pass that writes it into ov-widgets.js.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "vite";
import { areaPreloadTable, prependLine } from "../area-preload.mjs";
import { dataModule, sourcesHash } from "../first-screens.mjs";
import { WIDGET_ENTRIES } from "../widgets.mjs";
import { FIRST_LOADS } from "./chunk-policy.mjs";
import { COMPILE_HINT, compileHints } from "./plugins.mjs";
import "../../demo/sandbox/register-ts.mjs";

const { LOADER_TABLE_NAME, LOADER_TABLE_VERSION } = await import("../../src/load-protocol/table.ts");
const { fitsPattern } = await import("../../src/load-protocol/route-pattern.ts");
const { LOCALES } = await import("../../src/load-protocol/locale.ts");
// The portal's routes and areas, plain data (src/domain/portal/route-data.ts).
const { AREA_ROUTES, FIRST_SCREEN_AREA, ROUTE_DATA, areaCatalog } = await import("../../src/domain/portal/route-data.ts");

const root = resolve(import.meta.dirname, "../..");

/**
 * One hash for every catalog chunk of a build: the catalogs' names are then `<area>-<locale>-<hash>.js`,
 * composed by the loader for the language it knows instead of carrying 6 names per area. It covers
 * what a compiled catalog is made from: the .po files and the tools that compile them.
 */
export const catalogHash = (() => {
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
export const CATALOG_FILE = /locales[\\/]([a-z]{2})[\\/]([\w-]+)\.po$/;

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

/**
 * The loader's table (src/load-protocol/table.ts `LoaderTable`, see FIRST_LOADS), made once
 * every chunk's name is final; the screens are added by writeFirstScreens, then the loader's own pass
 * writes it into ov-widgets.js.
 * @type {import("../src/load-protocol/table.ts").LoaderTable | undefined}
 */
let loaderTable;
export const firstScreenTable = {
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
 * The table the CDN pass made (firstScreenTable), once that pass has written its chunks.
 * @returns {import("../../src/load-protocol/table.ts").LoaderTable} the table, without the first screens
 */
export function builtLoaderTable() {
  if (!loaderTable) throw new Error("build: the CDN pass made no loader table");
  return loaderTable;
}

/**
 * The CDN loader, `ov-widgets.js`, in a bundling pass of its own, once the chunks and the first screens
 * are written: one file that shares no module with the chunks, whatever it imports from src/ (the load
 * protocol's slots, languages, route matcher and table type, src/load-protocol/), with its table as its
 * first line. The tag registry is replaced by an empty one: the table names each tag's chunk, which the
 * loader imports by its address. Its entry joins the CDN build's manifest, where the bench finds it.
 * @param {import("../../src/load-protocol/table.ts").LoaderTable} table - the complete table
 * @param {Record<string, string>} define - the constants the chunks were built with
 */
export async function buildLoader(table, define) {
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
