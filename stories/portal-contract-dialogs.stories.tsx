import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { openContract, portalArgs, portalParameters, renderInLocale, signedInAs, type StoryScreen } from "./portal-story";
import { WidgetTag } from "./widget-tag";

/**
 * The contract change dialogs of the portal (spec §2 Contract detail, §5 rules, §9 fees), in the portal
 * against the in-browser sandbox: each story signs a customer in, opens a seeded contract's detail from
 * the menu and presses the change's button among its Changes, as a customer does. A closed contract and
 * a read-only session open no dialog (their buttons are off): see the contracts stories.
 */
const meta = {
  title: "Widgets/Portal/Contract dialogs",
  component: WidgetTag,
  args: portalArgs,
  parameters: portalParameters,
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story["play"]>;

/** Opens a contract's detail, presses a change's button, and gives the queries of its dialog. */
async function openChange(canvasElement: HTMLElement, contract: string, change: string): Promise<StoryScreen> {
  const screen = await openContract(canvasElement, contract);
  await userEvent.click(await screen.findByRole("button", { name: change }));
  return within(await screen.findByRole("dialog", {}, { timeout: 10_000 }));
}

/** A story's play that opens one change of one contract. */
const change =
  (contract: string, label: string): Play =>
  async ({ canvasElement }) => {
    await openChange(canvasElement, contract, label);
  };

/** Power change of a 4.6 kW household contract: the fees appear as the powers are typed. */
export const PowerChange: Story = { beforeEach: signedInAs("household"), play: change("0104521", "Change the power") };
/** Above 15 kW: six periods, and the fees of 20.4 added kW with the extension right. */
export const PowerChangeSixPeriods: Story = {
  beforeEach: signedInAs("household"),
  play: async ({ canvasElement }) => {
    const screen = await openChange(canvasElement, "0104521", "Change the power");
    await userEvent.type(await screen.findByLabelText(/^Power of period P1/), "20");
    await userEvent.type(screen.getByLabelText(/^Power of period P2/), "20");
    for (const [period, kw] of [
      ["P3", "20"],
      ["P4", "20"],
      ["P5", "20"],
      ["P6", "25"],
    ] as const) {
      await userEvent.type(screen.getByLabelText(new RegExp(`^Power of period ${period}`)), kw);
    }
    await userEvent.click(screen.getByRole("radio", { name: "No" }));
  },
};
/** IBAN change: one of the customer's other accounts or a new IBAN with its document. */
export const IbanChange: Story = { beforeEach: signedInAs("household"), play: change("0104521", "Change the bank account") };
/** IBAN change of the business customer, who has no other account (iban_change_none). */
export const IbanChangeNoOtherAccount: Story = { beforeEach: signedInAs("business"), play: change("0201001", "Change the bank account") };
/** Notification address of the business customer: no other address (change_address_no_data), a new one with the postal-code lookup. */
export const NotificationAddress: Story = {
  beforeEach: signedInAs("business"),
  play: change("0201001", "Change the notification address"),
};
/** Cadastral reference. */
export const CadastralReference: Story = { beforeEach: signedInAs("household"), play: change("0104521", "Change the cadastral reference") };
/** Invoice delivery, email or postal. */
export const InvoiceDelivery: Story = { beforeEach: signedInAs("household"), play: change("0104521", "Change how I get my invoices") };
/** No-SIPS-cession of an unactive contract. */
export const NoCessionSips: Story = { beforeEach: signedInAs("household"), play: change("0104521", "Opt out of sharing my metering data") };
/** No-SIPS-cession already active: read-only. */
export const NoCessionSipsActive: Story = {
  beforeEach: signedInAs("household"),
  play: change("0118734", "Opt out of sharing my metering data"),
};
/** Happy hours (a partner customisation). */
export const HappyHours: Story = { beforeEach: signedInAs("household"), play: change("0104521", "Choose my happy hours") };
/** Double tariff period. */
export const DoubleTariff: Story = { beforeEach: signedInAs("household"), play: change("0104521", "Choose the double tariff period") };
/** Happy day. */
export const HappyDay: Story = { beforeEach: signedInAs("household"), play: change("0104521", "Choose my happy day") };
