import { describe, expect, it } from "vitest";
import { byCategory, sizeInBytes } from "./attachments-card";
import { isContractAction } from "./contracts.constants";
import { anchorOf, detailPath, listPath, listTypesOf } from "./contract-routes";
import { contractStateLabel, hasDebt, isModifiable, openFirst } from "./contract-state";

describe("contract state labels (spec §4)", () => {
  it("reads a draft as in process, or signature pending without sign_date; activa open; the rest closed", () => {
    expect(contractStateLabel({ status: "draft", signDate: "2025-06-01" })).toBe("inProcess");
    expect(contractStateLabel({ status: "draft", signDate: null })).toBe("signaturePending");
    expect(contractStateLabel({ status: "active", signDate: null })).toBe("open");
    expect(contractStateLabel({ status: "closed", signDate: "2020-01-01" })).toBe("closed");
    expect(contractStateLabel({ status: "cancelled", signDate: null })).toBe("closed");
  });

  it("lets only activa contracts be modified and shows debt above 0 only", () => {
    expect(isModifiable({ status: "active" })).toBe(true);
    expect(isModifiable({ status: "draft" })).toBe(false);
    expect(isModifiable({ status: "closed" })).toBe(false);
    expect(hasDebt({ amountDebt: 0.01 })).toBe(true);
    expect(hasDebt({ amountDebt: 0 })).toBe(false);
  });

  it("sorts open contracts first, keeping the server's order otherwise (spec §2)", () => {
    const rows = [
      { name: "a", status: "closed", signDate: null },
      { name: "b", status: "active", signDate: null },
      { name: "c", status: "draft", signDate: null },
      { name: "d", status: "active", signDate: null },
    ] as const;
    expect(openFirst(rows).map((row) => row.name)).toEqual(["b", "d", "c", "a"]);
  });
});

describe("contracts routes", () => {
  it("shows the enabled display types in the spec's order", () => {
    expect(listTypesOf(["multipoint", "electricity", "gas"])).toEqual(["electricity", "gas", "multipoint"]);
    expect(listTypesOf(["electricity"])).toEqual(["electricity"]);
    expect(listTypesOf([])).toEqual(["electricity"]);
  });

  it("builds the list and detail paths, keeping an action", () => {
    expect(listPath("gas")).toBe("/contractes/gas");
    expect(listPath("multipoint")).toBe("/contractes/electricitat?type=multipoint");
    expect(detailPath("electricity", "0104521", "powChange")).toBe("/contractes/electricitat/0104521?action=powChange");
    expect(isContractAction("noCesionSips")).toBe(true);
    expect(isContractAction("delete")).toBe(false);
  });

  it("reads a hash anchor in history and in hash routing (spec §2 'A hash anchor scrolls smoothly')", () => {
    expect(anchorOf("#consumption")).toBe("consumption");
    expect(anchorOf("#/contractes/electricitat/0104521#consumption")).toBe("consumption");
    expect(anchorOf("#/contractes/electricitat/0104521")).toBeNull();
    expect(anchorOf("")).toBeNull();
  });
});

describe("attachments", () => {
  it("reads the server's size texts as bytes to sort by size", () => {
    expect(sizeInBytes("120 KB")).toBe(120_000);
    expect(sizeInBytes("1.2 MB")).toBe(1_200_000);
    expect(sizeInBytes("1,5 MB")).toBe(1_500_000);
    expect(sizeInBytes("big")).toBeNull();
    expect(sizeInBytes(null)).toBeNull();
  });

  it("groups by category in the order of first appearance", () => {
    const item = (id: number, category: string) => ({ id, name: `n${id}`, category, createdDate: null, sizeText: null, filename: null });
    expect(byCategory([item(1, "B"), item(2, "A"), item(3, "B")]).map((group) => [group.category, group.items.map((i) => i.id)])).toEqual([
      ["B", [1, 3]],
      ["A", [2]],
    ]);
  });
});
