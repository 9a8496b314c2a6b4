/**
 * Built-in settings (spec §3 "Settings"), in force until the server's arrive and whenever they
 * cannot be fetched (spec §8.1 "Settings fetch failure: defaults used"). Values are the spec's
 * defaults; the server's answer is merged over them with arrays replaced.
 */
export interface Settings {
  homepage: string;
  /** `bypassCookie`: the maintenance-bypass cookie's name (spec §2 Other; src/domain/portal/routes.ts `maintenanceBypassed`). */
  maintenance: { enabled: boolean; start: string | null; end: string | null; bypassCookie: string };
  features: {
    displayTypes: string[];
    signup: boolean;
    oidc: boolean;
    contactAutoReads: boolean;
    reclamATCContact: boolean;
    analytics: boolean;
    comparator: boolean;
    powerCalculator: boolean;
    newsletter: boolean;
    helpDialog: boolean;
    payment: boolean;
    headerMode: "horizontal" | "vertical";
    /** spec §6 "sidebar group": the side menu (vertical header) gathers related entries under one heading. */
    sidebarGroup: boolean;
    /**
     * spec §2 Home: "for visitors, an optional hero". The spec names no setting: this one, false, turns
     * it off, and the home then opens on its action groups. Missing (no default value: it costs every
     * page's first load nothing) is on.
     */
    homeHero?: boolean;
    /**
     * spec §2 routes: the dynamic content page is "private, if server elements enabled". The spec names
     * no setting: this one, false, turns the page off (its address is not found). Missing is on.
     */
    serverElements?: boolean;
  };
  contractation: {
    electricity: { enabled: boolean };
    gas: { enabled: boolean };
    dual: { enabled: boolean };
    authRequired: boolean;
    haltBusiness: boolean;
    restrictCompanyVAT: boolean;
    dniRequired: boolean;
    emailRequired: boolean;
    invoiceRequired: boolean;
    requireDocumentation: boolean;
    askPublicity: boolean;
    originSelection: boolean;
    leadsConsent: boolean;
    morosityVerification: boolean;
    /** spec §5 Person: "commsLanguage required unless disabled": the person step does not ask it. */
    commsLanguageDisabled: boolean;
  };
  contracts: {
    itemsPerPage: number;
    showProduct: boolean;
    showPower: boolean;
    dontShowSearchFilter: boolean;
    ibanChange: { enabled: boolean };
    refCatastral: { enabled: boolean; modify: boolean };
    horizontalButtons: boolean;
    customizeDoubleTariff: boolean;
    customizeHappyHours: boolean;
    customizeHappyDay: boolean;
    enableInfoCCH: boolean;
  };
  invoices: {
    itemsPerPage: number;
    downloadInNewTab: boolean;
    enablePayment: boolean;
    paymentStatus: "Base" | "Chiped";
    downloadTypes: string[];
    showTotal: boolean;
    chartMaxContracts: number;
  };
  organization: { phone_crm: string; email: string };
  /** `exit`: where the login's Exit button goes (spec §2 Login); empty hides the button. */
  links: { conditions: string; gdpr: string; help: string; exit: string };
  language: { default: string; partner: string[] };
  fileUploadSizeLimit: number;
  /** `accountUrl`: the identity provider's account page, where Change password goes under single sign-on (spec §2). */
  oidc: { authorizeUrl: string; logoutUrl: string; clientId: string; allowDefaultLogin: boolean; accountUrl: string };
  contract: { virtualBattery: { renderType: "toggle" | "select" }; attachmentAnonymization: boolean };
  signUp: { phoneField: boolean; invoiceNumberField: boolean; cupsQuestion: boolean };
}

export function defaultSettings(): Settings {
  return {
    homepage: "invoices", // spec §2 Home: "Default homepage is invoices."
    // spec §2 Other names no cookie: this name is ours, and a partner's settings may give theirs.
    maintenance: { enabled: false, start: null, end: null, bypassCookie: "ov_maintenance_bypass" },
    features: {
      displayTypes: ["electricity", "gas"],
      signup: true,
      oidc: false,
      contactAutoReads: false,
      reclamATCContact: false,
      analytics: false,
      comparator: true,
      powerCalculator: true,
      newsletter: true,
      helpDialog: true,
      payment: true,
      headerMode: "horizontal",
      sidebarGroup: false,
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
      morosityVerification: false,
      commsLanguageDisabled: false,
    },
    contracts: {
      itemsPerPage: 10, // spec §9: "10 for contracts unless set"
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
      itemsPerPage: 100, // spec §9: "Page size default 100 (invoices)"
      downloadInNewTab: false,
      enablePayment: true,
      paymentStatus: "Base",
      downloadTypes: ["pdf"],
      showTotal: true,
      chartMaxContracts: 10, // spec §9: "Invoice page chart: maximum contracts default 10"
    },
    organization: { phone_crm: "", email: "" },
    links: { conditions: "", gdpr: "", help: "", exit: "" },
    language: { default: "ca-ES", partner: ["ca-ES", "es-ES", "en-US", "gl-ES", "fr-FR", "de-DE"] },
    fileUploadSizeLimit: 15_000_000, // spec §5 "Attachment size: the configured limit or 15,000,000 bytes"
    oidc: { authorizeUrl: "", logoutUrl: "", clientId: "", allowDefaultLogin: true, accountUrl: "" },
    contract: { virtualBattery: { renderType: "toggle" }, attachmentAnonymization: false },
    signUp: { phoneField: false, invoiceNumberField: false, cupsQuestion: false },
  };
}
