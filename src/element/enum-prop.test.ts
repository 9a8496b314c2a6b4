import { describe, expect, it, vi } from "vitest";
import { enumProp } from "./enum-prop";

describe("enumProp", () => {
  it("keeps known values and falls back on unknown ones with one warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(enumProp("ov-x", "energy", "gas", ["electricity", "gas"], "electricity")).toBe("gas");
    expect(enumProp("ov-x", "energy", undefined, ["electricity", "gas"], "electricity")).toBe("electricity");
    expect(enumProp("ov-x", "energy", "water", ["electricity", "gas"], "electricity")).toBe("electricity");
    expect(enumProp("ov-x", "energy", "water", ["electricity", "gas"], "electricity")).toBe("electricity");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('energy="water"');
  });
});
