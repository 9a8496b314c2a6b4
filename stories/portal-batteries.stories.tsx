import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { openContractSection, portalArgs, portalParameters, renderInLocale, signedInAs } from "./portal-story";
import { WidgetTag } from "./widget-tag";

/**
 * The virtual battery panel of an electricity contract (spec §2 "Virtual battery panel", issue 17):
 * assignments table, discount management, modify-percentage dialog, move stepper, origin warning,
 * Excel download and distribution preview, in the portal against the in-browser sandbox: each story
 * signs a customer in and opens the contract's detail from the menu, where the batteries area lends the
 * panel to the detail's slot.
 */
const meta = {
  title: "Portal/Virtual batteries",
  component: WidgetTag,
  args: portalArgs,
  parameters: portalParameters,
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story["play"]>;

/** The detail of an electricity contract, and the queries of its battery panel once it shows. */
const panel = (canvasElement: HTMLElement, contract: string) => openContractSection(canvasElement, contract, "Virtual battery");

/** Opens a contract's detail at its battery panel. */
const open =
  (contract: string): Play =>
  async ({ canvasElement }) => {
    await panel(canvasElement, contract);
  };

/** The household's flat: a toggle, a shared battery (the percentage can change), too few batteries to move. */
export const Household: Story = { beforeEach: signedInAs("household"), play: open("0104521") };

/** A business supply: the discount management as a select, and a share that can move to two other batteries. */
export const Business: Story = {
  beforeEach: signedInAs("business"),
  play: open("0201003"),
};

/** The move stepper at its first step (spec §4): Next waits for a battery, Back is off. */
export const MoveStepper: Story = {
  beforeEach: signedInAs("business"),
  play: async ({ canvasElement }) => {
    const screen = await panel(canvasElement, "0201003");
    await userEvent.click(await screen.findByRole("button", { name: /Move the share of BV Forn Vidal - Badalona/ }));
  },
};

/** The modify-percentage dialog (spec §4, §5): integer 0 to 100, Save off while unchanged. */
export const ModifyPercentage: Story = {
  beforeEach: signedInAs("household"),
  play: async ({ canvasElement }) => {
    const screen = await panel(canvasElement, "0104521");
    await userEvent.click(await screen.findByRole("button", { name: /Modify percentage of/ }));
  },
};

/** The solar contract: moving its origin battery opens the warning with the retailer's email (spec §6). */
export const OriginWarning: Story = {
  beforeEach: signedInAs("household"),
  play: async ({ canvasElement }) => {
    const screen = await panel(canvasElement, "0118734");
    await userEvent.click(await screen.findByRole("button", { name: /Move the share of/ }));
  },
};

/** The closed Girona contract: its share ended, everything disabled with the reason, solar wallet locked. */
export const InactiveShare: Story = {
  beforeEach: signedInAs("household"),
  play: open("0096310"),
};

/** Staff impersonating the household: toggle, modify and move disabled with the read-only tooltip (spec §6). */
export const ReadOnly: Story = { beforeEach: signedInAs("readonly"), play: open("0104521") };
