import { useLayoutEffect, useState } from "react";

// The chunk itself lives apart (./retryable-chunk.ts): the runtime uses it for the logout's code, and
// this hook stays out of the runtime chunk (scripts/build.mjs).
import { retryableChunk, type Chunk } from "./retryable-chunk";

export { retryableChunk, type Chunk };

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
