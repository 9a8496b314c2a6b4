import { describe, expect, it, vi } from "vitest";
import { createConfigStore, defaultConfig, resolveConfig, sanitizeConfigInput } from "./config";

describe("configuration precedence (tag > <ov-context> > configure() > defaults)", () => {
  it("takes each value from the highest layer that sets it", () => {
    const store = createConfigStore({ ...defaultConfig(), apiBase: "https://default.test" });
    store.setState({
      configured: { apiBase: "https://configured.test", lang: "es", theme: "dark" },
      context: { apiBase: "https://context.test" },
    });
    expect(resolveConfig(store.getState())).toMatchObject({ apiBase: "https://context.test", lang: "es", theme: "dark" });
    expect(resolveConfig(store.getState(), { lang: "gl", apiBase: undefined })).toMatchObject({
      apiBase: "https://context.test",
      lang: "gl",
    });
  });
});

describe("bad configuration values (issue 2 'Bad input')", () => {
  it("falls back with one console warning and never throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const input = sanitizeConfigInput(
      { lang: "xx-YY", apiBase: "javascript:alert(1)", theme: "<script>", languages: "es, fr, zz" },
      "<ov-test>",
    );
    expect(input).toEqual({ languages: ["es", "fr"] });
    expect(warn).toHaveBeenCalledTimes(3);
    sanitizeConfigInput({ lang: "xx-YY" }, "<ov-test>");
    expect(warn).toHaveBeenCalledTimes(3); // the same problem is not repeated
  });

  it("reduces full language codes and trims trailing slashes of the API base", () => {
    expect(sanitizeConfigInput({ lang: "ca-ES", apiBase: "https://ov.example.es/prefix/" }, "x")).toEqual({
      lang: "ca",
      apiBase: "https://ov.example.es/prefix",
    });
  });
});
