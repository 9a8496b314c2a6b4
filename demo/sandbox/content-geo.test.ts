import { describe, expect, it } from "vitest";
import { TEST_NOW } from "./test-clock.ts";
import { ApiError } from "../../src/api/errors";
import { getBanner, getCoupons, getDynamicRoutes, getGroupElements, getPageElements } from "../../src/api/content";
import { getProvince, getStreetTypes, getZip } from "../../src/api/geo";
import { getFeatureFlags, getPrivateSettings, getPublicSettings } from "../../src/api/settings";
import { isFeatureEnabled } from "../../src/runtime/settings";
import { PROVINCES, ZIPCODES } from "./data/geo-data.ts";
import { BANNER_CODES } from "./domains/content.ts";
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

describe("settings", () => {
  it("public settings carry the full shape of portal-spec §3", async () => {
    const { api } = createTestClient(make());
    const settings = await getPublicSettings(api);
    for (const key of ["homepage", "features", "contractation", "contracts", "invoices", "organization", "links", "language", "fileUploadSizeLimit", "oidc", "contract", "signUp"]) {
      expect(settings).toHaveProperty(key);
    }
    expect(settings.language).toEqual({ default: "ca-ES", partner: ["ca-ES", "es-ES", "en-US", "gl-ES", "fr-FR", "de-DE"] });
    expect(settings.contract?.virtualBattery?.renderType).toBe("toggle");
    expect(settings.oidc).toMatchObject({ authorizeUrl: "http://sandbox.local/sandbox/oidc/authorize" });
    expect(settings.maintenance?.enabled).toBe(false);
  });

  it("links follow the language", async () => {
    const client = createTestClient(make(), { locale: "fr" });
    expect((await getPublicSettings(client.api)).links?.conditions).toMatch(/\/fr\//);
  });

  it("private settings need a token; the business customer also sees multipoint", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox);
    expect((await failure(getPrivateSettings(client.api))).status).toBe(401);
    client.setToken(sandbox.tokenFor("business"));
    expect((await getPrivateSettings(client.api)).features?.displayTypes).toEqual(["multipoint", "electricity", "gas"]);
    client.setToken(sandbox.tokenFor("household"));
    expect((await getPrivateSettings(client.api)).features?.displayTypes).toEqual(["electricity", "gas"]);
  });

  it("feature flags come as {feature_flags}, including coupons.coupon and crm.case", async () => {
    const { api } = createTestClient(make());
    const { feature_flags } = await getFeatureFlags(api);
    expect(isFeatureEnabled(feature_flags, "coupons.coupon")).toBe(true);
    expect(isFeatureEnabled(feature_flags, "crm.case")).toBe(true);
    expect(feature_flags.disableDownloadContractReport).toBe(false);
  });
});

describe("content", () => {
  it("dynamic routes and page elements need a token, and are translated", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox, { locale: "de" });
    expect((await failure(getDynamicRoutes(client.api))).status).toBe(401);
    client.setToken(sandbox.tokenFor("household"));
    const routes = await getDynamicRoutes(client.api);
    expect(routes.map((r) => r.route_path)).toEqual(["tarifes", "autoconsum"]);
    expect(routes[0]?.btn_title).toBe("Unsere Tarife");
    const elements = await getPageElements(client.api, routes[0]?.id as number);
    expect(elements.length).toBe(2);
    expect(elements.every((e) => e.page_id === 1)).toBe(true);
    // spec §7.3 writes this path with a double slash; it reached the sandbox as sent.
    expect(sandbox.requests.at(-1)?.path).toBe("ov_customize/html_dinamic_elements//1");
    expect((await failure(getPageElements(client.api, 99))).status).toBe(404);
  });

  it("Login and Signup groups are public, and one Login block is hostile on purpose", async () => {
    const { api } = createTestClient(make());
    const login = await getGroupElements(api, "Login");
    expect(login.every((e) => e.group_name === "Login")).toBe(true);
    const hostile = login.map((e) => e.html_block).join("");
    expect(hostile).toContain("<script>");
    expect(hostile).toContain("onerror=");
    expect(await getGroupElements(api, "Signup")).toHaveLength(1);
  });

  it("banners answer code to value: HTML or a base64 image", async () => {
    const { api } = createTestClient(make(), { locale: "es" });
    expect(BANNER_CODES).toEqual(["home", "invoices", "contracts"]);
    expect((await getBanner(api, "home")).home).toContain("Nueva tarifa solar");
    expect((await getBanner(api, "invoices")).invoices).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await failure(getBanner(api, "nope"))).status).toBe(404);
  });

  it("coupons come in both shapes and the client maps them to one", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox, { token: sandbox.tokenFor("household") });
    const [household] = await getCoupons(client.api);
    expect(household).toMatchObject({ shareUrl: "https://www.ov-sandbox.example/c/BENVINGUDA10", campaign: { name: "Porta un amic" } });
    const raw = (await (await sandbox.fetch("/api/v1/user/coupons", { headers: { authorization: `Bearer ${sandbox.tokenFor("business")}` } })).json()) as unknown[];
    expect(raw[0]).toHaveProperty("shareURL");
    client.setToken(sandbox.tokenFor("business"));
    const [business] = await getCoupons(client.api);
    expect(business?.shareUrl).toBe("https://www.ov-sandbox.example/c/SOLAR2025");
    expect(business?.infoUrl).toMatch(/autoconsum$/);
  });
});

describe("geo", () => {
  it("knows at least 25 real postal codes, each with a province", async () => {
    const codes = Object.keys(ZIPCODES);
    expect(codes.length).toBeGreaterThanOrEqual(25);
    for (const required of ["08001", "08042", "17001", "25001", "43001", "28001", "28013", "46001", "41001", "48001", "15701", "07001", "50001"]) {
      expect(codes).toContain(required);
    }
    for (const localities of Object.values(ZIPCODES)) for (const l of localities) expect(PROVINCES[l.ine.slice(0, 2)]).toBeDefined();
    expect(Object.keys(PROVINCES)).toHaveLength(52);
  });

  it("answers localities, several for 17600, none for an unknown code, 400 for a malformed one", async () => {
    const { api } = createTestClient(make());
    expect(await getZip(api, "08001")).toEqual([{ city: "Barcelona", ine: "08019" }]);
    expect((await getZip(api, "17600")).map((l) => l.city)).toEqual(["Figueres", "Vilabertran"]);
    expect(await getZip(api, "99999")).toEqual([]);
    expect((await failure(getZip(api, "8001"))).status).toBe(400);
  });

  it("answers the province of an INE code and the street types", async () => {
    const client = createTestClient(make(), { locale: "es" });
    expect(await getProvince(client.api, "17066")).toEqual({ id: "17", name: "Girona" });
    expect(await getProvince(client.api, "52001")).toEqual({ id: "52", name: "Melilla" });
    expect((await failure(getProvince(client.api, "99001"))).status).toBe(404);
    const types = await getStreetTypes(client.api);
    expect(types.slice(0, 3).map((t) => `${t.id} ${t.name}`)).toEqual(["CL Calle", "AV Avenida", "PZ Plaza"]);
  });

  it("geo calls exist only under v1 (cached by the client)", async () => {
    const sandbox = make();
    for (const path of ["geo/zipcode/08001/", "geo/provincies/08019/", "geo/tipovias/"]) {
      expect((await sandbox.fetch(`/api/v2/${path}`)).status).toBe(404);
      expect((await sandbox.fetch(`/api/v1/${path}`)).status).toBe(200);
    }
    const { api } = createTestClient(sandbox);
    sandbox.reset();
    await getZip(api, "08013");
    await getZip(api, "08013");
    expect(sandbox.requests).toHaveLength(1);
  });
});
