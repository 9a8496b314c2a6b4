import { serverRender } from "./server-render";

/** A lazily downloaded piece of code: downloaded once, kept while it succeeds, forgotten after a failure. */
export interface Chunk<T> {
  /** Downloads it (once; again after a failure). */
  load: () => Promise<T>;
  /** What arrived, or null before. */
  loaded: () => T | null;
}

/**
 * Wraps a dynamic import so that it runs once and its result is at hand synchronously afterwards; a
 * failed download is forgotten, so the next `load` (an error boundary's "Try again") imports again.
 * @param load - the dynamic import, e.g. `() => import("./dialog").then((m) => m.Dialog)`
 * @returns the chunk, for {@link useChunk}
 * @example const chunk = retryableChunk(() => import("./power-change-dialog").then((m) => m.PowerChangeDialog));
 */
export function retryableChunk<T>(load: () => Promise<T>): Chunk<T> {
  let loading: Promise<T> | null = null;
  let arrived: T | null = null;
  const start = () =>
    (loading ??= load().then(
      (value) => (arrived = value),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    load: start,
    loaded: () => {
      // A server render shows what its users show once it has arrived (./server-render.ts).
      if (arrived === null) serverRender()?.wait(start);
      return arrived;
    },
  };
}
