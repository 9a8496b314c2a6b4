/**
 * Settings and feature flags (calls document §7.3). Settings answers are partial: the runtime merges them
 * over the built-in defaults (src/runtime/default-settings.ts), so every key is optional here.
 */
import * as v from "valibot";
import { safeHttpUrl } from "../domain/safe-url";
import type { ApiClient } from "./types";

const flag = /* @__PURE__ */ v.optional(v.boolean());
const enabled = /* @__PURE__ */ v.optional(v.looseObject({ enabled: flag }));

/**
 * Keeps the entries of a settings map whose value passes the safe-URL rule (src/domain/safe-url.ts) and drops
 * the others, so the built-in default (no link) stays in their place: a `javascript:` privacy link
 * never becomes clickable; the screen shows its words without a link (issue 36, hostile answers).
 */
function safeAddresses(entries: Record<string, unknown>): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) {
    const address = safeHttpUrl(value);
    if (address !== null) safe[key] = address;
  }
  return safe;
}

/** The identity provider's settings: its addresses (`authorizeUrl`, `logoutUrl`, `accountUrl`) pass the safe-URL rule. */
function safeOidc(entries: Record<string, unknown>): Record<string, unknown> {
  const isAddress = ([key]: [string, unknown]) => key.endsWith("Url");
  const others = Object.entries(entries).filter((entry) => !isAddress(entry));
  return { ...Object.fromEntries(others), ...safeAddresses(Object.fromEntries(Object.entries(entries).filter(isAddress))) };
}

export const SettingsSchema = /* @__PURE__ */ v.looseObject({
  homepage: v.optional(v.string()),
  maintenance: v.optional(
    v.looseObject({ enabled: flag, start: v.optional(v.nullable(v.string())), end: v.optional(v.nullable(v.string())) }),
  ),
  features: v.optional(v.looseObject({ displayTypes: v.optional(v.array(v.string())) })),
  contractation: v.optional(v.looseObject({ electricity: enabled, gas: enabled, dual: enabled })),
  contracts: v.optional(v.looseObject({ itemsPerPage: v.optional(v.number()) })),
  invoices: v.optional(v.looseObject({ itemsPerPage: v.optional(v.number()), downloadTypes: v.optional(v.array(v.string())) })),
  organization: v.optional(v.looseObject({ phone_crm: v.optional(v.string()), email: v.optional(v.string()) })),
  links: v.optional(v.pipe(v.record(v.string(), v.unknown()), v.transform(safeAddresses))),
  language: v.optional(v.looseObject({ default: v.optional(v.string()), partner: v.optional(v.array(v.string())) })),
  fileUploadSizeLimit: v.optional(v.number()),
  oidc: v.optional(v.pipe(v.record(v.string(), v.unknown()), v.transform(safeOidc))),
  contract: v.optional(
    v.looseObject({
      virtualBattery: v.optional(v.looseObject({ renderType: v.optional(v.string()) })),
      attachmentAnonymization: flag,
    }),
  ),
  signUp: v.optional(v.looseObject({ phoneField: flag, invoiceNumberField: flag })),
});

/** spec §7.3: "any other shape raises an error carrying the response status". */
export const FeatureFlagsSchema = /* @__PURE__ */ v.looseObject({ feature_flags: v.record(v.string(), v.unknown()) });

export type SettingsAnswer = v.InferOutput<typeof SettingsSchema>;
export type FeatureFlagsAnswer = v.InferOutput<typeof FeatureFlagsSchema>;

/**
 * Public settings, loaded at start (v2, falling back to v1).
 * @example const settings = await getPublicSettings(api);
 */
export function getPublicSettings(api: ApiClient, signal?: AbortSignal) {
  return api.get("ov_customize/ov_settings", { version: 2, schema: SettingsSchema, signal });
}

/**
 * Private settings, after login (v2).
 * @example const extra = await getPrivateSettings(api);
 */
export function getPrivateSettings(api: ApiClient, signal?: AbortSignal) {
  return api.get("ov_customize/ov_private_settings", { version: 2, schema: SettingsSchema, signal });
}

/**
 * @returns `{feature_flags}`; another shape is an ApiError (code malformed) with the response status
 * @example const { feature_flags } = await getFeatureFlags(api);
 */
export function getFeatureFlags(api: ApiClient, signal?: AbortSignal) {
  return api.get("feature_flags/", { schema: FeatureFlagsSchema, signal });
}
