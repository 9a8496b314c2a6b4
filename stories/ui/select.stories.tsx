import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "../../src/ui/select";

const meta = {
  title: "UI/Select",
  component: Select,
  args: {
    label: "Access tariff",
    placeholder: "Choose a tariff",
    options: [
      { value: "2.0TD", label: "2.0TD" },
      { value: "3.0TD", label: "3.0TD" },
      { value: "6.1TD", label: "6.1TD", disabled: true },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: "It is on your last invoice" } };
export const WithError: Story = { args: { required: true, error: "Required" } };
export const Disabled: Story = { args: { defaultValue: "2.0TD", disabled: true } };
