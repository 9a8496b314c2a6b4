import { waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach } from "vitest";
import { createSandbox, type Sandbox } from "../demo/sandbox/sandbox";
import type { Settings } from "../src/runtime/default-settings";
import type { Runtime } from "../src/runtime/runtime";
import { renderWidget } from "./render-widget";

import { clearCookies } from "./cookies";

export { clearCookies };

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
export async function openAt(path: string, options: { token?: string; sandbox?: Sandbox; extra?: string; lang?: string } = {}) {
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

/**
 * A seeded sandbox customer (demo/sandbox/README.md "Customers"): `household` (47281936P, electricity and
 * gas), `business` (B65432106, multipoint), `readonly` (the staff login, a read-only token), or a login
 * user such as `23456789D` (must change the password).
 */
export type SandboxCustomer = "household" | "business" | "readonly" | "23456789D" | (string & {});

/**
 * Opens the hash-routed portal at a portal path, signed in as a seeded sandbox customer (a stored
 * session, no login round trip) or as a visitor, once its settings (and, signed in, the private ones)
 * have loaded and the screen of the path has replaced the portal's loading state.
 * @param path - the portal path with its query, e.g. `/factures?contractType=gas`
 * @param options - `customer` to sign in as; `sandbox` to share one; `extra` markup after the tag; `lang` (English unless told)
 * @returns the rendered portal (host, screen queries, sandbox, runtime)
 * @example const { screen, sandbox } = await openPortalAt("/factures", { customer: "household" });
 */
export async function openPortalAt(
  path: string,
  options: { customer?: SandboxCustomer; sandbox?: Sandbox; extra?: string; lang?: string } = {},
) {
  const sandbox = options.sandbox ?? createSandbox({ seed: 7 });
  const widget = await openAt(path, {
    sandbox,
    extra: options.extra,
    lang: options.lang,
    token: options.customer ? sandbox.tokenFor(options.customer) : undefined,
  });
  await waitFor(() => {
    if (!widget.host.shadowRoot?.querySelector(".ov-portal__main")) throw new Error("the portal is still starting");
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

/**
 * Starts and ends each test of the calling file on a blank page: no cookies (session, consent,
 * language), the address at the root, no tag left in the document.
 * @example freshPortalPageEachTest(); // at the top of a portal test file
 */
export function freshPortalPageEachTest(): void {
  beforeEach(() => {
    clearCookies();
    history.replaceState(null, "", "/");
  });
  afterEach(() => {
    document.body.innerHTML = "";
    clearCookies();
    history.replaceState(null, "", "/");
  });
}

/**
 * Replaces what a field of the tag holds (user-event's `clear` cannot tell focus inside a shadow root).
 * @example await retype(user, screen.getByRole("textbox", { name: "Amount" }), "55");
 */
export async function retype(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.type(field, "{Backspace}".repeat((field as HTMLInputElement).value.length) + text);
}
