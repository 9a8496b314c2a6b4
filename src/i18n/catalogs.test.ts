import { afterEach, describe, expect, it, vi } from "vitest";
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

  // The CDN loader's texts of a tag's first screen (widgets/loader/wave.ts, issue 20): one file for several areas.
  describe("with the texts the loader requested", () => {
    const TEXTS = Symbol.for("ov-widgets.texts");
    const host = globalThis as { [TEXTS]?: unknown };
    afterEach(() => {
      delete host[TEXTS];
    });

    it("takes an area's messages from the loader's file, not from the area's own", async () => {
      const own = vi.fn(() => Promise.resolve({ messages: { "early.hello": "from its own file" } }));
      registerCatalogs({ "../../locales/gl/early-area.po": own });
      host[TEXTS] = new Map([["gl/early-area", Promise.resolve({ "early.hello": "Ola" })]]);
      expect(await loadCatalog("gl", "early-area")).toEqual({ "early.hello": "Ola" });
      expect(own).not.toHaveBeenCalled();
      // Another language is not in it: the area's own file.
      registerCatalogs({ "../../locales/fr/early-area.po": own });
      expect(await loadCatalog("fr", "early-area")).toEqual({ "early.hello": "from its own file" });
    });

    it("loads the area's own file when the loader's failed or does not hold the area", async () => {
      const own = vi.fn(() => Promise.resolve({ messages: { "fallback.hello": "Hola" } }));
      registerCatalogs({ "../../locales/es/fallback-area.po": own });
      host[TEXTS] = new Map([["es/fallback-area", Promise.reject(new Error("offline"))]]);
      expect(await loadCatalog("es", "fallback-area")).toEqual({ "fallback.hello": "Hola" });
      host[TEXTS] = new Map([["es/fallback-area", Promise.resolve(undefined)]]);
      expect(await loadCatalog("es", "fallback-area")).toEqual({ "fallback.hello": "Hola" });
      // Whatever else a page put under the key is no catalog either.
      host[TEXTS] = new Map([["es/fallback-area", "not messages"]]);
      expect(await loadCatalog("es", "fallback-area")).toEqual({ "fallback.hello": "Hola" });
      host[TEXTS] = "not a map";
      expect(await loadCatalog("es", "fallback-area")).toEqual({ "fallback.hello": "Hola" });
      expect(own).toHaveBeenCalledTimes(4);
    });
  });
});
