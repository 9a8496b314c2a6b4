import { describe, expect, it } from "vitest";
import { identifierGroups } from "./identifier-groups";

describe("identifierGroups", () => {
  it("reads a CUPS in its groups, with and without the border suffix", () => {
    expect(identifierGroups("ES0031712861801344PF0F")).toEqual(["ES", "0031", "7128", "6180", "1344", "PF", "0F"]);
    expect(identifierGroups("ES0021000000000000RC")).toEqual(["ES", "0021", "0000", "0000", "0000", "RC"]);
  });

  it("reads a cadastral reference as plot, sheet, property and check letters", () => {
    expect(identifierGroups("8157338LZ5255M2045PI")).toEqual(["8157338", "LZ5255M", "2045", "PI"]);
    // A rural reference (letters in its first seven) and a parcel's 14 characters, as the validator takes them.
    expect(identifierGroups("28900A00300012")).toEqual(["28900A0", "0300012"]);
    expect(identifierGroups("13077A01800039")).toEqual(["13077A0", "1800039"]);
  });

  it("reads an IBAN in groups of four, the last shorter", () => {
    expect(identifierGroups("ES9121000418450200051332")).toEqual(["ES91", "2100", "0418", "4502", "0005", "1332"]);
    expect(identifierGroups("DE89370400440532013000")).toEqual(["DE89", "3704", "0044", "0532", "0130", "00"]);
  });

  it("breaks an e-mail before its @ and its dots", () => {
    expect(identifierGroups("marta.puig@example.com")).toEqual(["marta", ".puig", "@example", ".com"]);
  });

  it("keeps any other value whole, and every value is its groups joined", () => {
    expect(identifierGroups("0104521")).toEqual(["0104521"]);
    for (const value of ["ES0031712861801344PF0F", "8157338LZ5255M2045PI", "ES9121000418450200051332", "a.b@c.d", "x"])
      expect(identifierGroups(value).join("")).toBe(value);
  });
});
