import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
// The tag the Chromium suite uses: it hands a sandbox contract to the `contractDetail` slot, as the
// contract detail does, so the panel has stories before the contracts area shows its detail.
import "../test/browser/fixtures/portal-batteries";
import { renderInLocale, signedInAs, storyScreen } from "./portal-story";
import { WidgetTag } from "./widget-tag";

/**
 * The virtual battery panel of an electricity contract (spec §2 "Virtual battery panel", issue 17):
 * assignments table, discount management, modify-percentage dialog, move stepper, origin warning,
 * Excel download and distribution preview, against the in-browser sandbox.
 */
const meta = {
  title: "Portal/Virtual batteries",
  component: WidgetTag,
  args: { markup: `<ov-test-batteries contract-name="0104521"></ov-test-batteries>`, scenario: "normal", lang: "en" },
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => storyScreen(canvasElement, "ov-test-batteries");

/** The household's flat: a toggle, a shared battery (the percentage can change), too few batteries to move. */
export const Household: Story = { beforeEach: signedInAs("household") };

/** A business supply: the discount management as a select, and a share that can move to two other batteries. */
export const Business: Story = {
  beforeEach: signedInAs("business"),
  args: { markup: `<ov-test-batteries contract-name="0201003"></ov-test-batteries>` },
};

/** The move stepper at its first step (spec §4): Next waits for a battery, Back is off. */
export const MoveStepper: Story = {
  ...Business,
  play: async ({ canvasElement }) => {
    const screen = await panel(canvasElement);
    await userEvent.click(await screen.findByRole("button", { name: /Move the share of BV Forn Vidal - Badalona/ }));
  },
};

/** The modify-percentage dialog (spec §4, §5): integer 0 to 100, Save off while unchanged. */
export const ModifyPercentage: Story = {
  beforeEach: signedInAs("household"),
  play: async ({ canvasElement }) => {
    const screen = await panel(canvasElement);
    await userEvent.click(await screen.findByRole("button", { name: /Modify percentage of/ }));
  },
};

/** The solar contract: moving its origin battery opens the warning with the retailer's email (spec §6). */
export const OriginWarning: Story = {
  beforeEach: signedInAs("household"),
  args: { markup: `<ov-test-batteries contract-name="0118734"></ov-test-batteries>` },
  play: async ({ canvasElement }) => {
    const screen = await panel(canvasElement);
    await userEvent.click(await screen.findByRole("button", { name: /Move the share of/ }));
  },
};

/** The closed Girona contract: its share ended, everything disabled with the reason, solar wallet locked. */
export const InactiveShare: Story = {
  beforeEach: signedInAs("household"),
  args: { markup: `<ov-test-batteries contract-name="0096310"></ov-test-batteries>` },
};

/** Staff impersonating the household: toggle, modify and move disabled with the read-only tooltip (spec §6). */
export const ReadOnly: Story = { beforeEach: signedInAs("readonly") };
