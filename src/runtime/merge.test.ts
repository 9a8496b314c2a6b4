import { describe, expect, it } from "vitest";
import { defaultSettings } from "./default-settings";
import { mergeSettings } from "./merge";

describe("mergeSettings (spec §1: merged over defaults, arrays replaced)", () => {
  it("merges objects key by key and replaces arrays", () => {
    const merged = mergeSettings({ a: [1, 2], b: { c: 1, d: 2 } }, { a: [3], b: { d: 5 } });
    expect(merged).toEqual({ a: [3], b: { c: 1, d: 5 } });
  });

  it("keeps defaults for null, undefined and values of another kind", () => {
    const defaults = defaultSettings();
    const merged = mergeSettings(defaults, {
      homepage: null,
      contracts: "nope",
      fileUploadSizeLimit: "big",
      invoices: { itemsPerPage: 25 },
    });
    expect(merged.homepage).toBe("invoices");
    expect(merged.contracts).toEqual(defaults.contracts);
    expect(merged.fileUploadSizeLimit).toBe(15_000_000);
    expect(merged.invoices.itemsPerPage).toBe(25);
    expect(merged.invoices.downloadTypes).toEqual(["pdf"]);
  });

  it("never copies prototype keys from server data", () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "features": {"constructor": {"x": 1}}}') as unknown;
    const merged = mergeSettings(defaultSettings(), hostile) as unknown as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(merged.features, "constructor")).toBe(false);
  });

  it("does not change its inputs", () => {
    const defaults = { list: [1] };
    const server = { list: [2] };
    mergeSettings(defaults, server);
    expect(defaults).toEqual({ list: [1] });
  });

  it("takes keys the defaults do not know", () => {
    expect(mergeSettings({ a: 1 } as Record<string, unknown>, { extra: { x: [1] } })).toEqual({ a: 1, extra: { x: [1] } });
  });
});
