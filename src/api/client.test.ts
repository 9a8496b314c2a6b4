import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSandbox, type Sandbox } from "../../demo/sandbox/sandbox";
import { ResponseCache } from "./cache";
import { createApiClient, type ApiClientDeps } from "./client";
import { filenameFromDisposition } from "./disposition";
import { ApiError } from "./errors";

// The client against the in-process sandbox: every answer, error and scenario is the sandbox's own.
let sandbox: Sandbox;
let reports: Array<Record<string, unknown>>;
let expired: number;

function client(overrides: Partial<ApiClientDeps> = {}) {
  return createApiClient({
    apiBase: () => "http://sandbox.local",
    locale: () => "es",
    token: () => null,
    timeoutMs: () => 5_000,
    fetch: () => sandbox.fetch,
    report: (_error, context) => reports.push(context),
    onTokenExpired: () => {
      expired += 1;
    },
    cache: new ResponseCache(),
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call was expected to fail");
}

beforeEach(() => {
  sandbox = createSandbox({ seed: 7 });
  reports = [];
  expired = 0;
});

afterEach(() => vi.useRealTimers());

describe("api client: calls document §7.1", () => {
  it("sends lang, Accept-Language and the bearer token under /api/v{n}/", async () => {
    const token = sandbox.tokenFor("household");
    const profile = await client({ token: () => token }).get("users/", { version: 2 });
    expect(profile).toMatchObject({ version: 2 });
    const [request] = sandbox.requests;
    expect(request).toMatchObject({ method: "GET", path: "users/", version: 2, query: { lang: "es" } });
    expect(request?.headers["accept-language"]).toBe("es-ES,es;q=0.9");
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it("falls back from the highest version down to 1 and reports each fallback", async () => {
    const answer = await client().get("geo/zipcode/08001/", { version: 3 });
    expect(answer).toBeTruthy();
    expect(sandbox.requests.map((r) => r.version)).toEqual([3, 2, 1]);
    expect(reports).toEqual([
      expect.objectContaining({ kind: "api-version-fallback", from: 3, to: 2 }),
      expect.objectContaining({ kind: "api-version-fallback", from: 2, to: 1 }),
    ]);
  });

  it("does not fall back on an answer that is the request's own (400 with field errors)", async () => {
    const error = await failure(client().post("user/reset/", { version: 2, body: { email: "nobody", nif: "1" } }));
    expect(error).toMatchObject({ status: 400, code: "validation" });
    expect(Object.keys(error.fields).sort()).toEqual(["email", "nif"]);
    expect(sandbox.requests.map((r) => r.version)).toEqual([2, 1]); // v2 does not exist (404), v1 answers 400
  });

  it("refuses verbs other than GET, PUT and POST before sending anything", async () => {
    const error = await failure(client().request("DELETE", "omip/alerts/"));
    expect(error.code).toBe("method_not_allowed");
    expect(sandbox.requests).toHaveLength(0);
  });

  it("turns a malformed answer into an ApiError, never a crash", async () => {
    sandbox.setScenario("malformed");
    expect((await failure(client().get("geo/tipovias/"))).code).toBe("malformed");
    sandbox.setScenario("normal");
    const error = await failure(client().get("geo/tipovias/", { schema: v.object({ nothing: v.literal(true) }) }));
    expect(error.code).toBe("malformed");
    expect(error.serverMessage).toContain("unexpected shape");
  });

  it("maps the scenarios to the catalogue: down, 500, maintenance", async () => {
    sandbox.setScenario("down");
    expect((await failure(client().get("geo/tipovias/"))).code).toBe("network");
    sandbox.setScenario("error500");
    expect((await failure(client().get("geo/tipovias/"))).code).toBe("server");
  });

  it("signals token_expired to the session (spec §8.1)", async () => {
    sandbox.setScenario("token_expired");
    const token = sandbox.tokenFor("household");
    const error = await failure(client({ token: () => token }).get("users/", { version: 1 }));
    expect(error.code).toBe("token_expired");
    expect(expired).toBe(1);
  });

  it("times out slow answers and tells an abort from a failure", async () => {
    sandbox.setScenario("slow");
    expect((await failure(client({ timeoutMs: () => 50 }).get("geo/tipovias/"))).code).toBe("timeout");
    const controller = new AbortController();
    const pending = client().get("geo/tipovias/", { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).code).toBe("aborted");
  });

  it("caches answers for 30 minutes and shares calls in flight", async () => {
    let now = 0;
    const cache = new ResponseCache(30 * 60 * 1000, () => now);
    const api = client({ cache });
    await Promise.all([api.get("geo/tipovias/", { cache: true }), api.get("geo/tipovias/", { cache: true })]);
    await api.get("geo/tipovias/", { cache: true });
    expect(sandbox.requests).toHaveLength(1);
    now += 30 * 60 * 1000 + 1;
    await api.get("geo/tipovias/", { cache: true });
    expect(sandbox.requests).toHaveLength(2);
  });

  it("does not keep failures in the cache, so a retry really retries", async () => {
    const api = client();
    sandbox.setScenario("error500");
    await failure(api.get("geo/tipovias/", { cache: true }));
    sandbox.setScenario("normal");
    await expect(api.get("geo/tipovias/", { cache: true })).resolves.toBeTruthy();
  });
});

describe("content-disposition file names (spec §7.1)", () => {
  it("reads plain, quoted and RFC 6266 extended names", () => {
    expect(filenameFromDisposition('attachment; filename="factura 2026.pdf"')).toBe("factura 2026.pdf");
    expect(filenameFromDisposition("attachment; filename=report.csv")).toBe("report.csv");
    expect(filenameFromDisposition("attachment; filename*=UTF-8''rebut%20pa%C3%B1o.pdf; filename=\"x.pdf\"")).toBe("rebut paño.pdf");
  });

  it("drops paths a hostile server could put in the name", () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

/**
 * A scripted server: each version answers with the given status and body, or fails the connection
 * (`"network"`). It counts what it received, so a test sees whether a write went out twice.
 */
function scripted(answers: Record<number, { status: number; body?: unknown } | "network">) {
  const received: Array<{ method: string; version: number }> = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const version = Number(/\/api\/v(\d+)\//.exec(url)?.[1]);
    received.push({ method: init?.method ?? "GET", version });
    const answer = answers[version] ?? { status: 404 };
    if (answer === "network") throw new TypeError("Failed to fetch");
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { "content-type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { received, api: client({ fetch: () => fetch }) };
}

describe("version fallback sends a write once (calls document §7.1, issue 36)", () => {
  it("a write answered 5xx is that answer: not re-sent on a lower version, not reported as a fallback", async () => {
    const server = scripted({ 2: { status: 500, body: { error: true, message: "boom" } }, 1: { status: 200, body: {} } });
    expect((await failure(server.api.post("leads/gas", { version: 2, body: { x: 1 } }))).code).toBe("server");
    expect(server.received).toEqual([{ method: "POST", version: 2 }]);
    expect(reports).toEqual([]);
  });

  it("a write whose connection failed is not re-sent: fetch cannot tell it never left", async () => {
    const server = scripted({ 2: "network", 1: { status: 200, body: {} } });
    expect((await failure(server.api.put("notification/email/", { version: 2, body: { email: "a@b.es" } }))).code).toBe("network");
    expect(server.received).toEqual([{ method: "PUT", version: 2 }]);
  });

  it("a write that timed out is not re-sent", async () => {
    const received: number[] = [];
    const never = ((_input: RequestInfo | URL, init?: RequestInit) => {
      received.push(1);
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    }) as typeof globalThis.fetch;
    const api = client({ fetch: () => never, timeoutMs: () => 20 });
    expect((await failure(api.post("leads/gas", { version: 2, body: {} }))).code).toBe("timeout");
    expect(received).toHaveLength(1);
  });

  it("a write falls back when the version proves absent: 404 without a code, 405, 410, 501", async () => {
    for (const absent of [
      { status: 404 },
      { status: 404, body: { detail: "Not found." } },
      { status: 405 },
      { status: 410 },
      { status: 501 },
    ]) {
      reports = [];
      const server = scripted({ 2: absent, 1: { status: 200, body: { id: 9 } } });
      await expect(server.api.post("leads/gas", { version: 2, body: {} })).resolves.toEqual({ id: 9 });
      expect(server.received.map((r) => r.version)).toEqual([2, 1]);
      expect(reports).toEqual([expect.objectContaining({ kind: "api-version-fallback", method: "POST", from: 2, to: 1 })]);
    }
  });

  it("a 404 naming a catalogue error is that error: a read is not retried and nothing is reported", async () => {
    const server = scripted({
      2: { status: 404, body: { error: true, message: "contract_cch_chart_no_data" } },
      1: { status: 200, body: [] },
    });
    const error = await failure(server.api.get("contracts/1/cch/chart/hourly/", { version: 2 }));
    expect(error).toMatchObject({ status: 404, serverMessage: "contract_cch_chart_no_data" });
    expect(server.received).toEqual([{ method: "GET", version: 2 }]);
    expect(reports).toEqual([]);
  });

  it("a read falls back on a 5xx and on a network failure, reporting each (§7.1), but not on 503", async () => {
    const server = scripted({ 3: { status: 502 }, 2: "network", 1: { status: 200, body: { ok: true } } });
    await expect(server.api.get("users/", { version: 3 })).resolves.toEqual({ ok: true });
    expect(server.received.map((r) => r.version)).toEqual([3, 2, 1]);
    expect(reports).toHaveLength(2);
    const maintenance = scripted({ 2: { status: 503 }, 1: { status: 200, body: {} } });
    expect((await failure(maintenance.api.get("users/", { version: 2 }))).code).toBe("maintenance");
    expect(maintenance.received).toHaveLength(1);
  });

  it("against the sandbox, a write to a call that exists only under v1 still reaches it once", async () => {
    const error = await failure(client().post("user/reset/", { version: 3, body: { email: "nobody", nif: "1" } }));
    expect(error.code).toBe("validation");
    expect(sandbox.requests.map((r) => r.version)).toEqual([3, 2, 1]);
    expect(sandbox.requests.filter((r) => r.version === 1)).toHaveLength(1);
  });
});
