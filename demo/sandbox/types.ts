/**
 * The contract between the sandbox router and its domain modules. Every domain module
 * (`demo/sandbox/domains/<domain>.ts`) exports `routes: Route[]` and, when it owns data, a
 * `seed(db, rng)` that fills its part of the database deterministically.
 */

/** The two-letter interface languages of spec §1; the sandbox translates its texts into these. */
export type Lang = "ca" | "es" | "en" | "gl" | "fr" | "de";

export type Method = "GET" | "POST" | "PUT";

/** A signed-in identity, decoded from the bearer token the sandbox issued. */
export interface SandboxUser {
  /** Customer id in `db.customers`. */
  customerId: string;
  /** Token claims of spec §3: locale, user id, read-only. */
  locale: string;
  readonly: boolean;
  token: string;
}

/** Scenario switch of issue 3: set by the `x-ov-scenario` header or the `ov-scenario` query value. */
export type Scenario =
  | "normal"
  | "down"
  | "slow"
  | "error500"
  | "malformed"
  | "token_expired"
  | "maintenance"
  | "lead_refused";

export interface RouteContext {
  req: Request;
  url: URL;
  /** The `{n}` of `/api/v{n}/`. */
  version: number;
  /** Named path parameters (`:name` segments). */
  params: Record<string, string>;
  query: URLSearchParams;
  /** From `lang`, else `Accept-Language`, else the user's locale, else ca. */
  lang: Lang;
  /** Parsed JSON body (or FormData entries as an object) for POST/PUT; undefined for GET. */
  body: unknown;
  /** The signed-in user, or null. A route with `auth: "required"` never sees null. */
  user: SandboxUser | null;
  db: SandboxDb;
  scenario: Scenario;
  /** Public settings merged over the seeded ones (`POST /sandbox/settings`), to try a portal configuration. */
  settingsOverride: Record<string, unknown>;
  /** Only the retailer's documented calls and settings (SandboxOptions.strict). */
  strict: boolean;
}

export interface Route {
  method: Method;
  /** Endpoint after `/api/v{n}/`, without leading slash, `:param` for segments, e.g. `contracts/:name/iban/`. A trailing slash is optional when matching. */
  path: string;
  /** Versions this call exists under (spec §7); any other version answers 404. */
  versions: number[];
  /** "required": 401 without a valid bearer token. Default "optional". */
  auth?: "required" | "optional" | "none";
  handler: (ctx: RouteContext) => Response | Promise<Response>;
  /**
   * What the `malformed` scenario answers for this call. Without it the sandbox answers a body that is
   * not JSON; a route overrides it when the spec names a shape error of its own (e.g. feature flags).
   */
  malformed?: (ctx: RouteContext) => Response;
  /** Answered normally under the `maintenance` scenario (the settings that announce it); others get 503. */
  duringMaintenance?: boolean;
}

/**
 * `"none"` (added by the sandbox core): the route never looks at the bearer token, so a stale token does
 * not stop a new one being issued (login, OpenID, client id, reset, sign-up) even under `token_expired`.
 */
export type RouteAuth = NonNullable<Route["auth"]>;

/** What a file of `demo/sandbox/domains/` exports. */
export interface DomainModule {
  routes: Route[];
  /**
   * Routes outside the API, under `/sandbox/` (the OpenID provider, demo helpers): `path` is relative to
   * `/sandbox/`, `versions` is ignored, no scenario applies to them.
   */
  sandboxRoutes?: Route[];
  seed?: (db: SandboxDb, rng: Rng) => void;
}

/**
 * The sandbox's in-memory database. Every domain keeps its tables under its own key so that
 * modules written apart do not collide; `reset()` rebuilds it from the seed.
 */
export interface SandboxDb {
  seed: number;
  /** "Now" of the data set, fixed so that generated data is deterministic. */
  now: Date;
  customers: SandboxCustomer[];
  /** Per-domain tables, owned by the domain module of the same name. */
  tables: Record<string, unknown>;
}

export interface SandboxCustomer {
  id: string;
  /** Login user name (the tax id) and password, documented in demo/sandbox/README.md. */
  user: string;
  password: string;
  name: string;
  email: string;
  vat: string;
  kind: "household" | "business" | "readonly" | "prospect";
  readonly: boolean;
  locale: string;
  /** Staff impersonation: the customer whose data this login sees (its token's user_id). */
  impersonates?: string;
  /** spec §7.2: the login answers change_password true until the password is changed. */
  mustChangePassword?: boolean;
  phone?: string;
}

/** Deterministic random numbers (the same seed gives the same data set). */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}
