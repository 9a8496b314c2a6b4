import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "./test-clock.ts";
import { ApiError } from "../../src/api/errors";
import {
  changePassword,
  confirmSignup,
  exchangeOpenIdCode,
  getProfile,
  isTokenValid,
  login,
  loginWithClientId,
  ProfileSchema,
  requestPasswordReset,
} from "../../src/api/session";
import { isValidTaxId } from "../../src/domain/validation/tax-id";
import { decodeClaims } from "../../src/runtime/session";
import { CLIENT_CREDENTIALS, CUSTOMER_IDS, SIGNUP_UNKNOWN_CONTRACT } from "./domains/session.ts";
import { createSandbox } from "./sandbox.ts";
import { createTestClient } from "./test-client.ts";

const make = () => createSandbox({ seed: 7, now: TEST_NOW });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

const signupForm = {
  nif: "39740191D",
  contract: "0104521",
  email: "nou@example.com",
  email2: "nou@example.com",
  accept_conditions: true,
  accept_gdpr: true,
};

describe("customers", () => {
  it("seeds a household, a business, a read-only staff login and a must-change-password user, with valid tax ids", () => {
    const { customers } = make().db;
    expect(customers.map((c) => c.kind)).toEqual(["household", "business", "readonly", "prospect"]);
    for (const c of customers) expect(isValidTaxId(c.vat)).toBe(true);
    expect(customers.find((c) => c.kind === "readonly")?.impersonates).toBe(CUSTOMER_IDS.household);
  });
});

describe("login", () => {
  it("answers a JWT-shaped token whose claims the client reads", async () => {
    const { api } = createTestClient(make());
    const answer = await login(api, { user: "47281936P", password: "Sandbox1!" });
    expect(answer.change_password).toBe(false);
    expect(decodeClaims(answer.token)).toMatchObject({ locale: "ca-ES", userId: CUSTOMER_IDS.household, readonly: false });
    expect(decodeClaims(answer.token).exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("accepts the ES prefix and lower case in the user", async () => {
    const { api } = createTestClient(make());
    await expect(login(api, { user: "es47281936p", password: "Sandbox1!" })).resolves.toHaveProperty("token");
  });

  it("answers 401 for wrong credentials", async () => {
    const { api } = createTestClient(make());
    const error = await failure(login(api, { user: "47281936P", password: "wrong" }));
    expect(error.status).toBe(401);
  });

  it("flags change_password for the documented user until the password changes", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox);
    const first = await login(client.api, { user: "23456789D", password: "Canvia1!" });
    expect(first.change_password).toBe(true);
    client.setToken(first.token);
    const changed = await changePassword(client.api, { current: "Canvia1!", password: "Nova-Clau9" });
    expect(changed.status).toBe("OK");
    expect(typeof changed.token).toBe("string");
    client.setToken(null);
    const again = await login(client.api, { user: "23456789D", password: "Nova-Clau9" });
    expect(again.change_password).toBe(false);
  });

  it("gives the staff login a read-only token of the household", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox);
    const { token } = await login(client.api, { user: "staff", password: "Staff1!" });
    expect(decodeClaims(token)).toMatchObject({ readonly: true, userId: CUSTOMER_IDS.household });
    client.setToken(token);
    expect(await getProfile(client.api)).toEqual({ version: 2, name: "Marta Puig Ferrer", email: expect.any(String) });
  });
});

describe("tokens and client id", () => {
  it("is_token_valid answers true for an issued token and false otherwise", async () => {
    const sandbox = make();
    const { api } = createTestClient(sandbox);
    expect((await isTokenValid(api, sandbox.tokenFor("business"))).token_is_valid).toBe(true);
    expect((await isTokenValid(api, "a.b.c")).token_is_valid).toBe(false);
  });

  it("client id and secret give a token; a wrong pair is 401", async () => {
    const { api } = createTestClient(make());
    expect((await loginWithClientId(api, CLIENT_CREDENTIALS)).token).toBeTruthy();
    expect((await failure(loginWithClientId(api, { client_id: "x", secret: "y" }))).status).toBe(401);
  });
});

describe("password", () => {
  it("answers 403 for a wrong current password, status ERROR for a weak new one", async () => {
    const sandbox = make();
    const { api } = createTestClient(sandbox, { token: sandbox.tokenFor("household") });
    const wrong = await failure(changePassword(api, { current: "nope!!", password: "Abcdef1!" }));
    expect(wrong.status).toBe(403);
    expect(wrong.code).toBe("forbidden");
    expect((await changePassword(api, { current: "Sandbox1!", password: "abcdef" })).status).toBe("ERROR");
  });

  it("refuses a read-only token", async () => {
    const sandbox = make();
    const { api } = createTestClient(sandbox, { token: sandbox.tokenFor("staff") });
    expect((await failure(changePassword(api, { current: "Sandbox1!", password: "Abcdef1!" }))).status).toBe(403);
  });

  it("reset: 400 with per-field errors, then sent", async () => {
    const { api } = createTestClient(make(), { locale: "es" });
    const empty = await failure(requestPasswordReset(api, { email: "", nif: "123" }));
    expect(empty.status).toBe(400);
    expect(empty.fields.nif?.[0]).toBe("Documento no válido");
    expect(empty.fields.email?.[0]).toBe("Es obligatorio");
    const mismatch = await failure(requestPasswordReset(api, { email: "other@example.com", nif: "47281936P" }));
    expect(Object.keys(mismatch.fields)).toEqual(["email"]);
    expect(await requestPasswordReset(api, { email: "marta.puig@example.com", nif: "47281936P" })).toMatchObject({ state: "sent" });
  });
});

describe("profile", () => {
  it("answers version 1 and version 2 profiles, both passing the schema", async () => {
    const sandbox = make();
    const auth = { authorization: `Bearer ${sandbox.tokenFor("business")}` };
    for (const version of [1, 2]) {
      const body: unknown = await (await sandbox.fetch(`/api/v${version}/users/`, { headers: auth })).json();
      expect(v.parse(ProfileSchema, body)).toMatchObject({ version, email: "administracio@fornvidal.example" });
    }
  });

  it("needs a token", async () => {
    const { api } = createTestClient(make());
    expect((await failure(getProfile(api))).status).toBe(401);
  });
});

describe("sign-up", () => {
  it("answers the body on success and render errors otherwise", async () => {
    const { api } = createTestClient(make(), { locale: "en" });
    const ok = await confirmSignup(api, signupForm);
    expect(ok.result.render.errors).toEqual([]);
    expect(ok.result.render.body).toContain("nou@example.com");
    const again = await confirmSignup(api, signupForm);
    expect(again.result.render.errors).toEqual(["A virtual office user with this document already exists"]);
    const unknown = await confirmSignup(api, { ...signupForm, nif: "71234567W", contract: SIGNUP_UNKNOWN_CONTRACT });
    expect(unknown.result.render.errors).toHaveLength(1);
    const bad = await confirmSignup(api, { ...signupForm, nif: "71234567W", email2: "x@example.com", accept_gdpr: false });
    expect(bad.result.render.errors).toHaveLength(2);
  });
});

describe("OpenID provider", () => {
  const authorize = (sandbox: ReturnType<typeof make>, query: string) =>
    sandbox.fetch(`/sandbox/oidc/authorize?redirect_uri=${encodeURIComponent("https://portal.example/connect")}&state=st&nonce=nn${query}`, { redirect: "manual" });

  it("shows a login page without login_hint", async () => {
    const res = await authorize(make(), "");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("login_hint=47281936P");
    expect(html).not.toContain("<script");
  });

  it("redirects back with a code that is exchanged once, with the matching nonce only", async () => {
    const sandbox = make();
    const res = await authorize(sandbox, "&login_hint=household");
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get("location") as string);
    expect(back.searchParams.get("state")).toBe("st");
    const code = back.searchParams.get("code") as string;
    const { api } = createTestClient(sandbox);
    expect((await failure(exchangeOpenIdCode(api, { code, nonce: "other" }))).status).toBe(401);
    const answer = await exchangeOpenIdCode(api, { code, nonce: "nn" });
    expect(answer.new_customer).toBe(false);
    expect(decodeClaims(answer.token).userId).toBe(CUSTOMER_IDS.household);
    expect(answer.openid_token).toBeTruthy();
    expect((await failure(exchangeOpenIdCode(api, { code, nonce: "nn" }))).status).toBe(401);
  });

  it("login_hint=new signs in a new customer", async () => {
    const sandbox = make();
    const code = new URL((await authorize(sandbox, "&login_hint=new")).headers.get("location") as string).searchParams.get("code") as string;
    const answer = await exchangeOpenIdCode(createTestClient(sandbox).api, { code, nonce: "nn" });
    expect(answer.new_customer).toBe(true);
  });

  it("logout redirects to post_logout_redirect_uri", async () => {
    const res = await make().fetch("/sandbox/oidc/logout?post_logout_redirect_uri=https%3A%2F%2Fportal.example%2F", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://portal.example/");
  });
});

describe("demo helpers", () => {
  it("GET /sandbox/token gives a token per customer kind; GET /sandbox/customers lists the logins", async () => {
    const sandbox = make();
    const token = (await (await sandbox.fetch("/sandbox/token?customer=readonly")).json()).token as string;
    expect(decodeClaims(token)).toMatchObject({ readonly: true, userId: CUSTOMER_IDS.household });
    const list = (await (await sandbox.fetch("/sandbox/customers")).json()).customers as Array<{ user: string }>;
    expect(list.map((c) => c.user)).toContain("staff");
  });
});
