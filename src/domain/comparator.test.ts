import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  EMPTY_ELECTRICITY_FORM,
  EMPTY_GAS_FORM,
  comparatorMessageIds as ids,
  electricityFormSchema,
  gasFormSchema,
  maxConsumptionKwh,
  periodDays,
  tariffFields,
  type ElectricityFormValues,
} from "./comparator";
import { isElectricityTax, lineAmount, taxList } from "./comparator-result";

const valid: ElectricityFormValues = {
  ...EMPTY_ELECTRICITY_FORM,
  cups: "es0031 4054 1234 5678 rs",
  comerOrigin: "3",
  accessTariff: "2.0TD",
  power: "4,6",
  power2: "4,6",
  p1: "120",
  p2: "90",
  p3: "150",
  p4: "999",
  startDate: "2026-09-01",
  endDate: "2026-09-30",
  invoiceAmount: "63",
  consent: true,
};

/** The message of each failing field, e.g. { endDate: "comparator.rule.endBeforeStart" }. */
function issuesOf(result: v.SafeParseResult<v.GenericSchema>) {
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.issues) first[v.getDotPath(issue) ?? ""] ??= issue.message;
  return first;
}

describe("tariffFields (spec §5: periods per tariff)", () => {
  it("enables P1-P3 and power2 for 2.0TD, P1-P6 for 3.0TD and VE, only P1 otherwise", () => {
    expect(tariffFields("2.0TD")).toEqual({ periods: ["p1", "p2", "p3"], power2: true });
    expect(tariffFields("3.0TD")).toEqual({ periods: ["p1", "p2", "p3", "p4", "p5", "p6"], power2: true });
    expect(tariffFields("3.0TDVE").periods).toHaveLength(6);
    expect(tariffFields("6.1TD")).toEqual({ periods: ["p1"], power2: false });
    expect(tariffFields(undefined)).toEqual({ periods: ["p1"], power2: false });
  });
});

describe("periodDays and maxConsumptionKwh", () => {
  it("counts both ends and uses the highest power every hour", () => {
    expect(periodDays("2026-09-01", "2026-09-30")).toBe(30);
    expect(periodDays("2026-03-28", "2026-03-30")).toBe(3); // across the DST change
    expect(maxConsumptionKwh([4.6, 3], 30)).toBeCloseTo(3312);
  });
});

describe("electricityFormSchema (spec §5 electricity comparator)", () => {
  it("turns typed values into the request of §7.9 with only the tariff's periods, decimal comma in es", () => {
    const result = v.safeParse(electricityFormSchema("es", "2.0TD"), valid);
    expect(result.success).toBe(true);
    expect(result.output).toEqual({
      cups: "ES0031405412345678RS",
      comerOrigin: 3,
      accessTariff: "2.0TD",
      power: 4.6,
      power2: 4.6,
      p1: 120,
      p2: 90,
      p3: 150,
      startDate: "2026-09-01",
      endDate: "2026-09-30",
      invoiceAmount: 63,
      mode: "auto",
      consent: true,
    });
  });

  it("reads the decimal point in English and refuses the comma there", () => {
    expect(v.safeParse(electricityFormSchema("en", "2.0TD"), { ...valid, power: "4.6", power2: "" }).success).toBe(true);
    expect(issuesOf(v.safeParse(electricityFormSchema("en", "2.0TD"), { ...valid, power: "4,6" }))).toMatchObject({
      power: ids.notANumber,
    });
  });

  it("requires the CUPS valid, company, tariff, power, P1, dates, amount and consent", () => {
    const issues = issuesOf(v.safeParse(electricityFormSchema("es", undefined), EMPTY_ELECTRICITY_FORM));
    expect(issues).toMatchObject({
      cups: "validation.required",
      comerOrigin: "validation.required",
      accessTariff: "validation.required",
      power: "validation.required",
      p1: "validation.required",
      startDate: "validation.required",
      endDate: "validation.required",
      invoiceAmount: "validation.required",
      consent: ids.consentRequired,
    });
    expect(issuesOf(v.safeParse(electricityFormSchema("es", "2.0TD"), { ...valid, cups: "ES0031405412345678RX" }))).toMatchObject({
      cups: "validation.cups.invalid",
    });
  });

  it("takes power with at most 3 decimals, positive", () => {
    const schema = electricityFormSchema("es", "2.0TD");
    expect(v.safeParse(schema, { ...valid, power: "4,625" }).success).toBe(true);
    expect(issuesOf(v.safeParse(schema, { ...valid, power: "4,6251" }))).toMatchObject({ power: ids.powerDecimals });
    expect(issuesOf(v.safeParse(schema, { ...valid, power: "0" }))).toMatchObject({ power: ids.positive });
    expect(issuesOf(v.safeParse(schema, { ...valid, power2: "0" }))).toMatchObject({ power2: ids.positive });
  });

  it("takes consumptions and the amount as whole numbers", () => {
    const schema = electricityFormSchema("es", "2.0TD");
    expect(issuesOf(v.safeParse(schema, { ...valid, p2: "90,5" }))).toMatchObject({ p2: ids.wholeNumber });
    expect(issuesOf(v.safeParse(schema, { ...valid, invoiceAmount: "63,45" }))).toMatchObject({ invoiceAmount: ids.wholeNumber });
    expect(issuesOf(v.safeParse(schema, { ...valid, invoiceAmount: "0" }))).toMatchObject({ invoiceAmount: ids.positive });
    expect(issuesOf(v.safeParse(schema, { ...valid, p2: "-5" }))).toMatchObject({ p2: ids.notANumber });
    expect(v.safeParse(schema, { ...valid, p2: "0" }).success).toBe(true);
  });

  it("ignores the periods and power2 a tariff does not enable", () => {
    const result = v.safeParse(electricityFormSchema("es", "6.1TD"), { ...valid, p2: "abc", power2: "xyz" });
    expect(result.success).toBe(true);
    expect(result.output).not.toHaveProperty("p2");
    expect(result.output).not.toHaveProperty("power2");
  });

  it("sends P4-P6 for 3.0TD", () => {
    const result = v.safeParse(electricityFormSchema("es", "3.0TD"), { ...valid, power: "20", power2: "25", p5: "10", p6: "" });
    expect(result.output).toMatchObject({ p4: 999, p5: 10 });
    expect(result.output).not.toHaveProperty("p6");
  });

  it("refuses an end date before the start", () => {
    const issues = issuesOf(
      v.safeParse(electricityFormSchema("es", "2.0TD"), { ...valid, startDate: "2026-09-30", endDate: "2026-09-01" }),
    );
    expect(issues).toEqual({ endDate: ids.endBeforeStart });
    expect(
      v.safeParse(electricityFormSchema("es", "2.0TD"), {
        ...valid,
        p1: "50",
        p2: "",
        p3: "",
        startDate: "2026-09-30",
        endDate: "2026-09-30",
      }).success,
    ).toBe(true);
  });

  it("refuses a consumption the power cannot deliver in the period", () => {
    // 4.6 kW × 24 h × 30 days = 3312 kWh
    const schema = electricityFormSchema("es", "2.0TD");
    expect(v.safeParse(schema, { ...valid, p1: "3000", p2: "312", p3: "0" }).success).toBe(true);
    expect(issuesOf(v.safeParse(schema, { ...valid, p1: "3000", p2: "313", p3: "0" }))).toEqual({ p1: ids.consumptionTooHigh });
  });
});

describe("gasFormSchema (spec §5 gas comparator)", () => {
  const gas = {
    ...EMPTY_GAS_FORM,
    cups: "ES0230000000123456TS",
    comerOrigin: "2",
    accessTariff: "RL.1",
    consumption: "850",
    startDate: "2026-08-01",
    endDate: "2026-09-30",
    invoiceAmount: "96",
  };

  it("builds the gas request with access_tariff", () => {
    expect(v.parse(gasFormSchema("ca"), gas)).toEqual({
      mode: "auto",
      cups: "ES0230000000123456TS",
      comerOrigin: 2,
      access_tariff: "RL.1",
      consumption: 850,
      startDate: "2026-08-01",
      endDate: "2026-09-30",
      invoiceAmount: 96,
    });
  });

  it("requires every field and the end not before the start", () => {
    expect(issuesOf(v.safeParse(gasFormSchema("ca"), EMPTY_GAS_FORM))).toMatchObject({
      cups: "validation.required",
      comerOrigin: "validation.required",
      accessTariff: "validation.required",
      consumption: "validation.required",
      invoiceAmount: "validation.required",
    });
    expect(issuesOf(v.safeParse(gasFormSchema("ca"), { ...gas, endDate: "2026-07-01" }))).toEqual({ endDate: ids.endBeforeStart });
  });
});

describe("result helpers", () => {
  it("recognises the special electricity tax by its Spanish or Catalan name", () => {
    expect(isElectricityTax("Impuesto especial sobre la electricidad")).toBe(true);
    expect(isElectricityTax("Impost especial sobre l'electricitat")).toBe(true);
    expect(isElectricityTax("IVA 21%")).toBe(false);
    expect(isElectricityTax("Impuesto especial sobre hidrocarburos")).toBe(false);
  });

  it("computes a line's amount with its days and lists taxes of either shape", () => {
    expect(lineAmount({ price_unit: 0.0821, quantity: 4.6, multi: 30 })).toBe(11.33);
    expect(taxList({ "IVA 21%": 10.5 })).toEqual([{ name: "IVA 21%", amount: 10.5 }]);
    expect(taxList([{ name: "IVA 21%", amount: 10.5, extra: 1 } as { name: string; amount: number }])).toEqual([
      { name: "IVA 21%", amount: 10.5 },
    ]);
  });
});
