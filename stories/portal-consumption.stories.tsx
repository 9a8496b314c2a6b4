import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { openContractSection, portalArgs, portalParameters, renderInLocale, signedInAs } from "./portal-story";
import { WidgetTag } from "./widget-tag";

/**
 * The consumption section of a contract's detail (issue 17), in the portal against the in-browser
 * sandbox: each story signs a customer in and opens the contract's detail from the menu, where the
 * consumption area lends the section to the detail's slot. Sandbox contracts: household 0104521
 * (2.0TD, electricity) and 0104522 (gas), business 0201001 (3.0TD).
 */
const meta = {
  title: "Portal/Consumption",
  component: WidgetTag,
  args: portalArgs,
  parameters: portalParameters,
  beforeEach: signedInAs("household"),
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story["play"]>;

/** The detail of a contract, and the queries of its consumption section once it shows. */
const section = (canvasElement: HTMLElement, contract: string, type: "electricity" | "gas" = "electricity") =>
  openContractSection(canvasElement, contract, "Consumption", type);

/** Opens the household's 2.0TD contract at its consumption section. */
const household: Play = async ({ canvasElement }) => {
  await section(canvasElement, "0104521");
};

/** The last 12 months of a 2.0TD contract, stacked by period, with the legend of the periods' hours. */
export const Monthly: Story = { play: household };

/** A year of quarter hours (35,040 points), decimated, with the period bands behind the line. */
export const YearOfQuarterHours: Story = {
  play: async ({ canvasElement }) => {
    const screen = await section(canvasElement, "0104521");
    await userEvent.click(await screen.findByRole("tab", { name: "Quarter-hourly" }));
    const from = await screen.findByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await userEvent.clear(from);
    await userEvent.type(from, "13/06/2024");
    await userEvent.clear(to);
    await userEvent.type(to, "12/06/2025");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
  },
};

/** The same year as a paged table (96 rows a page). */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const screen = await section(canvasElement, "0104521");
    await userEvent.click(await screen.findByRole("button", { name: "Show as a table" }));
  },
};

/** A 3.0TD business contract: six periods by season. */
export const SixPeriods: Story = {
  beforeEach: signedInAs("business"),
  play: async ({ canvasElement }) => {
    await section(canvasElement, "0201001");
  },
};

/** A gas contract: contract_cch_chart_no_data. */
export const GasNoData: Story = {
  play: async ({ canvasElement }) => {
    await section(canvasElement, "0104522", "gas");
  },
};
