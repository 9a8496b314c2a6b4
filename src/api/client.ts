import * as v from "valibot";
import { FULL_LOCALE, type Locale } from "../i18n/locales";
import type { ResponseCache } from "./cache";
import { ApiError, callAbsent, errorFromResponse } from "./errors";
import type { ApiClient, BlobAnswer, CallOptions, HttpMethod, QueryValue } from "./types";

/** What the client needs from the runtime, read on every call so changes apply at once. */
export interface ApiClientDeps {
  apiBase: () => string;
  locale: () => Locale;
  token: () => string | null;
  timeoutMs: () => number;
  fetch: () => typeof fetch;
  /** spec §7.1: each version fallback is reported to the error-reporting service. */
  report: (error: unknown, context: Record<string, unknown>) => void;
  /** spec §8.1: a 401 token_expired opens the session-expired dialog. */
  onTokenExpired: () => void;
  cache: ResponseCache;
}

const METHODS: readonly HttpMethod[] = ["GET", "PUT", "POST"];

/**
 * Whether a failed call may be tried again one API version lower (calls document §7.1: "falls back to
 * lower versions on failure down to 1, reporting the failure"). The fallback is for a version that
 * is missing, not for repeating a request the server may already have acted on:
 * - An answer that proves nothing ran at this version falls back, for reads and writes alike: a 404
 *   without a catalogue error code (no such route), 405 (the route does not take this verb), 410
 *   (the version was withdrawn) and 501 (not implemented).
 * - A 404 that names a catalogue error (`contract_cch_chart_no_data`, `receipt_not_available`...) is
 *   that error: the version exists and answered. It is neither retried nor reported.
 * - A read (GET) changes nothing, so it also falls back after a 5xx other than 503 (maintenance is
 *   the same on every version) and after a network failure.
 * - A write (POST, PUT) never falls back after a 5xx, a timeout or a network failure: none of these
 *   says the server did not take the write, and sending it again could create a second lead or
 *   change request. `fetch` rejects a refused connection and an answer lost on the way back with the
 *   same TypeError, so the client cannot tell "never left" from "lost" and treats both as lost.
 * Every other 4xx (400 field errors, 401, 403, 406...) is the request's own answer.
 */
function shouldFallBack(method: HttpMethod, error: ApiError): boolean {
  if (callAbsent(error)) return true;
  if (method !== "GET") return false;
  return error.code === "network" || (error.status >= 500 && error.status !== 503);
}

/**
 * Builds the API client of calls document §7.1: `/api/v{n}/` with fallback down to 1, the `lang`
 * value and Accept-Language, the bearer token, GET/PUT/POST only, timeouts, abort, the 30-minute
 * cache and a boundary check that turns malformed answers into `ApiError`.
 * @example const contracts = await client.get("contracts", { version: 2, schema: ContractPage });
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  async function send(method: string, path: string, options: CallOptions<unknown>, asBlob: boolean): Promise<unknown> {
    const verb = method.toUpperCase() as HttpMethod;
    if (!METHODS.includes(verb)) {
      // spec §7.1 and §8.1: an unexpected HTTP verb is an error, raised before anything is sent.
      throw new ApiError({ status: 0, code: "method_not_allowed", serverMessage: `Unsupported method ${method}` });
    }
    const highest = Math.max(1, Math.floor(options.version ?? 1));
    let lastError: ApiError | null = null;
    for (let version = highest; version >= 1; version -= 1) {
      try {
        return await attempt(verb, version, path, options, asBlob);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (version === 1 || !shouldFallBack(verb, error)) throw error;
        lastError = error;
        deps.report(error, { kind: "api-version-fallback", method: verb, path, from: version, to: version - 1 });
      }
    }
    throw lastError ?? new ApiError({ status: 0, code: "network" });
  }

  async function attempt(
    method: HttpMethod,
    version: number,
    path: string,
    options: CallOptions<unknown>,
    asBlob: boolean,
  ): Promise<unknown> {
    const locale = deps.locale();
    const url = buildUrl(deps.apiBase(), version, path, { ...options.query, lang: locale });
    const headers: Record<string, string> = {
      Accept: asBlob ? "*/*" : "application/json",
      "Accept-Language": `${FULL_LOCALE[locale]},${locale};q=0.9`,
    };
    const token = deps.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (method !== "GET" && options.body !== undefined) {
      if (options.body instanceof FormData) body = options.body;
      else {
        headers["Content-Type"] = "application/json";
        body = JSON.stringify(options.body);
      }
    }

    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) throw new ApiError({ status: 0, code: "aborted" });
    options.signal?.addEventListener("abort", onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? deps.timeoutMs());

    try {
      // A rejected fetch, like a body lost while read, is told apart (timeout, aborted, network) below.
      const response = await deps.fetch()(url, { method, headers, body, signal: controller.signal, credentials: "omit" });
      if (!response.ok) {
        const error = errorFromResponse(response.status, await readBody(response));
        if (error.code === "token_expired") deps.onTokenExpired();
        throw error;
      }
      if (asBlob) {
        // Only the portal's downloads read a file name: that code loads with the first one, not in the
        // runtime chunk every page downloads (docs/architecture.md "Quality bars": the comparator's
        // first load, loader + runtime + comparator + one locale, within 105 kB gzip, scripts/budgets.mjs).
        const [blob, { filenameFromDisposition }] = await Promise.all([response.blob(), import("./disposition")]);
        const answer: BlobAnswer = { blob, filename: filenameFromDisposition(response.headers.get("content-disposition")) };
        return answer;
      }
      const text = await response.text();
      let data: unknown = null;
      if (text.trim() !== "") {
        try {
          data = JSON.parse(text);
        } catch (cause) {
          throw new ApiError({ status: response.status, code: "malformed", serverMessage: "not JSON", cause });
        }
      }
      if (!options.schema) return data;
      const checked = v.safeParse(options.schema, data);
      if (!checked.success) {
        const where = checked.issues.map((issue) => v.getDotPath(issue) ?? "(root)").join(", ");
        throw new ApiError({ status: response.status, code: "malformed", serverMessage: `unexpected shape at ${where}`, body: data });
      }
      return checked.output;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new ApiError({ status: 0, code: "timeout", cause: error });
      if (options.signal?.aborted) throw new ApiError({ status: 0, code: "aborted", cause: error });
      throw new ApiError({ status: 0, code: "network", cause: error });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    }
  }

  function call<T>(method: string, path: string, options: CallOptions<T> = {}): Promise<T> {
    const run = () => send(method, path, options as CallOptions<unknown>, false) as Promise<T>;
    if (!options.cache || method.toUpperCase() !== "GET") return run();
    // The cache ignores the caller's signal: one tag going away must not fail another's lookup.
    const key = `${deps.apiBase()}|${deps.locale()}|${options.version ?? 1}|${path}|${JSON.stringify(options.query ?? {})}`;
    const shared = () => send(method, path, { ...options, signal: undefined } as CallOptions<unknown>, false) as Promise<T>;
    return abortable(deps.cache.get(key, shared), options.signal);
  }

  return {
    get: (path, options) => call("GET", path, options),
    post: (path, options) => call("POST", path, options),
    put: (path, options) => call("PUT", path, options),
    request: (method, path, options) => call(method, path, options),
    blob: (path, options = {}) => send("GET", path, options, true) as Promise<BlobAnswer>,
    clearCache: () => deps.cache.clear(),
    scope: () => `${deps.apiBase()}|${deps.locale()}|${deps.token() ?? ""}`,
  };
}

/** Lets one caller stop waiting for a shared (cached) promise without cancelling it for others. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new ApiError({ status: 0, code: "aborted" }));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ApiError({ status: 0, code: "aborted" }));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/**
 * `{base}/api/v{n}/{path}?{query}`. The path is relative to the versioned root; a leading slash is
 * tolerated because the calls document writes some paths with one and some without.
 */
export function buildUrl(base: string, version: number, path: string, query: Record<string, QueryValue>): string {
  const root = `${base.replace(/\/+$/, "")}/api/v${version}/`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${root}${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  } catch {
    return null;
  }
}
