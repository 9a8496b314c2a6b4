import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RadioGroup } from "../../src/ui/radio-group";

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  args: {
    label: "Invoice delivery",
    onValueChange: fn(),
    options: [
      { value: "email", label: "Email", hint: "A PDF at your email address" },
      { value: "postal", label: "Post", hint: "A paper invoice at your address" },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: "email" } };
export const Horizontal: Story = {
  args: {
    label: "Residence",
    orientation: "horizontal",
    options: [
      { value: "habitual", label: "Habitual" },
      { value: "second", label: "Second home" },
      { value: "business", label: "Business" },
    ],
  },
};
export const WithError: Story = { args: { required: true, error: "Choose how you want your invoices" } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "postal" } };
