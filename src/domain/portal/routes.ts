/**
 * The portal's routes (spec §2 "Screens and routes"): the table with its translated path keys, which
 * routes exist for the settings, and where a visit goes (render a screen or redirect). Pure: the
 * `<ov-portal>` tag feeds it the path, the session and the settings.
 */
import { bestMatch, normalisePath, patternParams } from "../../load-protocol/route-pattern";
import { parseCookies } from "./consent";

/** spec §2: private (login needed), public (only when not logged in), unprotected (both). */
export type ProtectionLevel = "private" | "public" | "unprotected";

export type RouteName =
  | "home"
  | "login"
  | "connect"
  | "changePassword"
  | "signup"
  | "passwordReset"
  | "electricityContracts"
  | "electricityContract"
  | "electricityCommunications"
  | "gasContracts"
  | "gasContract"
  | "gasCommunications"
  | "supportRequests"
  | "supportCreate"
  | "supportRequest"
  | "invoices"
  | "multipointInvoices"
  | "customerService"
  | "contact"
  | "claims"
  | "loading"
  | "version"
  | "newElectricityCustomer"
  | "newGasCustomer"
  | "newDualCustomer"
  | "comparator"
  | "gasComparator"
  | "powerCalculator"
  | "dynamicPage"
  | "newsletter"
  | "priceAlerts"
  | "profile";

/** What of the settings decides the routes (a slice of src/runtime/default-settings.ts). */
export interface RouteSettings {
  homepage: string;
  maintenance: { enabled: boolean; bypassCookie: string };
  features: {
    signup: boolean;
    oidc: boolean;
    comparator?: boolean;
    powerCalculator?: boolean;
    newsletter?: boolean;
    serverElements?: boolean;
    displayTypes: readonly string[];
  };
  oidc: { allowDefaultLogin: boolean };
  contractation: {
    electricity: { enabled: boolean };
    gas: { enabled: boolean };
    dual: { enabled: boolean };
    authRequired: boolean;
  };
}

export interface RouteDefinition {
  name: RouteName;
  /** Path patterns, Catalan first (the canonical one used for links), then the Spanish and other variants. */
  paths: readonly string[];
  /** The level for these settings, or null when the route is not registered (its feature is off). */
  level: (settings: RouteSettings) => ProtectionLevel | null;
  /** spec §2: "The header and menus are skipped on /omipComponent". */
  bare?: boolean;
}

const always = (level: ProtectionLevel) => (): ProtectionLevel => level;
const when =
  (test: (settings: RouteSettings) => boolean | undefined, level: ProtectionLevel) =>
  (settings: RouteSettings): ProtectionLevel | null =>
    test(settings) === false ? null : level;
/** spec §2: new customer routes are unprotected, or private when authentication is required for contracting. */
const contracting = (type: "electricity" | "gas" | "dual") => (settings: RouteSettings) =>
  settings.contractation[type].enabled ? (settings.contractation.authRequired ? "private" : "unprotected") : null;

/** spec §2 routes table, in one place. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: "home", paths: ["/"], level: always("unprotected") },
  {
    name: "login",
    paths: ["/acces", "/acceso"],
    // spec §2: "public (unprotected when single sign-on is used and its default login is allowed; absent as
    // public when single sign-on is used)".
    level: (settings) => (!settings.features.oidc ? "public" : settings.oidc.allowDefaultLogin ? "unprotected" : null),
  },
  { name: "connect", paths: ["/connect"], level: always("private") },
  { name: "changePassword", paths: ["/canvi-de-clau", "/cambio-de-clave"], level: always("private") },
  { name: "signup", paths: ["/registre", "/registro", "/activacio"], level: when((s) => s.features.signup, "public") },
  { name: "passwordReset", paths: ["/recordar-clau"], level: always("public") },
  { name: "electricityContracts", paths: ["/contractes/electricitat", "/contratos/electricidad"], level: always("private") },
  {
    name: "electricityContract",
    paths: ["/contractes/electricitat/:contractName", "/contratos/electricidad/:contractName"],
    level: always("private"),
  },
  {
    name: "electricityCommunications",
    paths: ["/contractes/electricitat/:contractName/comunicacions", "/contratos/electricidad/:contractName/comunicacions"],
    level: always("private"),
  },
  { name: "gasContracts", paths: ["/contractes/gas", "/contratos/gas"], level: always("private") },
  { name: "gasContract", paths: ["/contractes/gas/:contractName", "/contratos/gas/:contractName"], level: always("private") },
  {
    name: "gasCommunications",
    paths: ["/contractes/gas/:contractName/comunicacions", "/contratos/gas/:contractName/comunicacions"],
    level: always("private"),
  },
  { name: "supportRequests", paths: ["/solicituts", "/solicitudes"], level: always("private") },
  { name: "supportCreate", paths: ["/solicituts/crear", "/solicitudes/crear"], level: always("private") },
  { name: "supportRequest", paths: ["/solicituts/:id", "/solicitudes/:id"], level: always("private") },
  { name: "invoices", paths: ["/factures", "/facturas"], level: always("private") },
  { name: "multipointInvoices", paths: ["/invoices-multipoint"], level: always("private") },
  { name: "customerService", paths: ["/atencio-al-client", "/atencion-al-cliente"], level: always("private") },
  { name: "contact", paths: ["/contacte", "/contacto"], level: always("public") },
  { name: "claims", paths: ["/reclamacions"], level: always("private") },
  { name: "loading", paths: ["/carregant"], level: always("unprotected") },
  // spec §2 leaves the version page's level unshown: it only tells the build, so anyone may see it.
  { name: "version", paths: ["/versio"], level: always("unprotected") },
  { name: "newElectricityCustomer", paths: ["/nou-client-electricitat"], level: contracting("electricity") },
  { name: "newGasCustomer", paths: ["/nou-client-gas"], level: contracting("gas") },
  { name: "newDualCustomer", paths: ["/nou-client-dual"], level: contracting("dual") },
  { name: "comparator", paths: ["/comparador"], level: when((s) => s.features.comparator, "unprotected") },
  {
    name: "gasComparator",
    paths: ["/comparador-gas"],
    level: (settings) => (settings.features.comparator !== false && settings.features.displayTypes.includes("gas") ? "unprotected" : null),
  },
  { name: "powerCalculator", paths: ["/potencia"], level: when((s) => s.features.powerCalculator, "unprotected") },
  // spec §2: "private, if server elements enabled" (features.serverElements, src/runtime/default-settings.ts).
  { name: "dynamicPage", paths: ["/d/:routePath/:pageId"], level: when((s) => s.features.serverElements, "private") },
  { name: "newsletter", paths: ["/butlleti", "/boletin"], level: when((s) => s.features.newsletter, "unprotected") },
  { name: "priceAlerts", paths: ["/omipComponent"], level: always("private"), bare: true },
  // spec §2 lists /perfil as "not shown"; issue 19 item 5 shows it (§3 Profile, calls §7.2 GET users/) to signed-in customers.
  { name: "profile", paths: ["/perfil"], level: always("private") },
];

export interface RouteMatch {
  route: RouteDefinition;
  level: ProtectionLevel;
  params: Record<string, string>;
}

export { normalisePath };

/**
 * The registered route a path shows, if any (spec §2: "A route is registered only if its feature is
 * enabled"). Fixed segments win over parameters (/solicituts/crear is not request "crear"): the
 * matcher of src/load-protocol/route-pattern.ts, which the loader uses too.
 * @example matchRoute("/contratos/electricidad/0001", settings)?.params // { contractName: "0001" }
 */
export function matchRoute(path: string, settings: RouteSettings): RouteMatch | null {
  const registered = ROUTES.flatMap((route) => {
    const level = route.level(settings);
    return level === null ? [] : [[{ route, level }, route.paths] as const];
  });
  const normal = normalisePath(path);
  const [found, pattern = ""] = bestMatch(normal, registered) ?? [];
  const params = found && patternParams(pattern, normal);
  return params ? { ...found, params } : null;
}

/** The canonical (Catalan) path of a route, with its parameters filled in. */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  const route = ROUTES.find((candidate) => candidate.name === name) as RouteDefinition;
  return (route.paths[0] as string).replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ""));
}

/** The query keys the login redirect uses (spec §2 Login: "the redirectPath query value (with pathParams JSON and the remaining query)"). */
export const REDIRECT_PATH = "redirectPath";
export const PATH_PARAMS = "pathParams";

/**
 * A redirect target accepted only when it is a path of this portal (issue 8: "accepted only when it is a
 * path of this portal, never another origin"): a single leading slash, no scheme, no backslash, no
 * encoded slash tricks, and a registered route.
 * @returns the normalised path, or null
 * @example safeRedirectPath("//evil.example/x", settings) // null
 */
export function safeRedirectPath(value: string | null | undefined, settings: RouteSettings): string | null {
  if (!value || typeof value !== "string") return null;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s]|%2f|%5c/i.test(value) || /^\/+[a-z][a-z0-9+.-]*:/i.test(value))
    return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (decoded.startsWith("//") || decoded.includes("\\")) return null;
  const path = normalisePath(value);
  const match = matchRoute(path, settings);
  // Going "back" to the login or sign-up screens after logging in makes no sense.
  if (!match || match.level === "public") return null;
  return path;
}

/** Where a visit goes: show a screen, or go elsewhere. */
export type Navigation =
  | { kind: "render"; screen: RouteName | "notFound" | "maintenance"; params: Record<string, string>; bare: boolean }
  | { kind: "redirect"; to: string };

export interface VisitContext {
  path: string;
  query: URLSearchParams;
  signedIn: boolean;
  settings: RouteSettings;
  /** The page carries the maintenance-bypass cookie ({@link maintenanceBypassed}): a tester sees the portal during maintenance. */
  maintenanceBypass?: boolean;
}

/**
 * spec §2 Other: "A maintenance-bypass cookie exists." The spec does not name it nor its value: the
 * setting `maintenance.bypassCookie` names it (default in src/runtime/default-settings.ts), and any value
 * but empty, "0" or "false" lets the page through. It only shows the screens: during maintenance the
 * server decides what its calls answer.
 * @param cookies - the page's cookie string
 * @param name - the cookie's name from the settings (empty: no bypass)
 * @returns true when the cookie is set
 * @example maintenanceBypassed("maintenance_bypass=1", "maintenance_bypass") // true
 */
export function maintenanceBypassed(cookies: string, name: string): boolean {
  if (!name) return false;
  const value = parseCookies(cookies).get(name);
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

/**
 * spec §2 and §4: maintenance shows only the 503 page and sends every path to the root (unless the page
 * carries the maintenance-bypass cookie); an unknown
 * path shows the 404; a private route sends a visitor to login keeping the path and its query; a public
 * route sends a signed-in customer to the saved path or home; home goes to invoices unless the home
 * type is tabGroups.
 * @example resolveVisit({ path: "/factures", query, signedIn: false, settings }) // redirect /acces?redirectPath=%2Ffactures
 */
export function resolveVisit({ path, query, signedIn, settings, maintenanceBypass = false }: VisitContext): Navigation {
  const target = normalisePath(path);
  if (settings.maintenance.enabled && !maintenanceBypass) {
    return target === "/" ? { kind: "render", screen: "maintenance", params: {}, bare: true } : { kind: "redirect", to: "/" };
  }
  const match = matchRoute(target, settings);
  if (!match) return { kind: "render", screen: "notFound", params: {}, bare: false };

  if (match.level === "private" && !signedIn) {
    const login = matchRoute(pathOf("login"), settings) ? pathOf("login") : null;
    // Without a login route (single sign-on only) the connect route starts the provider's login.
    const entry = login ?? pathOf("connect");
    if (target === entry) return { kind: "render", screen: match.route.name, params: match.params, bare: false };
    const next = new URLSearchParams(query);
    next.set(REDIRECT_PATH, target);
    if (Object.keys(match.params).length > 0) next.set(PATH_PARAMS, JSON.stringify(match.params));
    return { kind: "redirect", to: `${entry}?${next.toString()}` };
  }
  if (match.level === "public" && signedIn) {
    return { kind: "redirect", to: afterLogin(query, settings) };
  }
  if (match.route.name === "home" && settings.homepage !== "tabGroups") {
    // spec §2 Home: "dashboard redirects to invoices once authentication ends; any other value redirects to invoices".
    return { kind: "redirect", to: pathOf("invoices") };
  }
  return { kind: "render", screen: match.route.name, params: match.params, bare: match.route.bare === true };
}

/**
 * Where to go after logging in (spec §2 Login): the redirectPath query value when it is a path of this
 * portal, with the remaining query (redirectPath and pathParams removed), else home.
 */
export function afterLogin(query: URLSearchParams, settings: RouteSettings): string {
  const saved = safeRedirectPath(query.get(REDIRECT_PATH), settings);
  if (!saved) return "/";
  const rest = new URLSearchParams(query);
  rest.delete(REDIRECT_PATH);
  rest.delete(PATH_PARAMS);
  const search = rest.toString();
  return search ? `${saved}?${search}` : saved;
}
