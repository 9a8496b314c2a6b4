// The CDN build's area preload table (brief "area-preload", issue 20 item 1 for the portal's areas): for
// each portal area's screens chunk, the chunks it imports statically (transitively), written into the
// portal shell's chunk, so that the shell requests them with the screens chunk in one parallel wave
// (widgets/portal/shell/area-preload.ts) instead of learning them once the screens chunk is parsed.
// The table lives in the shell's chunk, which only the portal loads: the loader and the runtime do not
// grow (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs).

/** The name the table's variable has in the shell's chunk (widgets/portal/shell/area-preload.ts reads it). */
export const AREA_PRELOAD_NAME = "__ovAreaPreload";
/** The module reading it: the chunk holding it carries the table. */
const READER = "widgets/portal/shell/area-preload.ts";

/** An area's screens chunk: `widgets/portal/<area>/<area>-screens.ts(x)` (docs/architecture.md "The portal's areas"). */
const SCREENS_MODULE = /widgets\/portal\/([\w-]+)\/\1-screens\.tsx?$/;

/**
 * The table: file names relative to the chunks folder without `.js`, each written once (`f`), and per
 * area the indexes of the files its screens need (`a`), the screens chunk first. Files the portal's own
 * chunk already imports statically are left out: they are loaded before any area is.
 * @param {Array<{ fileName: string, imports: string[], facadeModuleId?: string | null, moduleIds?: string[] }>} chunks - the bundle's chunks
 * @param {string} portalEntry - the portal tag's entry module, relative to the root (`widgets/portal/index.ts`)
 * @param {(id: string) => string} relative - a module id as a path relative to the project's root, with `/`
 * @returns {{ f: string[], a: Record<string, number[]> }} the table
 * @example areaPreloadTable(chunks, "widgets/portal/index.ts", relative) // { f: ["contracts-screens-Ab12", "Cd34"], a: { contracts: [0, 1] } }
 */
export function areaPreloadTable(chunks, portalEntry, relative) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk, into) => {
    if (!chunk || into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const next of chunk.imports) closure(byFile.get(next), into);
    return into;
  };
  const portal = chunks.find((chunk) => chunk.facadeModuleId && relative(chunk.facadeModuleId) === portalEntry);
  if (!portal) throw new Error(`area-preload: no chunk for the portal's entry ${portalEntry}`);
  const loaded = closure(portal, new Set());
  const names = [];
  const index = (file) => {
    const name = file.replace(/^chunks\//, "").replace(/\.js$/, "");
    if (!names.includes(name)) names.push(name);
    return names.indexOf(name);
  };
  const areas = {};
  for (const chunk of chunks) {
    const area = SCREENS_MODULE.exec(relative(chunk.facadeModuleId ?? ""))?.[1];
    if (!area) continue;
    // The screens chunk itself first: the shell's import() asks for it at the same moment.
    areas[area] = [...closure(chunk, new Set())].filter((file) => !loaded.has(file)).map(index);
  }
  return { f: names, a: areas };
}

/**
 * Writes a line above a chunk's code in a bundle being generated. A line of its own: the chunk's source
 * map (in the chunk and in its `.map` asset) only needs one more empty line.
 * @param {Record<string, any>} bundle - the bundle of `generateBundle`
 * @param {{ fileName: string, code: string, map?: { mappings: string } | null }} chunk - one of its chunks
 * @param {string} line - the code to write, without a line break
 * @example prependLine(bundle, loader, `var __ovFirstScreen=${JSON.stringify(table)};`)
 */
export function prependLine(bundle, chunk, line) {
  chunk.code = `${line}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapAsset = bundle[`${chunk.fileName}.map`];
  if (mapAsset?.type === "asset") {
    const map = JSON.parse(String(mapAsset.source));
    map.mappings = `;${map.mappings}`;
    mapAsset.source = JSON.stringify(map);
  }
}

/**
 * The Vite/rolldown plugin writing the table as the first line of the chunk holding the shell's reader
 * (as scripts/build/loader-table.mjs writes the loader's first-screen table); the npm build and the tests have no
 * table, so the shell preloads nothing there (a partner's bundler makes its own chunks). The chunk's
 * name was hashed before: it still changes whenever the table does, since the table names only chunks
 * that the screens chunks import by their hashed names, and the shell imports the screens chunks.
 * @param {{ root: string, portalEntry: string }} options - the project's root; the portal's entry module
 * @returns {import("vite").Plugin} the plugin, for the CDN build only
 * @example plugins: [areaPreload({ root, portalEntry: "widgets/portal/index.ts" })]
 */
export function areaPreload({ root, portalEntry }) {
  const prefix = `${root.replaceAll("\\", "/")}/`;
  const relative = (id) => {
    const path = id.replaceAll("\\", "/");
    return path.startsWith(prefix) ? path.slice(prefix.length) : path;
  };
  return {
    name: "ov-area-preload",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const carrier = chunks.find((chunk) => chunk.moduleIds.some((id) => relative(id) === READER));
      if (!carrier) throw new Error(`area-preload: no chunk holds ${READER}`);
      prependLine(bundle, carrier, `var ${AREA_PRELOAD_NAME}=${JSON.stringify(areaPreloadTable(chunks, portalEntry, relative))};`);
    },
  };
}
