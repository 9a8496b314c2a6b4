import { describe, expect, it } from "vitest";
import { areaFiles, preloadArea } from "./area-preload";

const TABLE = { f: ["contracts-screens-Ab12Cd34", "Ef56", "Gh78", "home-screens-Ij90"], a: { contracts: [0, 1, 2], home: [3, 1] } };
const BASE = "https://cdn.example/ov/chunks/Kl12.js";

describe("areaFiles", () => {
  it("gives an area's files as addresses next to the chunk holding the table, its screens first", () => {
    expect(areaFiles(TABLE, "contracts", BASE)).toEqual([
      "https://cdn.example/ov/chunks/contracts-screens-Ab12Cd34.js",
      "https://cdn.example/ov/chunks/Ef56.js",
      "https://cdn.example/ov/chunks/Gh78.js",
    ]);
    // A file shared by two areas is named once in the table and given to both.
    expect(areaFiles(TABLE, "home", BASE)).toEqual([
      "https://cdn.example/ov/chunks/home-screens-Ij90.js",
      "https://cdn.example/ov/chunks/Ef56.js",
    ]);
  });

  it("gives nothing without a table (npm build, tests) or for an area it does not know", () => {
    expect(areaFiles(undefined, "contracts", BASE)).toEqual([]);
    expect(areaFiles(TABLE, "invoices", BASE)).toEqual([]);
  });
});

describe("preloadArea", () => {
  it("adds no link outside the CDN build, where the build wrote no table", () => {
    const links = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    const before = links();
    preloadArea("contracts");
    expect(links()).toBe(before);
  });
});
