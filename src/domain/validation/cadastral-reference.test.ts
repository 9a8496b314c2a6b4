import { describe, expect, it } from "vitest";

import { isValidCadastralReference } from "./cadastral-reference";

describe("isValidCadastralReference", () => {
  it("accepts published 20-character references", () => {
    // Published as valid (the Catastro's own example and python-stdnum's test list, which
    // collects real references): urban, rural (sector A) and special (BICE 4A, airport) forms.
    for (const reference of [
      "9872023VH5797S0001WX",
      "7837301VG8173B0001TT",
      "4A08169P03PRAT0001LR",
      "06011A012002450000QE",
      "0474001QE5307C0033DW",
      "5078102VK8957N0001TB",
    ]) {
      expect(isValidCadastralReference(reference), reference).toBe(true);
    }
  });

  it("counts Ñ in the Catastro alphabet (constructed example: Ñ = 15, check letters WP)", () => {
    expect(isValidCadastralReference("9872023ÑH5797S0001WP")).toBe(true);
    expect(isValidCadastralReference("9872023ñh5797s0001wp")).toBe(true);
  });

  it("strips spaces and upper-cases", () => {
    expect(isValidCadastralReference("9872023 VH5797S 0001 WX")).toBe(true);
    expect(isValidCadastralReference(" 9872023vh5797s0001wx ")).toBe(true);
  });

  it("accepts 14-character parcel references on their shape", () => {
    expect(isValidCadastralReference("9872023VH5797S")).toBe(true);
    expect(isValidCadastralReference("06011a01200245")).toBe(true);
  });

  it("rejects wrong check letters", () => {
    expect(isValidCadastralReference("9872023VH5797S0001WY")).toBe(false);
    expect(isValidCadastralReference("9872023VH5797S0001XW")).toBe(false);
    expect(isValidCadastralReference("7837301VG8173B0001NN")).toBe(false);
    expect(isValidCadastralReference("9872023VH5797S0002WX")).toBe(false); // unit changed
  });

  it("rejects other lengths and characters", () => {
    expect(isValidCadastralReference("")).toBe(false);
    expect(isValidCadastralReference("9872023VH5797")).toBe(false);
    expect(isValidCadastralReference("9872023VH5797S0001W")).toBe(false);
    expect(isValidCadastralReference("9872023VH5797S0001WX1")).toBe(false);
    expect(isValidCadastralReference("7837301/VG8173B0001TT")).toBe(false);
    expect(isValidCadastralReference("9872023-VH5797S")).toBe(false);
  });
});
