import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { OvComparatorElement } from "../widgets/comparator/index";
import { tagRoot, WidgetTag } from "./widget-tag";

/**
 * `<ov-comparator>` against the in-browser sandbox, one story per state of spec §4 "Comparator: form,
 * loading, result, back; a lead sent shows a confirmation" and per error of §8.4. The later states
 * are reached by the story's `play`, as a visitor would reach them (labels in English: pick English
 * in the toolbar to replay them).
 */
const meta = {
  title: "Widgets/Comparator",
  component: WidgetTag,
  args: { markup: `<ov-comparator></ov-comparator>`, scenario: "normal", lang: "en" },
  // Used, not only imported: the package's "sideEffects" list would let the bundler drop a bare import.
  parameters: { element: OvComparatorElement },
  render: (args, { globals }) => <WidgetTag {...args} lang={String(globals.locale ?? args.lang)} />,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story["play"]>;

async function fillElectricity(root: ShadowRoot, cups = "ES0031405412345678RS") {
  const screen = within(root as unknown as HTMLElement);
  await userEvent.type(screen.getByRole("textbox", { name: /^CUPS/ }), cups);
  const company = screen.getByRole("combobox", { name: /Current company/ }) as HTMLSelectElement;
  await waitFor(() => expect(company.disabled).toBe(false));
  await userEvent.selectOptions(company, "Som Energia");
  await userEvent.type(screen.getByRole("textbox", { name: /Contracted power \(P1\)/ }), "4.6");
  await userEvent.tab();
  const tariff = screen.getByRole("combobox", { name: /Access tariff/ }) as HTMLSelectElement;
  await waitFor(() => expect(tariff.disabled).toBe(false));
  await userEvent.selectOptions(tariff, "2.0TD");
  await userEvent.type(screen.getByRole("textbox", { name: /Consumption P1/ }), "120");
  await userEvent.type(screen.getByRole("textbox", { name: /Consumption P2/ }), "90");
  await userEvent.type(screen.getByRole("textbox", { name: /Consumption P3/ }), "150");
  // Typed day first, as the customer reads dates (their calendar buttons are named after them too).
  await userEvent.type(screen.getByRole("textbox", { name: /^Start date/ }), "01/09/2026");
  await userEvent.type(screen.getByRole("textbox", { name: /^End date/ }), "30/09/2026");
  await userEvent.type(screen.getByRole("textbox", { name: /Invoice amount/ }), "90");
  await userEvent.click(screen.getByRole("checkbox", { name: /these data are used to compare/ }));
  return screen;
}

const compare =
  (cups?: string): Play =>
  async ({ canvasElement }) => {
    const screen = await fillElectricity(await tagRoot(canvasElement, "ov-comparator"), cups);
    await userEvent.click(screen.getByRole("button", { name: "Compare" }));
  };

export const ElectricityForm: Story = {};
export const GasForm: Story = { args: { markup: `<ov-comparator energy="gas"></ov-comparator>` } };
/** Mode manual: the invoice goes through the contact form. */
export const ElectricityInvoiceByContactForm: Story = { args: { markup: `<ov-comparator mode="manual"></ov-comparator>` } };
export const GasInvoiceByContactForm: Story = { args: { markup: `<ov-comparator energy="gas" mode="manual"></ov-comparator>` } };

/** Every rule at its field after the first Compare. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const screen = within((await tagRoot(canvasElement, "ov-comparator")) as unknown as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Compare" }));
  },
};

/** The API is down: the lists show the catalogue message with Try again. */
export const ApiDown: Story = { args: { scenario: "down" } };
/** Slow answers: the lists load, then Compare shows the loading state. */
export const Loading: Story = { args: { scenario: "slow" }, play: compare() };
export const Result: Story = { play: compare() };
/** spec §8.4: "Error: Could not compare", with the form kept. */
export const CouldNotCompare: Story = { play: compare("ES0031405000000999NA") };

export const LeadSent: Story = {
  play: async (context) => {
    await compare()(context);
    const root = await tagRoot(context.canvasElement, "ov-comparator");
    const screen = within(root as unknown as HTMLElement);
    await screen.findByRole("heading", { name: "Your comparison" });
    await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "Marta");
    await userEvent.type(screen.getByRole("textbox", { name: /^First surname/ }), "Puig");
    await userEvent.type(screen.getByRole("textbox", { name: /^Email/ }), "marta@example.com");
    await userEvent.type(screen.getByRole("textbox", { name: /^Phone/ }), "612345678");
    await userEvent.click(screen.getByRole("radio", { name: "15-19h" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /contact me about this offer/ }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
  },
};
