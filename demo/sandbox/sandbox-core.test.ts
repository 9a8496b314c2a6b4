// Runs in the project's default environment (happy-dom): test/setup.ts touches `document` after each
// test, so the node environment would fail there. The sandbox itself only needs the fetch globals.
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "./test-clock.ts";
import { ApiError } from "../../src/api/errors";
import { getFeatureFlags, getPublicSettings } from "../../src/api/settings";
import { getOmipProducts, getPriceAlerts, savePriceAlert } from "../../src/api/price-alerts";
import { getStreetTypes } from "../../src/api/geo";
import { signToken } from "./jwt.ts";
import { createSandbox } from "./sandbox.ts";
import { SCENARIOS } from "./scenarios.ts";
import { createTestClient } from "./test-client.ts";

const NOW = TEST_NOW;
const make = (options: Parameters<typeof createSandbox>[0] = {}) => createSandbox({ seed: 7, now: NOW, ...options });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("data set", () => {
  it("is the same for the same seed and differs for another seed", async () => {
    const a = createTestClient(make());
    const b = createTestClient(make());
    const c = createTestClient(make({ seed: 8 }));
    const [pa, pb, pc] = await Promise.all([getOmipProducts(a.api), getOmipProducts(b.api), getOmipProducts(c.api)]);
    expect(pa).toEqual(pb);
    expect(pa).not.toEqual(pc);
    expect(pa[0]?.prices).toHaveLength(30);
  });

  it("reset() restores the seeded data and forgets the recorded requests", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox, { token: sandbox.tokenFor("household") });
    const before = await getPriceAlerts(client.api);
    const { id } = await savePriceAlert(client.api, { id: null, product: 2, type: ">", price: 90 });
    expect((await getPriceAlerts(client.api)).map((a) => a.id)).toContain(id);
    sandbox.reset();
    expect(sandbox.requests).toHaveLength(0);
    client.setToken(sandbox.tokenFor("household"));
    expect(await getPriceAlerts(client.api)).toEqual(before);
  });

  it("POST /sandbox/reset also resets", async () => {
    const sandbox = make();
    const token = sandbox.tokenFor("household");
    const client = createTestClient(sandbox, { token });
    await savePriceAlert(client.api, { id: null, product: 2, type: ">", price: 90 });
    const res = await sandbox.fetch("/sandbox/reset", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await getPriceAlerts(client.api)).toHaveLength(2);
  });
});

describe("routing and versions", () => {
  it("a v1-only call answers 404 under v2, and the client falls back to v1", async () => {
    const sandbox = make();
    expect((await sandbox.fetch("/api/v2/geo/tipovias/")).status).toBe(404);
    const client = createTestClient(sandbox);
    const types = await client.api.get("geo/tipovias/", { version: 2 });
    expect(Array.isArray(types)).toBe(true);
    expect(sandbox.requests.map((r) => r.version)).toEqual([2, 2, 1]);
    expect(client.reports).toHaveLength(1);
  });

  it("a v1-and-v2 call answers under both", async () => {
    const sandbox = make();
    const auth = { authorization: `Bearer ${sandbox.tokenFor("household")}` };
    const v1 = await (await sandbox.fetch("/api/v1/users/", { headers: auth })).json();
    const v2 = await (await sandbox.fetch("/api/v2/users/", { headers: auth })).json();
    expect(v1.version).toBe(1);
    expect(v2.version).toBe(2);
  });

  it("an unknown path is 404 and a wrong verb 405", async () => {
    const sandbox = make();
    expect((await sandbox.fetch("/api/v1/nothing/here")).status).toBe(404);
    expect((await sandbox.fetch("/elsewhere")).status).toBe(404);
    const res = await sandbox.fetch("/api/v1/geo/tipovias/", { method: "POST" });
    expect(res.status).toBe(405);
  });

  it("records what it receives", async () => {
    const sandbox = make();
    await sandbox.fetch("http://sandbox.local/api/v1/omip/products/?lang=es&x=1", { headers: { "Accept-Language": "es-ES" } });
    await sandbox.fetch("/api/v1/omip/delete/alerts/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: null }),
    });
    expect(sandbox.requests[0]).toMatchObject({ method: "GET", path: "omip/products/", version: 1, query: { lang: "es", x: "1" } });
    expect(sandbox.requests[0]?.headers["accept-language"]).toBe("es-ES");
    expect(sandbox.requests[1]).toMatchObject({ method: "POST", path: "omip/delete/alerts/", body: { id: null } });
  });
});

describe("languages", () => {
  it("honours lang, else Accept-Language, else the user's locale, else ca", async () => {
    const sandbox = make();
    const first = async (init: RequestInit = {}, query = "") =>
      ((await (await sandbox.fetch(`/api/v1/geo/tipovias/${query}`, init)).json()) as Array<{ name: string }>)[0]?.name;
    expect(await first()).toBe("Carrer");
    expect(await first({}, "?lang=gl")).toBe("Rúa");
    expect(await first({ headers: { "Accept-Language": "es-ES,es;q=0.9" } })).toBe("Calle");
    expect(await first({ headers: { "Accept-Language": "es-ES" } }, "?lang=ca")).toBe("Carrer");
    const business = { authorization: `Bearer ${sandbox.tokenFor("business")}` };
    expect(await first({ headers: business })).toBe("Calle");
  });

  it("translates texts into the six interface languages", async () => {
    const client = createTestClient(make());
    const names = new Set<string>();
    for (const locale of ["ca", "es", "en", "gl", "fr", "de"] as const) {
      client.setLocale(locale);
      const products = await getOmipProducts(client.api);
      names.add(products[0]?.description ?? "");
    }
    expect(names.size).toBe(6);
  });
});

describe("authentication", () => {
  it("a required-auth call answers 401 token_invalid without, with garbage or with an edited token", async () => {
    const sandbox = make();
    const token = sandbox.tokenFor("household");
    const [head, body] = token.split(".");
    const edited = `${head}.${body}x.${token.split(".")[2]}`;
    for (const auth of [undefined, "Bearer nonsense", `Bearer ${edited}`]) {
      const res = await sandbox.fetch("/api/v1/omip/alerts/", { headers: auth ? { authorization: auth } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: "token_invalid" });
    }
    const client = createTestClient(sandbox);
    expect((await failure(getPriceAlerts(client.api))).code).toBe("token_invalid");
  });

  it("an expired token answers 401 token_expired", async () => {
    const sandbox = make();
    const fresh = JSON.parse(atob(sandbox.tokenFor("household").split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    const stale = signToken({ ...fresh, exp: Math.floor(Date.now() / 1000) - 60 });
    const client = createTestClient(sandbox, { token: stale });
    const error = await failure(getPriceAlerts(client.api));
    expect(error.status).toBe(401);
    expect(error.code).toBe("token_expired");
    expect(client.expired()).toBe(1);
  });
});

describe("settings override (to try a portal configuration, e.g. single sign-on)", () => {
  it("merges POST /sandbox/settings over the public settings, keeps it across a data reset, and {} clears it", async () => {
    const sandbox = make();
    const settings = async () =>
      (await (await sandbox.fetch("/api/v2/ov_customize/ov_settings")).json()) as {
        features: Record<string, unknown>;
        signUp: Record<string, unknown>;
      };
    const post = (path: string, body: unknown) =>
      sandbox.fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await settings()).features.oidc).toBe(false);
    expect((await post("/sandbox/settings", { features: { oidc: true }, signUp: { invoiceNumberField: true } })).status).toBe(200);
    const merged = await settings();
    expect(merged.features.oidc).toBe(true);
    expect(merged.features.signup).toBe(true); // untouched keys stay
    expect(merged.signUp).toEqual({ phoneField: true, invoiceNumberField: true, cupsQuestion: false });
    await sandbox.fetch("/sandbox/reset", { method: "POST" });
    expect((await settings()).features.oidc).toBe(true);
    sandbox.setSettingsOverride({});
    expect((await settings()).features.oidc).toBe(false);
    expect((await post("/sandbox/settings", [1])).status).toBe(400);
  });
});

describe("scenarios", () => {
  it("lists the eight scenarios of the issue", () => {
    expect(SCENARIOS).toEqual(["normal", "down", "slow", "error500", "malformed", "token_expired", "maintenance", "lead_refused"]);
  });

  it("down: fetch rejects with a TypeError; the client reports a network error", async () => {
    const sandbox = make({ scenario: "down" });
    await expect(sandbox.fetch("/api/v1/geo/tipovias/")).rejects.toBeInstanceOf(TypeError);
    const client = createTestClient(sandbox);
    expect((await failure(getStreetTypes(client.api))).code).toBe("network");
    // The control endpoints stay reachable, so a demo can switch the scenario back off.
    expect(
      (
        await sandbox.fetch("/sandbox/scenario", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ scenario: "normal" }),
        })
      ).status,
    ).toBe(200);
    expect(sandbox.scenario).toBe("normal");
    expect((await sandbox.fetch("/api/v1/geo/tipovias/")).status).toBe(200);
  });

  it("slow: answers after 2 to 4 seconds", async () => {
    const sandbox = make();
    const start = Date.now();
    const res = await sandbox.fetch("/api/v1/geo/tipovias/", { headers: { "x-ov-scenario": "slow" } });
    const elapsed = Date.now() - start;
    expect(res.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(1990);
    expect(elapsed).toBeLessThan(4500);
  }, 10_000);

  it("slow: an abort ends the wait", async () => {
    const sandbox = make({ scenario: "slow" });
    const controller = new AbortController();
    const pending = sandbox.fetch("/api/v1/geo/tipovias/", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  it("error500: every API call answers 500 (picked by the query value)", async () => {
    const sandbox = make();
    const res = await sandbox.fetch("/api/v1/geo/tipovias/?ov-scenario=error500");
    expect(res.status).toBe(500);
    const client = createTestClient(sandbox);
    sandbox.setScenario("error500");
    expect((await failure(getStreetTypes(client.api))).code).toBe("server");
  });

  it("malformed: a 200 that is not JSON, and feature flags in another shape", async () => {
    const sandbox = make({ scenario: "malformed" });
    const client = createTestClient(sandbox);
    const notJson = await failure(getStreetTypes(client.api));
    expect(notJson.code).toBe("malformed");
    expect(notJson.status).toBe(200);
    const res = await sandbox.fetch("/api/v1/feature_flags/");
    expect(await res.json()).not.toHaveProperty("feature_flags");
    const flags = await failure(getFeatureFlags(client.api));
    expect(flags.code).toBe("malformed");
    expect(flags.status).toBe(200);
  });

  it("token_expired: authenticated calls answer 401 token_expired, login still works", async () => {
    const sandbox = make({ scenario: "token_expired" });
    const client = createTestClient(sandbox, { token: sandbox.tokenFor("household") });
    expect((await failure(getPriceAlerts(client.api))).code).toBe("token_expired");
    expect(client.expired()).toBe(1);
    const login = await sandbox.fetch("/api/v1/user/login", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer stale" },
      body: JSON.stringify({ user: "47281936P", password: "Sandbox1!" }),
    });
    expect(login.status).toBe(200);
    // Public calls without a token are unaffected.
    expect((await sandbox.fetch("/api/v1/geo/tipovias/")).status).toBe(200);
  });

  it("maintenance: settings announce it, every other call answers 503", async () => {
    const sandbox = make({ scenario: "maintenance" });
    const client = createTestClient(sandbox);
    const settings = await getPublicSettings(client.api);
    expect(settings.maintenance).toMatchObject({ enabled: true });
    expect(settings.maintenance?.start).toMatch(/^\d{4}-/);
    const error = await failure(getStreetTypes(client.api));
    expect(error.status).toBe(503);
    expect(error.code).toBe("maintenance");
  });

  it("an unknown scenario value is ignored and an unknown POST is refused", async () => {
    const sandbox = make();
    expect((await sandbox.fetch("/api/v1/geo/tipovias/", { headers: { "x-ov-scenario": "nope" } })).status).toBe(200);
    const res = await sandbox.fetch("/sandbox/scenario", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ scenario: "nope" }),
    });
    expect(res.status).toBe(400);
    expect(() => sandbox.setScenario("nope" as never)).toThrow();
  });
});

// CORS is tested over HTTP in standalone.test.ts: the test environment's Request drops the Origin header.
