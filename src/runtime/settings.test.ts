import { describe, expect, it } from "vitest";
import { createSandbox } from "../../demo/sandbox/sandbox";
import { syncContextFromDom } from "./context";
import { defaultSettings } from "./default-settings";
import { createRuntime } from "./runtime";
import { isFeatureEnabled, whenPublicSettingsKnown } from "./settings";

function runtimeOn(sandbox = createSandbox({ seed: 7 })) {
  const runtime = createRuntime();
  runtime.configure({ apiBase: "http://sandbox.local", fetch: sandbox.fetch });
  return { runtime, sandbox };
}

describe("settings (spec §7.3, §8.1)", () => {
  it("tells when the public settings are known: answered, or failed with the defaults standing", async () => {
    const { runtime, sandbox } = runtimeOn();
    let known = false;
    const waiting = whenPublicSettingsKnown(runtime.settings).then(() => (known = true));
    await Promise.resolve();
    expect(known).toBe(false);
    await runtime.settings.getState().loadPublic();
    await waiting;
    expect(known).toBe(true);
    // Already known: at once. A failure counts too.
    await whenPublicSettingsKnown(runtime.settings);
    sandbox.setScenario("down");
    const failing = runtimeOn(sandbox).runtime;
    await failing.settings.getState().loadPublic();
    expect(failing.settings.getState().publicStatus).toBe("error");
    await whenPublicSettingsKnown(failing.settings);
  });

  it("loads the public settings (v2) over the defaults at start", async () => {
    const { runtime, sandbox } = runtimeOn();
    await runtime.settings.getState().loadPublic();
    expect(runtime.settings.getState().publicStatus).toBe("success");
    expect(sandbox.requests[0]).toMatchObject({ path: "ov_customize/ov_settings", version: 2 });
    // Values the server does not send stay at their defaults.
    expect(runtime.settings.getState().settings.invoices.chartMaxContracts).toBe(10);
  });

  it("keeps the private settings when the public answer arrives after them (spec §1: private merged over public)", async () => {
    const { runtime, sandbox } = runtimeOn();
    runtime.setToken(sandbox.tokenFor("business"));
    // The order a stored session gives: the private answer first, then the public one.
    await runtime.settings.getState().loadPrivate();
    await runtime.settings.getState().loadPublic();
    expect(runtime.settings.getState().settings.features.displayTypes).toEqual(["multipoint", "electricity", "gas"]);
    expect(runtime.settings.getState().settings.contracts.itemsPerPage).toBe(25);
    runtime.settings.getState().dropPrivate();
    expect(runtime.settings.getState().settings.features.displayTypes).toEqual(["electricity", "gas"]);
  });

  it("keeps the defaults when the settings cannot be fetched or are malformed", async () => {
    for (const scenario of ["down", "malformed", "error500"] as const) {
      const { runtime, sandbox } = runtimeOn();
      sandbox.setScenario(scenario);
      await runtime.settings.getState().loadPublic();
      expect(runtime.settings.getState().publicStatus).toBe("error");
      expect(runtime.settings.getState().settings).toEqual(defaultSettings());
    }
  });

  it("loads the feature flags once; a bad shape is an error carrying the status", async () => {
    const { runtime, sandbox } = runtimeOn();
    await Promise.all([runtime.settings.getState().loadFlags(), runtime.settings.getState().loadFlags()]);
    expect(sandbox.requests.filter((r) => r.path.startsWith("feature_flags"))).toHaveLength(1);
    expect(runtime.settings.getState().flagsStatus).toBe("success");

    const bad = runtimeOn();
    bad.sandbox.setScenario("malformed");
    await bad.runtime.settings.getState().loadFlags();
    expect(bad.runtime.settings.getState().flagsError).toMatchObject({ code: "malformed", status: 200 });
  });

  it("keeps the private settings when the public answer arrives after them (issue 18: the business's multipoint tab)", async () => {
    const { runtime, sandbox } = runtimeOn();
    runtime.setToken(sandbox.tokenFor("business"));
    await expect.poll(() => runtime.settings.getState().privateStatus).toBe("success");
    await runtime.settings.getState().loadPublic();
    expect(runtime.settings.getState().settings.features.displayTypes).toEqual(["multipoint", "electricity", "gas"]);
    runtime.settings.getState().dropPrivate();
    await runtime.settings.getState().loadPublic();
    expect(runtime.settings.getState().settings.features.displayTypes).toEqual(["electricity", "gas"]);
  });

  it("requests the private settings after login and drops them after logout", async () => {
    const { runtime, sandbox } = runtimeOn();
    await runtime.settings.getState().loadPublic();
    runtime.setToken(sandbox.tokenFor("household"));
    await expect.poll(() => runtime.settings.getState().privateStatus).toBe("success");
    runtime.setToken(null);
    expect(runtime.settings.getState().privateStatus).toBe("idle");
  });
});

describe("feature flags (spec §4: missing or unloaded shows, explicit false hides)", () => {
  it("reads flat and nested flags", () => {
    expect(isFeatureEnabled(null, "crm.case")).toBe(true);
    expect(isFeatureEnabled({}, "crm.case")).toBe(true);
    expect(isFeatureEnabled({ "crm.case": false }, "crm.case")).toBe(false);
    expect(isFeatureEnabled({ crm: { case: false } }, "crm.case")).toBe(false);
    expect(isFeatureEnabled({ crm: { case: 0 } }, "crm.case")).toBe(true);
    expect(isFeatureEnabled({ coupons: true }, "coupons.coupon")).toBe(true);
  });

  // Issue 36 item 8: "missing shows" is for content; a flag that demands a document demands it only
  // when it says so.
  it("a demanding flag (missing: false) holds only when explicitly true", () => {
    expect(isFeatureEnabled(null, "attachmentOnIbanChange", false)).toBe(false);
    expect(isFeatureEnabled({}, "attachmentOnIbanChange", false)).toBe(false);
    expect(isFeatureEnabled({ attachmentOnIbanChange: 1 }, "attachmentOnIbanChange", false)).toBe(false);
    expect(isFeatureEnabled({ attachmentOnIbanChange: true }, "attachmentOnIbanChange", false)).toBe(true);
    expect(isFeatureEnabled({ crm: { case: true } }, "crm.case", false)).toBe(true);
    expect(isFeatureEnabled({ crm: {} }, "crm.case", false)).toBe(false);
  });
});

describe("<ov-context> layer", () => {
  it("reads the attributes of every <ov-context> in the document, later ones winning", () => {
    const { runtime } = runtimeOn();
    document.body.innerHTML = `<ov-context api-base="https://a.test" lang="es"></ov-context><ov-context theme="dark" lang="gl"></ov-context>`;
    syncContextFromDom(runtime);
    expect(runtime.resolve()).toMatchObject({ apiBase: "https://a.test", lang: "gl", theme: "dark" });
    expect(runtime.resolve({ lang: "de" }).lang).toBe("de");
  });
});
