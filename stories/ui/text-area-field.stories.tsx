import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextAreaField } from "../../src/ui/text-area-field";

const meta = {
  title: "UI/TextAreaField",
  component: TextAreaField,
  args: { label: "Description" },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: "Tell us what happened and since when" } };
export const Required: Story = { args: { required: true } };
/** The typed text stays when the error shows (spec: the form keeps what the user typed). */
export const WithError: Story = { args: { defaultValue: "It", error: "Write at least 10 characters", required: true } };
export const Disabled: Story = { args: { defaultValue: "The meter reading on my last invoice is wrong.", disabled: true } };
export const ThreeRows: Story = { args: { rows: 3 } };
