import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_ERRORS } from "../../../../demo/sandbox/domains/payments";
import { invoicesTable, isPayable } from "../../../../demo/sandbox/domains/invoices";
import { createSandbox, type Sandbox } from "../../../../demo/sandbox/sandbox";
import type { CardPlatformFactory } from "./card-platform";
import { freshPortalPageEachTest, goTo, openPortalAt, patchSettings, retype } from "../../../../test/portal-helpers";
import { fakeCardPlatform } from "../../../../test/fake-card-platform";

// Issue 18 item 7, spec §3 Payment and transaction summary, §4 payment flow, calls §7.6 and §8.3: the
// card payment against the sandbox, from the real invoices screen as a customer reaches it (its rows'
// Pay online, home's pay online, the address's payment_intent). happy-dom cannot load the sandbox's card
// frame: the card fields are test/fake-card-platform.ts, put in place of the real platforms' loader
// (the frame's protocol has its own tests, and the Chromium suite pays through the real frame).
const platform = vi.hoisted(() => ({ current: null as CardPlatformFactory | null }));
vi.mock("./load-card-platform", () => ({
  loadCardPlatform: ((options) => {
    if (!platform.current) throw new Error("no card platform set");
    return platform.current(options);
  }) satisfies CardPlatformFactory,
}));
await import("../../index");

// Each test opens the whole portal and walks a dialog (1-4 s alone, more on a busy machine).
vi.setConfig({ testTimeout: 30_000 });

freshPortalPageEachTest();
beforeEach(() => {
  platform.current = fakeCardPlatform();
});
afterEach(() => vi.restoreAllMocks());

/** The household's invoices the sandbox takes a card payment for, newest first: electricity, the invoices screen's first tab. */
function payableInvoices(sandbox: Sandbox) {
  return invoicesTable(sandbox.db)
    .invoices.filter((invoice) => invoice.owner === "cust-household" && invoice.kind === "electricity" && isPayable(invoice))
    .sort((a, b) => b.date.localeCompare(a.date));
}

async function openInvoices(path = "/factures", customer = "household") {
  const sandbox = createSandbox({ seed: 7 });
  const widget = await openPortalAt(path, { customer, sandbox });
  // The invoices area's chunk and the list load first (the first test of the file imports them cold).
  await widget.screen.findByRole("heading", { name: "Invoices", level: 1 }, { timeout: 15_000 });
  return { ...widget, invoice: payableInvoices(sandbox)[0]! };
}

type Screen = Awaited<ReturnType<typeof openInvoices>>["screen"];

const dialog = (screen: Screen) => screen.findByRole("dialog");
const payButton = (screen: Screen) => screen.findByRole("button", { name: /^Pay (?!online)/ });

async function startPaying(screen: Screen, number: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: `Pay online: invoice ${number}` }));
  const box = within(await dialog(screen));
  const field = await box.findByLabelText("Test payment method");
  return { user, box, field };
}

/** The dialog's own Close button in its footer (the header's × is named Close too). */
const footerClose = (box: ReturnType<typeof within>) => box.getAllByRole("button", { name: "Close" }).at(-1)!;

const payRequests = (sandbox: Sandbox) => sandbox.requests.filter((request) => request.path === "payments/pay");

describe("card payment of an invoice", () => {
  it("shows pay online only for invoices payable online, and not when the portal turns payment off", async () => {
    const { screen, invoice, runtime, sandbox } = await openInvoices();
    await screen.findByRole("button", { name: `Pay online: invoice ${invoice.number}` });
    // A paid invoice listed beside it (the newest) has no button on its row.
    const paid = invoicesTable(sandbox.db)
      .invoices.filter((row) => row.owner === "cust-household" && row.kind === "electricity" && !isPayable(row))
      .sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(screen.getAllByText(paid.number).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: `Pay online: invoice ${paid.number}` })).toBeNull();
    patchSettings(runtime, (settings) => ({ ...settings, invoices: { ...settings.invoices, enablePayment: false } }));
    await waitFor(() => expect(screen.queryAllByRole("button", { name: /^Pay online: invoice / })).toHaveLength(0));
  });

  it("keeps Pay disabled while the card is empty, incomplete or in error, then pays and shows the summary", async () => {
    const { screen, sandbox, invoice } = await openInvoices();
    const { user, box, field } = await startPaying(screen, invoice.number);
    expect(box.getByRole("heading", { name: "Pay online" })).toBeTruthy();
    expect(box.getByText(new RegExp(`^Invoice ${invoice.number}: `))).toBeTruthy();
    // The platforms and the publishable key were fetched (spec §4 "platform configuration fetch").
    expect(sandbox.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(["payments/payment_platforms_available", "payments/publishable_key/card"]),
    );
    const pay = await payButton(screen);
    expect(pay).toHaveProperty("disabled", true);
    await user.type(field, "pm");
    expect(pay).toHaveProperty("disabled", true);
    await retype(user, field, "bad");
    expect(pay).toHaveProperty("disabled", true);
    expect(box.getByRole("status").textContent).toContain("The card number is not a valid card number.");
    await retype(user, field, "pm_card_visa");
    expect(pay).toHaveProperty("disabled", false);
    await user.click(pay);

    const summary = within(await screen.findByRole("dialog", { name: "Payment summary" }));
    await summary.findByText("Your payment has been received. Thank you.");
    await summary.findByText(invoice.number);
    expect(summary.getByText("Credit card")).toBeTruthy();
    expect(summary.getByText(/^txn_ovsandbox_/)).toBeTruthy();
    expect(payRequests(sandbox).map((request) => request.body)).toEqual([
      { payment_method_id: "pm_card_visa", platform_name: "card", item_id: invoice.id, related_object_type: "account.invoice" },
    ]);
    // The paying item cleared: the invoice is paid, its row has no pay online button any more.
    await waitFor(() => expect(screen.queryByRole("button", { name: `Pay online: invoice ${invoice.number}` })).toBeNull());
  });

  it("downloads the receipt from the summary, and says so when the download fails", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:receipt");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { screen, sandbox, invoice } = await openInvoices();
    const { user, field } = await startPaying(screen, invoice.number);
    await user.type(field, "pm_card_visa");
    await user.click(await payButton(screen));
    const summary = within(await screen.findByRole("dialog", { name: "Payment summary" }));
    await user.click(await summary.findByRole("button", { name: "Download the receipt" }));
    await waitFor(() => expect(saved).toEqual([`rebut_${invoice.number}.pdf`]));
    expect(sandbox.requests.some((request) => request.path === `payments/download_transaction_receipt/${invoice.id}`)).toBe(true);

    sandbox.setScenario("error500");
    await user.click(summary.getByRole("button", { name: "Download the receipt" }));
    await summary.findByText("The receipt could not be downloaded. Please try again.");
    sandbox.setScenario("normal");
    await user.click(footerClose(summary));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("runs the card's extra authentication on requires_action, then confirms", async () => {
    const { screen, sandbox, invoice } = await openInvoices();
    const { user, box, field } = await startPaying(screen, invoice.number);
    await user.type(field, "pm_card_threeDSecure");
    await user.click(await payButton(screen));
    await box.findByText("Your bank asks you to confirm this payment. Follow the steps in the card form.");
    expect(sandbox.requests.some((request) => request.path === "payments/confirm")).toBe(false);
    await user.click(await box.findByRole("button", { name: "Authenticate" }));
    await screen.findByRole("dialog", { name: "Payment summary" });
    const confirm = sandbox.requests.find((request) => request.path === "payments/confirm");
    expect(confirm?.body).toEqual({ payment_intent_id: expect.stringMatching(/^pi_ovsandbox_/), platform_name: "card" });
  });

  it("says the payment is in an unexpected state when the extra authentication is cancelled, and Try again starts over", async () => {
    const { screen, invoice } = await openInvoices();
    const { user, box, field } = await startPaying(screen, invoice.number);
    await user.type(field, "pm_card_threeDSecure");
    await user.click(await payButton(screen));
    await user.click(await box.findByRole("button", { name: "Cancel authentication" }));
    const failed = within(await screen.findByRole("dialog", { name: "Payment error" }));
    failed.getByText("The payment is in an unexpected state. The extra authentication may have been cancelled.");
    await user.click(failed.getByRole("button", { name: "Try again" }));
    const again = within(await screen.findByRole("dialog", { name: "Pay online" }));
    const fresh = await again.findByLabelText("Test payment method");
    expect((fresh as HTMLInputElement).value).toBe("");
    expect(await payButton(screen)).toHaveProperty("disabled", true);
  });

  const MESSAGES: Record<string, string> = {
    incorrect_number: "The card number is incorrect.",
    invalid_number: "The card number is not a valid card number.",
    invalid_expiry_month: "The card's expiry month is not valid.",
    invalid_expiry_year: "The card's expiry year is not valid.",
    invalid_cvc: "The card's security code is not valid.",
    incorrect_cvc: "The card's security code is incorrect.",
    expired_card: "The card has expired.",
    incorrect_zip: "The card's postal code check failed.",
    card_declined: "The card was declined.",
    customer_without_card: "There is no card to charge for this customer.",
    processing_error: "An error occurred while processing the card. Please try again.",
    rate_limit: "Too many payment attempts in a short time. Please wait a moment and try again.",
    not_payable: "This invoice cannot be paid. It may already have been paid.",
    user_not_enabled: "Your user is not enabled on this payment platform.",
    payment_intent_unexpected_state: "The payment is in an unexpected state. The extra authentication may have been cancelled.",
  };

  it.each(Object.entries(CARD_ERRORS))("%s: the message of %s under 'Payment error', with Close", async (method, code) => {
    const { screen, sandbox, invoice } = await openInvoices();
    const { user, field } = await startPaying(screen, invoice.number);
    await user.type(field, method);
    await user.click(await payButton(screen));
    const failed = within(await screen.findByRole("dialog", { name: "Payment error" }));
    expect(failed.getByText(MESSAGES[code]!)).toBeTruthy();
    expect(payRequests(sandbox)).toHaveLength(1);
    await user.click(footerClose(failed));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("falls back to 'Something went wrong' for a failure without a provider code", async () => {
    const { screen, sandbox, invoice } = await openInvoices();
    const { user, field } = await startPaying(screen, invoice.number);
    await user.type(field, "pm_card_visa");
    sandbox.setScenario("error500");
    await user.click(await payButton(screen));
    const failed = within(await screen.findByRole("dialog", { name: "Payment error" }));
    expect(failed.getByText("Something went wrong")).toBeTruthy();
    expect(failed.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("says when the transaction is not found although the payment was processed (summary internal_error)", async () => {
    const { screen, invoice } = await openInvoices();
    const { user, field } = await startPaying(screen, invoice.number);
    await user.type(field, "pm_card_summaryInternalError");
    await user.click(await payButton(screen));
    const summary = within(await screen.findByRole("dialog", { name: "Payment summary" }));
    await summary.findByText("The transaction was not found, although the payment was processed.");
    expect(summary.queryByRole("button", { name: "Download the receipt" })).toBeNull();
  });

  it("offers Try again when the platforms cannot be fetched, and when the card form cannot load", async () => {
    const { screen, sandbox, invoice } = await openInvoices();
    const user = userEvent.setup();
    sandbox.setScenario("error500");
    await user.click(await screen.findByRole("button", { name: `Pay online: invoice ${invoice.number}` }));
    const box = within(await dialog(screen));
    await box.findByText("The payment could not be prepared.");
    sandbox.setScenario("normal");
    platform.current = fakeCardPlatform({ failLoad: true });
    await user.click(box.getByRole("button", { name: "Try again" }));
    await box.findByText("The card form could not be loaded.");
    platform.current = fakeCardPlatform();
    await user.click(box.getByRole("button", { name: "Try again" }));
    await box.findByLabelText("Test payment method");
  });

  it("pays with the platform without a form: no card fields, Pay enabled, the platform's refusal shown", async () => {
    const { screen, sandbox, invoice } = await openInvoices();
    const { user, box } = await startPaying(screen, invoice.number);
    await user.click(box.getByRole("radio", { name: "Bank transfer" }));
    await waitFor(() => expect(box.queryByLabelText("Test payment method")).toBeNull());
    const pay = await payButton(screen);
    await waitFor(() => expect(pay).toHaveProperty("disabled", false));
    await user.click(pay);
    await within(await screen.findByRole("dialog", { name: "Payment error" })).findByText(
      "Your user is not enabled on this payment platform.",
    );
    expect(payRequests(sandbox)[0]?.body).toMatchObject({ platform_name: "transfer", item_id: invoice.id });
  });

  it("confirms the payment_intent of the address on return, removes it, and shows the summary", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const invoice = payableInvoices(sandbox)[0]!;
    const started = await sandbox.fetch("http://sandbox.local/api/v1/payments/pay", {
      method: "POST",
      headers: { authorization: `Bearer ${sandbox.tokenFor("household")}`, "content-type": "application/json" },
      body: JSON.stringify({
        payment_method_id: "pm_card_threeDSecure",
        platform_name: "card",
        item_id: invoice.id,
        related_object_type: "account.invoice",
      }),
    });
    const { payment_intent_id: intent } = (await started.json()) as { payment_intent_id: string };
    const { screen } = await openPortalAt(
      `/factures?payment_intent=${intent}&payment_intent_client_secret=${intent}_secret&redirect_status=succeeded`,
      {
        customer: "household",
        sandbox,
      },
    );
    const summary = within(await screen.findByRole("dialog", { name: "Payment summary" }));
    await summary.findByText(invoice.number);
    expect(sandbox.requests.find((request) => request.path === "payments/confirm")?.body).toEqual({
      payment_intent_id: intent,
      platform_name: "card",
    });
    await waitFor(() => expect(location.hash).toBe("#/factures"));
  });

  it("opens the dialog from home's pay online for the newest payable invoice, or the one named", async () => {
    const { screen, invoice } = await openInvoices("/factures?filter=unpaid&action=payOnline");
    const box = within(await dialog(screen));
    await box.findByText(new RegExp(`^Invoice ${invoice.number}: `));
    await waitFor(() => expect(location.hash).toBe("#/factures?filter=unpaid"));
    document.body.innerHTML = "";

    // An older invoice made payable too: the one named is opened, not the newest.
    const sandbox = createSandbox({ seed: 7 });
    const newest = payableInvoices(sandbox)[0]!;
    const other = invoicesTable(sandbox.db).invoices.find(
      (row) => row.owner === "cust-household" && row.paid === "paid" && row.rectificative_type === "N" && row.date < newest.date,
    )!;
    Object.assign(other, { paid: "unpaid", amount_pending: other.amount_total });
    const named = await openPortalAt(`/factures?action=payOnline&invoice=${other.id}`, { customer: "household", sandbox });
    await within(await dialog(named.screen)).findByText(new RegExp(`^Invoice ${other.number}: `));
  });

  it("tells home's pay online when no invoice can be paid online", async () => {
    const sandbox = createSandbox({ seed: 7 });
    for (const invoice of payableInvoices(sandbox)) invoice.paid = "paid";
    const { screen } = await openPortalAt("/factures?action=payOnline", { customer: "household", sandbox });
    await screen.findByText("You have no invoice to pay online.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("home's pay online goes to the invoices with the payOnline action", async () => {
    // The sandbox's private settings say homepage "dashboard" (spec §2: it redirects to the invoices):
    // the home's action groups show with "tabGroups".
    const { screen, runtime } = await openPortalAt("/factures", { customer: "household" });
    patchSettings(runtime, (settings) => ({ ...settings, homepage: "tabGroups" }));
    goTo("/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pay an invoice online" }));
    await screen.findByRole("dialog");
    expect(location.hash).toBe("#/factures?filter=unpaid");
  });
});
