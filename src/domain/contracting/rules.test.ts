import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { validationMessageIds as ids } from "../validation/schemas";
import {
  applyPowerRule,
  cnaeForResidence,
  contractingMessageIds as cids,
  cupsToLookUp,
  installationSchema,
  needsSixPowers,
  refusedByScoring,
  parsePower,
  selfconsCodeFor,
  UPLOAD_LIMITS,
  type ContractingOptions,
} from "./rules";
import { confirmationSchema, contractSchema, gasContractSchema, isCompanyVat, paymentSchema, personSchema } from "./later-step-rules";
import { POWER_DECIMALS as COMPARATOR_POWER_DECIMALS } from "../comparator";
import { POWER_DECIMALS } from "../units";
import { DEFAULT_CNAE, initialContractingData, type ContractingData, type UploadedFile } from "./state";

const PDF: UploadedFile = { name: "invoice.pdf", content: "data:application/pdf;base64,JVBERi0=" };

/** The messages of the failing fields, keyed by path ("address.dp"). */
function issuesOf(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join(".");
    out[path] ??= issue.message;
  }
  return out;
}

function validInstallation(patch: Partial<ContractingData["installation"]> = {}): ContractingData["installation"] {
  const base = initialContractingData().installation;
  return {
    ...base,
    cups: "ES0031405412345678RS",
    address: { ...base.address, dp: "08013", ine: "08019", state: "08", poblacio: "Barcelona", tv: "CL", nv: "Mallorca", pnp: "401" },
    residenceType: "habitual",
    activeContract: false,
    comerOrigin: "3",
    ...patch,
  };
}

describe("installation (spec §5 CUPS, postal code, installation address, residence, uploads)", () => {
  const install = (patch: Partial<ContractingData["installation"]> = {}, options: ContractingOptions = {}) =>
    issuesOf(installationSchema(validInstallation(patch), options), validInstallation(patch));

  it("accepts a complete installation", () => {
    expect(install()).toEqual({});
  });
  it("CUPS is required and checked (check letters)", () => {
    expect(install({ cups: "" }).cups).toBe(ids.required);
    expect(install({ cups: "ES0031405412345678XX" }).cups).toBe(ids.cupsInvalid);
  });
  it("normalises the CUPS (spaces, case, letter O) in the output", () => {
    const data = validInstallation({ cups: "es0031 4054 1234 5678 rs" });
    expect(v.parse(installationSchema(data), data).cups).toBe("ES0031405412345678RS");
  });
  it("a CUPS the lookup says is not available blocks (CUPS not available)", () => {
    const base = validInstallation();
    expect(install({ cupsSIPSData: { ...base.cupsSIPSData, cupsAvailable: false } }).cups).toBe(cids.cupsNotAvailable);
    expect(install({ cupsSIPSData: { ...base.cupsSIPSData, cupsAvailable: true } }).cups).toBeUndefined();
  });
  it("postal code: 5 digits, leading zeros allowed", () => {
    const address = validInstallation().address;
    expect(install({ address: { ...address, dp: "0801" } })["address.dp"]).toBe(ids.postalCodeInvalid);
    expect(install({ address: { ...address, dp: "08O13" } })["address.dp"]).toBe(ids.postalCodeInvalid);
    expect(install({ address: { ...address, dp: "08013" } })["address.dp"]).toBeUndefined();
  });
  it("address: dp, ine, state, poblacio, tv, nv and pnp required", () => {
    const address = validInstallation().address;
    for (const key of ["ine", "state", "poblacio", "tv", "nv", "pnp"] as const) {
      expect(install({ address: { ...address, [key]: "" } })[`address.${key}`]).toBe(ids.required);
    }
  });
  it("address lengths: nv 256, pnp 9, bq 4, es 4, pt 10, pu 4", () => {
    const address = validInstallation().address;
    const limits = { nv: 256, pnp: 9, bq: 4, es: 4, pt: 10, pu: 4 } as const;
    for (const [key, max] of Object.entries(limits)) {
      expect(install({ address: { ...address, [key]: "x".repeat(max) } })[`address.${key}`]).toBeUndefined();
      expect(install({ address: { ...address, [key]: "x".repeat(max + 1) } })[`address.${key}`]).toBe(ids.tooLong);
    }
  });
  it("cadastral reference: optional, 14 or 20 characters when given", () => {
    const address = validInstallation().address;
    expect(install({ address: { ...address, ref_catastral: "" } })["address.ref_catastral"]).toBeUndefined();
    expect(install({ address: { ...address, ref_catastral: "9872023VH5797S" } })["address.ref_catastral"]).toBeUndefined();
    expect(install({ address: { ...address, ref_catastral: "9872023VH5797S0001WX" } })["address.ref_catastral"]).toBeUndefined();
    expect(install({ address: { ...address, ref_catastral: "9872023VH57" } })["address.ref_catastral"]).toBe(ids.cadastralReferenceInvalid);
  });
  it("residence type is one of habitual, second, business", () => {
    expect(install({ residenceType: "" }).residenceType).toBe(ids.required);
  });
  it("a business needs a cnae; a home gets code 9820", () => {
    expect(install({ residenceType: "business", cnae: { id: "", name: "", descripcio: "" } })["cnae.id"]).toBe(ids.required);
    expect(install({ residenceType: "business", cnae: { id: 12, name: "4711", descripcio: "Shop" } })).toEqual({});
    const second = validInstallation({ residenceType: "second", cnae: { id: 12, name: "4711", descripcio: "Shop" } });
    expect(v.parse(installationSchema(second), second).cnae).toEqual(DEFAULT_CNAE);
  });
  it("cnaeForResidence: habitual or second sets 9820; business clears the household default", () => {
    expect(cnaeForResidence("habitual", { id: 12, name: "4711", descripcio: "" }).name).toBe("9820");
    expect(cnaeForResidence("second", { id: 12, name: "4711", descripcio: "" }).id).toBe(986);
    expect(cnaeForResidence("business", { ...DEFAULT_CNAE }).id).toBe("");
    expect(cnaeForResidence("business", { id: 12, name: "4711", descripcio: "" }).id).toBe(12);
  });
  it("active contract must be answered", () => {
    expect(install({ activeContract: null }).activeContract).toBe(ids.required);
  });
  it("company of origin required only with origin selection", () => {
    expect(install({ comerOrigin: "" }, { originSelection: true }).comerOrigin).toBe(ids.required);
    expect(install({ comerOrigin: "" }, { originSelection: false }).comerOrigin).toBeUndefined();
  });
  it("leads consent and morosity verification required only when configured", () => {
    expect(install({}, { leadsConsent: true }).leadsConsent).toBe(cids.mustAccept);
    expect(install({ leadsConsent: true }, { leadsConsent: true }).leadsConsent).toBeUndefined();
    expect(install({}, { leadsConsent: true, authenticated: true }).leadsConsent).toBeUndefined();
    expect(install({}, { leadsConsent: false }).leadsConsent).toBeUndefined();
    expect(install({}, { morosityVerification: true }).acceptMorosityVerification).toBe(cids.mustAccept);
    expect(install({ acceptMorosityVerification: true }, { morosityVerification: true }).acceptMorosityVerification).toBeUndefined();
  });
  it("invoice 1-3 files required with an active contract unless invoiceRequired is false", () => {
    expect(install({ activeContract: true }).invoice).toBe(cids.filesMin);
    expect(install({ activeContract: true }, { invoiceRequired: false }).invoice).toBeUndefined();
    expect(install({ activeContract: false }).invoice).toBeUndefined();
    expect(install({ activeContract: true, invoice: [PDF] }).invoice).toBeUndefined();
    expect(install({ activeContract: true, invoice: [PDF, PDF, PDF, PDF] }).invoice).toBe(cids.filesMax);
  });
  it("attachments must be base64 data URLs", () => {
    expect(install({ activeContract: true, invoice: [{ name: "a.pdf", content: "JVBERi0=" }] })["invoice.0.content"]).toBe(
      cids.fileInvalidType,
    );
  });
});

describe("lookups (spec §5, §9)", () => {
  it("the CUPS is looked up at 20 or 22 characters only", () => {
    expect(cupsToLookUp("ES0031405412345678R")).toBeNull();
    expect(cupsToLookUp("es0031 4054 1234 5678 rs")).toBe("ES0031405412345678RS");
    expect(cupsToLookUp("ES0031405412345678RS0F")).toBe("ES0031405412345678RS0F");
    expect(cupsToLookUp("ES0031405412345678RS0")).toBeNull();
  });
});

function validPerson(patch: Partial<ContractingData["person"]> = {}): ContractingData["person"] {
  return {
    ...initialContractingData().person,
    vat: "12345678Z",
    name: "Marta",
    surName1: "Puig",
    mobile: "+34 612 345 678",
    email: "marta@example.com",
    commsLanguage: "ca_ES",
    nifFaceup: [PDF],
    ...patch,
  };
}

describe("person (spec §5 tax id, person; §6 business customers)", () => {
  const person = (
    patch: Partial<ContractingData["person"]> = {},
    options: ContractingOptions = {},
    activeContract: boolean | null = false,
  ) => issuesOf(personSchema(validPerson(patch), options, { activeContract }), validPerson(patch));

  it("accepts a complete individual", () => {
    expect(person()).toEqual({});
  });
  it("tax id required and valid; ES prefix removed and upper-cased in the output", () => {
    expect(person({ vat: "" }).vat).toBe(ids.required);
    expect(person({ vat: "12345678A" }).vat).toBe(ids.taxIdInvalid);
    const data = validPerson({ vat: "es12345678z" });
    expect(v.parse(personSchema(data), data).vat).toBe("12345678Z");
  });
  it("companies rejected where restricted", () => {
    const company = {
      vat: "B12345674",
      nifEmpresa: [PDF],
      vatRepresentante: "12345678Z",
      nameRepresentante: "Joan",
      surName1Representante: "Vidal",
    };
    expect(person(company, { restrictCompanyVAT: true }).vat).toBe(ids.companyTaxIdNotAllowed);
    expect(person(company, { restrictCompanyVAT: false })).toEqual({});
    expect(isCompanyVat("es b12345674")).toBe(true);
    expect(isCompanyVat("12345678Z")).toBe(false);
  });
  it("a company needs representative vat, name, first surname and company documents; no surName1", () => {
    const issues = person({ vat: "B12345674", surName1: "" });
    expect(issues.surName1).toBeUndefined();
    expect(issues.vatRepresentante).toBe(ids.required);
    expect(issues.nameRepresentante).toBe(ids.required);
    expect(issues.surName1Representante).toBe(ids.required);
    expect(issues.nifEmpresa).toBe(cids.filesMin);
    expect(person({ vat: "B12345674", vatRepresentante: "123" }).vatRepresentante).toBe(ids.taxIdInvalid);
    const data = validPerson({ vat: "B12345674" });
    expect(v.parse(v.partial(v.object({ company: v.boolean() })), { company: isCompanyVat(data.vat) })).toEqual({ company: true });
  });
  it("an individual needs surName1 and a name", () => {
    expect(person({ surName1: " " }).surName1).toBe(ids.required);
    expect(person({ name: "" }).name).toBe(ids.required);
  });
  it("changeOwner required when the installation has an active contract", () => {
    expect(person({}, {}, true).changeOwner).toBe(ids.required);
    expect(person({ changeOwner: false }, {}, true).changeOwner).toBeUndefined();
    expect(person({}, {}, false).changeOwner).toBeUndefined();
  });
  it("commsLanguage required unless disabled", () => {
    expect(person({ commsLanguage: "" }).commsLanguage).toBe(ids.required);
    expect(person({ commsLanguage: "" }, { commsLanguageDisabled: true }).commsLanguage).toBeUndefined();
  });
  it("mobile required, at least 4, valid, at most 12", () => {
    expect(person({ mobile: "+34" }).mobile).toBe(ids.tooShort);
    expect(person({ mobile: "+34 112 345 678" }).mobile).toBe(ids.phoneInvalid);
    expect(person({ mobile: "+34 612 345 678 9" }).mobile).toBeDefined();
  });
  it("email required unless emailRequired is false, and valid", () => {
    expect(person({ email: "" }).email).toBe(ids.required);
    expect(person({ email: "" }, { emailRequired: false }).email).toBeUndefined();
    expect(person({ email: "nope" }, { emailRequired: false }).email).toBe(ids.emailInvalid);
  });
  it("tax id images 1-2 required unless dniRequired is false", () => {
    expect(person({ nifFaceup: [] }).nifFaceup).toBe(cids.filesMin);
    expect(person({ nifFaceup: [] }, { dniRequired: false }).nifFaceup).toBeUndefined();
    expect(person({ nifFaceup: [PDF, PDF, PDF] }).nifFaceup).toBe(cids.filesMax);
  });
  it("owner address checked only when different: dp exactly 5, lengths under the limits", () => {
    const address = { ...validInstallation().address };
    expect(person({ sameInvoiceAddress: true, ownerAddress: { ...address, dp: "" } })["ownerAddress.dp"]).toBeUndefined();
    expect(person({ sameInvoiceAddress: false, ownerAddress: { ...address, dp: "080" } })["ownerAddress.dp"]).toBe(ids.postalCodeInvalid);
    expect(person({ sameInvoiceAddress: false, ownerAddress: { ...address, pnp: "x".repeat(9) } })["ownerAddress.pnp"]).toBe(ids.tooLong);
    expect(person({ sameInvoiceAddress: false, ownerAddress: { ...address, bq: "x".repeat(4) } })["ownerAddress.bq"]).toBe(ids.tooLong);
    expect(person({ sameInvoiceAddress: false, ownerAddress: address })).toEqual({});
  });
  it("upload limits follow spec §5", () => {
    expect(UPLOAD_LIMITS.invoice).toEqual({ min: 1, max: 3 });
    expect(UPLOAD_LIMITS.selfconsAttachments).toEqual({ min: 1, max: 3 });
    expect(UPLOAD_LIMITS.nifFaceup).toEqual({ min: 1, max: 2 });
  });
});

function validContract(patch: Partial<ContractingData["contract"]> = {}): ContractingData["contract"] {
  return { ...initialContractingData().contract, power: "4,6", power2: "4,6", accessTariff: "1", selectedProduct: "7", ...patch };
}

describe("electricity contract (spec §5, §9 15 kW rule)", () => {
  const contract = (patch: Partial<ContractingData["contract"]> = {}, options: ContractingOptions = {}) =>
    issuesOf(contractSchema(validContract(patch), options), validContract(patch));

  it("reads powers with the decimal comma, 3 decimals", () => {
    expect(parsePower("4,6", "ca")).toBe(4.6);
    expect(parsePower("4.6", "en")).toBe(4.6);
  });
  it("the power decimals are the spec's one shared constant (spec §9 'input power 3 decimals')", () => {
    expect(POWER_DECIMALS).toBe(3);
    // The comparator reads the same constant (re-exported, not a second definition).
    expect(COMPARATOR_POWER_DECIMALS).toBe(POWER_DECIMALS);
    expect(parsePower("4,123", "ca")).toBe(4.123);
    expect(parsePower("4,1234", "ca")).toBeNull();
  });
  it("power and power2 at least 1 kW", () => {
    expect(contract({ power: "0,5" }).power).toBe(cids.powerMin);
    expect(contract({ power2: "" }).power2).toBe(ids.required);
    expect(contract({ power: "abc" }).power).toBe(cids.powerInvalid);
    expect(contract({ power: "-5" }).power).toBe(cids.powerInvalid);
    expect(contract({ power: "4,1234" }).power).toBe(cids.powerInvalid);
  });
  it("up to 15 kW: P3-P6 forced to 0 and not required", () => {
    expect(contract()).toEqual({});
    const out = v.parse(contractSchema(validContract({ power3: "9" })), validContract({ power3: "9" }));
    expect([out.power3, out.power4, out.power5, out.power6]).toEqual([0, 0, 0, 0]);
    expect(applyPowerRule(validContract({ power3: "9" })).power3).toBe("0");
    expect(needsSixPowers({ power: "15", power2: "15" })).toBe(false);
  });
  it("above 15 kW (either power): P3-P6 required, positive, each not lower than the previous", () => {
    expect(needsSixPowers({ power: "4", power2: "15,5" })).toBe(true);
    const issues = contract({ power: "20", power2: "20" });
    expect(issues.power3).toBe(ids.required);
    expect(issues.power6).toBe(ids.required);
    expect(contract({ power: "20", power2: "20", power3: "19", power4: "20", power5: "20", power6: "20" }).power3).toBe(
      cids.powerLowerThanPrevious,
    );
    expect(contract({ power: "20", power2: "20", power3: "20", power4: "20", power5: "25", power6: "24" }).power6).toBe(
      cids.powerLowerThanPrevious,
    );
    const ok = validContract({ power: "20", power2: "20", power3: "20", power4: "20", power5: "20", power6: "25" });
    expect(v.parse(contractSchema(ok), ok).power6).toBe(25);
  });
  it("access tariff and product (positive id) required", () => {
    expect(contract({ accessTariff: "" }).accessTariff).toBe(ids.required);
    expect(contract({ selectedProduct: "" }).selectedProduct).toBe(ids.required);
    expect(contract({ selectedProduct: "0" }).selectedProduct).toBe(ids.required);
  });
  it("self-consumption attachments required when chosen unless requireDocumentation is false", () => {
    expect(contract({ selfcons: true }).selfconsAttachments).toBe(cids.filesMin);
    expect(contract({ selfcons: true }, { requireDocumentation: false }).selfconsAttachments).toBeUndefined();
    expect(contract({ selfcons: false }).selfconsAttachments).toBeUndefined();
  });
  it("self-consumption code 00 by default, 41 when checked or from the CUPS lookup", () => {
    expect(selfconsCodeFor(false)).toBe("00");
    expect(selfconsCodeFor(true)).toBe("41");
    expect(selfconsCodeFor(true, "00")).toBe("41");
    expect(selfconsCodeFor(true, "42")).toBe("42");
    expect(selfconsCodeFor(false, "41")).toBe("00");
    const data = validContract({ selfcons: true, selfconsAttachments: [PDF] });
    expect(v.parse(contractSchema(data), data).selfconsCode).toBe("41");
  });
});

describe("gas contract (spec §5 gas step)", () => {
  const gas = (patch: Partial<ContractingData["gasContract"]> = {}, gasOnly = false) => {
    const values = { ...initialContractingData({ type: "dual" }).gasContract, ...patch };
    return issuesOf(gasContractSchema(values, {}, { gasOnly }), values);
  };
  it("when included: activeContract, cups, accessTariff, selectedProduct required", () => {
    const issues = gas();
    expect(issues.cups).toBe(ids.required);
    expect(issues.activeContract).toBe(ids.required);
    expect(issues.accessTariff).toBe(ids.required);
    expect(issues.selectedProduct).toBe(ids.required);
  });
  it("changeOwner required when there is an active contract", () => {
    expect(gas({ activeContract: true }).changeOwner).toBe(ids.required);
    expect(gas({ activeContract: false }).changeOwner).toBeUndefined();
  });
  it("nothing required when the dual wizard leaves gas out; the gas wizard always includes it", () => {
    expect(gas({ includeGas: false })).toEqual({});
    expect(gas({ includeGas: false }, true).cups).toBe(ids.required);
  });
  it("a gas CUPS not available blocks", () => {
    const sips = initialContractingData().gasContract.cupsSIPSData;
    expect(gas({ cups: "ES0234000000111111SG", cupsSIPSData: { ...sips, cupsAvailable: false } }).cups).toBe(cids.cupsNotAvailable);
  });
});

describe("payment and confirmation (spec §5)", () => {
  it("IBAN required and valid, spaces removed; isOwner checked", () => {
    expect(issuesOf(paymentSchema, { iban: "", isOwner: true }).iban).toBe(ids.required);
    expect(issuesOf(paymentSchema, { iban: "ES9121000418450200051333", isOwner: true }).iban).toBe(ids.ibanInvalid);
    expect(issuesOf(paymentSchema, { iban: "ES9121000418450200051332", isOwner: false }).isOwner).toBe(cids.mustAccept);
    expect(v.parse(paymentSchema, { iban: "es91 2100 0418 4502 0005 1332", isOwner: true }).iban).toBe("ES9121000418450200051332");
  });
  it("conditions and GDPR required unless authenticated; publicity only when asked", () => {
    const none = { acceptOVConditions: false, acceptGdpr: false, acceptPublicity: true };
    const issues = issuesOf(confirmationSchema(), none);
    expect(issues.acceptOVConditions).toBe(cids.mustAccept);
    expect(issues.acceptGdpr).toBe(cids.mustAccept);
    expect(v.parse(confirmationSchema({ authenticated: true }), none)).toEqual({
      acceptOVConditions: true,
      acceptGdpr: true,
      acceptPublicity: false,
    });
    expect(v.parse(confirmationSchema({ authenticated: true, askPublicity: true }), none).acceptPublicity).toBe(true);
  });
});

describe("refusedByScoring (issue 36: the catalogue gives `scoring`, the page's minScoring the rule)", () => {
  it("refuses below the threshold only, and never without a threshold or a scoring", () => {
    expect(refusedByScoring(2, 5)).toBe(true);
    expect(refusedByScoring(5, 5)).toBe(false);
    expect(refusedByScoring(8, 5)).toBe(false);
    expect(refusedByScoring(2, null)).toBe(false);
    expect(refusedByScoring(null, 5)).toBe(false);
    expect(refusedByScoring(undefined, 5)).toBe(false);
    expect(refusedByScoring(Number.NaN, 5)).toBe(false);
  });
});
