import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { invoicesTable, isPayable } from "../../demo/sandbox/domains/invoices";
import { openPortalAt } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 18 item 7 in real Chromium: the card payment with the sandbox's real card frame (postMessage
// across the frame), keyboard only, axe-clean in every dialog state, at 390 px, from the invoices screen
// as a customer pays: <ov-portal> as the CDN build serves it (the loader, then the portal's and the
// invoices area's chunks), the Pay button of a payable invoice. The buttons are found by role and name
// (the word Pay and the invoice's number), not by the list's layout.
const env = widgetSiteForFile();

const TAG = "ov-portal";
/** Every check is of a state of the payment's dialog, checked alone: the invoices screen behind it has its own (portal-invoices.test.ts). */
const OPEN_DIALOG = "dialog[open]";
const PHONE = { width: 390, height: 844 };

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** An invoice's Pay button: named by the word Pay and the invoice's number, wherever the row puts it. */
const payButton = (page: Page, number: string) =>
  page.locator(TAG).getByRole("button", { name: new RegExp(`^Pay\\b.*${number.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}$`) });

/** Types a card into the sandbox's frame with the keyboard, field after field. */
async function typeCard(page: Page, card: FrameLocator, number: string) {
  await card.getByLabel("Card number").focus();
  await page.keyboard.type(number);
  await page.keyboard.press("Tab");
  await page.keyboard.type("12/34");
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
}

describe("<ov-portal> card payment in Chromium", () => {
  it("pays with a declined card, then a card needing extra authentication, then a good one, and downloads a receipt", async () => {
    // Two invoices to pay, both on the screen's first tab (electricity), newest first: the household's
    // payable one and the next older one made payable.
    const rows = invoicesTable(env.site.sandbox.db)
      .invoices.filter((row) => row.owner === "cust-household" && row.kind === "electricity")
      .sort((a, b) => b.date.localeCompare(a.date));
    const first = rows.filter(isPayable)[0]!;
    const second = rows.find((row) => row.paid === "paid" && row.rectificative_type === "N" && row.date < first.date)!;
    Object.assign(second, { paid: "unpaid", amount_pending: second.amount_total });

    const { page, errors } = await openPortalAt(env, "/factures", {
      customer: "household",
      consent: true,
      viewport: PHONE,
    });
    const open = payButton(page, first.number);
    await open.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Pay online" });
    const card = page.frameLocator(`${TAG} iframe[title="Card details"]`);
    await card.getByLabel("Card number").waitFor();
    const pay = dialog.getByRole("button", { name: /^Pay €/ });
    // spec §4: Pay is disabled while a card field is empty, incomplete or in error.
    expect(await pay.isDisabled()).toBe(true);
    expect(await axeViolations(page, TAG, OPEN_DIALOG)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    // 1. The declined card: the provider's message under "Payment error".
    await typeCard(page, card, "4000 0000 0000 0002");
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.press("Enter");
    const failed = page.getByRole("dialog", { name: "Payment error" });
    await failed.getByText("The card was declined.").waitFor();
    expect(await axeViolations(page, TAG, OPEN_DIALOG)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
    await failed.getByRole("button", { name: "Try again" }).press("Enter");

    // 2. The card needing extra authentication: the frame asks, the customer confirms there.
    await card.getByLabel("Card number").waitFor();
    await typeCard(page, card, "4000 0027 6000 3184");
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.press("Enter");
    const confirm = card.getByRole("button", { name: "Confirm the payment" });
    await confirm.waitFor();
    await dialog.getByText("Your bank asks you to confirm this payment.", { exact: false }).waitFor();
    expect(await axeViolations(page, TAG, OPEN_DIALOG)).toEqual([]);
    await confirm.press("Enter");
    const summary = page.getByRole("dialog", { name: "Payment summary" });
    await summary.getByText("Your payment has been received. Thank you.").waitFor();
    await summary.getByText(first.number, { exact: true }).waitFor();
    expect(await axeViolations(page, TAG, OPEN_DIALOG)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
    await summary.getByRole("button", { name: "Close" }).last().press("Enter");
    await summary.waitFor({ state: "hidden" });
    // The paid invoice lost its pay online button (the list was invalidated after the payment).
    await open.waitFor({ state: "detached" });

    // 3. The good card, on the other invoice, then the receipt.
    const other = payButton(page, second.number);
    await other.press("Enter");
    await card.getByLabel("Card number").waitFor();
    await typeCard(page, card, "4242 4242 4242 4242");
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.press("Enter");
    await summary.getByText(second.number, { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      summary.getByRole("button", { name: "Download the receipt" }).press("Enter"),
    ]);
    expect(download.suggestedFilename()).toBe(`rebut_${second.number}.pdf`);
    await summary.getByRole("button", { name: "Close" }).last().press("Enter");
    await summary.waitFor({ state: "hidden" });

    const paid = env.site.sandbox.requests
      .filter((request) => request.path === "payments/pay")
      .map((request) => (request.body as { payment_method_id: string }).payment_method_id);
    expect(paid).toEqual(["pm_card_chargeDeclined", "pm_card_threeDSecure", "pm_card_visa"]);
    expect(env.site.sandbox.requests.some((request) => request.path === "payments/confirm")).toBe(true);
    expect(errors).toEqual([]);
  });
});
