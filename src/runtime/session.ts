import { createStore, type StoreApi } from "zustand/vanilla";
import { decodeClaims, type TokenClaims } from "../domain/portal/claims";
import { deleteCookie, readCookie, writeCookie } from "./cookies";

/** Name of the token cookie (spec §9: secure, SameSite=Lax; the name itself is not given). */
export const TOKEN_COOKIE = "ov_token";

// The claims are read by pure code too (the portal's session start in src/domain): they live in the
// domain, which imports nothing of the runtime, and are re-exported here for the runtime's callers.
export { decodeClaims, type TokenClaims };

/** How the current token was obtained (spec §3 "Auth state": login type). */
export type LoginSource = "credentials" | "refresh" | "openid" | "token" | "client_id" | "api";

export type SessionStatus = "anonymous" | "authenticated";

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  claims: TokenClaims | null;
  source: LoginSource | null;
  /** The identity provider's token, kept for the provider logout (spec §4 Session). */
  openidToken: string | null;
  /** A 401 token_expired was answered: the session-expired dialog is open until a token returns. */
  expired: boolean;
}

export interface SessionActions {
  /** A token arrived (login, refresh, OpenID, `OvWidgets.setToken`): every tag on the page is signed in. */
  signIn(token: string, options?: { source?: LoginSource; openidToken?: string | null }): void;
  /**
   * Clears the session (logout, failed refresh, is_token_valid false). `forgetDrafts` (a person's
   * explicit logout) also forgets what they typed in this browser tab: see {@link PERSONAL_DRAFT_PREFIX}.
   */
  signOut(options?: { forgetDrafts?: boolean }): void;
  /** spec §8.1: a 401 with message token_expired opens the session-expired dialog. */
  expire(): void;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

export interface SessionOptions {
  /** Keep the token in the cookie (the portal); read at creation to restore a stored token. */
  persist: () => boolean;
}

const ANONYMOUS: SessionState = {
  status: "anonymous",
  token: null,
  claims: null,
  source: null,
  openidToken: null,
  expired: false,
};

/**
 * Prefix of the sessionStorage keys that hold what a person typed (the contracting wizard: tax id,
 * IBAN, documents). They are forgotten when that person logs out or someone else signs in, so the
 * next user of the same browser tab does not find them. A failed refresh does not forget them: the
 * visitor who reloads in the middle of a wizard keeps their data.
 */
export const PERSONAL_DRAFT_PREFIX = "ov-draft:";

/** Removes every personal draft of this tab (see {@link PERSONAL_DRAFT_PREFIX}). */
export function forgetPersonalDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(PERSONAL_DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No storage (Node, a sandboxed frame): nothing was kept.
  }
}

/**
 * Creates the session store. The token lives in memory; with `persist` also in the token cookie,
 * so that the portal can refresh it on the next visit (the refresh itself is the portal's issue).
 */
export function createSessionStore(options: SessionOptions = { persist: () => false }): SessionStore {
  return createStore<SessionState & SessionActions>()((set, get) => ({
    ...ANONYMOUS,
    signIn(token, { source = "api", openidToken = null } = {}) {
      const claims = decodeClaims(token);
      const previous = get().claims?.userId ?? null;
      if (previous !== null && previous !== claims.userId) forgetPersonalDrafts();
      if (options.persist()) writeCookie(TOKEN_COOKIE, token, { secure: true });
      set({ status: "authenticated", token, claims, source, openidToken, expired: false });
    },
    signOut({ forgetDrafts = false } = {}) {
      deleteCookie(TOKEN_COOKIE);
      if (forgetDrafts) forgetPersonalDrafts();
      set({ ...ANONYMOUS });
    },
    expire() {
      set({ expired: true });
    },
  }));
}

/** The token stored by a previous visit, for the portal's refresh step (spec §4 Session, step 3). */
export function storedToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}
