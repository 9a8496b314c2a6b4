import { afterEach, describe, expect, it } from "vitest";
import { createSessionStore, decodeClaims, PERSONAL_DRAFT_PREFIX, storedToken, TOKEN_COOKIE } from "./session";

const b64 = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
const jwt = (claims: Record<string, unknown>) => `${b64({ alg: "none" })}.${b64(claims)}.sig`;

afterEach(() => {
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; path=/`;
});

describe("token claims (spec §3: locale, user id, read-only)", () => {
  it("reads locale, user id and the read-only flag", () => {
    expect(decodeClaims(jwt({ locale: "es_ES", user_id: 42, readonly: true, exp: 10 }))).toEqual({
      locale: "es_ES",
      userId: "42",
      readonly: true,
      exp: 10,
    });
  });

  it("reads UTF-8 payloads and other user id spellings", () => {
    expect(decodeClaims(jwt({ sub: "núria" })).userId).toBe("núria");
  });

  it("gives empty claims for tokens that are not JWTs", () => {
    expect(decodeClaims("opaque-token")).toEqual({ locale: null, userId: null, readonly: false, exp: null });
    expect(decodeClaims("a.%%%.c").readonly).toBe(false);
  });
});

describe("session transitions", () => {
  it("signs in, expires and signs out", () => {
    const session = createSessionStore();
    session.getState().signIn(jwt({ user_id: 1, readonly: true }), { source: "credentials" });
    expect(session.getState()).toMatchObject({ status: "authenticated", source: "credentials", claims: { readonly: true } });
    session.getState().expire();
    expect(session.getState().expired).toBe(true);
    // spec §8.1: the expired dialog "closes when a token returns".
    session.getState().signIn(jwt({ user_id: 1 }));
    expect(session.getState().expired).toBe(false);
    session.getState().signOut();
    expect(session.getState()).toMatchObject({ status: "anonymous", token: null, claims: null });
  });

  it("keeps the token in the cookie only when persisting (the portal), and clears it on sign-out", () => {
    const lone = createSessionStore({ persist: () => false });
    lone.getState().signIn("t1");
    expect(storedToken()).toBeNull();
    const portal = createSessionStore({ persist: () => true });
    portal.getState().signIn("t2");
    expect(storedToken()).toBe("t2");
    portal.getState().signOut();
    expect(storedToken()).toBeNull();
  });

  it("forgets a person's drafts on their logout and when another person signs in, not on a plain sign-out", () => {
    const draft = `${PERSONAL_DRAFT_PREFIX}contracting:dual`;
    const session = createSessionStore();
    sessionStorage.setItem("other-key", "kept");
    sessionStorage.setItem(draft, "{}");
    session.getState().signIn(jwt({ user_id: 1 }));
    session.getState().signIn(jwt({ user_id: 1 }));
    expect(sessionStorage.getItem(draft)).toBe("{}");
    // A failed refresh signs out without forgetting: the visitor keeps the wizard they were filling.
    session.getState().signOut();
    expect(sessionStorage.getItem(draft)).toBe("{}");
    session.getState().signIn(jwt({ user_id: 1 }));
    session.getState().signIn(jwt({ user_id: 2 }));
    expect(sessionStorage.getItem(draft)).toBeNull();
    sessionStorage.setItem(draft, "{}");
    session.getState().signOut({ forgetDrafts: true });
    expect(sessionStorage.getItem(draft)).toBeNull();
    expect(sessionStorage.getItem("other-key")).toBe("kept");
    sessionStorage.clear();
  });
});
