import { describe, expect, it } from "vitest";
import { bestMatch, fitsPattern, normalisePath, patternParams } from "./route-pattern";

describe("the portal's route matcher (router, loader and build)", () => {
  it("writes a path as the table does", () => {
    expect(normalisePath("factures/?a=1#x")).toBe("/factures");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("//")).toBe("/");
  });

  it("fits a path to a pattern segment by segment, a parameter never empty", () => {
    expect(fitsPattern("/solicituts/:id", "/solicituts/12")).toBe(true);
    expect(fitsPattern("/solicituts/:id", "/solicituts/")).toBe(false);
    expect(fitsPattern("/solicituts/:id", "/solicituts/12/x")).toBe(false);
    expect(fitsPattern("/factures", "/facturas")).toBe(false);
  });

  it("prefers fixed segments over parameters, and the first candidate on a tie", () => {
    const candidates = [
      ["request", ["/solicituts/:id"]],
      ["create", ["/solicituts/crear"]],
      ["other", ["/solicituts/:other"]],
    ] as const;
    expect(bestMatch("/solicituts/crear", candidates)).toEqual(["create", "/solicituts/crear"]);
    expect(bestMatch("/solicituts/7", candidates)).toEqual(["request", "/solicituts/:id"]);
    expect(bestMatch("/nowhere", candidates)).toBeUndefined();
  });

  it("decodes the parameters, and refuses a malformed escape", () => {
    expect(patternParams("/d/:routePath/:pageId", "/d/a%20b/3")).toEqual({ routePath: "a b", pageId: "3" });
    expect(patternParams("/solicituts/:id", "/solicituts/%E0")).toBeNull();
  });
});
