import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "../../src/ui/text-field";

const meta = {
  title: "UI/TextField",
  component: TextField,
  args: { label: "Email", type: "email", autoComplete: "email" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: "We send your invoices to this address" } };
export const Required: Story = { args: { required: true } };
/** The typed value stays when the error shows (spec: the form keeps what the user typed). */
export const WithError: Story = { args: { defaultValue: "ana@", error: "Email not valid", required: true } };
export const Disabled: Story = { args: { defaultValue: "ana@example.com", disabled: true } };
export const ReadOnly: Story = { args: { label: "CUPS", type: "text", defaultValue: "ES0021000000000000AA", readOnly: true } };
