import type { Plugin } from "vite";

/** A bundle's chunk, as far as the table reads it. */
export interface AreaPreloadChunk {
  fileName: string;
  imports: string[];
  facadeModuleId?: string | null;
}
export declare const AREA_PRELOAD_NAME: string;
export declare function areaPreloadTable(
  chunks: readonly AreaPreloadChunk[],
  portalEntry: string,
  relative: (id: string) => string,
): { f: string[]; a: Record<string, number[]> };
export declare function areaPreload(options: { root: string; portalEntry: string }): Plugin;
export declare function prependLine(
  bundle: Record<string, unknown>,
  chunk: { fileName: string; code: string; map?: { mappings: string } | null },
  line: string,
): void;
