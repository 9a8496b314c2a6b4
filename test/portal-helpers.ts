import { waitFor } from "@testing-library/react";
import type { Sandbox } from "../demo/sandbox/sandbox";
import type { Settings } from "../src/runtime/default-settings";
import type { Runtime } from "../src/runtime/runtime";
import { renderWidget } from "./render-widget";

export { clearCookies } from "./cookies";

/** The page's cookies as a map. */
export function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(";")
      .map((part) => part.trim().split("="))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name, decodeURIComponent(value.join("="))]),
  );
}

/** Opens the portal with hash routing at a portal path (like widgets/portal/portal.test.tsx). */
export async function openAt(path: string, options: { token?: string; sandbox?: Sandbox; extra?: string } = {}) {
  history.replaceState(null, "", `/#${path}`);
  const widget = await renderWidget(`<ov-portal routing="hash"></ov-portal>${options.extra ?? ""}`, options);
  // Settings changes in a test must land after the server's answers, or those would overwrite them.
  await waitFor(() => {
    const state = widget.runtime.settings.getState();
    if (state.publicStatus === "loading" || state.publicStatus === "idle") throw new Error("public settings not loaded");
    if (state.flagsStatus === "loading" || state.flagsStatus === "idle") throw new Error("flags not loaded");
    if (widget.runtime.session.getState().status === "authenticated" && state.privateStatus !== "success")
      throw new Error("private settings not loaded");
  });
  return widget;
}

/** Changes the merged settings in place (after they loaded). */
export function patchSettings(runtime: Runtime, patch: (settings: Settings) => Settings): void {
  runtime.settings.setState((state) => ({ settings: patch(state.settings) }));
}

/** Moves the hash-routed portal to another path. */
export function goTo(path: string): void {
  history.replaceState(null, "", `/#${path}`);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}
