import { useEffect, useState } from "react";

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
  return {
    load: () =>
      (loading ??= load().then(
        (value) => (arrived = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => arrived,
  };
}

/**
 * A chunk's content once downloaded, else null (show a placeholder meanwhile). The download is awaited
 * in an effect, not by suspending (as the portal shell's `AreaScreen` does): what is already downloaded
 * shows at once, and a part that appears because of a click (a dialog) does not suspend inside that
 * click's update. Such a suspension is harmless in a browser, but under React's `act` (userEvent wraps
 * each event in one it does not await) the root's retry task stays in act's dropped queue and the part
 * never shows until an unrelated update comes. A failed download is thrown during render, to the
 * caller's error boundary, whose retry remounts the caller, which downloads again.
 * @param chunk - the chunk (the same object on every render)
 * @returns its content, or null while it downloads
 * @example const Dialog = useChunk(chunk); return Dialog ? <Dialog {...props} /> : <Spinner label={opening} />;
 */
export function useChunk<T>(chunk: Chunk<T>): T | null {
  const content = chunk.loaded();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (content !== null) return;
    let live = true;
    chunk.load().then(
      () => live && setArrived((count) => count + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [chunk, content]);
  if (failure) throw failure.error;
  return content;
}
