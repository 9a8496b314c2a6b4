// Issue 36: the strict sandbox offers exactly the retailer's call catalogue; the default one keeps the
// calls of ./extensions.ts, each listed there with its reason.
import { describe, expect, it } from "vitest";
import { SANDBOX_EXTENSIONS } from "./extensions.ts";
import { domains } from "./domains/index.ts";
import { createSandbox } from "./sandbox.ts";
import { TEST_NOW } from "./test-clock.ts";

const BASE = "http://sandbox.local/api";

function sandboxes() {
  return { loose: createSandbox({ seed: 7, now: TEST_NOW }), strict: createSandbox({ seed: 7, now: TEST_NOW, strict: true }) };
}

async function call(sandbox: ReturnType<typeof createSandbox>, method: string, url: string, body?: unknown) {
  const response = await sandbox.fetch(`${BASE}/${url}`, {
    method,
    headers: { authorization: `Bearer ${sandbox.tokenFor("household")}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** The version a route is registered under and its path with a seeded contract name / case id filled in. */
function concrete(path: string, contractName: string): { version: number; url: string } {
  const route = domains.flatMap((d) => d.routes).find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const url = path.replace(":name", contractName).replace(":id", "1");
  return { version: route.versions[0] as number, url };
}

describe("strict sandbox (issue 36)", () => {
  it("lists only calls the default sandbox registers, each with a reason", () => {
    const registered = new Set(domains.flatMap((d) => d.routes).map((r) => `${r.method} ${r.path}`));
    expect(SANDBOX_EXTENSIONS.length).toBeGreaterThan(0);
    for (const extension of SANDBOX_EXTENSIONS) {
      expect(registered, `${extension.method} ${extension.path}`).toContain(`${extension.method} ${extension.path}`);
      expect(extension.reason.length).toBeGreaterThan(20);
    }
  });

  it("answers every extension with a bare 404 (no catalogue code) while the default sandbox answers it", async () => {
    const { loose, strict } = sandboxes();
    const list = await call(strict, "GET", "v2/contracts/list-info/");
    expect(list.status).toBe(200);
    const contractName = (JSON.parse(list.text) as { result: { electricity: Array<{ name: string }> } }).result.electricity[0]?.name;
    expect(contractName).toBeTruthy();
    for (const extension of SANDBOX_EXTENSIONS) {
      const { version, url } = concrete(extension.path, contractName as string);
      const body = extension.method === "GET" ? undefined : { message: "hola" };
      const onStrict = await call(strict, extension.method, `v${version}/${url}`, body);
      expect(onStrict, `${extension.method} ${url} on the strict sandbox`).toEqual({ status: 404, text: "" });
      const onLoose = await call(loose, extension.method, `v${version}/${url}`, body);
      expect(onLoose.text, `${extension.method} ${url} on the default sandbox`).not.toBe("");
      expect(onLoose.status === 404 && onLoose.text.includes('"not_found"')).toBe(false);
    }
    // What the strict sandbox received: the calls themselves, as sent.
    expect(strict.requests.map((r) => `${r.method} ${r.path}`)).toContain("GET crm/cases/");
  });

  it("keeps the catalogue's calls, including the POST on a contract's own path", async () => {
    const { strict } = sandboxes();
    const list = await call(strict, "GET", "v2/contracts/list-info/");
    const name = (JSON.parse(list.text) as { result: { electricity: Array<{ name: string }> } }).result.electricity[0]?.name as string;
    const categories = await call(strict, "GET", "v1/crm/cases/categories/");
    expect(categories.status).toBe(200);
    const invoiceOnline = await call(strict, "POST", `v2/contracts/${name}/`, { invoice_online: true });
    expect(invoiceOnline.status).not.toBe(404);
  });

  it("answers an unknown call with a bare 404 when strict, the sandbox's own not_found otherwise", async () => {
    const { loose, strict } = sandboxes();
    expect(await call(strict, "GET", "v1/no-such-call/")).toEqual({ status: 404, text: "" });
    const onLoose = await call(loose, "GET", "v1/no-such-call/");
    expect(onLoose.status).toBe(404);
    expect(onLoose.text).toContain("not_found");
  });

  it("switches at run time through /sandbox/strict, as the demo's control does", async () => {
    const { loose } = sandboxes();
    const post = (body: unknown) =>
      loose.fetch("/sandbox/strict", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await call(loose, "GET", "v1/crm/cases/")).status).toBe(200);
    expect((await post({ strict: true })).status).toBe(200);
    expect(loose.strict).toBe(true);
    expect(await call(loose, "GET", "v1/crm/cases/")).toEqual({ status: 404, text: "" });
    expect((await post({ strict: "yes" })).status).toBe(400);
    expect(await (await loose.fetch("/sandbox/strict")).json()).toEqual({ strict: true });
    await post({ strict: false });
    expect((await call(loose, "GET", "v1/crm/cases/")).status).toBe(200);
  });
});
