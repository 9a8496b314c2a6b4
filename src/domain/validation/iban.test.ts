import { describe, expect, it } from "vitest";

import { formatIban, isValidIban, normalizeIban } from "./iban";

describe("isValidIban", () => {
  it("accepts valid IBANs of several countries", () => {
    for (const iban of [
      "ES9121000418450200051332",
      "DE89370400440532013000",
      "GB82WEST12345698765432",
      "FR1420041010050500013M02606",
      "PT50000201231234567890154",
      "IT60X0542811101000000123456",
      "AD1200012030200359100100",
      "NL91ABNA0417164300",
      "BE68539007547034",
      "NO9386011117947", // shortest (15)
      "LC55HEMM000100010012001200023015",
      "RU0304452522540817810538091310419", // longest (33)
      "MT84MALT011000012345MTLCAST001S",
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it("tolerates spaces and lower case", () => {
    expect(isValidIban("ES91 2100 0418 4502 0005 1332")).toBe(true);
    expect(isValidIban(" gb82 west 1234 5698 7654 32 ")).toBe(true);
  });

  // issue 16 item 7: IBANs pasted from online banking or a statement come grouped by dashes or dots.
  it("accepts IBANs pasted with dashes or dots between the groups", () => {
    expect(isValidIban("ES91-2100-0418-4502-0005-1332")).toBe(true);
    expect(isValidIban("ES91.2100.0418.4502.0005.1332")).toBe(true);
    expect(isValidIban("es91 - 2100 . 0418-4502 0005.1332")).toBe(true);
    // The separators never hide a wrong checksum.
    expect(isValidIban("ES91-2100-0418-4502-0005-1333")).toBe(false);
  });

  it("rejects checksum errors", () => {
    expect(isValidIban("ES9121000418450200051333")).toBe(false);
    expect(isValidIban("ES9221000418450200051332")).toBe(false);
    expect(isValidIban("DE89370400440532013001")).toBe(false);
    expect(isValidIban("GB82WEST12345698765423")).toBe(false); // transposed digits
  });

  it("rejects unknown countries, wrong lengths and bad characters", () => {
    expect(isValidIban("US9121000418450200051332")).toBe(false);
    expect(isValidIban("ES912100041845020005133")).toBe(false);
    expect(isValidIban("ES91210004184502000513321")).toBe(false);
    expect(isValidIban("ES91_2100_0418_4502_0005_1332")).toBe(false);
    expect(isValidIban("ES91/2100/0418/4502/0005/1332")).toBe(false);
    expect(isValidIban("ESXX21000418450200051332")).toBe(false);
    expect(isValidIban("")).toBe(false);
  });
});

describe("normalizeIban and formatIban", () => {
  it("compacts and upper-cases", () => {
    expect(normalizeIban(" es91 2100 0418 4502 0005 1332 ")).toBe("ES9121000418450200051332");
    expect(normalizeIban("ES91-2100-0418.4502.0005.1332")).toBe("ES9121000418450200051332");
  });

  it("groups by four", () => {
    expect(formatIban("es9121000418450200051332")).toBe("ES91 2100 0418 4502 0005 1332");
    expect(formatIban("FR1420041010050500013M02606")).toBe("FR14 2004 1010 0505 0001 3M02 606");
    expect(formatIban("")).toBe("");
  });
});
