import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { HARNESS_TAG } from "../widgets/portal/consumption/slot-harness";
import { renderInLocale, signedInAs, storyScreen } from "./portal-story";
import { WidgetTag } from "./widget-tag";

/**
 * The consumption section of a contract's detail (issue 17), mounted through the shell's
 * `contractDetail` slot by the harness tag (widgets/portal/consumption/slot-harness.tsx) until the
 * contracts area's detail renders it, against the in-browser sandbox. Sandbox contracts: household
 * 0104521 (2.0TD, electricity) and 0104522 (gas), business 0201001 (3.0TD).
 */
const meta = {
  title: "Portal/Consumption",
  component: WidgetTag,
  args: { markup: `<${HARNESS_TAG} contract-name="0104521" contract-type="electricity"></${HARNESS_TAG}>`, scenario: "normal", lang: "en" },
  // Used, not only imported: the harness registers its tag when its module runs.
  parameters: { element: HARNESS_TAG },
  beforeEach: signedInAs("household"),
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => storyScreen(canvasElement, HARNESS_TAG);

/** The last 12 months of a 2.0TD contract, stacked by period, with the legend of the periods' hours. */
export const Monthly: Story = {};

/** A year of quarter hours (35,040 points), decimated, with the period bands behind the line. */
export const YearOfQuarterHours: Story = {
  play: async ({ canvasElement }) => {
    const screen = await section(canvasElement);
    await userEvent.click(await screen.findByRole("tab", { name: "Quarter-hourly" }));
    const from = await screen.findByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await userEvent.clear(from);
    await userEvent.type(from, "2024-06-13");
    await userEvent.clear(to);
    await userEvent.type(to, "2025-06-12");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
  },
};

/** The same year as a paged table (96 rows a page). */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const screen = await section(canvasElement);
    await userEvent.click(await screen.findByRole("button", { name: "Show as a table" }));
  },
};

/** A 3.0TD business contract: six periods by season. */
export const SixPeriods: Story = {
  args: { markup: `<${HARNESS_TAG} contract-name="0201001" contract-type="electricity"></${HARNESS_TAG}>` },
  beforeEach: signedInAs("business"),
};

/** A gas contract: contract_cch_chart_no_data. */
export const GasNoData: Story = {
  args: { markup: `<${HARNESS_TAG} contract-name="0104522" contract-type="gas"></${HARNESS_TAG}>` },
};
