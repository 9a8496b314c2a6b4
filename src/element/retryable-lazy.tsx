import { use, type ComponentType, type JSX } from "react";
import { markChunkFailure } from "./retryable-chunk";

/** One download: its promise, its failure once it has failed, and whether that failure is about to be forgotten. */
interface Download<P> {
  promise: Promise<ComponentType<P>>;
  failure?: { error: unknown };
  forgetting?: boolean;
}

/**
 * Like `React.lazy`, but a failed download is tried again when the part renders again. `lazy` keeps
 * the rejection for good, so the tag's "Try again" (its error boundary remounts the tree) would show
 * the same failure forever after a dropped connection; here the next render imports again. The
 * component suspends while loading, like `lazy`: render it inside a `Suspense`.
 *
 * @param load - The dynamic import of a module whose default export is the component.
 * @example const PersonStep = retryableLazy(() => import("./steps/person"));
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let download: Download<P> | null = null;
  function RetryableLazy(props: P) {
    if (!download) {
      const started: Download<P> = {
        promise: load().then(
          (module) => module.default,
          (error: unknown) => {
            started.failure = { error: markChunkFailure(error) };
            throw error;
          },
        ),
      };
      download = started;
    }
    const current = download;
    if (current.failure) {
      // Kept for the renders of this task, forgotten after it: the next render (the boundary's Try
      // again) imports again. React renders a failed part more than once before it shows the error (a
      // render that threw is tried again, synchronously): each of those renders must see the failure,
      // or it starts a download of its own, which fails in turn (forgotten at once, the failure took
      // six downloads to reach the crash notice in the unit test, against two).
      if (!current.forgetting) {
        current.forgetting = true;
        setTimeout(() => {
          if (download === current) download = null;
        });
      }
      throw current.failure.error;
    }
    // The same promise on every render until it fails (`use` wants a cached promise).
    const Component = use(current.promise);
    return <Component {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return RetryableLazy;
}
