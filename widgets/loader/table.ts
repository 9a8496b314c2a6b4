import type { LoaderTable } from "../../src/load-protocol/table";

/** The table scripts/build.mjs writes at the top of the CDN loader (src/load-protocol/table.ts `LOADER_TABLE_NAME`). */
declare const __ovFirstScreen: LoaderTable | undefined;
/**
 * Absent in the npm build (partners' bundlers split it) and under tests: the registry's imports serve.
 * Its format is the one this loader was built with: the build writes the table into the loader's own
 * file, in the same pass (the table's `v` is for the tools that read a built loader).
 */
export const TABLE: LoaderTable | undefined = typeof __ovFirstScreen === "object" ? __ovFirstScreen : undefined;

// Through a variable: Vite rewrites `new URL(<template>, import.meta.url)` into a glob of assets.
const LOADER_URL = import.meta.url;
// Only with the table (the CDN build): in the npm build the loader's URL may be one no path resolves on.
const CHUNKS_URL = TABLE ? new URL("chunks/", LOADER_URL).href : "";
export const chunkUrl = (file: string): string => `${CHUNKS_URL}${file}.js`;

const preloaded = new Set<string>();
/** Starts a module's download now (parsed, not run): the import that needs it later finds it. */
export function preload(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  (document.head ?? document.documentElement).append(link);
}
