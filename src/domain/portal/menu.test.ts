import { describe, expect, it } from "vitest";
import { groupMenu } from "./menu";

const links = (...ids: string[]) => ids.map((id) => ({ id }));

describe("groupMenu (spec §6 sidebar group)", () => {
  it("gathers the contract lists and the requests to the retailer where their first entry was", () => {
    const items = groupMenu(links("electricityContracts", "gasContracts", "invoices", "supportRequests", "customerService", "dynamic:4"));
    expect(items).toEqual([
      { kind: "group", id: "contracts", links: links("electricityContracts", "gasContracts") },
      { kind: "link", link: { id: "invoices" } },
      { kind: "group", id: "support", links: links("supportRequests", "customerService") },
      { kind: "link", link: { id: "dynamic:4" } },
    ]);
  });

  it("a group with one entry present is a plain link", () => {
    expect(groupMenu(links("electricityContracts", "invoices", "changePassword"))).toEqual([
      { kind: "link", link: { id: "electricityContracts" } },
      { kind: "link", link: { id: "invoices" } },
      { kind: "link", link: { id: "changePassword" } },
    ]);
  });

  it("keeps members apart in the menu together in their group", () => {
    expect(groupMenu(links("changePassword", "invoices", "profile"))).toEqual([
      { kind: "group", id: "account", links: links("changePassword", "profile") },
      { kind: "link", link: { id: "invoices" } },
    ]);
  });
});
