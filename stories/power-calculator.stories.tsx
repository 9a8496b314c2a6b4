import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { OvPowerCalculatorElement } from "../widgets/power-calculator/index";
import { tagRoot, WidgetTag } from "./widget-tag";

/**
 * `<ov-power-calculator>` against the in-browser sandbox: spec §4 "form, result with lead form,
 * thank-you". Later states are reached by the story's `play` (English labels: pick English to replay).
 */
const meta = {
  title: "Widgets/Power calculator",
  component: WidgetTag,
  args: { markup: `<ov-power-calculator></ov-power-calculator>`, scenario: "normal", lang: "en" },
  // Used, not only imported: the package's "sideEffects" list would let the bundler drop a bare import.
  parameters: { element: OvPowerCalculatorElement },
  render: (args, { globals }) => <WidgetTag {...args} lang={String(globals.locale ?? args.lang)} />,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story["play"]>;

const screenOf = async (canvasElement: HTMLElement) =>
  within((await tagRoot(canvasElement, "ov-power-calculator")) as unknown as HTMLElement);

const calculate: Play = async ({ canvasElement }) => {
  const screen = await screenOf(canvasElement);
  await userEvent.type(screen.getByRole("textbox", { name: /^CUPS/ }), "ES0031405412345678RS");
  await userEvent.type(screen.getByRole("textbox", { name: /^Area/ }), "90");
  await userEvent.type(screen.getByRole("textbox", { name: /^People/ }), "3");
  for (const name of [/^Fridge/, /^Oven/, /^Washing machine/, /^Water heater/]) await userEvent.click(screen.getByRole("switch", { name }));
  await userEvent.click(screen.getByRole("button", { name: "Calculate my power" }));
};

const sendLead =
  (email: string): Play =>
  async (context) => {
    await calculate(context);
    const screen = await screenOf(context.canvasElement);
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Pau");
    await userEvent.type(screen.getByRole("textbox", { name: /^First surname/ }), "Vila");
    await userEvent.type(screen.getByRole("textbox", { name: /^Email/ }), email);
    await userEvent.type(screen.getByRole("textbox", { name: /^Phone/ }), "612345678");
    await userEvent.click(screen.getByRole("radio", { name: "19-21h" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /contact me about this offer/ }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
  };

/** Calculate stays disabled (with its reason) until something changes. */
export const Form: Story = {};
export const StartingFromACups: Story = { args: { markup: `<ov-power-calculator cups="ES0031405412345678RS"></ov-power-calculator>` } };
/** Every rule at its field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement);
    await userEvent.type(screen.getByRole("textbox", { name: /^Area/ }), "0");
    await userEvent.click(screen.getByRole("switch", { name: /^Swimming pool/ }));
    await userEvent.click(screen.getByRole("button", { name: "Calculate my power" }));
  },
};
/** The figure, each appliance's contribution and the lead form. */
export const Result: Story = { play: calculate };
export const ThankYou: Story = { play: sendLead("pau@example.com") };
/** spec §8.4: "Invoice sending failed." with a retry, the fields kept. */
export const LeadFailed: Story = { play: sendLead("lead-fail@example.com") };
/** The API down while sending: the catalogue message with a retry. */
export const LeadWhileApiDown: Story = { args: { scenario: "down" }, play: sendLead("pau@example.com") };
