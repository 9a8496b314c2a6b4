import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { MenuButton } from "../../src/ui/menu-button";

const meta = {
  title: "UI/MenuButton",
  component: MenuButton,
  args: {
    label: "More actions",
    items: [
      { id: "pdf", label: "Download the contract (PDF)", onSelect: fn() },
      { id: "communications", label: "Communications settings", onSelect: fn() },
      { id: "sips", label: "Opt out of sharing my metering data", onSelect: fn() },
      { id: "claim", label: "File a claim", onSelect: fn() },
    ],
  },
  parameters: { layout: "centered" },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, Enter, Space or Down opens it on the first item; arrows, Home, End and a letter move; Escape returns to the button. */
export const Default: Story = {};

/** A read-only session: the writes stay in the menu, disabled, with the one read-only tooltip. */
export const ReadOnly: Story = {
  args: {
    items: [
      { id: "pdf", label: "Download the contract (PDF)", onSelect: fn() },
      {
        id: "sips",
        label: "Opt out of sharing my metering data",
        onSelect: fn(),
        disabled: true,
        disabledReason: "This action cannot be performed in a read-only session.",
      },
      {
        id: "claim",
        label: "File a claim",
        onSelect: fn(),
        disabled: true,
        disabledReason: "This action cannot be performed in a read-only session.",
      },
    ],
  },
};

/** Opening towards the end, for a button at the start of a row. */
export const AlignedToStart: Story = { args: { align: "start", variant: "text" } };
