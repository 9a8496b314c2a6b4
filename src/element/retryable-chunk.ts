import { serverRender } from "./server-render";

/** The errors that are a failed download of code (issue 37 item 6: `ov-error`'s kind `chunk`). */
const chunkFailures = new WeakSet<object>();

/**
 * Marks an error as the failed download of a chunk, for {@link isChunkFailure}.
 * @returns the same error, to throw
 */
export function markChunkFailure(error: unknown): unknown {
  if (typeof error === "object" && error !== null) chunkFailures.add(error);
  return error;
}

/** Whether an error is a chunk's failed download (thrown by {@link retryableChunk} or `retryableLazy`), not a crash. */
export function isChunkFailure(error: unknown): boolean {
  return typeof error === "object" && error !== null && chunkFailures.has(error);
}

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
        throw markChunkFailure(error);
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
