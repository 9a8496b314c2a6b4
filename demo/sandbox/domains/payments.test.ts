// @vitest-environment node
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "../test-clock.ts";
import { createApiClient } from "../../../src/api/client";
import { ResponseCache } from "../../../src/api/cache";
import { ApiError } from "../../../src/api/errors";
import { getContract } from "../../../src/api/contracts";
import { listInvoices, type Invoice } from "../../../src/api/invoices";
import {
  PAYMENT_ERROR_CODES,
  confirmPayment,
  downloadTransactionReceipt,
  getPublishableKey,
  getTransactionSummary,
  listPaymentPlatforms,
  payInvoice,
} from "../../../src/api/payments";
import type { Locale } from "../../../src/i18n/locales";
import { createSandbox } from "../sandbox.ts";
import { contractTypeOf } from "../test-client.ts";
import { CARD_ERRORS } from "./payments.ts";

const NOW = TEST_NOW;

function setup(who = "household", locale: Locale = "ca") {
  const sandbox = createSandbox({ now: NOW });
  const token = sandbox.tokenFor(who);
  const api = createApiClient({
    apiBase: () => "http://sandbox.local",
    locale: () => locale,
    token: () => token,
    timeoutMs: () => 10_000,
    fetch: () => sandbox.fetch,
    report: () => {},
    onTokenExpired: () => {},
    cache: new ResponseCache(),
  });
  return { sandbox, api };
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

async function payable(api: ReturnType<typeof setup>["api"]): Promise<Invoice> {
  const { items } = await listInvoices(api, { limit: 1000, filter: [["state", "=", "open"]] });
  const invoice = items.find((i) => i.onlinePayment.enabled);
  if (!invoice) throw new Error("no payable invoice");
  return invoice;
}

const pay = (api: ReturnType<typeof setup>["api"], invoice: Invoice, method: string, platform = "card") =>
  payInvoice(api, {
    paymentMethodId: method,
    platform,
    itemId: invoice.id,
    relatedObjectType: invoice.onlinePayment.relatedObjectType ?? "",
  });

describe("card payments", () => {
  it("offers a default card platform with a key and a second one without a form", async () => {
    const { api } = setup();
    const platforms = await listPaymentPlatforms(api);
    expect(platforms.platforms.find((p) => p.isDefault)?.name).toBe("card");
    expect(platforms.platforms.find((p) => !p.hasForm)?.name).toBe("transfer");
    expect(await getPublishableKey(api, "card")).toMatch(/^pk_test_/);
    expect(await getPublishableKey(api, "transfer")).toBeNull();
    expect((await failure(getPublishableKey(api, "paypal"))).status).toBe(404);
  });

  it("pays an invoice: it becomes paid, the debt goes down, a summary and a receipt exist", async () => {
    const { api } = setup("household", "es");
    const invoice = await payable(api);
    const debtBefore = (await getContract(api, invoice.contractName!, await contractTypeOf(api, invoice.contractName!))).amountDebt;
    const answer = await pay(api, invoice, "pm_card_visa");
    expect(answer.status).toBe("succeeded");
    const after = (await listInvoices(api, { limit: 1000 })).items.find((i) => i.id === invoice.id)!;
    expect(after.paidStatus).toBe("paid");
    expect(after.amountPending).toBe(0);
    expect(after.onlinePayment.enabled).toBe(false);
    expect(after.pendingStateHistory.at(-1)?.description).toBe("Pagada con tarjeta en la oficina virtual");
    expect((await getContract(api, invoice.contractName!, await contractTypeOf(api, invoice.contractName!))).amountDebt).toBeCloseTo(debtBefore - invoice.amountPending, 2);
    const summary = await getTransactionSummary(api, invoice.id);
    expect(summary).toMatchObject({
      amount: invoice.amountPending,
      currency: "EUR",
      invoiceNumber: invoice.number,
      paymentType: "credit_card",
      paymentMethodId: "pm_card_visa",
    });
    expect(summary.invoiceConcept).toContain(invoice.number);
    const receipt = await downloadTransactionReceipt(api, invoice.id);
    expect(receipt.filename).toBe(`rebut_${invoice.number}.pdf`);
    expect((await failure(pay(api, invoice, "pm_card_visa"))).serverMessage).toBe("not_payable");
  });

  it("asks for extra authentication and confirms", async () => {
    const { api } = setup();
    const invoice = await payable(api);
    const answer = await pay(api, invoice, "pm_card_threeDSecure");
    expect(answer.status).toBe("requires_action");
    expect(answer.clientSecret).toBeTruthy();
    const confirmed = await confirmPayment(api, answer.paymentIntentId!, "card");
    expect(confirmed.status).toBe("succeeded");
    expect((await failure(confirmPayment(api, answer.paymentIntentId!, "card"))).serverMessage).toBe("payment_intent_unexpected_state");
  });

  it("fails the confirmation when the extra authentication is cancelled", async () => {
    const { api } = setup();
    const invoice = await payable(api);
    const answer = await pay(api, invoice, "pm_card_threeDSecureFail");
    const error = await failure(confirmPayment(api, answer.paymentIntentId!, "card"));
    expect(error.serverMessage).toBe("payment_intent_unexpected_state");
    expect((await failure(confirmPayment(api, "pi_unknown", "card"))).serverMessage).toBe("payment_intent_unexpected_state");
  });

  it("answers every provider error code of spec §8.3 for its special card", async () => {
    const { api } = setup("business");
    const invoice = await payable(api);
    expect(new Set(Object.values(CARD_ERRORS))).toEqual(new Set(PAYMENT_ERROR_CODES));
    for (const [method, code] of Object.entries(CARD_ERRORS)) {
      const error = await failure(pay(api, invoice, method));
      expect(error.serverMessage, method).toBe(code);
      expect((error.body as { code?: string }).code).toBe(code);
      expect(error.status).toBe(
        code === "rate_limit" ? 429 : ["not_payable", "user_not_enabled", "payment_intent_unexpected_state"].includes(code) ? 400 : 402,
      );
    }
    // Nothing was paid by the failures.
    expect((await listInvoices(api, { limit: 1000 })).items.find((i) => i.id === invoice.id)?.paidStatus).toBe("unpaid");
    expect((await failure(pay(api, invoice, "pm_card_visa", "transfer"))).serverMessage).toBe("user_not_enabled");
    expect(
      (
        await failure(
          payInvoice(api, { paymentMethodId: "pm_card_visa", platform: "card", itemId: invoice.id, relatedObjectType: "sale.order" }),
        )
      ).fields.related_object_type,
    ).toBeDefined();
    const paid = (await listInvoices(api, { limit: 1, filter: [["state", "=", "paid"]] })).items[0]!;
    expect((await failure(pay(api, paid, "pm_card_visa"))).serverMessage).toBe("not_payable");
  });

  it("has a seeded summary, and one that answers internal_error", async () => {
    const household = setup();
    const cardPaid = (await listInvoices(household.api, { limit: 1000 })).items.filter((i) =>
      i.pendingStateHistory.some((h) => h.description.startsWith("Pagada amb targeta")),
    );
    expect(cardPaid).toHaveLength(1);
    expect((await getTransactionSummary(household.api, cardPaid[0]!.id)).transactionId).toMatch(/^txn_/);
    const business = setup("business");
    const lost = (await listInvoices(business.api, { limit: 1000 })).items.find((i) =>
      i.pendingStateHistory.some((h) => h.description.startsWith("Pagada amb targeta")),
    )!;
    const error = await failure(getTransactionSummary(business.api, lost.id));
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBe("internal_error");
    const never = (await listInvoices(household.api, { limit: 1, filter: [["state", "=", "open"]] })).items[0]!;
    expect((await failure(getTransactionSummary(household.api, never.id))).serverMessage).toBe("transaction_not_found");
  });

  it("pays with the special card whose summary is lost", async () => {
    const { api } = setup();
    const invoice = await payable(api);
    expect((await pay(api, invoice, "pm_card_summaryInternalError")).status).toBe("succeeded");
    expect((await failure(getTransactionSummary(api, invoice.id))).serverMessage).toBe("internal_error");
  });
});
