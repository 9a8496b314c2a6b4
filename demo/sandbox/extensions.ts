import type { Method, Route } from "./types.ts";

/**
 * Calls the default sandbox answers that the retailer's call catalogue does not have (issue 36). The
 * strict sandbox (`createSandbox({ strict: true })`) drops every one of them, so they answer 404 with no
 * catalogue error code, as on the real server. Each entry is also marked beside its route as
 * `// extension (see ./extensions.ts)`. This list is the one place a test or a reader enumerates them.
 */
export interface SandboxExtension {
  method: Method;
  /** Route path as the domain registers it (`:param` segments). */
  path: string;
  /** Why the default sandbox keeps it, and what a real server must add to enable it. */
  reason: string;
}

export const SANDBOX_EXTENSIONS: readonly SandboxExtension[] = [
  {
    method: "GET",
    path: "crm/cases/",
    reason:
      "The customer's support cases, paged. The catalogue documents creating a case only; a server must add this list for the cases screen.",
  },
  {
    method: "GET",
    path: "crm/cases/:id/",
    reason: "One support case with its messages. Not in the catalogue; needed for a case's detail.",
  },
  {
    method: "POST",
    path: "crm/cases/:id/messages/",
    reason: "A reply to a support case. Not in the catalogue; needed to answer a case.",
  },
  {
    method: "POST",
    path: "leads/power-calculator/",
    reason:
      "The power calculator's lead: the catalogue gives its fields and says its path is not shown, so this path is the sandbox's own guess. Without it the calculator's result gives the retailer's phone and email instead of its form.",
  },
];

function keyOf(method: string, path: string): string {
  return `${method} ${path.split("/").filter(Boolean).join("/")}`;
}

const EXTENSION_KEYS = new Set(SANDBOX_EXTENSIONS.map((e) => keyOf(e.method, e.path)));

export function isExtension(route: Pick<Route, "method" | "path">): boolean {
  return EXTENSION_KEYS.has(keyOf(route.method, route.path));
}

/**
 * Settings the default sandbox sends that the retailer's settings, as documented, do not name (issue 36:
 * the settings answers' audit). Each is a dotted path of the public or private settings answer, with why
 * the portal reads it. The strict sandbox leaves them out of its answers, so the portal runs on its
 * built-in defaults for them, as it would against the real server; a partner's server may send them.
 * demo/sandbox/settings-fields.test.ts holds every other path of the answers to the documented list.
 */
export const SETTINGS_EXTENSIONS: Readonly<Record<string, string>> = {
  "maintenance.enabled": "The maintenance setting is documented (only the 503 page while it is on), its key is not.",
  "maintenance.start": "The out-of-service start the 503 page shows; documented, its key is not.",
  "maintenance.end": "The out-of-service end the 503 page shows; documented, its key is not.",
  "features.comparator": "Documented as a gate (the comparator page), its key is not.",
  "features.powerCalculator": "Documented as a gate (the calculator page), its key is not.",
  "features.newsletter": "Documented as a gate (the newsletter page), its key is not.",
  "features.helpDialog": "Documented as a gate (the floating help), its key is not.",
  "features.payment": "Documented as a gate (card payment), its key is not.",
  "features.headerMode": "Documented as a gate (horizontal or vertical header), its key is not.",
  "contractation.authRequired": "Contracting behind a login is documented (\"unless authentication is required\"), its key is not.",
  "contractation.haltBusiness": "Documented as \"a setting halting business contracting\" without its key.",
  "contractation.originSelection": "Documented as \"origin selection\" without its key.",
  "contractation.leadsConsent": "The leads' consent box of the contracting wizard; not in the documented settings.",
  "contractation.morosityVerification": "The wizard's debt check before the contract step; not in the documented settings.",
  "contractation.commsLanguageDisabled": "Documented as \"commsLanguage required unless disabled\" without its key.",
  "invoices.chartMaxContracts": "How many contracts the invoices chart draws at most; our own, with a default.",
  "links.help": "Documented as the help dialog's \"custom URL\" without its key.",
  "oidc.authorizeUrl": "The identity provider's configuration is documented as \"oidc config\" without its fields.",
  "oidc.logoutUrl": "As oidc.authorizeUrl: the provider's logout, for the documented logout with the openid token.",
  "oidc.clientId": "As oidc.authorizeUrl.",
  "oidc.allowDefaultLogin": "As oidc.authorizeUrl: whether the user and password form stays beside the provider.",
  "signUp.cupsQuestion": "A sign-up field switch (documented as a kind) the documented list does not name.",
  // Read with a default, never sent by the default sandbox either:
  "maintenance.bypassCookie": "The maintenance-bypass cookie is documented, its name is not: ours by default.",
  "features.sidebarGroup": "Documented as a gate (the side menu's groups), its key is not.",
  "features.homeHero": "The visitors' home hero is documented as optional; nothing documented turns it off.",
  "features.serverElements": "The dynamic page is documented as shown \"if server elements enabled\", without the key.",
  "links.exit": "Where the login's Exit button goes; documented button, undocumented key.",
  "oidc.accountUrl": "The provider's account page, where Change password goes under single sign-on; not documented.",
};

/** A settings answer without the paths of {@link SETTINGS_EXTENSIONS} (what the strict sandbox sends). */
export function withoutSettingsExtensions<T>(answer: T, prefix = ""): T {
  if (answer === null || typeof answer !== "object" || Array.isArray(answer)) return answer;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) {
    const path = prefix + key;
    if (path in SETTINGS_EXTENSIONS) continue;
    const inner = withoutSettingsExtensions(value, `${path}.`);
    // An object left empty (every key an extension) goes too: the server would not send it.
    if (inner !== null && typeof inner === "object" && !Array.isArray(inner) && Object.keys(inner).length === 0) continue;
    kept[key] = inner;
  }
  return kept as T;
}
