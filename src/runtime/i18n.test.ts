import { describe, expect, it } from "vitest";
import { I18nRegistry, resolveLocale } from "./i18n";

describe("resolveLocale (DESIGN: tag > context > lang cookie > settings default > ca-ES)", () => {
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
});
