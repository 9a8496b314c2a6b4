/**
 * The portal's routes and areas as plain data (spec §2 "Screens and routes"): each route's paths and
 * protection level, and which area of the portal draws it. No imports and nothing a bundler must
 * compile: the CDN build imports this module as it is, to give the loader each area's routes
 * (scripts/build/loader-table.mjs `portalRoutesTable`) and to photograph the login (scripts/first-screens.mjs). What
 * the settings decide is added by routes.ts; the areas' descriptors (`widgets/portal/<area>/area.ts`,
 * made by the shell's `defineArea`) take their routes, catalog and first-screen mark from here.
 */

/** spec §2: private (login needed), public (only when not logged in), unprotected (both). */
export type ProtectionLevel = "private" | "public" | "unprotected";

/** One route of the table. */
export interface RouteData {
  readonly name: string;
  /** Path patterns, Catalan first (the canonical one used for links), then the Spanish and other variants. */
  readonly paths: readonly string[];
  /** Its level whenever it exists; null when the settings choose it (routes.ts `CHOSEN_LEVELS`). */
  readonly level: ProtectionLevel | null;
  /**
   * spec §2: "A route is registered only if its feature is enabled": the switch of the settings'
   * `features` (src/runtime/default-settings.ts) that removes it when false.
   */
  readonly feature?: "signup" | "comparator" | "powerCalculator" | "serverElements" | "newsletter";
  /** spec §2: "The header and menus are skipped on /omipComponent". */
  readonly bare?: true;
}

/** spec §2 routes table, in one place. */
export const ROUTE_DATA = [
  { name: "home", paths: ["/"], level: "unprotected" },
  { name: "login", paths: ["/acces", "/acceso"], level: null },
  { name: "connect", paths: ["/connect"], level: "private" },
  { name: "changePassword", paths: ["/canvi-de-clau", "/cambio-de-clave"], level: "private" },
  { name: "signup", paths: ["/registre", "/registro", "/activacio"], level: "public", feature: "signup" },
  { name: "passwordReset", paths: ["/recordar-clau"], level: "public" },
  { name: "electricityContracts", paths: ["/contractes/electricitat", "/contratos/electricidad"], level: "private" },
  {
    name: "electricityContract",
    paths: ["/contractes/electricitat/:contractName", "/contratos/electricidad/:contractName"],
    level: "private",
  },
  {
    name: "electricityCommunications",
    paths: ["/contractes/electricitat/:contractName/comunicacions", "/contratos/electricidad/:contractName/comunicacions"],
    level: "private",
  },
  { name: "gasContracts", paths: ["/contractes/gas", "/contratos/gas"], level: "private" },
  { name: "gasContract", paths: ["/contractes/gas/:contractName", "/contratos/gas/:contractName"], level: "private" },
  {
    name: "gasCommunications",
    paths: ["/contractes/gas/:contractName/comunicacions", "/contratos/gas/:contractName/comunicacions"],
    level: "private",
  },
  { name: "supportRequests", paths: ["/solicituts", "/solicitudes"], level: "private" },
  { name: "supportCreate", paths: ["/solicituts/crear", "/solicitudes/crear"], level: "private" },
  { name: "supportRequest", paths: ["/solicituts/:id", "/solicitudes/:id"], level: "private" },
  { name: "invoices", paths: ["/factures", "/facturas"], level: "private" },
  { name: "multipointInvoices", paths: ["/invoices-multipoint"], level: "private" },
  { name: "customerService", paths: ["/atencio-al-client", "/atencion-al-cliente"], level: "private" },
  { name: "contact", paths: ["/contacte", "/contacto"], level: "public" },
  { name: "claims", paths: ["/reclamacions"], level: "private" },
  { name: "loading", paths: ["/carregant"], level: "unprotected" },
  // spec §2 leaves the version page's level unshown: it only tells the build, so anyone may see it.
  { name: "version", paths: ["/versio"], level: "unprotected" },
  { name: "newElectricityCustomer", paths: ["/nou-client-electricitat"], level: null },
  { name: "newGasCustomer", paths: ["/nou-client-gas"], level: null },
  { name: "newDualCustomer", paths: ["/nou-client-dual"], level: null },
  { name: "comparator", paths: ["/comparador"], level: "unprotected", feature: "comparator" },
  { name: "gasComparator", paths: ["/comparador-gas"], level: null },
  { name: "powerCalculator", paths: ["/potencia"], level: "unprotected", feature: "powerCalculator" },
  // spec §2: "private, if server elements enabled".
  { name: "dynamicPage", paths: ["/d/:routePath/:pageId"], level: "private", feature: "serverElements" },
  { name: "newsletter", paths: ["/butlleti", "/boletin"], level: "unprotected", feature: "newsletter" },
  { name: "priceAlerts", paths: ["/omipComponent"], level: "private", bare: true },
  // spec §2 lists /perfil as "not shown"; issue 19 item 5 shows it (§3 Profile, calls §7.2 GET users/) to signed-in customers.
  { name: "profile", paths: ["/perfil"], level: "private" },
] as const satisfies readonly RouteData[];

export type RouteName = (typeof ROUTE_DATA)[number]["name"];

/**
 * The portal's areas (docs/architecture.md "The portal's areas"), each a folder of `widgets/portal/`
 * (in their order), with the routes it draws, in the order the loader's table lists them. A route
 * belongs to one area at most; the shell draws the others itself (the loading and version pages). An
 * area's texts are its catalog, {@link areaCatalog}, unless it has none (the public area: each tag it
 * shows brings its own).
 */
export const AREA_ROUTES = {
  account: ["profile"],
  auth: ["login", "connect", "changePassword", "signup", "passwordReset"],
  // They draw sections of the contract detail (the shell's slots), no screen of their own.
  batteries: [],
  consumption: [],
  content: ["dynamicPage"],
  contracts: [
    "electricityContracts",
    "gasContracts",
    "electricityContract",
    "gasContract",
    "electricityCommunications",
    "gasCommunications",
  ],
  home: ["home"],
  invoices: ["invoices", "multipointInvoices"],
  public: [
    "comparator",
    "gasComparator",
    "powerCalculator",
    "newsletter",
    "priceAlerts",
    "newElectricityCustomer",
    "newGasCustomer",
    "newDualCustomer",
  ],
  support: ["supportRequests", "supportCreate", "supportRequest", "customerService", "contact", "claims"],
} as const satisfies Record<string, readonly RouteName[]>;

export type AreaName = keyof typeof AREA_ROUTES;

/**
 * The area a visitor without a session starts at (issue 20): its screens travel in the portal's own
 * chunk and its texts load with the portal's (the CDN build's first wave and widgets/portal/index.ts),
 * so that the login draws with the shell's first render.
 */
export const FIRST_SCREEN_AREA: AreaName = "auth";

/**
 * An area's catalog, `locales/<locale>/portal-<area>.po` (lingui.config.ts makes one per folder of
 * `widgets/portal/`).
 * @example areaCatalog("invoices") // "portal-invoices"
 */
export const areaCatalog = (area: AreaName): string => `portal-${area}`;
