import { describe, expect, it } from "vitest";
import { confirmationFields, contractFields, gasContractFields, installationFields, paymentFields, personFields } from "./payload";
import { initialContractingData } from "./state";

const PDF = { name: "a.pdf", content: "data:application/pdf;base64,JVBERi0=" };

describe("lead step bodies (calls §7.8)", () => {
  it("installation: the invoice only with a contract in force; no company of origin is null", () => {
    const data = {
      ...initialContractingData().installation,
      cups: "ES0031405412345678RS",
      residenceType: "habitual" as const,
      invoice: [PDF],
    };
    expect(installationFields({ ...data, activeContract: false }).invoice).toEqual([]);
    expect(installationFields({ ...data, activeContract: true }).invoice).toEqual([PDF]);
    expect(installationFields({ ...data, activeContract: true }).comer_origin).toBeNull();
    expect(installationFields({ ...data, activeContract: true }).cnae).toEqual({ id: 986, name: "9820" });
  });

  it("person: mobile as +34 and 9 digits; owner address only when different", () => {
    const person = { ...initialContractingData().person, vat: "12345678Z", name: " Marta ", surName1: "Puig", mobile: "612 345 678" };
    const fields = personFields(person);
    expect(fields.owner.mobile).toBe("+34612345678");
    expect(fields.owner.name).toBe("Marta");
    expect(fields.owner_address).toBeNull();
    expect(personFields({ ...person, sameInvoiceAddress: false }).owner_address).toMatchObject({ dp: "" });
  });

  it("person: a company sends its representative and documents, no surnames", () => {
    const company = {
      ...initialContractingData().person,
      vat: "B12345674",
      company: true,
      name: "Forn Vidal SL",
      surName1: "left over",
      vatRepresentante: "12345678Z",
      nameRepresentante: "Joan",
      surName1Representante: "Vidal",
      nifEmpresa: [PDF],
    };
    const fields = personFields(company);
    expect(fields.owner.surname1).toBe("");
    expect(fields.owner.representative).toEqual({ vat: "12345678Z", name: "Joan", surname1: "Vidal", surname2: "" });
    expect(fields.owner.nif_empresa).toEqual([PDF]);
    expect(personFields({ ...company, company: false }).owner.nif_empresa).toEqual([]);
  });

  it("contract: powers P1-P6 in kW, the code upper-cased in a list, attachments only with self-consumption", () => {
    const contract = {
      power: 4.6,
      power2: 4.6,
      power3: 0,
      power4: 0,
      power5: 0,
      power6: 0,
      accessTariff: "1",
      selectedProduct: "101",
      promotionalCode: "benvinguda10",
      selfcons: false,
      selfconsCode: "00",
      selfconsAttachments: [PDF],
    };
    expect(contractFields(contract)).toEqual({
      tarifa: "101",
      tarifaATR: "1",
      powers: [4.6, 4.6, 0, 0, 0, 0],
      promotional_code: ["BENVINGUDA10"],
      selfcons: false,
      selfconsCode: "00",
      selfcons_attach: [],
    });
    expect(contractFields({ ...contract, promotionalCode: "" }).promotional_code).toEqual([]);
    expect(contractFields({ ...contract, selfcons: true, selfconsCode: "41" }).selfcons_attach).toEqual([PDF]);
  });

  it("payment: the bank account with the owner confirmation", () => {
    expect(paymentFields({ iban: "ES9121000418450200051332", isOwner: true })).toEqual({
      bank: { iban: "ES9121000418450200051332", owner_is_bank_owner: true },
    });
  });

  it("confirmation: the acceptances and the confirm flag", () => {
    expect(confirmationFields({ acceptOVConditions: true, acceptGdpr: true, acceptPublicity: false })).toEqual({
      accept_ov_conditions: true,
      accept_gdpr: true,
      activate_publicity: false,
      confirm: true,
    });
  });

  it("gas contract: tariff and product, the invoice only with a contract in force", () => {
    const gas = {
      ...initialContractingData({ type: "gas" }).gasContract,
      cups: "ES0230000000123456TS",
      accessTariff: "21",
      selectedProduct: "401",
      activeContract: false,
      invoice: [PDF],
    };
    expect(gasContractFields(gas)).toMatchObject({ include_gas: true, tarifa: "401", tarifaATR: "21", invoice: [], comer_origin: null });
    expect(gasContractFields({ ...gas, activeContract: true }).invoice).toEqual([PDF]);
  });
});
