import { useLayoutEffect, useState, type ReactNode } from "react";
import { serverRender } from "./server-render";

/** The errors that are a failed download of code (issue 37 item 6: `ov-error`'s kind `chunk`). */
const chunkFailures = new WeakSet<object>();

/**
 * Marks an error as the failed download of a chunk, for {@link isChunkFailure}.
 * @param error - what the download rejected with
 * @returns the same error, to throw
 * @example throw markChunkFailure(error);
 */
export function markChunkFailure(error: unknown): unknown {
  if (typeof error === "object" && error !== null) chunkFailures.add(error);
  return error;
}

/**
 * Whether an error is a chunk's failed download (thrown by {@link useChunk}), not a crash.
 * @param error - what an error boundary caught
 * @returns true for a failed download
 * @example const kind = isChunkFailure(error) ? "chunk" : "render";
 */
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
 * The one way to download code on demand (issue 38 item 5): wraps a dynamic import of a named export so
 * that it runs once and its result is at hand synchronously afterwards. A failed download is forgotten,
 * so the next `load` (the error boundary's "Try again" remounts the part, which asks again) imports
 * again, where `React.lazy` would throw its cached rejection forever. Render it with {@link Lazy} (or
 * {@link useChunk} where a hook fits better).
 * @param load - the dynamic import, e.g. `() => import("./dialog").then((m) => m.Dialog)`
 * @returns the chunk
 * @example const dialog = retryableChunk(() => import("./power-change-dialog").then((m) => m.PowerChangeDialog));
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

/**
 * A chunk's content once downloaded, else null (show a placeholder meanwhile). The download is awaited
 * in an effect, not by suspending: what is already downloaded shows at once, and a part that appears
 * because of a click (a dialog, a portal screen) does not suspend inside that click's update. Such a
 * suspension is harmless in a browser, but under React's `act` (userEvent wraps each event in one it
 * does not await) the root's retry task stays in act's dropped queue and the part never shows until an
 * unrelated update comes. A failed download is thrown during render, to the caller's error boundary,
 * whose retry remounts the caller, which downloads again.
 * @param chunk - the chunk (the same object on every render)
 * @returns its content, or null while it downloads
 * @example const Dialog = useChunk(dialog); return Dialog ? <Dialog {...props} /> : <Spinner label={opening} />;
 */
export function useChunk<T>(chunk: Chunk<T>): T | null {
  const content = chunk.loaded();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setArrived] = useState(0);
  // In the commit, not in a task after it, where React runs a plain effect (at times after a paint): the
  // download starts with the render that needs it.
  useLayoutEffect(() => {
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

/**
 * {@link useChunk} where the part is written: renders `children` with the chunk's content once
 * downloaded, `fallback` meanwhile. The download starts when this renders, not before: a part shown
 * only after a click is not downloaded with the tag.
 * @param props.chunk - the chunk (the same object on every render)
 * @param props.fallback - what shows while it downloads (nothing by default)
 * @param props.children - renders the content, e.g. `(Form) => <Form onDone={close} />`
 * @returns the part, or the fallback
 * @example <Lazy chunk={resultView} fallback={<Spinner />}>{(ResultView) => <ResultView result={result} />}</Lazy>
 */
export function Lazy<T>({
  chunk,
  fallback = null,
  children,
}: {
  chunk: Chunk<T>;
  fallback?: ReactNode;
  children: (content: T) => ReactNode;
}) {
  const content = useChunk(chunk);
  return content === null ? fallback : children(content);
}
