import { afterEach, describe, expect, it, vi } from "vitest";
import { resolve } from "node:path";
import { readPo } from "../../scripts/po.mjs";
import { parseDate } from "../domain/parse-date";
import { formatDate, formatDateTime, formatEnergy, formatMegabytes, formatMoney, formatNumber, formatPower } from "./format";
import { intlLocales, LOCALES, type Locale } from "./locales";

// Intl output uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("format (spec §9 units and decimals)", () => {
  it("money with 2 decimals in euros", () => {
    expect(plain(formatMoney(12345.5, "es"))).toBe("12.345,50 €");
    expect(plain(formatMoney(12345.5, "ca"))).toBe("12.345,50 €");
    expect(formatMoney(0.125, "en")).toBe("€0.13");
  });

  it("energy in kWh with 0 decimals", () => {
    expect(plain(formatEnergy(12345.6, "de"))).toBe("12.346 kWh");
  });

  it("power in kW rounded to 2 decimals", () => {
    expect(formatPower(3.456, "en")).toBe("3.46\u00a0kW");
    expect(formatPower(4.6, "es")).toBe("4,6\u00a0kW");
    expect(formatNumber(4.6, "ca", 3, 0)).toBe("4,6");
    expect(formatNumber(4.625, "ca", 3, 0)).toBe("4,625");
  });

  it("dates as DD/MM/YYYY in Spanish, invalid as empty", () => {
    expect(formatDate("2026-03-01", "es")).toBe("01/03/2026");
    expect(formatDate("not a date", "es")).toBe("");
  });

  describe("one date format per language in tables and inputs (issue 39 item 7)", () => {
    // What each language's invoice filters ask for (locales/<locale>/portal-invoices.po dateHint).
    const hint = (locale: Locale) =>
      readPo(resolve(import.meta.dirname, `../../locales/${locale}/portal-invoices.po`)).get("portal.invoices.dateHint") ?? "";

    it.each(LOCALES)("%s: the table date is written as the filters ask for it, day first", (locale) => {
      // The hint's three groups of letters, in its order, are day, month and year: 11 July 2026 in it.
      const groups = hint(locale).split(/[^\p{L}]+/u);
      expect(groups.map((group) => group.length)).toEqual([2, 2, 4]);
      const expected = hint(locale)
        .replace(/\p{L}{4}/u, "2026")
        .replace(/\p{L}{2}/u, "11")
        .replace(/\p{L}{2}/u, "07");
      expect(formatDate("2026-07-11", locale)).toBe(expected);
      // A day is written without Intl (formatDay, which the date field uses too): Intl writes the same.
      expect(formatDate(new Date(2026, 6, 11), locale)).toBe(expected);
      // And a date copied from the table is one the filters accept.
      expect(parseDate(formatDate("2026-07-11", locale))).toBe("2026-07-11");
    });

    it("English writes the day first and a 24-hour clock, as its customers in Spain read them", () => {
      expect(formatDate("2026-07-11", "en")).toBe("11/07/2026");
      expect(plain(formatDateTime("2026-07-11T14:05", "en"))).toBe("11/07/2026, 14:05");
      // Numbers and money keep English's own conventions.
      expect(formatMoney(0.125, "en")).toBe("€0.13");
    });

    it("date and time keep the day first in every language", () => {
      for (const locale of LOCALES) expect(plain(formatDateTime("2026-07-11T14:05", locale)), locale).toMatch(/^11[/.]07[/.]2026,? 14:05$/);
    });
  });

  it("sizes in MB for upload limits", () => {
    expect(plain(formatMegabytes(15_000_000, "en"))).toBe("15 MB");
    // The unit as each language writes it, kept on the number's line.
    expect(formatMegabytes(15_000_000, "fr")).toMatch(/^15[\u00a0\u202f]Mo$/);
    expect(formatMegabytes(2_500_000, "ca")).toMatch(/^2,5[\u00a0\u202f]MB$/);
  });

  describe("where the browser's Intl has no Galician data (Debian's Chromium)", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("formats Galician with Spanish conventions, not the browser's default English", () => {
      // Such a browser: Galician is not supported, and a locale list falls through to its next entry.
      const Real = Intl.NumberFormat;
      const WithoutGalician = function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
        const known = [locales ?? []].flat().filter((locale) => !locale.startsWith("gl"));
        return new Real(known.length > 0 ? known : "en-US", options);
      } as unknown as typeof Intl.NumberFormat;
      vi.stubGlobal("Intl", { ...Intl, NumberFormat: WithoutGalician });
      // Energy and MB in Galician are formatted first here (the module caches a formatter per language).
      expect(plain(formatEnergy(1294.4, "gl"))).toBe("1294 kWh");
      expect(plain(formatMegabytes(2_500_000, "gl"))).toBe("2,5 MB");
    });
  });

  it("writes small numbers without Intl exactly as Intl does, in every language", () => {
    // formatNumber, formatPower, formatEnergy and formatArea skip Intl below 1,000 (ICU's first number
    // format costs a first screen 40-85 ms at 4x CPU): the text must be the same as Intl's. Last in the
    // file: the Galician test above needs the first Galician formatter of the module's cache.
    const values = [
      0, 1, 6, 0.5, 1.5, 2.5, -2.5, 0.125, 0.0025, 4.625, -0.001, 12.345, 99.995, 999.4, 999.5, 999.9995, -999.99, 1000, 1234.5,
    ];
    for (const locale of ["ca", "es", "en", "gl", "fr", "de"] as const) {
      for (const value of values) {
        for (const [decimals, minDecimals] of [
          [0, 0],
          [1, 1],
          [2, 0],
          [2, 2],
          [3, 0],
          [4, 4],
        ] as const) {
          const intl = new Intl.NumberFormat(intlLocales(locale), { minimumFractionDigits: minDecimals, maximumFractionDigits: decimals });
          expect(formatNumber(value, locale, decimals, minDecimals), `${value} ${locale} ${decimals}/${minDecimals}`).toBe(
            intl.format(value),
          );
        }
        const power = new Intl.NumberFormat(intlLocales(locale), { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
        expect(formatPower(value, locale)).toBe(`${power}\u00a0kW`);
        // Not from 1,000 on: that is Intl's text, and Galician's formatter is the stub's above.
        if (Math.abs(value) >= 999.5) continue;
        const whole = new Intl.NumberFormat(intlLocales(locale), { maximumFractionDigits: 0 }).format(value);
        expect(formatEnergy(value, locale)).toBe(`${whole}\u00a0kWh`);
      }
    }
  });
});
