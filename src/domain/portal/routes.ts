/**
 * The portal's routes (spec §2 "Screens and routes"): the table with its translated path keys, which
 * routes exist for the settings, and where a visit goes (render a screen or redirect). Pure: the
 * `<ov-portal>` tag feeds it the path, the session and the settings.
 */
import { bestMatch, normalisePath, patternParams } from "../../load-protocol/route-pattern";
import { parseCookies } from "./consent";
import { ROUTE_DATA, type ProtectionLevel, type RouteData, type RouteName } from "./route-data";

export type { ProtectionLevel, RouteName };

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

type SettingsLevel = (settings: RouteSettings) => ProtectionLevel | null;
/** spec §2: new customer routes are unprotected, or private when authentication is required for contracting. */
const contracting =
  (type: "electricity" | "gas" | "dual"): SettingsLevel =>
  (settings) =>
    settings.contractation[type].enabled ? (settings.contractation.authRequired ? "private" : "unprotected") : null;

/** The levels the settings choose: the routes whose level is null in ROUTE_DATA. */
const CHOSEN_LEVELS: Record<Extract<(typeof ROUTE_DATA)[number], { level: null }>["name"], SettingsLevel> = {
  // spec §2: "public (unprotected when single sign-on is used and its default login is allowed; absent as
  // public when single sign-on is used)".
  login: (settings) => (!settings.features.oidc ? "public" : settings.oidc.allowDefaultLogin ? "unprotected" : null),
  newElectricityCustomer: contracting("electricity"),
  newGasCustomer: contracting("gas"),
  newDualCustomer: contracting("dual"),
  gasComparator: (settings) =>
    settings.features.comparator !== false && settings.features.displayTypes.includes("gas") ? "unprotected" : null,
};

/** spec §2 routes table (ROUTE_DATA), with what the settings decide. */
export const ROUTES: readonly RouteDefinition[] = ROUTE_DATA.map((route): RouteDefinition => {
  const { level: fixed, feature } = route as RouteData;
  const level: SettingsLevel =
    fixed === null
      ? CHOSEN_LEVELS[route.name as keyof typeof CHOSEN_LEVELS]
      : (settings) => (feature && settings.features[feature] === false ? null : fixed);
  return { ...route, level };
});

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
