import { describe, expect, it } from "vitest";
import { areaPreloadTable } from "../../scripts/area-preload.mjs";

/** A bundle's chunk as the plugin reads it. */
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ fileName, imports, facadeModuleId });
const relative = (id: string) => id.replace(/^\/root\//, "");

describe("areaPreloadTable (scripts/area-preload.mjs)", () => {
  const chunks = [
    chunk("chunks/portal-P1.js", ["chunks/runtime-R1.js", "chunks/Sh1.js"], "/root/widgets/portal/index.ts"),
    chunk("chunks/runtime-R1.js", []),
    chunk("chunks/Sh1.js", ["chunks/runtime-R1.js"]),
    chunk(
      "chunks/contracts-screens-C1.js",
      ["chunks/runtime-R1.js", "chunks/Table1.js", "chunks/Api1.js"],
      "/root/widgets/portal/contracts/contracts-screens.ts",
    ),
    chunk("chunks/Table1.js", ["chunks/Chip1.js", "chunks/Sh1.js"]),
    chunk("chunks/Chip1.js", []),
    chunk("chunks/Api1.js", ["chunks/runtime-R1.js"]),
    chunk("chunks/home-screens-H1.js", ["chunks/Api1.js"], "/root/widgets/portal/home/home-screens.tsx"),
    // A module of an area that is not its screens: no entry of its own.
    chunk("chunks/Part1.js", ["chunks/Chip1.js"], "/root/widgets/portal/batteries/battery-part.tsx"),
  ];

  it("lists per area its screens chunk first and every chunk it imports transitively, each name once", () => {
    const table = areaPreloadTable(chunks, "widgets/portal/index.ts", relative);
    const files = (area: string) => (table.a[area] ?? []).map((index) => table.f[index]);
    expect(files("contracts")).toEqual(["contracts-screens-C1", "Table1", "Chip1", "Api1"]);
    expect(files("home")).toEqual(["home-screens-H1", "Api1"]);
    expect(Object.keys(table.a).sort()).toEqual(["contracts", "home"]);
    expect(new Set(table.f).size).toBe(table.f.length);
  });

  it("leaves out what the portal's own chunk already imports (the runtime, the shell's shared parts)", () => {
    const table = areaPreloadTable(chunks, "widgets/portal/index.ts", relative);
    expect(table.f).not.toContain("runtime-R1");
    expect(table.f).not.toContain("Sh1");
  });

  it("fails the build when the portal's entry has no chunk", () => {
    expect(() => areaPreloadTable(chunks, "widgets/portal/other.ts", relative)).toThrow(/no chunk for the portal's entry/);
  });
});
