import { describe, expect, it, vi } from "vitest";
import { registerCatalogs } from "../i18n/catalogs";
import { I18nRegistry, resolveLocale } from "./i18n";

describe('resolveLocale (docs/architecture.md "i18n": tag > context > lang cookie > settings default > ca-ES)', () => {
  it("prefers the tag, then the page configuration", () => {
    expect(resolveLocale({ tag: "de", configured: "es" }, "fr")).toBe("de");
    expect(resolveLocale({ tag: null, configured: "es" }, "fr")).toBe("es");
  });

  it("uses the lang cookie, reduced to 2 letters, when the partner offers it", () => {
    expect(resolveLocale({ settingsDefault: "es-ES" }, "gl-ES")).toBe("gl");
    expect(resolveLocale({ settingsDefault: "es-ES", enabled: ["ca", "es"] }, "gl")).toBe("es");
  });

  it("falls back to the settings default, then to Catalan", () => {
    expect(resolveLocale({ settingsDefault: "fr-FR" }, null)).toBe("fr");
    expect(resolveLocale({ settingsDefault: "xx" }, "zz")).toBe("ca");
  });
});

describe("I18nRegistry", () => {
  // Issue 35: the CDN loader's texts that have already arrived are read in the first render, which
  // then shows the screen; a promise not settled yet still waits for load().
  it("is ready at once with texts the loader has brought, and waits for those still on their way", async () => {
    const TEXTS = Symbol.for("ov-widgets.texts");
    const host = globalThis as { [TEXTS]?: unknown };
    const own = () => Promise.resolve({ messages: { "arrived.hello": "from its own file" } });
    registerCatalogs({ "../../locales/gl/arrived-area.po": own, "../../locales/de/arrived-area.po": own });
    try {
      host[TEXTS] = new Map<string, unknown>([
        ["gl/core", { "element.crash.retry": "Tórnao a tentar" }],
        ["gl/arrived-area", { "arrived.hello": "Ola" }],
        ["de/arrived-area", Promise.resolve({ "arrived.hello": "Hallo" })],
      ]);
      const registry = new I18nRegistry();
      const ready = registry.peek("gl", "arrived-area");
      expect(ready?._("arrived.hello")).toBe("Ola");
      expect(ready?._("element.crash.retry")).toBe("Tórnao a tentar");
      expect(registry.peek("de", "arrived-area")).toBeNull();
      expect((await registry.load("de", "arrived-area"))._("arrived.hello")).toBe("Hallo");
    } finally {
      delete host[TEXTS];
    }
  });

  it("loads the core catalog once per locale and merges a widget's area into the same instance", async () => {
    const registry = new I18nRegistry();
    expect(registry.peek("es")).toBeNull();
    const [a, b] = await Promise.all([registry.load("es"), registry.load("es")]);
    expect(a).toBe(b);
    expect(registry.peek("es")).toBe(a);
    expect(a.locale).toBe("es");
    expect(a._("element.crash.retry")).toBe("Vuelve a intentarlo");
    expect(registry.peek("es", "nowhere")).toBeNull();
    expect(await registry.load("es", "nowhere")).toBe(a); // an area with no file adds nothing and still resolves
    expect(registry.peek("es", "nowhere")).toBe(a);
  });

  // The area's module (an on-demand part) may arrive after the area was asked for: its texts must
  // still come, without the caller importing that module first.
  it("does not remember an area asked for before its registration as loaded, and loads it once registered", async () => {
    const registry = new I18nRegistry();
    const [es, ca] = await Promise.all([registry.load("es", "late-part"), registry.load("ca", "late-part")]);
    expect(es._("late.hello")).toBe("late.hello"); // nothing to show yet, and nothing to wait for:
    expect(registry.peek("es", "late-part")).toBe(es); // a tag with no texts still shows

    const changed = vi.fn(); // what the I18nProvider listens to, to re-render the part
    es.on("change", changed);
    registerCatalogs({
      "../../locales/es/late-part.po": () => Promise.resolve({ messages: { "late.hello": "Hola" } }),
      "../../locales/ca/late-part.po": () => Promise.resolve({ messages: { "late.hello": "Hola!" } }),
    });
    expect(registry.peek("es", "late-part")).toBeNull(); // on its way: a waiting part keeps its spinner
    await vi.waitFor(() => expect(registry.peek("es", "late-part")).toBe(es));
    expect(es._("late.hello")).toBe("Hola");
    expect(changed).toHaveBeenCalled();
    await vi.waitFor(() => expect(registry.peek("ca", "late-part")).toBe(ca));
    expect(ca._("late.hello")).toBe("Hola!");
    expect(es._("element.crash.retry")).toBe("Vuelve a intentarlo"); // core untouched
  });

  it("keeps waiting for an area when another one is registered", async () => {
    const registry = new I18nRegistry();
    const es = await registry.load("es", "later-part");
    registerCatalogs({ "../../locales/es/other-part.po": () => Promise.resolve({ messages: { "other.hello": "Otro" } }) });
    expect(registry.peek("es", "later-part")).toBe(es);
    const asked = vi.fn(() => Promise.resolve({ messages: { "later.hello": "Luego" } }));
    registerCatalogs({ "../../locales/es/later-part.po": asked });
    await vi.waitFor(() => expect(es._("later.hello")).toBe("Luego"));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await registry.load("es", "later-part")).toBe(es); // loaded now: not fetched again
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
