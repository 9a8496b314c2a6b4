import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Switch } from "../../src/ui/switch";

const meta = {
  title: "UI/Switch",
  component: Switch,
  args: { label: "Apply the battery discount", onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: "The discount applies from the next invoice" } };
export const Disabled: Story = { args: { disabled: true } };
/** spec §6: the battery discount toggle is disabled with a tooltip for read-only tokens. */
export const ReadOnlySession: Story = {
  args: { defaultChecked: true, disabled: true, disabledReason: "This action cannot be performed with a read-only session" },
};
