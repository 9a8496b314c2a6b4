/**
 * Settings and feature flags (calls document §7.3). Settings answers are partial: the runtime merges them
 * over the built-in defaults (src/runtime/default-settings.ts), so every key is optional here.
 */
import * as v from "valibot";
import { safeHttpUrl } from "../domain/safe-url";
import type { Settings } from "../runtime/default-settings";
import type { ApiClient } from "./types";

/**
 * Keeps the entries of a settings map whose value passes the safe-URL rule (src/domain/safe-url.ts) and drops
 * the others, so the built-in default (no link) stays in their place: a `javascript:` privacy link
 * never becomes clickable; the screen shows its words without a link (issue 36, hostile answers).
 */
function safeAddresses(entries: unknown, isAddress: (key: string) => boolean): unknown {
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) return entries;
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (!isAddress(key)) safe[key] = value;
    else if (safeHttpUrl(value) !== null) safe[key] = safeHttpUrl(value);
  }
  return safe;
}

/**
 * A settings answer is an object of optional keys (§3). Its values are checked once, key by key, where
 * it is merged over the built-in defaults (src/runtime/merge.ts keeps a default wherever the server's
 * value is of another kind), so that one odd key does not cost the whole answer. What is done here is
 * the safe-URL rule for the addresses: every `links` entry and the identity provider's `…Url` keys.
 */
const SettingsObject = /* @__PURE__ */ v.record(v.string(), v.unknown());

function readSettings(api: ApiClient, path: string, signal: AbortSignal | undefined): Promise<SettingsAnswer> {
  return api.get(path, { version: 2, schema: SettingsObject, signal }).then(
    // Named, not checked: see SettingsAnswer.
    (answer) =>
      ({
        ...answer,
        ...("links" in answer ? { links: safeAddresses(answer.links, () => true) } : {}),
        ...("oidc" in answer ? { oidc: safeAddresses(answer.oidc, (key) => key.endsWith("Url")) } : {}),
      }) as SettingsAnswer,
  );
}

/** spec §7.3: "any other shape raises an error carrying the response status". */
export const FeatureFlagsSchema = /* @__PURE__ */ v.looseObject({ feature_flags: v.record(v.string(), v.unknown()) });

/** A value of the answer, as documented: any key may be missing (the defaults fill it). */
type Partly<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: Partly<T[K]> } : T;

/**
 * What the server is documented to send (§3): the built-in settings' shape, every key optional. The
 * kinds are not checked here but where the answer is merged, so a reader of the raw answer (the
 * sandbox's tests) meets the documented names; the portal only ever reads the merged settings.
 */
export type SettingsAnswer = Partly<Settings> & Record<string, unknown>;
export type FeatureFlagsAnswer = v.InferOutput<typeof FeatureFlagsSchema>;

/**
 * Public settings, loaded at start (v2, falling back to v1).
 * @example const settings = await getPublicSettings(api);
 */
export function getPublicSettings(api: ApiClient, signal?: AbortSignal) {
  return readSettings(api, "ov_customize/ov_settings", signal);
}

/**
 * Private settings, after login (v2).
 * @example const extra = await getPrivateSettings(api);
 */
export function getPrivateSettings(api: ApiClient, signal?: AbortSignal) {
  return readSettings(api, "ov_customize/ov_private_settings", signal);
}

/**
 * @returns `{feature_flags}`; another shape is an ApiError (code malformed) with the response status
 * @example const { feature_flags } = await getFeatureFlags(api);
 */
export function getFeatureFlags(api: ApiClient, signal?: AbortSignal) {
  return api.get("feature_flags/", { schema: FeatureFlagsSchema, signal });
}
