// @vitest-environment node
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "../test-clock.ts";
import { createApiClient } from "../../../src/api/client";
import { ResponseCache } from "../../../src/api/cache";
import { ApiError } from "../../../src/api/errors";
import {
  ContractPageSchema,
  changeIban,
  changePower,
  createNotificationAddress,
  downloadContractAttachment,
  downloadContractPdf,
  getContract,
  getContractListInfo,
  getDoubleTariff,
  getHappyDay,
  getHappyHours,
  listAddresses,
  listAvailableDoubleTariffs,
  listAvailableHappyDays,
  listAvailableHappyHours,
  listBankAccounts,
  listContracts,
  requestNoCessionSips,
  setNotificationAddress,
  updateCadastralReference,
  updateDoubleTariff,
  updateHappyDay,
  updateHappyHours,
  updateInvoiceDelivery,
  updateNotificationField,
  type Contract,
} from "../../../src/api/contracts";
import { isValidCadastralReference, isValidCups, isValidIban, isValidTaxId } from "../../../src/domain/validation";
import type { Locale } from "../../../src/i18n/locales";
import { createSandbox, type Sandbox } from "../sandbox.ts";
import { createRng } from "../rng.ts";
import type { SandboxDb } from "../types.ts";
import * as batteriesModule from "./batteries.ts";
import * as consumptionModule from "./consumption.ts";
import * as contractsModule from "./contracts.ts";
import { contractsTable, ownerOf } from "./contracts.ts";
import * as invoicesModule from "./invoices.ts";
import * as paymentsModule from "./payments.ts";
import * as supportModule from "./support.ts";

const NOW = TEST_NOW;

function setup(who = "household", options: { seed?: number; locale?: Locale; sandbox?: Sandbox } = {}) {
  const sandbox = options.sandbox ?? createSandbox({ now: NOW, seed: options.seed });
  const token = sandbox.tokenFor(who);
  const api = createApiClient({
    apiBase: () => "http://sandbox.local",
    locale: () => options.locale ?? "ca",
    token: () => token,
    timeoutMs: () => 10_000,
    fetch: () => sandbox.fetch,
    report: () => {},
    onTokenExpired: () => {},
    cache: new ResponseCache(),
  });
  const raw = (path: string, init: RequestInit = {}) =>
    sandbox.fetch(`http://sandbox.local/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    });
  return { sandbox, api, raw };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

async function allContracts(api: ReturnType<typeof setup>["api"]): Promise<Contract[]> {
  return (await listContracts(api, { limit: 100 })).items;
}

describe("contracts: data set", () => {
  it("lists the household's 3 electricity and 1 gas contracts and the business's multipoint supplies", async () => {
    const household = setup("household");
    const info = await getContractListInfo(household.api);
    expect(info.electricity).toHaveLength(3);
    expect(info.gas).toHaveLength(1);
    const business = setup("business");
    const biz = await getContractListInfo(business.api);
    expect(biz.electricity.length).toBeGreaterThanOrEqual(8);
    expect(biz.gas).toHaveLength(1);
    const multipoint = await listContracts(business.api, { type: "multipoint", limit: 100 });
    expect(new Set(multipoint.items.map((c) => c.supplyPoint.city)).size).toBeGreaterThanOrEqual(6);
  });

  it("covers every state, debts, pending signatures, SIPS states, attachments, batteries and power periods", async () => {
    const contracts = [...(await allContracts(setup("household").api)), ...(await allContracts(setup("business").api))];
    // esborrany, activa, baixa, cancelada on the wire (portal-spec §3).
    const states = new Set(contracts.map((c) => c.status));
    expect([...states].sort()).toEqual(["active", "cancelled", "closed", "draft"]);
    const drafts = contracts.filter((c) => c.status === "draft");
    expect(drafts.some((c) => c.signDate)).toBe(true);
    expect(drafts.some((c) => !c.signDate)).toBe(true);
    expect(contracts.some((c) => c.amountDebt > 0)).toBe(true);
    expect(contracts.some((c) => c.awaitingSignature.includes("iban"))).toBe(true);
    expect(contracts.some((c) => c.awaitingSignature.includes("power"))).toBe(true);
    expect(new Set(contracts.map((c) => c.noCessionSips?.state))).toEqual(new Set(["unactive", "requested", "active"]));
    const categories = new Set(contracts.flatMap((c) => c.attachments.map((a) => a.category)));
    expect(categories.size).toBeGreaterThanOrEqual(3);
    expect(contracts.filter((c) => c.virtualBatteries.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(contracts.some((c) => c.powers.length === 2 && c.powers.every((p) => p.kw <= 15))).toBe(true);
    expect(contracts.some((c) => c.powers.length === 6 && c.powers.some((p) => p.kw > 15))).toBe(true);
    const gas = contracts.filter((c) => c.type === "gas");
    expect(gas.every((c) => typeof c.pressure === "number" && typeof c.flowRate === "number")).toBe(true);
    expect(contracts.some((c) => !c.isPeninsula)).toBe(true);
    expect(contracts.some((c) => !c.atrAvailable)).toBe(true);
  });

  it("has valid CUPS, IBANs, tax ids and cadastral references", async () => {
    const { api } = setup("household");
    const contracts = [...(await allContracts(api)), ...(await allContracts(setup("business").api))];
    for (const contract of contracts) {
      expect(isValidCups(contract.supplyPoint.cups), contract.supplyPoint.cups).toBe(true);
      if (contract.supplyPoint.cadastralReference)
        expect(isValidCadastralReference(contract.supplyPoint.cadastralReference), contract.supplyPoint.cadastralReference).toBe(true);
      expect(isValidTaxId(contract.fiscalPartner?.taxId ?? ""), contract.fiscalPartner?.taxId ?? "").toBe(true);
      expect(contract.distributor?.name).toBeTruthy();
      expect(contract.notificationAddress?.fullAddress).toBeTruthy();
    }
    const accounts = await listBankAccounts(api);
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    for (const account of accounts) expect(isValidIban(account.iban), account.iban).toBe(true);
    const addresses = await listAddresses(api);
    for (const address of addresses)
      if (address.cadastralReference) expect(isValidCadastralReference(address.cadastralReference)).toBe(true);
  });

  it("gives the read-only user the household's contracts", async () => {
    const household = await allContracts(setup("household").api);
    const readonly = await allContracts(setup("readonly").api);
    expect(readonly.map((c) => c.name)).toEqual(household.map((c) => c.name));
  });

  it("is deterministic for a seed and changes with another seed", async () => {
    const a = await setup("household")
      .raw("v2/contracts/?limit=100")
      .then((r) => r.text());
    const b = await setup("household")
      .raw("v2/contracts/?limit=100")
      .then((r) => r.text());
    const c = await setup("household", { seed: 7 })
      .raw("v2/contracts/?limit=100")
      .then((r) => r.text());
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it("pages, filters, sorts open contracts first and translates attachment categories", async () => {
    const { api } = setup("business");
    const page = await listContracts(api, { limit: 5, offset: 0 });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.items[0]?.status).toBe("active");
    const filtered = await listContracts(api, { filter: "valència" });
    expect(filtered.items.map((c) => c.name)).toEqual(["0201005"]);
    const gas = await listContracts(api, { type: "gas" });
    expect(gas.items.every((c) => c.type === "gas")).toBe(true);
    const en = setup("business", { locale: "en" });
    const detail = await getContract(en.api, "0201001", "electricity");
    expect(detail.attachments.map((a) => a.category)).toContain("Contract");
  });

  it("answers 404 under a version the call does not exist in, and 401 without a token", async () => {
    const { sandbox, raw } = setup();
    expect((await raw("v1/contracts/")).status).toBe(404);
    expect((await raw("v2/addresses/")).status).toBe(404);
    expect((await sandbox.fetch("http://sandbox.local/api/v2/contracts/")).status).toBe(401);
    const answer = await raw("v2/contracts/?limit=2").then((r) => r.json());
    expect(() => v.parse(ContractPageSchema, answer)).not.toThrow();
  });
});

describe("contracts: changes", () => {
  it("updates the cadastral reference and refuses the same or an invalid value", async () => {
    const { api } = setup();
    await updateCadastralReference(api, "0104521", "electricity", " 9872023 vh5797s 0001 wx ");
    expect((await getContract(api, "0104521", "electricity")).cadastralReference).toBe("9872023VH5797S0001WX");
    const same = await failure(updateCadastralReference(api, "0104521", "electricity", "9872023VH5797S0001WX"));
    expect(same.status).toBe(400);
    expect(same.fields.ref_catastral?.[0]).toMatch(/igual/);
    const invalid = await failure(updateCadastralReference(api, "0104521", "electricity", "ABC-123"));
    expect(invalid.fields.ref_catastral).toBeDefined();
    const closed = await failure(updateCadastralReference(api, "0096310", "electricity", "1234567AB1234C"));
    expect(closed.status).toBe(403);
  });

  it("switches invoice delivery and keeps it until reset", async () => {
    const { api, sandbox } = setup();
    expect((await getContract(api, "0104521", "electricity")).invoiceDelivery).toBe("email");
    await updateInvoiceDelivery(api, "0104521", "electricity", "postal");
    expect((await getContract(api, "0104521", "electricity")).invoiceDelivery).toBe("postal");
    sandbox.reset();
    const again = setup("household", { sandbox });
    expect((await getContract(again.api, "0104521", "electricity")).invoiceDelivery).toBe("email");
  });

  it("creates and chooses notification addresses and edits email and phone inline", async () => {
    const { api } = setup();
    const created = await createNotificationAddress(api, "0104521", "electricity", {
      name: "Oficina",
      streetType: "CL",
      street: "Aragó",
      number: "250",
      floor: "2n",
      door: "1a",
      postalCode: "08007",
      city: "Barcelona",
      municipalityCode: "08019",
      province: "08",
      email: "oficina@example.com",
      mobile: "+34 611 222 333",
    });
    expect((await listAddresses(api)).map((a) => a.id)).toContain(created.id);
    expect(created.postalCode).toBe("08007");
    expect((await getContract(api, "0104521", "electricity")).notificationAddress?.name).toBe("Oficina");
    const invalid = await failure(
      createNotificationAddress(api, "0104521", "electricity", {
        name: "",
        streetType: "CL",
        street: "X",
        number: "1",
        postalCode: "123",
        city: "B",
        municipalityCode: "08019",
        province: "08",
        email: "no",
        mobile: "12",
      }),
    );
    expect(Object.keys(invalid.fields).sort()).toEqual(["dp", "email", "mobile", "name"]);
    const first = (await listAddresses(api))[0]!;
    expect(await setNotificationAddress(api, "0104521", "electricity", first.id)).toBe(first.id);
    await updateNotificationField(api, "0104521", "email", "marta.nova@example.com");
    expect((await getContract(api, "0104521", "electricity")).notificationAddress?.email).toBe("marta.nova@example.com");
    const badEmail = await failure(updateNotificationField(api, "0104521", "email", "not-an-email"));
    expect(badEmail.status).toBe(400);
    expect(badEmail.fields.email).toHaveLength(1);
    await updateNotificationField(api, "0104521", "mobile", "+34 699 000 111");
    expect((await getContract(api, "0104521", "electricity")).notificationAddress?.mobile).toBe("+34 699 000 111");
  });

  it("leaves the business with no extra address and only its current bank account", async () => {
    const { api } = setup("business");
    expect(await listAddresses(api)).toHaveLength(0);
    const accounts = await listBankAccounts(api);
    expect(accounts).toHaveLength(1);
    const [first] = (await listContracts(api, { limit: 1 })).items;
    expect(accounts[0]?.id).toBe(first?.bankAccount?.id);
  });

  it("changes the IBAN to an existing or a new account, answering waiting_for_signature", async () => {
    const { api } = setup();
    const contract = await getContract(api, "0104521", "electricity");
    const other = (await listBankAccounts(api)).find((a) => a.id !== contract.bankAccount?.id)!;
    const answer = await changeIban(api, "0104521", "electricity", { kind: "existing", bankId: other.id });
    expect(answer.awaitingSignature).toEqual(["iban"]);
    const after = await getContract(api, "0104521", "electricity");
    expect(after.bankAccount?.id).toBe(other.id);
    expect(after.awaitingSignature).toContain("iban");
    const same = await failure(changeIban(api, "0104521", "electricity", { kind: "existing", bankId: other.id }));
    expect(same.fields.bank_id).toBeDefined();
    const bad = await failure(
      changeIban(api, "0104521", "electricity", { kind: "new", iban: "ES91 2100 0418 4502 0005 1333", ownerIsBankOwner: true }),
    );
    expect(bad.fields.iban?.[0]).toBe("IBAN no vàlid");
    const notOwner = await failure(
      changeIban(api, "0104521", "electricity", { kind: "new", iban: "ES91 2100 0418 4502 0005 1332", ownerIsBankOwner: false }),
    );
    expect(notOwner.fields.owner_is_bank_owner).toBeDefined();
    await changeIban(api, "0104522", "gas", { kind: "new", iban: "ES91 2100 0418 4502 0005 1332", ownerIsBankOwner: true });
    expect((await getContract(api, "0104522", "gas")).bankAccount?.iban).toBe("ES91 2100 0418 4502 0005 1332");
    expect((await listBankAccounts(api)).map((a) => a.iban)).toContain("ES91 2100 0418 4502 0005 1332");
  });

  it("changes power in watts, with the documented 406, same-as-current and six-period errors", async () => {
    const { api } = setup();
    const same = await failure(changePower(api, "0104521", { powersKw: [4.6, 4.6], phone: "+34 612345678" }));
    expect(same.status).toBe(400);
    expect(same.serverMessage).toBe("power_same_error_modification_close");
    const impossible = await failure(changePower(api, "0104521", { powersKw: [60, 60, 60, 60, 60, 60], phone: "612345678" }));
    expect(impossible.status).toBe(406);
    expect(impossible.code).toBe("not_acceptable");
    const sixMissing = await failure(changePower(api, "0104521", { powersKw: [16, 16], phone: "612345678" }));
    expect(Object.keys(sixMissing.fields).sort()).toEqual(["power_p3", "power_p4", "power_p5", "power_p6"]);
    const falling = await failure(changePower(api, "0104521", { powersKw: [16, 16, 15, 17, 17, 17], phone: "612345678" }));
    expect(falling.fields.power_p3).toBeDefined();
    const badPhone = await failure(changePower(api, "0104521", { powersKw: [5.75, 5.75], phone: "12" }));
    expect(badPhone.fields.phone).toBeDefined();
    const answer = await changePower(api, "0104521", { powersKw: [5.75, 5.75], phone: "+34 612345678" });
    expect(answer.awaitingSignature).toEqual(["power"]);
    const after = await getContract(api, "0104521", "electricity");
    expect(after.powers.map((p) => p.kw)).toEqual([5.75, 5.75]);
    expect(after.awaitingSignature).toContain("power");
    const closed = await failure(changePower(api, "0096310", { powersKw: [5, 5], phone: "612345678" }));
    expect(closed.status).toBe(403);
    const business = setup("business");
    const atr = await failure(changePower(business.api, "0201007", { powersKw: [9.2, 9.2], phone: "612345678" }));
    expect(atr.serverMessage).toBe("atr_in_progress");
  });

  it("requests no-cession of SIPS again only while its signature is pending", async () => {
    const { api, sandbox } = setup();
    const answer = await requestNoCessionSips(api, "0104521");
    expect(answer.noCessionSips?.state).toBe("requested");
    expect((await getContract(api, "0104521", "electricity")).noCessionSips).toEqual({ state: "requested", awaitingSignature: true });
    // spec §4: a request waiting for its signature may be sent again (the signature starts over) ...
    expect((await requestNoCessionSips(api, "0104521")).noCessionSips?.state).toBe("requested");
    // ... a signed one may not.
    contractsTable(sandbox.db).contracts.find((row) => row.name === "0104521")!.no_cession_sips.waiting_for_signature = false;
    const again = await failure(requestNoCessionSips(api, "0104521"));
    expect(again.fields.noCessionSelection).toHaveLength(1);
  });

  it("gets, lists and updates double tariff, happy hours and happy day", async () => {
    const { api } = setup("household", { locale: "es" });
    expect(await getDoubleTariff(api, 4100)).not.toBeNull();
    const periods = await listAvailableDoubleTariffs(api, "0104521");
    await updateDoubleTariff(api, "0104521", periods[1]!);
    expect(await getDoubleTariff(api, "0104521")).toEqual(periods[1]);
    const bad = await failure(updateDoubleTariff(api, "0104521", { startMonth: 13, startYear: 2020, endMonth: 1, endYear: 2021 }));
    expect(bad.serverMessage).toBe("message_cant_do_operation");
    const hours = await listAvailableHappyHours(api, "0104521");
    await updateHappyHours(api, "0104521", hours[0]!);
    expect(await getHappyHours(api, "0104521")).toEqual(hours[0]);
    const days = await listAvailableHappyDays(api, "0104521");
    expect(days.map((d) => d.label)).toContain("Sábado");
    await updateHappyDay(api, "0104521", days[5]!);
    expect(await getHappyDay(api, "0104521")).toEqual(days[5]);
    expect((await failure(getHappyDay(api, "9999999"))).status).toBe(404);
  });

  it("downloads the contract report and attachments as PDF files", async () => {
    const { api } = setup();
    const pdf = await downloadContractPdf(api, "0104521", "electricity");
    expect(pdf.filename).toBe("contracte_0104521.pdf");
    expect((await pdf.blob.text()).startsWith("%PDF-1.4")).toBe(true);
    const gas = await downloadContractPdf(api, "0104522", "gas");
    expect(gas.filename).toBe("contracte_0104522.pdf");
    const contract = await getContract(api, "0104521", "electricity");
    const attachment = contract.attachments[0]!;
    const download = await downloadContractAttachment(api, attachment.id);
    expect(download.filename).toBe(attachment.filename);
    expect((await failure(downloadContractAttachment(api, 1))).status).toBe(404);
  });

  it("keeps other customers' contracts out of reach", async () => {
    const { api } = setup("household");
    expect((await failure(getContract(api, "0201001", "electricity"))).status).toBe(404);
    expect((await failure(updateInvoiceDelivery(api, "0201001", "electricity", "email"))).status).toBe(404);
  });
});

describe("private-customer seeds", () => {
  const modules = [contractsModule, invoicesModule, consumptionModule, batteriesModule, paymentsModule, supportModule];
  const bareDb = (seed = 20240601): SandboxDb => ({ seed, now: new Date(NOW), customers: [], tables: {} });

  it("seed fast, whatever the order, and the same data for the same seed", () => {
    const forward = bareDb();
    const started = performance.now();
    for (const module of modules) module.seed(forward, createRng(1));
    expect(performance.now() - started).toBeLessThan(200);
    const backward = bareDb();
    for (const module of [...modules].reverse()) module.seed(backward, createRng(2));
    expect(Object.keys(backward.tables).sort()).toEqual(Object.keys(forward.tables).sort());
    for (const key of Object.keys(forward.tables))
      expect(JSON.stringify(backward.tables[key]), key).toBe(JSON.stringify(forward.tables[key]));
    const other = bareDb(5);
    for (const module of modules) module.seed(other, createRng(1));
    expect(JSON.stringify(other.tables)).not.toBe(JSON.stringify(forward.tables));
    expect(contractsTable(forward).contracts.length).toBeGreaterThanOrEqual(16);
  });

  it("resolves the read-only user to the household", () => {
    expect(ownerOf({ customerId: "cust-readonly", locale: "ca", readonly: true, token: "t" })).toBe("cust-household");
    expect(ownerOf({ customerId: "cust-business", locale: "es", readonly: false, token: "t" })).toBe("cust-business");
  });
});
