import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { NumberField, type NumberFieldProps } from "../../src/ui/number-field";

const meta = {
  title: "UI/NumberField",
  component: NumberField,
  args: { label: "Power P1", unit: "kW", decimals: 3, hint: "Up to 3 decimals" },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { defaultValue: "3,4567", error: "At most 3 decimals" } };
export const Integer: Story = { args: { label: "Area", unit: "m²", decimals: 0, hint: undefined } };
export const Disabled: Story = { args: { defaultValue: "4,6", disabled: true } };

function LiveParse(args: NumberFieldProps) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <NumberField {...args} onValueChange={setValue} />
      <output>{value === null ? "—" : Number.isNaN(value) ? "NaN" : String(value)}</output>
    </>
  );
}

/** Switch the locale in the toolbar: "3,45" is 3.45 in ca/es/gl/fr/de and NaN in en. */
export const ParsedValue: Story = { render: (args) => <LiveParse {...args} /> };
