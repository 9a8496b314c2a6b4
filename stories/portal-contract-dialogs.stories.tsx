import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import "../test/browser/fixtures/contract-dialogs";
import { renderInLocale, signedInAs, storyScreen } from "./portal-story";
import { WidgetTag } from "./widget-tag";

/**
 * The contract change dialogs of the portal (spec §2 Contract detail, §5 rules, §9 fees), each opened for
 * a seeded contract of the in-browser sandbox through the test tag `<ov-test-contract-dialog>` (one
 * dialog of the registry for one contract, as the contract detail opens it).
 */
const TAG = "ov-test-contract-dialog";
const markup = (dialog: string, contract: string) => `<${TAG} dialog="${dialog}" contract="${contract}"></${TAG}>`;

const meta = {
  title: "Widgets/Portal/Contract dialogs",
  component: WidgetTag,
  args: { markup: markup("powChange", "0104521"), scenario: "normal", lang: "en" },
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogScreen = (canvasElement: HTMLElement) => storyScreen(canvasElement, TAG);

/** Power change of a 4.6 kW household contract: the fees appear as the powers are typed. */
export const PowerChange: Story = { beforeEach: signedInAs("household") };
/** Above 15 kW: six periods, and the fees of 20.4 added kW with the extension right. */
export const PowerChangeSixPeriods: Story = {
  beforeEach: signedInAs("household"),
  play: async ({ canvasElement }) => {
    const screen = await dialogScreen(canvasElement);
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
export const IbanChange: Story = { beforeEach: signedInAs("household"), args: { markup: markup("ibanChange", "0104521") } };
/** IBAN change of the business customer, who has no other account (iban_change_none). */
export const IbanChangeNoOtherAccount: Story = { beforeEach: signedInAs("business"), args: { markup: markup("ibanChange", "0201001") } };
/** Notification address of the business customer: no other address (change_address_no_data), a new one with the postal-code lookup. */
export const NotificationAddress: Story = { beforeEach: signedInAs("business"), args: { markup: markup("notifAddrChange", "0201001") } };
/** Cadastral reference. */
export const CadastralReference: Story = { beforeEach: signedInAs("household"), args: { markup: markup("cadastralChange", "0104521") } };
/** Invoice delivery, email or postal. */
export const InvoiceDelivery: Story = { beforeEach: signedInAs("household"), args: { markup: markup("invoiceDelivery", "0104521") } };
/** No-SIPS-cession of an unactive contract. */
export const NoCessionSips: Story = { beforeEach: signedInAs("household"), args: { markup: markup("noCesionSips", "0104521") } };
/** No-SIPS-cession already active: read-only. */
export const NoCessionSipsActive: Story = { beforeEach: signedInAs("household"), args: { markup: markup("noCesionSips", "0118734") } };
/** A closed contract: the warning, nothing can be sent. */
export const ClosedContract: Story = { beforeEach: signedInAs("household"), args: { markup: markup("invoiceDelivery", "0096310") } };
/** A read-only session (staff impersonation): the send is disabled with the spec's tooltip. */
export const ReadOnlySession: Story = { beforeEach: signedInAs("readonly") };
/** Happy hours (a partner customisation). */
export const HappyHours: Story = { beforeEach: signedInAs("household"), args: { markup: markup("happyHours", "0104521") } };
/** Double tariff period. */
export const DoubleTariff: Story = { beforeEach: signedInAs("household"), args: { markup: markup("doubleTariff", "0104521") } };
/** Happy day. */
export const HappyDay: Story = { beforeEach: signedInAs("household"), args: { markup: markup("happyDay", "0104521") } };
