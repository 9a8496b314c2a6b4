import { authenticate, bearerToken, issueToken } from "./auth.ts";
import { readBody } from "./body.ts";
import { domains } from "./domains/index.ts";
import { isExtension } from "./extensions.ts";
import { apiError, json } from "./http.ts";
import { langFromAcceptLanguage, toLang } from "./i18n.ts";
import { createRng } from "./rng.ts";
import { createRouter } from "./router.ts";
import { isScenario, maintenanceWindow, SCENARIO_HEADER, SCENARIO_QUERY } from "./scenarios.ts";
import { pinnedSandboxNow } from "./test-clock.ts";
import type { Lang, Route, RouteContext, SandboxCustomer, SandboxDb, SandboxUser, Scenario } from "./types.ts";

export interface SandboxOptions {
  /** Seed of the data set: the same seed (and `now`) always yields the same data. Default 20240601. */
  seed?: number;
  /**
   * "Now" of the data set. Default: the date tests pin (./test-clock.ts), else the start of the current
   * UTC day (fresh data, stable for a day).
   */
  now?: Date;
  /** Delay added to every API answer, to make loading states visible. Default 0. */
  latencyMs?: number;
  /** The scenario in force when a request names none. Default "normal". */
  scenario?: Scenario;
  /** Origins allowed by CORS. Default "*" (any origin, reflected). */
  corsOrigins?: string[] | "*";
  /**
   * Only the retailer's call catalogue (issue 36): the calls of ./extensions.ts are dropped and every
   * call the catalogue lacks answers a bare 404, with no catalogue error code. Default false.
   */
  strict?: boolean;
}

/** What the sandbox received, for tests to assert on (CONVENTIONS: assert on the requests, not internals). */
export interface RecordedRequest {
  method: string;
  /** Endpoint after `/api/v{n}/` (as sent, without the leading slash), or the full path of other URLs. */
  path: string;
  /** The `{n}` of `/api/v{n}/`; 0 outside the API. */
  version: number;
  query: Record<string, string>;
  body: unknown;
  /** Header names lower-cased. */
  headers: Record<string, string>;
}

export interface Sandbox {
  /** A `fetch`: component tests pass it as the client's fetch, no port. Rejects with TypeError under `down`. */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  handle(request: Request): Promise<Response>;
  /** Rebuilds the data set from the seed and forgets the recorded requests. */
  reset(): void;
  readonly requests: RecordedRequest[];
  setScenario(scenario: Scenario): void;
  /** Only the retailer's call catalogue from now on (SandboxOptions.strict), or every call again. */
  setStrict(strict: boolean): void;
  readonly strict: boolean;
  /** Public settings merged (deeply, arrays replaced) over the seeded ones until changed; `{}` clears it. Data resets keep it, like the scenario. */
  setSettingsOverride(patch: Record<string, unknown>): void;
  readonly scenario: Scenario;
  /** The live data set (for the demo panel and tests that need a seeded value, e.g. a contract name). */
  readonly db: SandboxDb;
  /**
   * A valid token for a seeded customer, by id, login user or kind ("household", "business",
   * "readonly"), so that tests and the demo can start signed in without a login round trip.
   */
  tokenFor(who: string): string;
}

/** Base for relative URLs given to `sandbox.fetch` (the client's default api-base is the page origin). */
const LOCAL_ORIGIN = "http://sandbox.local";
const API_PREFIX = /^\/api\/v(\d+)(?:\/(.*))?$/;
const DEFAULT_SEED = 20240601;
const ALLOWED_HEADERS = "Authorization, Accept, Accept-Language, Content-Type, x-ov-scenario";

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? pinnedSandboxNow() ?? startOfUtcDay(new Date());
  const latencyMs = options.latencyMs ?? 0;
  const cors = options.corsOrigins ?? "*";
  let scenario: Scenario = options.scenario ?? "normal";
  let settingsOverride: Record<string, unknown> = {};
  let db = buildDb(seed, now);
  const requests: RecordedRequest[] = [];
  // Delays of the `slow` scenario come from their own generator so they never shift the data set.
  const delayRng = createRng(seed ^ 0x5a5a5a5a);

  let strict = options.strict ?? false;
  const apiRouter = createRouter(domains.flatMap((d) => d.routes));
  const sandboxRouter = createRouter(
    domains
      .flatMap((d) => d.sandboxRoutes ?? [])
      .concat(controlRoutes())
      .map((r) => ({ ...r, versions: [0] })),
  );

  function controlRoutes(): Route[] {
    return [
      {
        method: "POST",
        path: "reset",
        versions: [0],
        handler: () => {
          api.reset();
          return json({ status: "OK", seed, now: now.toISOString() });
        },
      },
      { method: "GET", path: "scenario", versions: [0], handler: () => json({ scenario }) },
      { method: "GET", path: "strict", versions: [0], handler: () => json({ strict }) },
      {
        method: "POST",
        path: "strict",
        versions: [0],
        handler: (ctx) => {
          const wanted = (ctx.body as { strict?: unknown } | undefined)?.strict;
          if (typeof wanted !== "boolean") return apiError(400, "invalid_body", { strict: ["boolean_required"] });
          api.setStrict(wanted);
          return json({ strict });
        },
      },
      { method: "GET", path: "settings", versions: [0], handler: () => json({ override: settingsOverride }) },
      {
        method: "POST",
        path: "settings",
        versions: [0],
        handler: (ctx) => {
          const patch = ctx.body;
          if (typeof patch !== "object" || patch === null || Array.isArray(patch))
            return apiError(400, "invalid_body", { override: ["object_required"] });
          settingsOverride = patch as Record<string, unknown>;
          return json({ override: settingsOverride });
        },
      },
      {
        method: "POST",
        path: "scenario",
        versions: [0],
        handler: (ctx) => {
          const wanted = (ctx.body as { scenario?: unknown } | undefined)?.scenario ?? ctx.query.get("scenario");
          if (!isScenario(wanted)) return apiError(400, "unknown_scenario", { scenario: ["unknown_scenario"] });
          scenario = wanted;
          return json({ scenario });
        },
      },
    ];
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const origin = request.headers.get("origin");
    if (request.method === "OPTIONS") return preflight(origin);
    const response = await route(request, url);
    return withCors(response, origin);
  }

  async function route(request: Request, url: URL): Promise<Response> {
    const apiMatch = API_PREFIX.exec(url.pathname);
    const parsed = await readBody(request);
    const version = apiMatch ? Number(apiMatch[1]) : 0;
    const endpoint = apiMatch ? (apiMatch[2] ?? "") : url.pathname;
    requests.push({
      method: request.method,
      path: endpoint,
      version,
      query: Object.fromEntries(url.searchParams),
      body: parsed.ok ? parsed.body : "(unreadable body)",
      headers: Object.fromEntries([...request.headers].map(([k, v]) => [k.toLowerCase(), v])),
    });

    // Sandbox control and the OpenID provider are outside the API and outside every scenario, so the
    // demo can always switch a scenario back off.
    if (url.pathname.startsWith("/sandbox/")) {
      const match = sandboxRouter.match(request.method, url.pathname.slice("/sandbox/".length), 0);
      if (match.kind !== "found") return apiError(404, "not_found");
      if (!parsed.ok) return apiError(400, "invalid_body");
      return match.route.handler(context(request, url, 0, match.params, parsed.body, null, scenario));
    }
    if (!apiMatch) return apiError(404, "not_found");

    const active = scenarioOf(request, url);
    if (active === "down") throw new TypeError("Failed to fetch (sandbox scenario: down)");
    await delay(active === "slow" ? delayRng.int(2000, 4000) : latencyMs, request.signal);
    if (active === "error500") return apiError(500, "internal_error");

    const match = apiRouter.match(request.method, endpoint, version);
    // Strict: a call the catalogue lacks (no route, or an extension of ./extensions.ts) answers a plain
    // 404, also where only its method is missing (the catalogue's `POST contracts/{name}/` does not make
    // a `GET` there a 405); `not_found` is the default sandbox's own word.
    if (strict && (match.kind !== "found" || isExtension(match.route))) return new Response(null, { status: 404 });
    if (match.kind === "wrong_method") return new Response(null, { status: 405, headers: { allow: match.allowed.join(", ") } });
    if (match.kind !== "found") return apiError(404, "not_found");
    const { route: found, params } = match;

    if (active === "maintenance" && !found.duringMaintenance) {
      return json({ error: true, message: "maintenance", ...maintenanceWindow(db.now) }, 503);
    }

    // spec §8.1: 401 token_expired opens the session-expired dialog; token_invalid is a plain 401.
    const auth = found.auth ?? "optional";
    let user: SandboxUser | null = null;
    if (auth !== "none") {
      const result = authenticate(db, bearerToken(request));
      const sentToken = result.status !== "anonymous";
      if (active === "token_expired" && (auth === "required" || sentToken)) return apiError(401, "token_expired");
      if (result.status === "ok") user = result.user;
      else if (auth === "required") {
        if (result.status === "expired") return apiError(401, "token_expired");
        return apiError(401, "token_invalid");
      }
    }

    if (!parsed.ok) return apiError(400, "invalid_body");
    const ctx = context(request, url, version, params, parsed.body, user, active);
    if (active === "malformed") {
      return found.malformed
        ? found.malformed(ctx)
        : new Response('{"items": [{"id": 1, "name": ', { status: 200, headers: { "content-type": "application/json" } });
    }
    try {
      return await found.handler(ctx);
    } catch (error) {
      console.error("[sandbox] handler failed", request.method, url.pathname, error);
      return apiError(500, "internal_error");
    }
  }

  function context(
    req: Request,
    url: URL,
    version: number,
    params: Record<string, string>,
    body: unknown,
    user: SandboxUser | null,
    active: Scenario,
  ): RouteContext {
    return {
      req,
      url,
      version,
      params,
      query: url.searchParams,
      lang: langOf(req, url, user),
      body,
      user,
      db,
      scenario: active,
      settingsOverride,
      strict,
    };
  }

  function scenarioOf(request: Request, url: URL): Scenario {
    const named = request.headers.get(SCENARIO_HEADER) ?? url.searchParams.get(SCENARIO_QUERY);
    return isScenario(named) ? named : scenario;
  }

  function preflight(origin: string | null): Response {
    if (!originAllowed(origin)) return new Response(null, { status: 403 });
    return withCors(
      new Response(null, {
        status: 204,
        headers: {
          "access-control-allow-methods": "GET, PUT, POST, OPTIONS",
          "access-control-allow-headers": ALLOWED_HEADERS,
          "access-control-max-age": "600",
        },
      }),
      origin,
    );
  }

  function originAllowed(origin: string | null): boolean {
    if (!origin) return true;
    return cors === "*" || cors.includes(origin);
  }

  function withCors(response: Response, origin: string | null): Response {
    if (!origin || !originAllowed(origin)) return response;
    const headers = new Headers(response.headers);
    headers.set("access-control-allow-origin", cors === "*" ? "*" : origin);
    // spec §7.1: blob names come from content-disposition, which a cross-origin page cannot read unless exposed.
    headers.set("access-control-expose-headers", "Content-Disposition");
    if (cors !== "*") headers.append("vary", "Origin");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  const api: Sandbox = {
    async fetch(input, init) {
      const request =
        typeof input === "string" && input.startsWith("/")
          ? new Request(LOCAL_ORIGIN + input, init)
          : new Request(input instanceof URL ? input.href : input, init);
      return handle(request);
    },
    handle,
    reset() {
      db = buildDb(seed, now);
      requests.length = 0;
    },
    requests,
    setSettingsOverride(patch) {
      settingsOverride = patch;
    },
    setScenario(next) {
      if (!isScenario(next)) throw new Error(`Unknown sandbox scenario: ${String(next)}`);
      scenario = next;
    },
    get scenario() {
      return scenario;
    },
    setStrict(next) {
      strict = next;
    },
    get strict() {
      return strict;
    },
    get db() {
      return db;
    },
    tokenFor(who) {
      return issueToken(db, findCustomer(db, who));
    },
  };
  return api;
}

/** Every domain seeds its own tables, each from its own generator: one domain's draws never shift another's. */
function buildDb(seed: number, now: Date): SandboxDb {
  const db: SandboxDb = { seed, now: new Date(now.getTime()), customers: [], tables: {} };
  domains.forEach((domain) => domain.seed?.(db, createRng((seed ^ hashName(domain.name)) >>> 0)));
  return db;
}

function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

export function findCustomer(db: SandboxDb, who: string): SandboxCustomer {
  const customer =
    db.customers.find((c) => c.id === who || c.user.toLowerCase() === who.toLowerCase()) ?? db.customers.find((c) => c.kind === who);
  if (!customer) throw new Error(`No sandbox customer ${who}`);
  return customer;
}

/** RouteContext.lang: `lang` query value, else Accept-Language, else the user's locale, else ca (spec §7.1). */
function langOf(req: Request, url: URL, user: SandboxUser | null): Lang {
  return toLang(url.searchParams.get("lang")) ?? langFromAcceptLanguage(req.headers.get("accept-language")) ?? toLang(user?.locale) ?? "ca";
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function delay(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
