import { describe, expect, it } from "vitest";
import { defaultSettings } from "../../src/runtime/default-settings";
import { SETTINGS_EXTENSIONS } from "./extensions";
import { createSandbox } from "./sandbox";

// Issue 36, the settings answers' audit: every setting the portal reads, and every one the sandbox sends,
// is either one the retailer documents (the product's settings list, portal-spec §3 "Settings", and the
// call catalogue's §1 summary) or an extension listed with its reason in ./extensions.ts, which the strict
// sandbox leaves out. A new setting must be placed in one of the two lists.
const DOCUMENTED: Readonly<Record<string, string>> = {
  homepage: "§3 Settings: homepage",
  "features.displayTypes": "§3 Settings: features {displayTypes …}",
  "features.signup": "§3 Settings: features {… signup …}",
  "features.oidc": "§3 Settings: features {… oidc …}",
  "features.contactAutoReads": "§3 Settings: features {… contactAutoReads …}",
  "features.reclamATCContact": "§3 Settings: features {… reclamATCContact …}",
  "features.analytics": "§3 Settings: features {… analytics}",
  "contractation.electricity.enabled": "§3 Settings: contractation.{electricity, gas, dual}.enabled",
  "contractation.gas.enabled": "§3 Settings: contractation.{electricity, gas, dual}.enabled",
  "contractation.dual.enabled": "§3 Settings: contractation.{electricity, gas, dual}.enabled",
  "contractation.restrictCompanyVAT": "§3 Settings: further contracting options: restrictCompanyVAT",
  "contractation.dniRequired": "§3 Settings: further contracting options: dniRequired",
  "contractation.emailRequired": "§3 Settings: further contracting options: emailRequired",
  "contractation.invoiceRequired": "§3 Settings: further contracting options: invoiceRequired",
  "contractation.requireDocumentation": "§3 Settings: further contracting options: requireDocumentation",
  "contractation.askPublicity": "§3 Settings: further contracting options: askPublicity",
  "contracts.itemsPerPage": "§3 Settings: contracts {itemsPerPage …}",
  "contracts.showProduct": "§3 Settings: contracts {… showProduct …}",
  "contracts.showPower": "§3 Settings: contracts {… showPower …}",
  "contracts.dontShowSearchFilter": "§3 Settings: contracts {… dontShowSearchFilter …}",
  "contracts.ibanChange.enabled": "§3 Settings: contracts {… ibanChange.enabled …}",
  "contracts.refCatastral.enabled": "§3 Settings: contracts {… refCatastral.enabled/.modify …}",
  "contracts.refCatastral.modify": "§3 Settings: contracts {… refCatastral.enabled/.modify …}",
  "contracts.horizontalButtons": "§3 Settings: contracts {… horizontalButtons …}",
  "contracts.customizeDoubleTariff": "§3 Settings: contracts {… customizeDoubleTariff/HappyHours/HappyDay …}",
  "contracts.customizeHappyHours": "§3 Settings: contracts {… customizeDoubleTariff/HappyHours/HappyDay …}",
  "contracts.customizeHappyDay": "§3 Settings: contracts {… customizeDoubleTariff/HappyHours/HappyDay …}",
  "contracts.enableInfoCCH": "§3 Settings: contracts {… enableInfoCCH}",
  "invoices.itemsPerPage": "§3 Settings: invoices {itemsPerPage …}",
  "invoices.downloadInNewTab": "§3 Settings: invoices {… downloadInNewTab …}",
  "invoices.enablePayment": "§3 Settings: invoices {… enablePayment …}",
  "invoices.paymentStatus": "§3 Settings: invoices {… paymentStatus (Base or Chiped) …}",
  "invoices.downloadTypes": "§3 Settings: invoices {… downloadTypes …}",
  "invoices.showTotal": "§3 Settings: invoices {… showTotal}",
  "organization.phone_crm": "§3 Settings: organization {phone_crm, email}",
  "organization.email": "§3 Settings: organization {phone_crm, email}",
  "links.conditions": "§3 Settings: links {conditions, gdpr}",
  "links.gdpr": "§3 Settings: links {conditions, gdpr}",
  "language.default": "§3 Settings: language {default, partner}",
  "language.partner": "§3 Settings: language {default, partner}",
  fileUploadSizeLimit: "§3 Settings: fileUploadSizeLimit",
  "contract.virtualBattery.renderType": "§3 Settings: contract.virtualBattery.renderType",
  "contract.attachmentAnonymization": "§3 Settings: contract.attachmentAnonymization",
  "signUp.phoneField": "§3 Settings: signUp {phoneField, invoiceNumberField}",
  "signUp.invoiceNumberField": "§3 Settings: signUp {phoneField, invoiceNumberField}",
};

/** The dotted paths of an answer's values (an array is one value: the client replaces arrays whole). */
function leafPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix.slice(0, -1)];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, `${prefix}${key}.`));
}

async function settingsAnswers(strict: boolean): Promise<string[]> {
  const sandbox = createSandbox({ strict });
  const token = sandbox.tokenFor("business");
  const get = async (path: string) => {
    const response = await sandbox.fetch(
      new Request(`http://127.0.0.1/api/v2/ov_customize/${path}`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(response.status).toBe(200);
    return leafPaths(await response.json());
  };
  return [...(await get("ov_settings")), ...(await get("ov_private_settings"))];
}

describe("the settings answers (issue 36 audit)", () => {
  it("reads and sends only documented settings or listed extensions, each in one list", async () => {
    const paths = new Set([...leafPaths(defaultSettings()), ...(await settingsAnswers(false))]);
    expect([...paths].filter((path) => !(path in DOCUMENTED) && !(path in SETTINGS_EXTENSIONS))).toEqual([]);
    expect(Object.keys(DOCUMENTED).filter((path) => path in SETTINGS_EXTENSIONS)).toEqual([]);
    // Every documented setting has a built-in default (used when the server's settings cannot be fetched).
    const defaults = new Set(leafPaths(defaultSettings()));
    expect(Object.keys(DOCUMENTED).filter((path) => !defaults.has(path))).toEqual([]);
    // No stale entries: every extension is one of the portal's settings, with a default or, for the two
    // optional ones (missing is on; default-settings.ts says why they have no default), by name.
    const optional = ["features.homeHero", "features.serverElements"];
    expect(Object.keys(SETTINGS_EXTENSIONS).filter((path) => !defaults.has(path) && !optional.includes(path))).toEqual([]);
    expect(optional.filter((path) => defaults.has(path))).toEqual([]);
  });

  it("sends no extension from the strict sandbox, and still the documented ones", async () => {
    const strict = await settingsAnswers(true);
    expect(strict.filter((path) => path in SETTINGS_EXTENSIONS)).toEqual([]);
    expect(strict).toContain("contracts.itemsPerPage");
    expect(strict).toContain("contract.virtualBattery.renderType");
    // The default sandbox sends some of them, so the two answers differ.
    expect((await settingsAnswers(false)).filter((path) => path in SETTINGS_EXTENSIONS).length).toBeGreaterThan(0);
  });
});
