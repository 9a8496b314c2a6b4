import { describe, expect, it } from "vitest";
import { TEST_NOW } from "./test-clock.ts";
import { ApiError } from "../../src/api/errors";
import { compareElectricity, compareGas, type ElectricityCompareInput } from "../../src/api/comparator";
import { sendComparatorLead, sendGasComparatorLead, sendPowerCalculatorLead } from "../../src/api/leads";
import {
  estimatePower,
  getCnaes,
  getContractingDefaults,
  getCupsConfig,
  getDniValidation,
  getGasCupsConfig,
  getGasPricelist,
  getPricelist,
  getSolvency,
  sendGasLeadStep,
  sendLeadStep,
  validateCoupon,
} from "../../src/api/contracting";
import { getComers, getGasComers, getGasTariffs, getTariffs } from "../../src/api/tariff-lists";
import { isValidCups } from "../../src/domain/validation/cups";
import { isValidTaxId } from "../../src/domain/validation/tax-id";
import { cupsLetters } from "./cups.ts";
import { BAD_SCORE_VAT, DNI_CHECK_FAILS_VAT, ELECTRICITY_SUPPLIES, GAS_SUPPLIES } from "./data/contracting-data.ts";
import {
  COMPARE_FAILS_CUPS,
  comparatorLeads,
  ELECTRICITY_TAX_NAME,
  GAS_COMPARE_FAILS_CUPS,
  LEAD_FAILS_EMAIL,
} from "./domains/comparator.ts";
import { createSandbox } from "./sandbox.ts";
import { createTestClient } from "./test-client.ts";

const make = () => createSandbox({ seed: 7, now: TEST_NOW });
const supply = (note: string) => ELECTRICITY_SUPPLIES.find((s) => s.note.includes(note))!;
const NORMAL = supply("household flat").cups;
const NOT_AVAILABLE = supply("NOT AVAILABLE").cups;
const SELFCONS = supply("self-consumption").cups;
const NO_SIPS = supply("no SIPS").cups;
const BUSINESS = supply("3.0TD, six").cups;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("CUPS", () => {
  it("computes check letters as spec §5 says (and as the client validates)", () => {
    expect(cupsLetters("0031405412345678")).toBe(NORMAL.slice(18));
    for (const s of [...ELECTRICITY_SUPPLIES, ...GAS_SUPPLIES]) expect(isValidCups(s.cups)).toBe(true);
    expect(isValidCups(`${NORMAL}1F`)).toBe(true);
  });

  it("answers SIPS data for an electricity CUPS (v1 only)", async () => {
    const sandbox = make();
    const { api } = createTestClient(sandbox);
    const config = await getCupsConfig(api, NORMAL);
    expect(config).toMatchObject({
      cups_data_availability: { available: true },
      cups_availability: { available: true },
      access_tariff: { id: 1, name: "2.0TD" },
      address: { zipcode: "08013" },
      power_p1: 4.6,
      power_p2: 4.6,
      selfcons: false,
      autoconsumo_code: "00",
    });
    expect((await sandbox.fetch(`/api/v2/contractacio/config/cups/${NORMAL}`)).status).toBe(404);
    expect(await getCupsConfig(api, `${NORMAL}0F`)).toMatchObject({ power_p1: 4.6 });
    expect((await getCupsConfig(api, BUSINESS)).power_p6).toBe(25);
    expect(await getCupsConfig(api, NORMAL, { old: 0 })).toMatchObject({ power: 4.6, access_tariff: { id: 1 } });
  });

  it("documents a CUPS not available, one with self-consumption, one without SIPS data; rejects a bad one", async () => {
    const { api } = createTestClient(make());
    expect((await getCupsConfig(api, NOT_AVAILABLE)).cups_availability.available).toBe(false);
    expect(await getCupsConfig(api, SELFCONS)).toMatchObject({ selfcons: true, autoconsumo_code: "41" });
    expect((await getCupsConfig(api, NO_SIPS)).cups_data_availability.available).toBe(false);
    expect((await getCupsConfig(api, "ES0031405412345678ZZ").catch((e: ApiError) => e)).status).toBe(400);
  });

  it("answers gas CUPS (v2)", async () => {
    const { api } = createTestClient(make());
    const [home, , unavailable] = GAS_SUPPLIES;
    expect(await getGasCupsConfig(api, home!.cups)).toMatchObject({
      access_tariff: { name: "RL.1" },
      address: { zipcode: "08013" },
      cups_availability: { available: true },
    });
    expect((await getGasCupsConfig(api, unavailable!.cups)).cups_availability.available).toBe(false);
  });
});

describe("reference data", () => {
  it("cnaes include the default id 986 code 9820, translated", async () => {
    const client = createTestClient(make(), { locale: "en" });
    const cnaes = await getCnaes(client.api);
    expect(cnaes[0]).toMatchObject({ id: 986, name: "9820" });
    expect(cnaes[0]?.descripcio).toMatch(/households/);
  });

  it("comers, gas comers, gas tariffs and the prefill defaults", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox);
    expect((await getComers(client.api)).length).toBeGreaterThan(5);
    expect((await getGasComers(client.api)).length).toBeGreaterThan(3);
    expect((await getGasTariffs(client.api)).map((t) => t.name)).toEqual(["RL.1", "RL.2", "RL.3", "RL.4"]);
    expect((await getContractingDefaults(client.api)).owner).toBeNull();
    client.setToken(sandbox.tokenFor("business"));
    expect((await getContractingDefaults(client.api)).owner).toMatchObject({ vat: "B65432106", company: true });
  });

  it("tariffs by power: 2.0TD up to 15 kW, 3.0TD and 3.0TDVE above, none above 450 kW", async () => {
    const { api } = createTestClient(make());
    expect((await getTariffs(api, { power: 5.75 })).map((t) => t.name)).toEqual(["2.0TD"]);
    expect((await getTariffs(api, { power: 15 })).map((t) => t.name)).toEqual(["2.0TD"]);
    expect((await getTariffs(api, { power: 15_001 })).map((t) => t.name)).toEqual(["3.0TD", "3.0TDVE"]);
    expect(await getTariffs(api, { power: 500 })).toEqual([]);
    expect((await getTariffs(api, { power: 5, old: 1 })).map((t) => t.name)).toContain("2.0DHA");
  });

  it("price lists per tariff with translated HTML descriptions, self-consumption and coupon variants", async () => {
    const client = createTestClient(make(), { locale: "es" });
    const products = await getPricelist(client.api, { power: 4.6, atr: 1, cups: NORMAL });
    expect(products.map((p) => p.id)).toEqual([101, 102, 103]);
    expect(products[0]?.ov_description).toContain("Término de potencia");
    const solar = await getPricelist(client.api, { atr: "2.0TD", cups: SELFCONS, selfcons: true });
    expect(solar.map((p) => p.id)).toContain(104);
    const discounted = await getPricelist(client.api, { atr: "2.0TD", promocode: "BENVINGUDA10" });
    expect(discounted[0]?.ov_description).toContain("-10 %");
    expect((await getPricelist(client.api, { atr: "3.0TDVE" })).map((p) => p.id)).toEqual([301]);
    client.setLocale("en");
    expect((await getPricelist(client.api, { atr: 1 }))[0]?.ov_description).toContain("Power term");
    expect((await getGasPricelist(client.api, { atr: "RL.2" })).map((p) => p.id)).toEqual([411, 412]);
  });

  it("validates coupons", async () => {
    const { api } = createTestClient(make());
    expect((await validateCoupon(api, "BENVINGUDA10")).valid).toBe(true);
    expect((await validateCoupon(api, "solar2025")).valid).toBe(true);
    expect((await validateCoupon(api, "CADUCAT2023")).valid).toBe(false);
    expect((await validateCoupon(api, "WHATEVER")).valid).toBe(false);
  });
});

describe("leads", () => {
  const person = (vat: string) => ({
    step: 2 as const,
    vat,
    name: "Anna",
    surName1: "Roca",
    email: "anna@example.com",
    mobile: "612345678",
  });

  it("walks steps 1 to 5 and finishes with an HTML body", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox, { locale: "en" });
    const first = await sendLeadStep(client.api, { step: 1, cups: NORMAL, address: { dp: "08013", ine: "08019" }, cnae: 986 });
    const leadId = first.lead_id as number;
    expect(leadId).toBeGreaterThan(0);
    await sendLeadStep(client.api, { ...person("39740191D"), lead_id: leadId });
    expect((await getSolvency(client.api, leadId)).scoring).toBe(8);
    expect((await getDniValidation(client.api, leadId)).dni_valid).toBe(true);
    await sendLeadStep(client.api, { step: 3, lead_id: leadId, power: 4.6, power2: 4.6, tarifaATR: 1, tarifa: 101 });
    await sendLeadStep(client.api, { step: 4, lead_id: leadId, bank: { iban: "ES9121000418450200051332", owner_is_bank_owner: true } });
    const done = await sendLeadStep(client.api, { step: 5, lead_id: leadId, accept_gdpr: true, accept_ov_conditions: true, confirm: true });
    expect(done.status).toBe("OK");
    expect(done.result?.render).toMatchObject({ format: "html" });
    expect(done.result?.render?.body).toContain(String(leadId));
  });

  it("takes FormData (files) too", async () => {
    const { api } = createTestClient(make());
    const form = new FormData();
    form.append("step", "1");
    form.append("cups", NORMAL);
    form.append("invoice", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "factura.pdf");
    expect((await sendLeadStep(api, form)).lead_id).toBeGreaterThan(0);
  });

  it("refuses a CUPS not available and later steps without a lead", async () => {
    const { api } = createTestClient(make());
    const error = await failure(sendLeadStep(api, { step: 1, cups: NOT_AVAILABLE }));
    expect(error.status).toBe(400);
    expect(error.fields.cups).toEqual(["cups_not_available"]);
    expect((await failure(sendLeadStep(api, person("39740191D")))).status).toBe(400);
    expect((await failure(sendLeadStep(api, { step: 3, lead_id: 999_999 }))).status).toBe(404);
  });

  it("documents a tax id with a bad score and one that fails the DNI check (both valid DNIs)", async () => {
    expect(isValidTaxId(BAD_SCORE_VAT) && isValidTaxId(DNI_CHECK_FAILS_VAT)).toBe(true);
    const { api } = createTestClient(make());
    const bad = (await sendLeadStep(api, { step: 1, cups: NORMAL })).lead_id as number;
    await sendLeadStep(api, { ...person(BAD_SCORE_VAT), lead_id: bad });
    expect(await getSolvency(api, bad)).toEqual({ scoring: 2 });
    const dni = (await sendLeadStep(api, { step: 1, cups: NORMAL })).lead_id as number;
    await sendLeadStep(api, { ...person(DNI_CHECK_FAILS_VAT), lead_id: dni });
    expect((await getDniValidation(api, dni)).dni_valid).toBe(false);
    expect((await sendLeadStep(api, { step: 5, lead_id: dni })).status).toBe("ERROR");
  });

  it("scenario lead_refused makes step 5 answer ERROR with a body", async () => {
    const sandbox = make();
    const { api } = createTestClient(sandbox);
    const id = (await sendGasLeadStep(api, { step: 1, cups: GAS_SUPPLIES[0]!.cups })).lead_id as number;
    expect(sandbox.requests.at(-1)?.version).toBe(2);
    sandbox.setScenario("lead_refused");
    const answer = await sendGasLeadStep(api, { step: 5, lead_id: id });
    expect(answer.status).toBe("ERROR");
    expect(answer.result?.render?.body).toBeTruthy();
  });

  it("estimates power from the supply's P1, rounded up to a normalised value", async () => {
    const { api } = createTestClient(make());
    expect(await estimatePower(api, NORMAL)).toMatchObject({ status: "OK", power: 4.6, access_tariff: { name: "2.0TD" } });
    expect((await estimatePower(api, BUSINESS)).power).toBe(20.78);
  });
});

describe("comparator", () => {
  const input: ElectricityCompareInput = {
    cups: NORMAL,
    comerOrigin: 1,
    accessTariff: 1,
    power: 4.6,
    power2: 4.6,
    p1: 70,
    p2: 60,
    p3: 110,
    startDate: "2025-04-01",
    endDate: "2025-04-30",
    invoiceAmount: 95.4,
    mode: "auto",
    consent: true,
  };

  it("computes an electricity result with potencia, energia, lloguer lines and a tax map", async () => {
    const { api } = createTestClient(make(), { locale: "es" });
    const { result } = await compareElectricity(api, input);
    expect(Object.keys(result.operations.lines)).toEqual(["potencia", "energia", "lloguer"]);
    expect(result.operations.lines.potencia?.[0]).toMatchObject({ name: "P1", quantity: 4.6, multi: 30 });
    expect(result.operations.taxes).toHaveProperty(ELECTRICITY_TAX_NAME);
    expect(result.total_amount).toBeGreaterThan(30);
    expect(result.total_amount).toBeLessThan(95.4);
    expect(result.header).toContain("ahorro");
    const bigger = await compareElectricity(api, { ...input, p1: 700, p2: 600, p3: 1100 });
    expect(bigger.result.total_amount).toBeGreaterThan(result.total_amount);
  });

  it("fails for the documented CUPS and for bad dates", async () => {
    const { api } = createTestClient(make());
    expect((await failure(compareElectricity(api, { ...input, cups: COMPARE_FAILS_CUPS }))).serverMessage).toBe("could_not_compare");
    expect((await failure(compareElectricity(api, { ...input, endDate: "2025-03-01" }))).fields.endDate).toEqual(["end_before_start"]);
  });

  it("computes a gas result with fijo and variable lines and a tax list; its failure message is translated", async () => {
    const { api } = createTestClient(make(), { locale: "ca" });
    const gasInput = {
      mode: "auto" as const,
      cups: GAS_SUPPLIES[0]!.cups,
      comerOrigin: 101,
      consumption: 420,
      startDate: "2025-01-01",
      endDate: "2025-02-28",
      invoiceAmount: 80,
    };
    const { result } = await compareGas(api, gasInput);
    expect(Object.keys(result.operations.lines)).toEqual(["fijo", "variable"]);
    expect(Array.isArray(result.operations.taxes)).toBe(true);
    expect(result.total_amount).toBeGreaterThan(0);
    const error = await failure(compareGas(api, { ...gasInput, cups: GAS_COMPARE_FAILS_CUPS }));
    expect(error.serverMessage).toMatch(/No hem pogut comparar/);
  });

  it("sends the leads (electricity confirm, gas manual mode, power calculator) and fails for the documented email", async () => {
    const sandbox = make();
    const { api } = createTestClient(sandbox);
    const form = {
      cups: NORMAL,
      name: "Pau",
      surname1: "Vila",
      email: "pau@example.com",
      telephone: "612345678",
      contactHours: "9-13h" as const,
      consent: true,
    };
    expect((await sendComparatorLead(api, form)).status).toBe("OK");
    expect((await sendGasComparatorLead(api, { ...form, cups: GAS_SUPPLIES[0]!.cups })).status).toBe("OK");
    expect(sandbox.requests.at(-1)?.body).toMatchObject({ mode: "manual" });
    const lead = {
      cups: NORMAL,
      data: {
        optimalPower: 5.21,
        appliances: [{ name: "oven", enabled: true, totalPower: 2 }],
        area: 80,
        numPersones: 3,
        cofSimul: 0.4,
        cups: NORMAL,
      },
    };
    expect((await sendPowerCalculatorLead(api, lead)).status).toBe("OK");
    expect(comparatorLeads(sandbox.db).map((l) => l.kind)).toEqual(["electricity", "gas", "power-calculator"]);
    expect((await failure(sendComparatorLead(api, { ...form, email: LEAD_FAILS_EMAIL }))).status).toBe(400);
    expect((await failure(sendComparatorLead(api, { ...form, telephone: "+34 612" }))).fields.telephone).toEqual(["phone_invalid"]);
  });
});
