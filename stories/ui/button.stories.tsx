import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../../src/ui/button";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Save changes", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "text", "danger"] },
    size: { control: "inline-radio", options: ["small", "medium", "large"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: "primary" } };
export const Secondary: Story = { args: { variant: "secondary" } };
export const Text: Story = { args: { variant: "text", children: "See details" } };
export const Danger: Story = { args: { variant: "danger", children: "Cancel contract" } };
export const Loading: Story = { args: { loading: true, children: "Sending" } };
export const Disabled: Story = { args: { disabled: true } };

/** spec §6: a read-only (impersonation) token disables modify buttons with a tooltip; tab to it. */
export const DisabledWithReason: Story = {
  args: { disabled: true, disabledReason: "This action cannot be performed with a read-only session", children: "Change power" },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap" }}>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
};
