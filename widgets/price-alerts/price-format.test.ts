import { describe, expect, it } from "vitest";
import { formatProductPrice } from "./price-format";

describe("formatProductPrice", () => {
  it("writes euros with 2 decimals per the product's unit in the active locale", () => {
    expect(formatProductPrice(55, "€/MWh", "en")).toBe("€55.00/MWh");
    expect(formatProductPrice(72.5, "€/MWh", "es").replace(/\s/g, " ")).toBe("72,50 €/MWh");
    expect(formatProductPrice(3, undefined, "en")).toBe("€3.00");
    expect(formatProductPrice(3, "MWh", "de")).toBe("3,00 MWh");
  });
});
