import { useLingui } from "@lingui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { confirmPayment, getPublishableKey, listPaymentPlatforms, payInvoice } from "../src/api/payments";
import { reduceLocale, DEFAULT_LOCALE } from "../src/i18n/locales";
import { getRuntime } from "../src/runtime/runtime";
import { WidgetContext } from "../src/runtime/widget-context";
import { fakeCardPlatform } from "../test/fake-card-platform";
import type { PaymentFailure } from "../widgets/portal/invoices/payment/payment-failure";
import { CardPlatformContext } from "../widgets/portal/invoices/payment/card-platform-context";
import { PaymentDialogs } from "../widgets/portal/invoices/payment/payment-dialogs";
import { createPaymentStore, type PaymentStore } from "../widgets/portal/invoices/payment/payment-store";
import { invoicesTable, isPayable } from "../demo/sandbox/domains/invoices";
import { paymentsTable } from "../demo/sandbox/domains/payments";
import { storySandbox } from "./widget-tag";

/**
 * The card payment's dialog (issue 18 item 7) in each state, against the in-browser sandbox, signed in
 * as the household. Storybook cannot frame the sandbox's card page (no HTTP server behind it): the card
 * fields are the test platform (type a sandbox `payment_method_id`: pm_card_visa, pm_card_threeDSecure,
 * pm_card_chargeDeclined…). The demo (`npm run demo`) shows the real frame.
 */
type State = "form" | "error" | "summary" | "summaryNotFound";

interface PaymentStoryProps {
  state: State;
  /** The provider error code of the error state (calls §8.3). */
  error: PaymentFailure;
}

/** The household's invoice the sandbox takes a card payment for (signing the story's page in as the household). */
function payableInvoice() {
  const sandbox = storySandbox();
  getRuntime().setToken(sandbox.tokenFor("household"));
  return invoicesTable(sandbox.db).invoices.find((row) => row.owner === "cust-household" && isPayable(row));
}

function PaymentStory({ state, error }: PaymentStoryProps) {
  const { i18n } = useLingui();
  const locale = reduceLocale(i18n.locale) ?? DEFAULT_LOCALE;
  const runtime = getRuntime();
  const [host] = useState(() => document.createElement("div"));
  const [store] = useState<PaymentStore>(() => {
    const payable = payableInvoice();
    const api = runtime.api;
    const created = createPaymentStore({
      calls: {
        listPlatforms: () => listPaymentPlatforms(api),
        publishableKey: (platform) => getPublishableKey(api, platform),
        pay: (payment) => payInvoice(api, payment),
        confirm: (intent, platform) => confirmPayment(api, intent, platform),
      },
    });
    const invoice = {
      id: payable?.id ?? 0,
      number: payable?.number ?? "",
      amount: payable?.amount_pending ?? 0,
      relatedObjectType: "account.invoice",
    };
    if (state === "summary" || state === "summaryNotFound") {
      // A seeded card payment: the household's one has a summary, the business's answers internal_error.
      const paid = paymentsTable(storySandbox().db).transactions.find((transaction) => transaction.lost === (state === "summaryNotFound"));
      if (state === "summaryNotFound") runtime.setToken(storySandbox().tokenFor("business"));
      created.showSummary(paid?.invoiceId ?? 0);
    } else {
      void created.open(invoice).then(() => {
        if (state === "error") Object.assign(created.state, { step: "error", error });
      });
    }
    return created;
  });
  return (
    <WidgetContext value={{ runtime, host, tag: "ov-portal", api: runtime.api, locale }}>
      <CardPlatformContext value={fakeCardPlatform()}>
        <PaymentDialogs store={store} />
      </CardPlatformContext>
    </WidgetContext>
  );
}

const meta = {
  title: "Widgets/Portal/Card payment",
  component: PaymentStory,
  args: { state: "form", error: "card_declined" },
  argTypes: {
    state: { control: "select", options: ["form", "error", "summary", "summaryNotFound"] },
    error: {
      control: "select",
      options: [
        "incorrect_number",
        "invalid_number",
        "invalid_expiry_month",
        "invalid_expiry_year",
        "invalid_cvc",
        "incorrect_cvc",
        "expired_card",
        "incorrect_zip",
        "card_declined",
        "customer_without_card",
        "processing_error",
        "rate_limit",
        "not_payable",
        "user_not_enabled",
        "payment_intent_unexpected_state",
        "unknown",
      ],
    },
  },
  // A new store per story and per change of its args.
  render: (args) => <PaymentStory key={`${args.state}-${args.error}`} {...args} />,
} satisfies Meta<typeof PaymentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog with the card fields: Pay stays disabled until the card is complete (spec §4). */
export const CardForm: Story = {};
/** A provider error (calls §8.3) under "Payment error", with Close and Try again; pick the code in the controls. */
export const PaymentError: Story = { args: { state: "error", error: "card_declined" } };
/** The 'Something went wrong' fallback. */
export const UnknownError: Story = { args: { state: "error", error: "unknown" } };
/** The transaction summary with the receipt download. */
export const Summary: Story = { args: { state: "summary" } };
/** The summary's internal_error: the transaction is not found although the payment was processed. */
export const SummaryNotFound: Story = { args: { state: "summaryNotFound" } };
