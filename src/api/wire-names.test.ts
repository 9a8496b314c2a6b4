// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createSandbox } from "../../demo/sandbox/sandbox";
import { createTestClient } from "../../demo/sandbox/test-client";
import { getBatteryPercentages, getBatteryTypes } from "./batteries";
import { ResponseCache } from "./cache";
import { createApiClient } from "./client";
import { getConsumptionChart } from "./consumption";
import {
  changeIban,
  createNotificationAddress,
  getContract,
  getContractListInfo,
  getDoubleTariff,
  listAddresses,
  listBankAccounts,
  listContracts,
  requestNoCessionSips,
  updateCadastralReference,
} from "./contracts";
import { ApiError } from "./errors";
import { getInvoiceFilterParams, listInvoices, listMultipointInvoices } from "./invoices";
import { getTransactionSummary, listPaymentPlatforms, payInvoice } from "./payments";
import { createAtcClaim, createCase, getCase, listAtcSubtypes, listCaseCategories, listCases } from "./support";

/** The ApiError a call fails with (the test fails if it succeeds or throws anything else). */
const failure = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => Promise.reject(new Error("expected the call to fail")),
    (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
  );

/** A client whose every call answers `body` (status 200 unless told), recording what was sent. */
function answering(body: unknown, status = 200) {
  const sent: Array<{ url: string; method: string; body: unknown }> = [];
  const api = createApiClient({
    apiBase: () => "https://api.example",
    locale: () => "ca",
    token: () => "t",
    timeoutMs: () => 1_000,
    fetch: () => async (input, init) => {
      sent.push({
        url: String(input),
        method: init?.method ?? "GET",
        body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
      });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
    report: () => {},
    onTokenExpired: () => {},
    cache: new ResponseCache(),
  });
  return { api, sent };
}

const WIRE_CONTRACT = {
  id: 4100,
  name: "0104522",
  type: "gas",
  state: "activa",
  sign_date: "2024-01-10",
  amount_debt: "12.5",
  cups: {
    name: "ES0230000000000001JN",
    street: "C/ Major 1",
    city: "Girona",
    full_address: "C/ Major 1, 17001 Girona",
    ref_catastral: null,
  },
  pricelist: { name: "GAS-31", nom_comercial: "Gas Llar" },
  tariff: { name: "RL.1" },
  contracted_power_period: [],
  bateria_virtual: [
    {
      id: 7,
      bateria: { id: 101, name: "BV Llar" },
      pes: 1,
      pes_percentatge: "55",
      gestio_descomptes: "aplicar",
      total_descompte: 3.2,
      data_inici: "2024-01-01",
      data_final: null,
      es_origen: true,
    },
  ],
  fiscal_partner: { name: "Marta Puig", vat: "12345678Z" },
  owner_partner: { name: "Marta Puig" },
  fiscal_address: { full_address: "C/ Major 1, Girona" },
  bank_account: { id: 301, printable_iban: "ES91 2100 0418 4502 0005 1332" },
  ref_catastral: "9872023VH5797S0001WX",
  invoice_online: true,
  notification_address: { id: 2, name: "Casa", full_address: "C/ Major 1", email: "m@example.com", mobile: "+34 600 000 000" },
  dso: { name: "Nedgia", website: "https://nedgia.es" },
  dso_reference: "REF-1",
  dso_phone: "900 000 000",
  is_peninsula: true,
  atr_available: false,
  waiting_for_signature: ["iban"],
  no_cession_sips: { state: "unactive" },
  attachments: [
    { id: 9001, name: "Contracte", category_name: "Contracte", created_date: "2024-01-10", size_text: "120 kB", filename: "c.pdf" },
  ],
  pressio: "0.05",
  caudal: 12,
  some_future_field: "dropped",
};

describe("contracts: wire names mapped once", () => {
  it("maps a wire contract to the English domain object (gas: pressure and flow rate)", async () => {
    // The catalogue has no call for one contract: the list of its type, searched by its name, and the
    // item of that exact name (a search also matches CUPS and addresses).
    const other = { ...WIRE_CONTRACT, id: 4101, name: "01045220" };
    const { api, sent } = answering({ items: [other, WIRE_CONTRACT], n_items: 2, offset: 0, limit: 150 });
    const contract = await getContract(api, "0104522", "gas");
    expect(sent[0]?.url).toBe("https://api.example/api/v2/contracts/?type=gas&filter=0104522&offset=0&limit=150&lang=ca");
    expect(contract).toEqual({
      id: 4100,
      name: "0104522",
      type: "gas",
      status: "active",
      signDate: "2024-01-10",
      amountDebt: 12.5,
      supplyPoint: {
        cups: "ES0230000000000001JN",
        street: "C/ Major 1",
        city: "Girona",
        fullAddress: "C/ Major 1, 17001 Girona",
        cadastralReference: null,
      },
      priceList: { name: "GAS-31", commercialName: "Gas Llar" },
      tariff: "RL.1",
      powers: [],
      virtualBatteries: [
        {
          id: 7,
          battery: { id: 101, name: "BV Llar" },
          weight: 1,
          percentage: 55,
          discountManagement: "aplicar",
          totalDiscount: 3.2,
          startDate: "2024-01-01",
          endDate: null,
          isOrigin: true,
        },
      ],
      fiscalPartner: { name: "Marta Puig", taxId: "12345678Z" },
      ownerName: "Marta Puig",
      fiscalAddress: "C/ Major 1, Girona",
      bankAccount: { id: 301, iban: "ES91 2100 0418 4502 0005 1332" },
      cadastralReference: "9872023VH5797S0001WX",
      invoiceDelivery: "email",
      notificationAddress: { id: 2, name: "Casa", fullAddress: "C/ Major 1", email: "m@example.com", mobile: "+34 600 000 000" },
      distributor: { name: "Nedgia", website: "https://nedgia.es" },
      distributorReference: "REF-1",
      distributorPhone: "900 000 000",
      isPeninsula: true,
      atrAvailable: false,
      awaitingSignature: ["iban"],
      noCessionSips: { state: "unactive", awaitingSignature: false },
      attachments: [
        { id: 9001, name: "Contracte", category: "Contracte", createdDate: "2024-01-10", sizeText: "120 kB", filename: "c.pdf" },
      ],
      pressure: 0.05,
      flowRate: 12,
    });
  });

  it("reads an unknown state as closed and defaults what a list item leaves out", async () => {
    const minimal = { id: 1, name: "0001", state: "suspesa", cups: { name: "ES0021000000000000AA" } };
    const page = await listContracts(answering({ items: [minimal], n_items: 1 }).api, {});
    expect(page).toMatchObject({ total: 1, offset: 0, limit: null });
    expect(page.items[0]).toMatchObject({
      status: "closed",
      type: "electricity",
      amountDebt: 0,
      powers: [],
      virtualBatteries: [],
      pressure: null,
      flowRate: null,
      invoiceDelivery: null,
      isPeninsula: true,
    });
  });

  it("turns a malformed contract into an ApiError naming where, not a crash", async () => {
    const broken = { ...WIRE_CONTRACT, cups: null };
    const page = (item: unknown) => ({ items: [item], n_items: 1, offset: 0, limit: 150 });
    const error = await failure(getContract(answering(page(broken)).api, "0104522", "gas"));
    expect(error.code).toBe("malformed");
    expect(error.serverMessage).toContain("cups");
    const badBattery = { ...WIRE_CONTRACT, bateria_virtual: [{ id: 1, bateria: { id: 2, name: "x" }, pes: "many" }] };
    expect((await failure(getContract(answering(page(badBattery)).api, "0104522", "gas"))).code).toBe("malformed");
    // No item of that name: the contract is unknown (404), as the detail's redirect expects.
    expect(await failure(getContract(answering(page({ ...WIRE_CONTRACT, name: "0104523" })).api, "0104522", "gas"))).toMatchObject({
      status: 404,
      code: "not_found",
    });
  });

  it("maps list info, addresses, bank accounts and customisations", async () => {
    expect(await getContractListInfo(answering({ result: { electricity: [{ id: 1, name: "A" }] } }).api)).toEqual({
      electricity: [{ id: 1, name: "A" }],
      gas: [],
    });
    const [address] = await listAddresses(
      answering({
        items: [
          { id: 3, tv: "CL", nv: "Aragó", pnp: "250", dp: "08007", poblacio: "Barcelona", ine: "08019", state: "08", aclarador: "Porta B" },
        ],
      }).api,
    );
    expect(address).toMatchObject({
      id: 3,
      streetType: "CL",
      street: "Aragó",
      number: "250",
      postalCode: "08007",
      city: "Barcelona",
      municipalityCode: "08019",
      province: "08",
      clarification: "Porta B",
    });
    expect(await listBankAccounts(answering({ items: [{ id: 5, printable_iban: "ES91 2100" }] }).api)).toEqual([
      { id: 5, iban: "ES91 2100", current: false },
    ]);
    expect(await getDoubleTariff(answering({ double_tariff: null }).api, 4100)).toBeNull();
  });

  it("sends English input with the wire's names", async () => {
    const address = answering({ address: { id: 9, name: "Oficina", dp: "08007" } });
    const saved = await createNotificationAddress(address.api, "0104521", "electricity", {
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
      cadastralReference: "9872023VH5797S0001WX",
      clarification: "Porta B",
      email: "o@example.com",
      mobile: "+34 611 222 333",
    });
    expect(saved).toMatchObject({ id: 9, name: "Oficina", postalCode: "08007" });
    expect(address.sent[0]?.body).toEqual({
      address: {
        name: "Oficina",
        tv: "CL",
        nv: "Aragó",
        pnp: "250",
        pt: "2n",
        pu: "1a",
        dp: "08007",
        poblacio: "Barcelona",
        ine: "08019",
        state: "08",
        ref_catastral: "9872023VH5797S0001WX",
        aclarador: "Porta B",
        email: "o@example.com",
        mobile: "+34 611 222 333",
      },
    });
    const reference = answering({ ref_catastral: "9872023VH5797S0001WX" });
    expect(await updateCadastralReference(reference.api, "0104521", "electricity", "9872023VH5797S0001WX")).toEqual({
      cadastralReference: "9872023VH5797S0001WX",
    });
    expect(reference.sent[0]?.body).toEqual({ ref_catastral: "9872023VH5797S0001WX" });
    const iban = answering({ waiting_for_signature: ["iban"] });
    expect(await changeIban(iban.api, "0104521", "electricity", { kind: "existing", bankId: 302 })).toEqual({
      awaitingSignature: ["iban"],
    });
    expect(
      await requestNoCessionSips(answering({ no_cession_sips: { state: "requested", waiting_for_signature: true } }).api, "0104521"),
    ).toEqual({
      noCessionSips: { state: "requested", awaitingSignature: true },
      awaitingSignature: false,
    });
  });
});

describe("batteries and consumption: wire names mapped once", () => {
  it("maps types, percentages and points", async () => {
    expect(await getBatteryTypes(answering({ items: [{ name: "aplicar" }] }).api)).toEqual([{ name: "aplicar", description: "" }]);
    expect(
      await getBatteryPercentages(
        answering({ items: [{ bateria_id: 101, percentage: "40", contract_name: "0104521", active: true }] }).api,
        101,
      ),
    ).toEqual([{ batteryId: 101, percentage: 40 }]);
    const chart = await getConsumptionChart(
      answering({
        items: [
          { date: "2025-05-01", activa: "1.5", exportada: 0.2, period: "P1" },
          { date: "2025-05-02", activa: 2 },
        ],
      }).api,
      4100,
      "daily",
    );
    // No range asked: the points' first and last days are the range (the answer names none, calls §7.4).
    expect(chart).toEqual({
      points: [
        { date: "2025-05-01", active: 1.5, exported: 0.2, reactive: 0, period: "P1" },
        { date: "2025-05-02", active: 2, exported: 0, reactive: 0, period: null },
      ],
      start: "2025-05-01",
      end: "2025-05-02",
    });
    const monthly = await getConsumptionChart(answering({ items: [{ date: "2024-02", activa: 1 }] }).api, 4100, "monthly");
    expect([monthly.start, monthly.end]).toEqual(["2024-02-01", "2024-02-29"]);
    const asked = await getConsumptionChart(answering({ items: [] }).api, 4100, "daily", { start: "2025-05-01", end: "2025-05-31" });
    expect([asked.start, asked.end]).toEqual(["2025-05-01", "2025-05-31"]);
  });

  it("turns malformed answers into ApiError", async () => {
    expect((await failure(getBatteryPercentages(answering({ items: [{ percentage: 3 }] }).api, 101))).code).toBe("malformed");
    expect((await failure(getConsumptionChart(answering({ items: [{ date: "2025-05-01" }] }).api, 4100, "daily"))).code).toBe("malformed");
    expect((await failure(getBatteryTypes(answering([]).api))).code).toBe("malformed");
  });
});

const WIRE_INVOICE = {
  id: 70001,
  invoice_id: 80001,
  number: "FE2500001",
  date: "2025-05-03",
  start_date: "2025-04-01",
  end_date: "2025-04-30",
  type: "electricity",
  cups: { name: "ES0021000000000000AA", full_address: "C/ Major 1" },
  contract: { id: 4100, name: "0104521" },
  energy_consumed: "250",
  amount_total: 61.2,
  amount_pending: 20,
  amount_to_pay: 20,
  paid: "unpaid",
  rectificative_type: "N",
  pending_state_history: [{ change_date: "2025-05-03", pending_state: { ov_description: "Factura emesa" } }],
  online_payment: { payment_enabled: true, rel_object_type: "account.invoice" },
};

describe("invoices and payments: wire names mapped once", () => {
  it("maps an invoice and its page", async () => {
    const page = await listInvoices(answering({ items: [WIRE_INVOICE], n_items: 40, offset: 0, limit: 1 }).api, { limit: 1 });
    expect(page).toEqual({
      total: 40,
      offset: 0,
      limit: 1,
      items: [
        {
          id: 70001,
          invoiceId: 80001,
          number: "FE2500001",
          date: "2025-05-03",
          startDate: "2025-04-01",
          endDate: "2025-04-30",
          supplyAddress: "C/ Major 1",
          contractName: "0104521",
          energyConsumed: 250,
          amountTotal: 61.2,
          amountPending: 20,
          amountToPay: 20,
          paidStatus: "unpaid",
          rectificativeType: "N",
          pendingStateHistory: [{ changeDate: "2025-05-03", description: "Factura emesa" }],
          onlinePayment: { enabled: true, relatedObjectType: "account.invoice" },
          addressInvoiceId: null,
        },
      ],
    });
  });

  it("reads a paid flag and an unknown paid status, and keeps the multipoint address invoice", async () => {
    const { items } = await listMultipointInvoices(
      answering({
        items: [
          { ...WIRE_INVOICE, paid: true, address_invoice_id: 5 },
          { ...WIRE_INVOICE, paid: "in_court" },
        ],
      }).api,
    );
    expect(items.map((i) => [i.paidStatus, i.addressInvoiceId])).toEqual([
      ["paid", 5],
      ["unpaid", null],
    ]);
    expect(await getInvoiceFilterParams(answering({ contracts: ["0104521"] }).api, "electricity")).toEqual({ contracts: ["0104521"] });
  });

  it("turns a malformed invoice into ApiError", async () => {
    const { amount_total: _dropped, ...withoutTotal } = WIRE_INVOICE;
    const error = await failure(listInvoices(answering({ items: [withoutTotal] }).api));
    expect(error.code).toBe("malformed");
    expect(error.serverMessage).toContain("amount_total");
  });

  it("maps platforms, the payment answer and the summary, and sends the wire's names", async () => {
    expect(
      await listPaymentPlatforms(
        answering({
          items: [
            { name: "card", default: true },
            { name: "transfer", has_form: false },
          ],
        }).api,
      ),
    ).toEqual({
      platforms: [
        { name: "card", label: null, isDefault: true, hasForm: true },
        { name: "transfer", label: null, isDefault: false, hasForm: false },
      ],
      defaultName: null,
    });
    const pay = answering({
      status: "requires_action",
      payment_intent_id: "pi_1",
      client_secret: "cs_1",
      next_action: { type: "use_stripe_sdk" },
    });
    expect(
      await payInvoice(pay.api, { paymentMethodId: "pm_1", platform: "card", itemId: 70001, relatedObjectType: "account.invoice" }),
    ).toEqual({
      status: "requires_action",
      paymentIntentId: "pi_1",
      clientSecret: "cs_1",
      transactionId: null,
      invoiceId: null,
      nextAction: "use_stripe_sdk",
    });
    expect(pay.sent[0]?.body).toEqual({
      payment_method_id: "pm_1",
      platform_name: "card",
      item_id: 70001,
      related_object_type: "account.invoice",
    });
    const summary = await getTransactionSummary(
      answering({
        transaction_id: "txn_1",
        amount: "20",
        currency: "EUR",
        last_transaction_update_at: "2025-06-01T10:00:00Z",
        invoice_number: "FE2500001",
        invoice_id: 70001,
      }).api,
      70001,
    );
    expect(summary).toEqual({
      transactionId: "txn_1",
      amount: 20,
      currency: "EUR",
      updatedAt: "2025-06-01T10:00:00Z",
      invoiceNumber: "FE2500001",
      invoiceConcept: "",
      paymentMethodId: null,
      paymentType: "credit_card",
      paidByEmail: null,
      invoiceId: 70001,
    });
    expect(
      (
        await failure(
          payInvoice(answering({ status: "maybe" }).api, { paymentMethodId: "pm", platform: "card", itemId: 1, relatedObjectType: "x" }),
        )
      ).code,
    ).toBe("malformed");
  });
});

describe("support: wire names mapped once", () => {
  it("maps a case with its messages, subtypes and answers", async () => {
    const detail = await getCase(
      answering({
        id: 31001,
        section: "crm",
        category: { id: 20, name: "Autolectures" },
        contract: { polissa_id: 4100, polissa_type: "electricity", name: "0104521" },
        title: "Lectura",
        message: "046120 kWh",
        state: "in_process",
        create_date: "2025-06-01",
        messages: [{ author: "administrator", author_name: "Anna", date: "2025-06-02", body: "Rebut" }],
      }).api,
      31001,
    );
    expect(detail).toEqual({
      id: 31001,
      section: "crm",
      category: { id: 20, name: "Autolectures" },
      contract: { id: 4100, type: "electricity", name: "0104521" },
      subject: "Lectura",
      description: "046120 kWh",
      state: "in_process",
      stateLabel: null,
      createdAt: "2025-06-01",
      updatedAt: null,
      attachments: [],
      messageCount: null,
      messages: [{ id: null, author: "administrator", authorName: "Anna", date: "2025-06-02", body: "Rebut", attachments: [] }],
    });
    expect(await listAtcSubtypes(answering({ items: [{ name: 1, desc: "Lectura" }] }).api, "01")).toEqual([
      { id: "1", description: "Lectura" },
    ]);
    expect(await listCaseCategories(answering({ items: [{ id: "20", name: "Autolectures" }] }).api)).toEqual([
      { id: 20, name: "Autolectures" },
    ]);
    const claim = answering({ result: "R1-2025-000001" });
    expect(await createAtcClaim(claim.api, "0104521", { typeId: "01", subtypeId: "001", comments: "x" })).toEqual({
      reference: "R1-2025-000001",
    });
    expect(claim.sent[0]?.body).toEqual({ contract: "0104521", tipus: "01", subtipus: "001", comments: "x", attachment: null });
    const created = answering({ id: 31002 });
    expect(await createCase(created.api, { contractId: 4100, contractType: "gas", categoryId: 20, title: "t", message: "m" })).toEqual({
      id: 31002,
    });
    expect(created.sent[0]?.body).toEqual({
      polissa_id: 4100,
      polissa_type: "gas",
      categ_id: 20,
      title: "t",
      message: "m",
      attachments: [],
    });
  });

  it("turns a malformed case into ApiError", async () => {
    expect((await failure(listCases(answering({ items: [{ id: 1, title: "x" }] }).api))).code).toBe("malformed");
    expect(
      (await failure(getCase(answering({ id: 1, title: "x", state: "s", create_date: "d", messages: [{ author: "robot" }] }).api, 1))).code,
    ).toBe("malformed");
  });
});

/** The wire's names that must never reach a screen (portal-spec §3 entities, calls §7.4–7.7). */
const WIRE_ONLY =
  /_|^(bateria|pes|pressio|caudal|dp|tv|nv|pnp|bq|es|pt|pu|poblacio|ine|aclarador|dso|tipus|subtipus|activa|exportada|reactiva|desc|paid)$/;

function wireKeys(value: unknown, path = "$", found: string[] = []): string[] {
  if (Array.isArray(value)) value.slice(0, 3).forEach((item, index) => wireKeys(item, `${path}[${index}]`, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (WIRE_ONLY.test(key)) found.push(`${path}.${key}`);
      wireKeys(item, `${path}.${key}`, found);
    }
  }
  return found;
}

describe("no wire name leaves src/api", () => {
  it("answers the sandbox's real data with English names only", async () => {
    const sandbox = createSandbox({ now: new Date("2025-06-15T00:00:00Z") });
    const client = (who: string) => createTestClient(sandbox, { token: sandbox.tokenFor(who) }).api;
    const household = client("household");
    const business = client("business");
    const answers = {
      contracts: await listContracts(household, { limit: 100 }),
      business: await listContracts(business, { limit: 100 }),
      info: await getContractListInfo(household),
      addresses: await listAddresses(household),
      accounts: await listBankAccounts(household),
      percentages: await getBatteryPercentages(business, 102),
      types: await getBatteryTypes(household),
      chart: await getConsumptionChart(household, "0104521", "daily"),
      invoices: await listInvoices(household, { limit: 5 }),
      multipoint: await listMultipointInvoices(business, { limit: 5 }),
      platforms: await listPaymentPlatforms(household),
      cases: await listCases(household, { limit: 5 }),
      categories: await listCaseCategories(household),
    };
    expect(answers.business.items.some((c) => c.virtualBatteries.length > 0)).toBe(true);
    expect(wireKeys(answers)).toEqual([]);
  });
});
