// The standalone server (`npm run sandbox`) in its own Node process, driven over real HTTP with
// node:http, so forbidden browser headers such as Origin reach it as they would from a browser.
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_NOW_ENV, TEST_NOW } from "./test-clock.ts";

// Vitest runs from the project root (import.meta.url is not a file URL under happy-dom).
const root = process.cwd();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function start(env: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "./demo/sandbox/register-ts.mjs", "demo/sandbox/standalone.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "0", SANDBOX_SEED: "7", [SANDBOX_NOW_ENV]: TEST_NOW.toISOString(), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`standalone did not start: ${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sandbox API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: match[1] as string });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`standalone exited ${code}: ${output}`)));
  });
}

function call(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(`${base}${path}`, { method, headers: { ...headers, ...(payload ? { "content-type": "application/json" } : {}) } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

describe("standalone server, any origin", () => {
  let child: ChildProcess;
  let base: string;
  beforeAll(async () => {
    ({ child, base } = await start());
  }, 30_000);
  afterAll(() => {
    child?.kill();
  });

  it("answers the API with CORS for any origin", async () => {
    const res = await call(base, "GET", "/api/v1/geo/zipcode/08001/", { origin: "https://cms.example" });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual([{ city: "Barcelona", ine: "08019" }]);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-expose-headers"]).toMatch(/Content-Disposition/);
  });

  it("answers the preflight with the headers the client sends", async () => {
    const res = await call(base, "OPTIONS", "/api/v1/user/login", {
      origin: "https://cms.example",
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, accept-language, x-ov-scenario, content-type",
    });
    expect(res.status).toBe(204);
    const allowed = String(res.headers["access-control-allow-headers"]).toLowerCase();
    for (const header of ["authorization", "accept-language", "x-ov-scenario", "content-type"]) expect(allowed).toContain(header);
  });

  it("reads JSON bodies and keeps mutations until POST /sandbox/reset", async () => {
    const login = await call(base, "POST", "/api/v1/user/login", {}, { user: "47281936P", password: "Sandbox1!" });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${JSON.parse(login.body).token as string}` };
    const added = await call(base, "POST", "/api/v1/omip/alerts/", auth, { id: null, product: 4, type: ">", price: 120 });
    expect(added.status).toBe(200);
    expect(JSON.parse((await call(base, "GET", "/api/v1/omip/alerts/", auth)).body)).toHaveLength(3);
    expect((await call(base, "POST", "/sandbox/reset")).status).toBe(200);
    expect(JSON.parse((await call(base, "GET", "/api/v1/omip/alerts/", auth)).body)).toHaveLength(2);
  });

  it("down closes the socket; POST /sandbox/scenario switches scenarios", async () => {
    await expect(call(base, "GET", "/api/v1/geo/tipovias/", { "x-ov-scenario": "down" })).rejects.toThrow();
    expect((await call(base, "POST", "/sandbox/scenario", {}, { scenario: "error500" })).status).toBe(200);
    expect((await call(base, "GET", "/api/v1/geo/tipovias/")).status).toBe(500);
    expect((await call(base, "POST", "/sandbox/scenario", {}, { scenario: "normal" })).status).toBe(200);
    expect((await call(base, "GET", "/api/v1/geo/tipovias/")).status).toBe(200);
  });

  it("runs the OpenID redirect flow", async () => {
    const authorize = await call(base, "GET", "/sandbox/oidc/authorize?redirect_uri=http%3A%2F%2Fapp.example%2Fconnect&state=s1&nonce=n1&login_hint=business");
    expect(authorize.status).toBe(302);
    const location = new URL(String(authorize.headers.location));
    expect(location.origin + location.pathname).toBe("http://app.example/connect");
    expect(location.searchParams.get("state")).toBe("s1");
    const exchange = await call(base, "POST", "/api/v1/user/openid", {}, { code: location.searchParams.get("code"), nonce: "n1" });
    expect(exchange.status).toBe(200);
    expect(JSON.parse(exchange.body)).toMatchObject({ new_customer: false });
  });
});

describe("standalone server, restricted origins", () => {
  let child: ChildProcess;
  let base: string;
  beforeAll(async () => {
    ({ child, base } = await start({ SANDBOX_CORS_ORIGINS: "https://allowed.example, http://localhost:5173" }));
  }, 30_000);
  afterAll(() => {
    child?.kill();
  });

  it("reflects a listed origin and ignores others", async () => {
    const ok = await call(base, "GET", "/api/v1/geo/tipovias/", { origin: "http://localhost:5173" });
    expect(ok.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    const other = await call(base, "GET", "/api/v1/geo/tipovias/", { origin: "https://evil.example" });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await call(base, "OPTIONS", "/api/v1/geo/tipovias/", { origin: "https://evil.example" });
    expect(preflight.status).toBe(403);
  });
});
