// @vitest-environment node
/**
 * Issue 39 item 3, in the manner of wire-bodies.test.ts: what each invoice list call puts on the wire
 * (path, version and query as the sandbox received them), one row per tab, each with the catalogue line
 * it comes from (calls §7.6). The tabs' sets differ because their calls do: the multipoint tab calls
 * invoices_multipoint/ (v1) and names no type; electricity and gas call invoices/ (v2) with their type,
 * the value the same page's filter/params call takes.
 */
import { describe, expect, it } from "vitest";
import { createSandbox } from "../../demo/sandbox/sandbox";
import { TEST_NOW } from "../../demo/sandbox/test-clock";
import { createTestClient } from "../../demo/sandbox/test-client";
import { getInvoiceFilterParams, listAllInvoices, listInvoices, listMultipointInvoices, type InvoiceCondition } from "./invoices";

const OPEN: readonly InvoiceCondition[] = [["state", "=", "open"]];

function business() {
  const sandbox = createSandbox({ now: TEST_NOW });
  const { api } = createTestClient(sandbox, { token: sandbox.tokenFor("business") });
  // Every call also carries lang (calls §7.1): checked here, then left out of the rows.
  const calls = () =>
    sandbox.requests
      .filter((request) => request.version > 0)
      .map(({ path, version, query: { lang, ...query } }) => {
        expect(lang).toBe("ca");
        return { path, version, query };
      });
  return { api, calls };
}

describe("the invoice lists' calls (calls §7.6)", () => {
  it("electricity: GET invoices/ v2 with offset, limit, the filter and type=electricity", async () => {
    const { api, calls } = business();
    await listInvoices(api, { type: "electricity", offset: 0, limit: 25, filter: OPEN });
    expect(calls()).toEqual([
      { path: "invoices/", version: 2, query: { offset: "0", limit: "25", type: "electricity", filter: '[["state","=","open"]]' } },
    ]);
  });

  it("gas: GET invoices/ v2 with type=gas", async () => {
    const { api, calls } = business();
    await listInvoices(api, { type: "gas", offset: 0, limit: 25 });
    expect(calls()).toEqual([{ path: "invoices/", version: 2, query: { offset: "0", limit: "25", type: "gas" } }]);
  });

  it("multipoint: GET invoices_multipoint/ v1 with offset, limit and the filter, no type", async () => {
    const { api, calls } = business();
    await listMultipointInvoices(api, { offset: 0, limit: 25, filter: OPEN });
    expect(calls()).toEqual([
      { path: "invoices_multipoint/", version: 1, query: { offset: "0", limit: "25", filter: '[["state","=","open"]]' } },
    ]);
  });

  it("the filter options name the tab's type: GET filter/params?fields&type (v1)", async () => {
    const { api, calls } = business();
    for (const type of ["multipoint", "electricity", "gas"] as const) await getInvoiceFilterParams(api, type, ["contracts"]);
    expect(calls()).toEqual(
      ["multipoint", "electricity", "gas"].map((type) => ({ path: "filter/params", version: 1, query: { fields: "contracts", type } })),
    );
  });

  it("every page of a tab's filter (the export and the chart) repeats the tab's call with the next offset, 150 at a time", async () => {
    const { api, calls } = business();
    const all = (await listAllInvoices(api, "multipoint", [])).items;
    const pages = calls();
    expect(pages.length).toBe(Math.ceil(all.length / 150));
    expect(pages.map((call) => [call.path, call.version, call.query.offset, call.query.limit, call.query.type])).toEqual(
      pages.map((_, index) => ["invoices_multipoint/", 1, String(index * 150), "150", undefined]),
    );
  });
});
