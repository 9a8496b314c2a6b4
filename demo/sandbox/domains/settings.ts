/**
 * Settings and feature flags (spec §7.3, portal-spec §3 "Settings"). Public settings at start, private
 * ones after login; the client merges them over its defaults (arrays replaced).
 */
import { mergeSettings } from "../../../src/runtime/merge.ts";
import { withoutSettingsExtensions } from "../extensions.ts";
import { json } from "../http.ts";
import { maintenanceWindow } from "../scenarios.ts";
import type { Lang, Route, RouteContext } from "../types.ts";
import { CUSTOMER_IDS } from "./session.ts";

/** Where the documents of the sandbox retailer live, per language (invented domain). */
const SITE = "https://www.ov-sandbox.example";
const PATHS: Record<Lang, { conditions: string; gdpr: string; help: string }> = {
  ca: { conditions: "/ca/condicions-oficina-virtual", gdpr: "/ca/proteccio-de-dades", help: "/ca/ajuda" },
  es: { conditions: "/es/condiciones-oficina-virtual", gdpr: "/es/proteccion-de-datos", help: "/es/ayuda" },
  en: { conditions: "/en/virtual-office-terms", gdpr: "/en/data-protection", help: "/en/help" },
  gl: { conditions: "/gl/condicions-oficina-virtual", gdpr: "/gl/proteccion-de-datos", help: "/gl/axuda" },
  fr: { conditions: "/fr/conditions-agence-en-ligne", gdpr: "/fr/protection-des-donnees", help: "/fr/aide" },
  de: { conditions: "/de/nutzungsbedingungen", gdpr: "/de/datenschutz", help: "/de/hilfe" },
};

export function publicSettings(ctx: RouteContext) {
  // Strict: only the documented settings (../extensions.ts); a tester's override still applies.
  const seeded = seededPublicSettings(ctx);
  // The same merge the client applies to the server's answer (spec §1: arrays replaced).
  return mergeSettings(ctx.strict ? withoutSettingsExtensions(seeded) : seeded, ctx.settingsOverride);
}

function seededPublicSettings(ctx: RouteContext) {
  const links = PATHS[ctx.lang];
  const maintenance = ctx.scenario === "maintenance";
  return {
    homepage: "tabGroups",
    maintenance: maintenance ? { enabled: true, ...maintenanceWindow(ctx.db.now) } : { enabled: false, start: null, end: null },
    features: {
      displayTypes: ["electricity", "gas"],
      signup: true,
      // OpenID stays off so the login form is the default; turn it on with a settings override to try
      // the sandbox provider (README "OpenID").
      oidc: false,
      contactAutoReads: true,
      reclamATCContact: true,
      analytics: false,
      comparator: true,
      powerCalculator: true,
      newsletter: true,
      helpDialog: true,
      payment: true,
      headerMode: "horizontal",
    },
    contractation: {
      electricity: { enabled: true },
      gas: { enabled: true },
      dual: { enabled: true },
      authRequired: false,
      haltBusiness: false,
      restrictCompanyVAT: false,
      dniRequired: true,
      emailRequired: true,
      invoiceRequired: true,
      requireDocumentation: true,
      askPublicity: true,
      originSelection: true,
      leadsConsent: false,
      morosityVerification: true,
      commsLanguageDisabled: false,
    },
    contracts: {
      itemsPerPage: 10,
      showProduct: true,
      showPower: true,
      dontShowSearchFilter: false,
      ibanChange: { enabled: true },
      refCatastral: { enabled: true, modify: true },
      horizontalButtons: false,
      customizeDoubleTariff: false,
      customizeHappyHours: false,
      customizeHappyDay: false,
      enableInfoCCH: true,
    },
    invoices: {
      itemsPerPage: 100,
      downloadInNewTab: false,
      enablePayment: true,
      paymentStatus: "Chiped",
      downloadTypes: ["pdf", "signed_pdf", "curve_csv"],
      showTotal: true,
      chartMaxContracts: 10,
    },
    organization: { phone_crm: "900 533 533", email: "atencio@ov-sandbox.example" },
    links: { conditions: SITE + links.conditions, gdpr: SITE + links.gdpr, help: SITE + links.help },
    language: { default: "ca-ES", partner: ["ca-ES", "es-ES", "en-US", "gl-ES", "fr-FR", "de-DE"] },
    // spec §5: "the configured limit or 15,000,000 bytes"; kept at the default so "file too large" is easy to reach.
    fileUploadSizeLimit: 15_000_000,
    oidc: {
      authorizeUrl: `${ctx.url.origin}/sandbox/oidc/authorize`,
      logoutUrl: `${ctx.url.origin}/sandbox/oidc/logout`,
      clientId: "ov-sandbox",
      allowDefaultLogin: true,
    },
    contract: { virtualBattery: { renderType: "toggle" }, attachmentAnonymization: false },
    signUp: { phoneField: true, invoiceNumberField: false, cupsQuestion: false },
  };
}

/** What changes once a customer is signed in: the business customer also sees multipoint. */
export function privateSettings(ctx: RouteContext) {
  const seeded = seededPrivateSettings(ctx);
  return ctx.strict ? withoutSettingsExtensions(seeded) : seeded;
}

function seededPrivateSettings(ctx: RouteContext) {
  const business = ctx.user?.customerId === CUSTOMER_IDS.business;
  return {
    homepage: "dashboard",
    features: {
      displayTypes: business ? ["multipoint", "electricity", "gas"] : ["electricity", "gas"],
    },
    contracts: {
      itemsPerPage: business ? 25 : 10,
      customizeDoubleTariff: !business,
      customizeHappyHours: !business,
      customizeHappyDay: !business,
    },
    invoices: { itemsPerPage: business ? 50 : 100 },
    contract: {
      virtualBattery: { renderType: business ? "select" : "toggle" },
      attachmentAnonymization: business,
    },
  };
}

/** spec §3 Settings: the flags of the portal, flat with dotted names where the spec writes them so. */
export function featureFlags() {
  return {
    powerChange: true,
    noCesionSips: true,
    notificacionAddressChange: true,
    modifyInvoiceOnline: true,
    reclamATCContract: true,
    disableDownloadContractReport: false,
    attachmentOnIbanChange: true,
    "coupons.coupon": true,
    "crm.case": true,
  };
}

export const routes: Route[] = [
  {
    method: "GET",
    path: "ov_customize/ov_settings",
    versions: [1, 2],
    duringMaintenance: true,
    handler: (ctx) => json(publicSettings(ctx)),
  },
  {
    method: "GET",
    path: "ov_customize/ov_private_settings",
    versions: [1, 2],
    auth: "required",
    duringMaintenance: true,
    handler: (ctx) => json(privateSettings(ctx)),
  },
  {
    method: "GET",
    path: "feature_flags/",
    versions: [1],
    handler: () => json({ feature_flags: featureFlags() }),
    // spec §7.3: "any other shape raises an error carrying the response status": valid JSON, wrong shape.
    malformed: () => json({ flags: Object.entries(featureFlags()).map(([name, on]) => ({ name, on })) }),
  },
];
