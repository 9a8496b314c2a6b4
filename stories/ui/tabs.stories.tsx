import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Tabs } from "../../src/ui/tabs";

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: {
    label: "Contract",
    onValueChange: fn(),
    items: [
      { id: "data", label: "Contract data", content: <p>Holder, address and tariff.</p> },
      { id: "invoices", label: "Invoices", content: <p>The last invoices of this contract.</p> },
      { id: "readings", label: "Readings", content: <p>Meter readings.</p>, disabled: true },
      { id: "consumption", label: "Consumption", content: <p>Hourly and monthly consumption.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select (automatic activation); Home and End jump; disabled tabs are skipped. */
export const Automatic: Story = {};
export const Manual: Story = { args: { activation: "manual" } };
export const SecondSelected: Story = { args: { defaultValue: "invoices" } };
