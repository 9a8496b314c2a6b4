import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { portalArgs, portalParameters, renderInLocale, signedInAs, storyScreen, type StoryScreen } from "./portal-story";
import { WidgetTag } from "./widget-tag";

/**
 * The portal's invoices page (issue 18; spec §2 "Invoices", §4 invoice status) against the in-browser
 * sandbox: a signed-in customer lands on it (the sandbox's private settings say dashboard).
 */
const meta = {
  title: "Widgets/Portal/Invoices",
  component: WidgetTag,
  args: portalArgs,
  parameters: portalParameters,
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story["play"]>;

/** Opens the filter panel of the first tab once its list shows, and applies what `fill` types. */
const filtered =
  (fill: (screen: StoryScreen) => Promise<void>): Play =>
  async ({ canvasElement }) => {
    const screen = await storyScreen(canvasElement);
    await screen.findByRole("table", { name: /invoices$/ }, { timeout: 10_000 });
    await userEvent.click(screen.getByText("Filters", { selector: "summary" }));
    await fill(screen);
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
  };

/** The household's electricity and gas tabs: chart per contract, filters, paging, every status chip. */
export const Household: Story = { beforeEach: signedInAs("household") };

/** The business customer: the multipoint tab first, with the address invoice column and 1,000+ invoices. */
export const BusinessMultipoint: Story = { beforeEach: signedInAs("business") };

/** Open invoices since 1 January 2025: the applied filters as chips that toggle or delete. */
export const FilteredByStateAndDate: Story = {
  beforeEach: signedInAs("household"),
  play: filtered(async (screen) => {
    await userEvent.selectOptions(screen.getByLabelText("State", { selector: "select" }), "open");
    await userEvent.type(screen.getByLabelText("Invoice date from", { selector: "input" }), "01/01/2025");
  }),
};

/** A date that does not exist and an amount with a letter: said at each field, nothing typed is lost. */
export const InvalidFilters: Story = {
  beforeEach: signedInAs("household"),
  play: filtered(async (screen) => {
    await userEvent.type(screen.getByLabelText("Invoice date from", { selector: "input" }), "31/02/2025");
    await userEvent.type(screen.getByLabelText("Total amount (€)", { selector: "input" }), "12a");
  }),
};

/** No invoice matches: the info notice of spec §8.3. */
export const NoMatch: Story = {
  beforeEach: signedInAs("household"),
  play: filtered(async (screen) => {
    await userEvent.type(screen.getByLabelText("Invoice number", { selector: "input" }), "ZZZ");
  }),
};
