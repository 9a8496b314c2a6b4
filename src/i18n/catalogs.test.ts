import { describe, expect, it } from "vitest";
import { loadCatalog, registerCatalogs } from "./catalogs";

describe("loadCatalog", () => {
  it("tells an area nobody registered (yet) from one registered without a file for the locale", async () => {
    expect(loadCatalog("es", "unregistered-area")).toBeNull();
    registerCatalogs({ "../../locales/ca/partial-area.po": () => Promise.resolve({ messages: { "partial.hello": "Hola" } }) });
    expect(await loadCatalog("ca", "partial-area")).toEqual({ "partial.hello": "Hola" });
    expect(await loadCatalog("es", "partial-area")).toEqual({}); // registered: no texts in Spanish
    expect(loadCatalog("es", "area")).toBeNull(); // "partial-area" is not "area"
  });

  it("loads the core catalog the runtime registers", async () => {
    expect(Object.keys((await loadCatalog("es")) ?? {})).toContain("element.crash.retry");
  });
});
