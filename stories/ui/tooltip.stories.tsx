import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tooltip } from "../../src/ui/tooltip";

const meta = {
  title: "UI/Tooltip",
  component: Tooltip,
  args: {
    content: "The maximum power you can use at once, in kilowatts",
    children: (props) => (
      <button type="button" className="ov-button ov-button--secondary ov-button--small" {...props}>
        What is contracted power?
      </button>
    ),
  },
  parameters: { layout: "centered" },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or Tab to the button; Escape hides the tooltip without moving focus. */
export const Top: Story = {};
export const Bottom: Story = { args: { placement: "bottom" } };
