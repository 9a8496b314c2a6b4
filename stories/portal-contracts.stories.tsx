import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { openContract, portalArgs, portalParameters, renderInLocale, signedInAs, storyScreen } from "./portal-story";
import { storySandbox, WidgetTag } from "./widget-tag";

/**
 * The portal's contracts area (spec §2 "Contracts list", "Contract detail") against the in-browser
 * sandbox, in memory routing: each story signs a sandbox customer in and opens the contracts from the
 * menu.
 */
const meta = {
  title: "Widgets/Portal/Contracts",
  component: WidgetTag,
  args: portalArgs,
  parameters: portalParameters,
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story["play"]>;

/** Opens the electricity contracts from the menu, then optionally a contract's detail. */
const openContracts =
  (contract?: string): Play =>
  async ({ canvasElement }) => {
    await openContract(canvasElement, contract);
  };

/** The household's lists: tabs electricity and gas, open contracts first, the debt icon, paging. */
export const HouseholdList: Story = { beforeEach: signedInAs("household"), play: openContracts() };
/** The business customer (multipoint): a third tab, 25 rows per page, anonymised attachments. */
export const BusinessList: Story = { beforeEach: signedInAs("business"), play: openContracts() };
/** A contract with debt, a signature pending and attachments: the cards, the PDF and the changes. */
export const Detail: Story = { beforeEach: signedInAs("household"), play: openContracts("0118734") };
/** A closed contract: the "disabled, cannot be modified" warning and its changes disabled (spec §4). */
export const ClosedContract: Story = { beforeEach: signedInAs("household"), play: openContracts("0096310") };
/** A read-only session (staff impersonation): every change disabled with the tooltip (spec §6). */
export const ReadOnlyDetail: Story = { beforeEach: signedInAs("readonly"), play: openContracts("0104521") };
/** The list call failing: the §8.2 message with a retry. */
export const ListFailure: Story = {
  beforeEach: signedInAs("household"),
  play: async (context) => {
    const screen = await storyScreen(context.canvasElement);
    await screen.findByRole("link", { name: "Electricity contracts" });
    storySandbox().setScenario("error500");
    await userEvent.click(screen.getByRole("link", { name: "Electricity contracts" }));
    await screen.findByText("Failed to get the contract list of electricity and gas. Please try again later.");
    storySandbox().setScenario("normal");
  },
};
