import { describe, expect, it } from "vitest";
import { POSTAL_CODE_LOOKUP_DEBOUNCE_MS, localityAfterLookup, postalCodeToLookUp, provinceCodeOfIne } from "./postal-code";

const barcelona = { ine: "08019", city: "Barcelona" };
const badalona = { ine: "08015", city: "Badalona" };

describe("postal-code lookup (spec §5 Postal code, §9)", () => {
  it("waits 700 ms after the last keystroke (spec §9 zip lookup 700 ms)", () => {
    expect(POSTAL_CODE_LOOKUP_DEBOUNCE_MS).toBe(700);
  });
  it("the postal code is looked up at 5 digits", () => {
    expect(postalCodeToLookUp("0801")).toBeNull();
    expect(postalCodeToLookUp("08a13")).toBeNull();
    expect(postalCodeToLookUp("08013")).toBe("08013");
    expect(postalCodeToLookUp(" 08013 ")).toBe("08013");
  });
  it("the province is the first 2 digits of the INE code", () => {
    expect(provinceCodeOfIne("08019")).toBe("08");
    expect(provinceCodeOfIne("1078")).toBe("01");
  });
  it("a single matching locality is selected, whatever was chosen before", () => {
    expect(localityAfterLookup([barcelona], "")).toEqual(barcelona);
    expect(localityAfterLookup([barcelona], "08015")).toEqual(barcelona);
  });
  it("among several, the chosen locality stays when it is one of them, else none", () => {
    expect(localityAfterLookup([barcelona, badalona], "08015")).toEqual(badalona);
    expect(localityAfterLookup([barcelona, badalona], "")).toBeNull();
    expect(localityAfterLookup([barcelona, badalona], "28079")).toBeNull();
  });
  it("no locality for an unknown postal code or none to look up", () => {
    expect(localityAfterLookup([], "08019")).toBeNull();
    expect(localityAfterLookup(null, "08019")).toBeNull();
  });
});
