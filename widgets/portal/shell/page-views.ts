import { useEffect } from "react";
import { analyticsAllowed } from "../../../src/domain/portal/consent";
import { useEmit, useSettings } from "../../../src/runtime/widget-context";

/**
 * The analytics hook of the portal (spec §2 Other: "analytics only with consent"; spec §6: the
 * analytics flag): `ov-page-view` for each screen shown, which the host page may pass to its own
 * tracker. Nothing of ours is loaded. It fires only with `features.analytics` on and the statistics
 * consent given, read when the screen shows: a visitor who accepts is counted from the next screen on.
 * @param view - the screen and path on show, or null while nothing is shown yet (starting, redirecting)
 * @example usePageViews(ready ? { screen, path: location.path } : null);
 */
export function usePageViews(view: { screen: string; path: string } | null): void {
  const emit = useEmit();
  const enabled = useSettings((settings) => settings.features.analytics === true);
  const screen = view?.screen ?? null;
  const path = view?.path ?? null;
  useEffect(() => {
    if (!enabled || screen === null || path === null || !analyticsAllowed()) return;
    emit("ov-page-view", { path, screen });
  }, [enabled, screen, path, emit]);
}
