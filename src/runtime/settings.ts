import { createStore, type StoreApi } from "zustand/vanilla";
import { ApiError } from "../api/errors";
import { getFeatureFlags, getPrivateSettings, getPublicSettings } from "../api/settings";
import type { ApiClient } from "../api/types";
import { defaultSettings, type Settings } from "./default-settings";
import { mergeSettings } from "./merge";

export type LoadStatus = "idle" | "loading" | "success" | "error";

export type FeatureFlags = Record<string, unknown>;

export interface SettingsState {
  settings: Settings;
  publicStatus: LoadStatus;
  privateStatus: LoadStatus;
  /** spec §8.1: "Settings fetch failure: defaults used; context may show 'Error fetching settings'". */
  error: ApiError | null;
  flags: FeatureFlags | null;
  flagsStatus: LoadStatus;
  flagsError: ApiError | null;
}

export interface SettingsActions {
  /** spec §7.3: GET ov_customize/ov_settings (v2) at start. */
  loadPublic(): Promise<void>;
  /** spec §7.3: GET ov_customize/ov_private_settings (v2) after login, merged over the public ones. */
  loadPrivate(): Promise<void>;
  /** spec §4: feature flags load once. */
  loadFlags(): Promise<void>;
  /** Loads again what failed: the public settings, the private ones, the feature flags. */
  retry(): Promise<void>;
  /** After logout: back to the public settings. */
  dropPrivate(): void;
}

export type SettingsStore = StoreApi<SettingsState & SettingsActions>;

export function createSettingsStore(api: () => ApiClient): SettingsStore {
  let publicAnswer: unknown = null;
  // Kept so that a public answer arriving after the private one (both start together at login or on a
  // stored session) does not wipe the private settings (the business customer's multipoint).
  let privateAnswer: unknown = null;
  const merged = () => {
    const base = mergeSettings(defaultSettings(), publicAnswer);
    return privateAnswer === null ? base : mergeSettings(base, privateAnswer);
  };
  let flagsOnce: Promise<void> | null = null;

  return createStore<SettingsState & SettingsActions>()((set, get) => ({
    settings: defaultSettings(),
    publicStatus: "idle",
    privateStatus: "idle",
    error: null,
    flags: null,
    flagsStatus: "idle",
    flagsError: null,

    async loadPublic() {
      if (get().publicStatus === "loading") return;
      set({ publicStatus: "loading" });
      try {
        publicAnswer = await getPublicSettings(api());
        set({ settings: merged(), publicStatus: "success", error: null });
      } catch (error) {
        set({ publicStatus: "error", error: toApiError(error) });
      }
    },

    async loadPrivate() {
      set({ privateStatus: "loading" });
      try {
        privateAnswer = await getPrivateSettings(api());
        set({ settings: merged(), privateStatus: "success" });
      } catch (error) {
        set({ privateStatus: "error", error: toApiError(error) });
      }
    },

    async retry() {
      const state = get();
      await Promise.all([
        state.publicStatus === "error" ? state.loadPublic() : null,
        state.privateStatus === "error" ? state.loadPrivate() : null,
        state.flagsStatus === "error" ? state.loadFlags() : null,
      ]);
    },

    dropPrivate() {
      privateAnswer = null;
      set({ settings: mergeSettings(defaultSettings(), publicAnswer), privateStatus: "idle" });
    },

    loadFlags() {
      flagsOnce ??= (async () => {
        set({ flagsStatus: "loading" });
        try {
          const answer = await getFeatureFlags(api());
          set({ flags: answer.feature_flags, flagsStatus: "success" });
        } catch (error) {
          // A failed load is not the flags: a retry asks again.
          flagsOnce = null;
          set({ flagsStatus: "error", flagsError: toApiError(error) });
        }
      })();
      return flagsOnce;
    },
  }));
}

/**
 * Whether the public settings have answered, or failed (the built-in ones then stand): what they decide
 * for good, such as where a redirect or a login leads, waits for this.
 */
export function publicSettingsKnown(state: Pick<SettingsState, "publicStatus">): boolean {
  return state.publicStatus === "success" || state.publicStatus === "error";
}

/**
 * Resolves once {@link publicSettingsKnown} holds.
 * @example await whenPublicSettingsKnown(runtime.settings); afterLogin(query, runtime.settings.getState().settings)
 */
export function whenPublicSettingsKnown(store: SettingsStore): Promise<void> {
  return new Promise<void>((resolve) => {
    if (publicSettingsKnown(store.getState())) return resolve();
    const stop = store.subscribe((state) => {
      if (publicSettingsKnown(state)) {
        stop();
        resolve();
      }
    });
  });
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError({ status: 0, code: "malformed", cause: error });
}

/**
 * spec §4: "a flag missing or data not yet loaded shows the content; only an explicit false hides it."
 * That rule is for what a flag shows; a flag that demands something of the customer (a document on an
 * IBAN change) demands it only when it is explicitly true: pass `missing: false` (issue 36 item 8).
 * Flags may be flat (`{"crm.case": false}`) or nested (`{crm: {case: false}}`).
 * @param flags - the loaded flags, or null while they load
 * @param name - the flag, dotted for a nested one
 * @param missing - what a flag not loaded or absent counts as (true: shows the content)
 * @example isFeatureEnabled({ coupons: { coupon: false } }, "coupons.coupon") // false
 * @example isFeatureEnabled({}, "attachmentOnIbanChange", false) // false: nothing is demanded
 */
export function isFeatureEnabled(flags: FeatureFlags | null, name: string, missing = true): boolean {
  if (!flags) return missing;
  if (Object.prototype.hasOwnProperty.call(flags, name)) return missing ? flags[name] !== false : flags[name] === true;
  let node: unknown = flags;
  for (const part of name.split(".")) {
    if (typeof node !== "object" || node === null || !Object.prototype.hasOwnProperty.call(node, part)) return missing;
    node = (node as Record<string, unknown>)[part];
  }
  return missing ? node !== false : node === true;
}
