import { useEffect, useEffectEvent, useState } from "react";
import { isAborted } from "../api/errors";

/** A value fetched from the API, with its state (spec §4 "Request statuses": uninitialized, loading, success). */
export type Remote<T> =
  | { status: "idle"; data: undefined; error: undefined }
  | { status: "loading"; data: T | undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: T | undefined; error: unknown };

interface Settled<T> {
  /** The key and attempt this answer belongs to. */
  request: string;
  data: T | undefined;
  error: unknown;
  ok: boolean;
}

/**
 * Loads data for a component and reloads it when `key` changes; `null` means "nothing to load yet".
 * A newer key aborts the older call, and an unmounted component gets nothing written into it. The
 * previous data stays available while reloading, so a list does not blink.
 * @param key what the data depends on, as a string (e.g. `tariffs:4.6`), or null
 * @param load the call, given an abort signal
 * @returns the state, and `retry` to load again after an error
 * @example const comers = useRemote("comers", (signal) => getComers(api, signal));
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Remote<T> & { retry: () => void } {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  const request = `${attempt}:${key}`;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ request, data, error: undefined, ok: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAborted(error)) return;
        setSettled((previous) => ({ request, data: previous?.data, error, ok: false }));
      },
    );
    return () => controller.abort();
  }, [key, request]);

  const retry = () => setAttempt((n) => n + 1);
  if (key === null) return { status: "idle", data: undefined, error: undefined, retry };
  if (settled?.request !== request) return { status: "loading", data: settled?.data, error: undefined, retry };
  if (settled.ok) return { status: "success", data: settled.data as T, error: undefined, retry };
  return { status: "error", data: settled.data, error: settled.error, retry };
}
