import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Alert } from "../../src/ui/alert";

const meta = {
  title: "UI/Alert",
  component: Alert,
  args: { children: "Your request has been registered." },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: "info", children: "Consumption data arrive about 3 days late." } };
export const Success: Story = { args: { tone: "success", title: "Saved", children: "Your contact details have been updated." } };
export const Warning: Story = { args: { tone: "warning", children: "Your session will expire in 2 minutes." } };
export const ErrorTone: Story = {
  name: "Error",
  args: { tone: "error", title: "Something went wrong", children: "The service is not available right now." },
};
/** A failed call with a Retry action (role alert). */
export const ErrorWithRetry: Story = {
  args: { tone: "error", children: "We could not load your invoices.", action: { label: "Retry", onClick: fn() } },
};
export const Dismissible: Story = { args: { tone: "info", onDismiss: fn() } };
