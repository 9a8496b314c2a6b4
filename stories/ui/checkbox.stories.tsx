import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "../../src/ui/checkbox";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: { label: "I accept the contract conditions" },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { label: "Send me offers", hint: "You can unsubscribe at any time" } };
export const RequiredWithError: Story = { args: { required: true, error: "You must accept the conditions" } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
