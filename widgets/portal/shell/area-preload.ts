/**
 * Issue 20 item 1 for the portal's areas: when an area's screens start loading, the chunks they import
 * statically are requested in the same wave (`<link rel="modulepreload">`), instead of after the screens
 * chunk has arrived and been parsed (the CDN build has the bundler's own module preload off). The CDN
 * build writes the table (scripts/area-preload.mjs) at the top of this module's chunk, which only the
 * portal loads: the loader and the runtime carry none of it.
 */

/** The build's table: chunk names relative to the chunks folder without `.js`, and per area their indexes. */
export interface AreaPreloadTable {
  f: readonly string[];
  a: Readonly<Record<string, readonly number[]>>;
}

declare const __ovAreaPreload: AreaPreloadTable | undefined;
/** Absent in the npm build (partners' bundlers split the chunks) and under tests: nothing to preload. */
const TABLE: AreaPreloadTable | undefined = typeof __ovAreaPreload === "object" ? __ovAreaPreload : undefined;

// Through a variable: Vite rewrites `new URL(<template>, import.meta.url)` into a glob of assets. This
// module's chunk sits in the chunks folder with the files the table names. Read only with the table:
// the npm build then holds no `import.meta.url` (partners' bundlers treat it as an asset reference).
const CHUNK_URL = TABLE ? import.meta.url : "";

/**
 * The addresses of the files an area's screens need, its screens chunk first.
 * @param table - the build's table (none outside the CDN build)
 * @param area - the area's folder name (`contracts`)
 * @param base - the address the names are relative to (this chunk's)
 * @returns the absolute addresses; none for an area the table does not know
 * @example areaFiles({ f: ["contracts-screens-Ab", "Cd"], a: { contracts: [0, 1] } }, "contracts", "https://cdn/chunks/x.js") // ["https://cdn/chunks/contracts-screens-Ab.js", "https://cdn/chunks/Cd.js"]
 */
export function areaFiles(table: AreaPreloadTable | undefined, area: string, base: string): string[] {
  const indexes = table?.a[area] ?? [];
  return indexes.flatMap((index) => {
    const name = table?.f[index];
    return name === undefined ? [] : [new URL(`${name}.js`, base).href];
  });
}

const preloaded = new Set<string>();

/**
 * Starts downloading an area's screens chunk and everything it imports statically, all at once
 * (downloaded and parsed, not run: the area's `import()` finds them). Each address once per page.
 * @param area - the area's folder name
 * @example preloadArea("contracts") // before or with `import("../contracts/contracts-screens")`
 */
export function preloadArea(area: string): void {
  for (const href of areaFiles(TABLE, area, CHUNK_URL)) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    (document.head ?? document.documentElement).append(link);
  }
}
