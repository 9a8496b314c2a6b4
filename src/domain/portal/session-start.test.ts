import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/errors";
import {
  afterOpenIdLogin,
  oidcAuthorizeUrl,
  oidcLogoutUrl,
  OIDC_COOKIES,
  startSession,
  type StartCalls,
  type StartInput,
} from "./session-start";

/** A JWT-shaped token with the given claims (the start reads only its locale). */
const tokenWith = (claims: Record<string, unknown>) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.y`;

function input(
  overrides: Partial<Omit<StartInput, "calls">> & { cookies?: Record<string, string>; calls?: Partial<StartCalls> } = {},
): StartInput {
  const cookies = overrides.cookies ?? {};
  return {
    query: overrides.query ?? new URLSearchParams(),
    storedToken: overrides.storedToken ?? null,
    oidc: overrides.oidc ?? false,
    readCookie: (name) => cookies[name] ?? null,
    calls: {
      isTokenValid: vi.fn(async () => ({ token_is_valid: true })),
      loginWithClientId: vi.fn(async () => ({ token: "client-token" })),
      exchangeOpenIdCode: vi.fn(async () => ({ token: "oidc-token", openid_token: "id-token", new_customer: false })),
      ...overrides.calls,
    },
  };
}

describe("startSession (spec §4 Session, in its order)", () => {
  it("1. signs in with a valid token from the query, in the token's language", async () => {
    const token = tokenWith({ locale: "es_ES" });
    const start = input({ query: new URLSearchParams({ token }), storedToken: "stored" });
    const outcome = await startSession(start);
    expect(outcome).toMatchObject({ kind: "signedIn", token, source: "token", locale: "es" });
    expect(start.calls.isTokenValid).toHaveBeenCalledTimes(1);
    expect(start.calls.isTokenValid).toHaveBeenCalledWith(token);
  });

  it("1. a token link the server does not accept, with nothing else to sign in with, says so (issue 36, item 8)", async () => {
    const isTokenValid = vi.fn(async () => ({ token_is_valid: false }));
    const outcome = await startSession(input({ query: new URLSearchParams({ token: "bad" }), calls: { isTokenValid } }));
    expect(outcome).toEqual({ kind: "anonymous", clearStored: false, linkRefused: true });
    const failed = await startSession(
      input({ query: new URLSearchParams({ token: "bad" }), calls: { isTokenValid: async () => Promise.reject(new Error("down")) } }),
    );
    expect(failed).toEqual({ kind: "anonymous", clearStored: false, linkRefused: true });
  });

  it("1. an invalid query token falls through to the stored token", async () => {
    const isTokenValid = vi.fn(async (token: string) => ({ token_is_valid: token === "stored" }));
    const outcome = await startSession(
      input({ query: new URLSearchParams({ token: "bad" }), storedToken: "stored", calls: { isTokenValid } }),
    );
    expect(outcome).toMatchObject({ kind: "signedIn", token: "stored", source: "refresh" });
  });

  it("2. signs in with id_client plus secret, before the stored token", async () => {
    const start = input({ query: new URLSearchParams({ id_client: "c", secret: "s" }), storedToken: "stored" });
    expect(await startSession(start)).toMatchObject({ kind: "signedIn", token: "client-token", source: "client_id" });
    expect(start.calls.loginWithClientId).toHaveBeenCalledWith({ client_id: "c", secret: "s" });
    expect(start.calls.isTokenValid).not.toHaveBeenCalled();
  });

  it("2. a client id failure or an answer without token is the 505 page (spec §8.1)", async () => {
    const refused = input({
      query: new URLSearchParams({ id_client: "c", secret: "s" }),
      calls: { loginWithClientId: async () => Promise.reject(new Error("401")) },
    });
    expect(await startSession(refused)).toMatchObject({ kind: "error", status: 505 });
    const empty = input({ query: new URLSearchParams({ id_client: "c", secret: "s" }), calls: { loginWithClientId: async () => ({}) } });
    expect(await startSession(empty)).toMatchObject({ kind: "error", status: 505 });
  });

  it("3. refreshes the stored token and keeps the stored provider token for the logout", async () => {
    const outcome = await startSession(input({ storedToken: "stored", cookies: { [OIDC_COOKIES.openidToken]: "id-token" } }));
    expect(outcome).toMatchObject({ kind: "signedIn", token: "stored", source: "refresh", openidToken: "id-token" });
  });

  it("3. a refresh the server refuses clears the session: a false answer, or a 401, 403 or 419 (calls §8.1)", async () => {
    const invalid = await startSession(input({ storedToken: "old", calls: { isTokenValid: async () => ({ token_is_valid: false }) } }));
    expect(invalid).toEqual({ kind: "anonymous", clearStored: true });
    for (const status of [401, 403, 419]) {
      const refused = await startSession(
        input({ storedToken: "old", calls: { isTokenValid: async () => Promise.reject(new ApiError({ status, code: "unauthorized" })) } }),
      );
      expect(refused).toEqual({ kind: "anonymous", clearStored: true });
    }
  });

  it("3. a server error or a lost call keeps the stored session and ends on the 500 page (§8.1 '500 or 502 internal error'; issue 36)", async () => {
    for (const error of [
      new ApiError({ status: 500, code: "server" }),
      new ApiError({ status: 502, code: "server" }),
      new ApiError({ status: 0, code: "network" }),
    ]) {
      const failed = await startSession(input({ storedToken: "old", calls: { isTokenValid: async () => Promise.reject(error) } }));
      expect(failed).toEqual({ kind: "error", status: 500, clearStored: false });
    }
  });

  it("4. exchanges the provider's code with the stored nonce when the state matches the stored key", async () => {
    const start = input({
      oidc: true,
      query: new URLSearchParams({ code: "abc", state: "k1" }),
      cookies: { [OIDC_COOKIES.nonce]: "n1", [OIDC_COOKIES.key]: "k1" },
      calls: { exchangeOpenIdCode: vi.fn(async () => ({ token: tokenWith({ locale: "ca" }), openid_token: "id", new_customer: true })) },
    });
    const outcome = await startSession(start);
    expect(outcome).toMatchObject({ kind: "signedIn", source: "openid", openidToken: "id", newCustomer: true, locale: "ca" });
    expect(start.calls.exchangeOpenIdCode).toHaveBeenCalledWith({ code: "abc", nonce: "n1" });
  });

  it("4. without the nonce cookie the start ends on 504; a failed exchange or a foreign state on 401 (spec §8.1)", async () => {
    const query = new URLSearchParams({ code: "abc", state: "k1" });
    expect(await startSession(input({ oidc: true, query }))).toMatchObject({ kind: "error", status: 504, clearStored: true });
    const failing = input({
      oidc: true,
      query,
      cookies: { [OIDC_COOKIES.nonce]: "n1", [OIDC_COOKIES.key]: "k1" },
      calls: { exchangeOpenIdCode: async () => Promise.reject(new Error("nonce_mismatch")) },
    });
    expect(await startSession(failing)).toMatchObject({ kind: "error", status: 401, clearStored: true });
    const foreign = input({ oidc: true, query, cookies: { [OIDC_COOKIES.nonce]: "n1", [OIDC_COOKIES.key]: "other" } });
    expect(await startSession(foreign)).toMatchObject({ kind: "error", status: 401 });
    expect(foreign.calls.exchangeOpenIdCode).not.toHaveBeenCalled();
  });

  it("4. a code in the query is ignored when single sign-on is off", async () => {
    const start = input({ query: new URLSearchParams({ code: "abc" }) });
    expect(await startSession(start)).toEqual({ kind: "anonymous", clearStored: false });
    expect(start.calls.exchangeOpenIdCode).not.toHaveBeenCalled();
  });

  it("5. with nothing to go on, the visitor is not logged in and no call is made", async () => {
    const start = input();
    expect(await startSession(start)).toEqual({ kind: "anonymous", clearStored: false });
    expect(start.calls.isTokenValid).not.toHaveBeenCalled();
  });
});

describe("single sign-on addresses", () => {
  it("builds the authorize address with nonce, state and return address", () => {
    const url = new URL(
      oidcAuthorizeUrl("https://idp.example/authorize?tenant=1", {
        clientId: "ov",
        redirectUri: "https://shop.example/oficina/connect",
        nonce: "n",
        state: "s",
      }) ?? "",
    );
    expect(url.origin + url.pathname).toBe("https://idp.example/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: "1",
      response_type: "code",
      client_id: "ov",
      scope: "openid",
      redirect_uri: "https://shop.example/oficina/connect",
      nonce: "n",
      state: "s",
    });
  });

  it("refuses a provider address that is not http(s) (settings are server data)", () => {
    expect(oidcAuthorizeUrl("javascript:alert(1)", { clientId: "", redirectUri: "x", nonce: "n", state: "s" })).toBeNull();
    expect(oidcLogoutUrl("data:text/html,x", { idToken: null, returnTo: "https://a" })).toBeNull();
  });

  it("logs out at the provider with the stored token and the way back", () => {
    const url = new URL(
      oidcLogoutUrl("https://idp.example/logout", { idToken: "id", returnTo: "https://shop.example/oficina/acces" }) ?? "",
    );
    expect(url.searchParams.get("id_token_hint")).toBe("id");
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe("https://shop.example/oficina/acces");
  });

  it("lands a new customer or a promocode in contracting when it is enabled, else the stored path or home", () => {
    expect(
      afterOpenIdLogin({ newCustomer: true, promocode: null, contractingPath: "/nou-client-electricitat", storedPath: "/factures" }),
    ).toBe("/nou-client-electricitat");
    expect(afterOpenIdLogin({ newCustomer: false, promocode: "SOLAR2025", contractingPath: "/nou-client-dual", storedPath: null })).toBe(
      "/nou-client-dual?promocode=SOLAR2025",
    );
    expect(afterOpenIdLogin({ newCustomer: true, promocode: null, contractingPath: null, storedPath: "/factures" })).toBe("/factures");
    expect(afterOpenIdLogin({ newCustomer: false, promocode: null, contractingPath: "/nou-client-gas", storedPath: null })).toBe("/");
  });
});
