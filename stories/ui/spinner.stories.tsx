import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "../../src/ui/spinner";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** role="status" with the translated "Loading…" (switch the locale). */
export const Default: Story = {};
export const WithLabel: Story = { args: { label: "Loading invoices", size: "large" } };
export const Small: Story = { args: { size: "small" } };
