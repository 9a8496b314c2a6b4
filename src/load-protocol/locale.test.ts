import { describe, expect, it } from "vitest";
import { reduceLocale } from "./locale";

describe("reduceLocale (the runtime's and the loader's reading of a language code)", () => {
  it("reduces a code to one of the six languages", () => {
    expect(reduceLocale("es-ES")).toBe("es");
    expect(reduceLocale(" GL ")).toBe("gl");
    expect(reduceLocale("ca_ES")).toBe("ca");
  });

  it("gives null for another language or anything but a string", () => {
    expect(reduceLocale("pt-BR")).toBeNull();
    expect(reduceLocale("")).toBeNull();
    expect(reduceLocale(null)).toBeNull();
    expect(reduceLocale({ lang: "es" })).toBeNull();
  });
});
