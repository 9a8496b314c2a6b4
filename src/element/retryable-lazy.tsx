import { use, type ComponentType, type JSX } from "react";

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
  let loading: Promise<ComponentType<P>> | null = null;
  function RetryableLazy(props: P) {
    loading ??= load().then(
      (module) => module.default,
      (error: unknown) => {
        loading = null; // the next render (after the boundary's retry) imports again
        throw error;
      },
    );
    const Component = use(loading);
    return <Component {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return RetryableLazy;
}
