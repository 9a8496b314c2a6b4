import { emit } from "../events/catalogue";
import { resolveConfig, type ConfigInput } from "./config";
import type { Runtime } from "./runtime";

/**
 * Logs out from one tag (spec §4 Session "Logout clears the session"): clears the session and the
 * person's drafts, fires `ov-logout` from `from`, then runs the latest registered logout handler
 * (`runtime.sessionUi.getState().setLogoutHandler`); without one, goes to the configured login address
 * (`login-url` of the tag, `<ov-context>`, `configure({ loginUrl })`), or stays on the page signed out.
 * A module of its own, outside the runtime chunk every page downloads (docs/architecture.md "Quality bars":
 * the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs; scripts/build.mjs): only the tags that show a Log out
 * (`useLogout`, which loads it when they mount) and the session-expired dialog run it.
 * @param runtime the page's runtime
 * @param from the tag the person logged out in (the event's target)
 * @param tag that tag's own configuration (its `login-url`)
 * @example logout(runtime, host, { loginUrl: "#/acces" });
 */
export function logout(runtime: Runtime, from: EventTarget, tag: ConfigInput = {}): void {
  const { session, sessionUi, config } = runtime;
  const { openidToken } = session.getState();
  // A person's explicit logout: what they typed in this tab goes with them.
  session.getState().signOut({ forgetDrafts: true });
  emit(from, "ov-logout", {});
  const handler = sessionUi.getState().logoutHandlers.at(-1);
  if (handler) return handler({ openidToken });
  const address = resolveConfig(config.getState(), tag).loginUrl;
  if (address && typeof location !== "undefined") location.assign(address);
}
