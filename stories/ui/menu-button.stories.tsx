import type { Meta, StoryObj } from "@storybook/react-vite";
import { FileSpreadsheet, FileText, EllipsisVertical, ReceiptText } from "lucide-react";
import { useState } from "react";
import { MenuButton, type MenuButtonProps } from "../../src/ui/menu-button";

function WithLog(props: Omit<MenuButtonProps, "items">) {
  const [chosen, setChosen] = useState("nothing yet");
  const item = (id: string, label: string, icon: MenuButtonProps["icon"], disabled = false) => ({
    id,
    label,
    icon,
    disabled,
    onSelect: () => setChosen(label),
  });
  return (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      <MenuButton
        {...props}
        items={[
          item("receipt", "Payment receipt", ReceiptText),
          item("pdf", "PDF", FileText),
          item("signed", "Signed PDF (on its way)", FileText, true),
          item("csv", "Curve CSV", FileSpreadsheet),
        ]}
      />
      <span role="status">Chosen: {chosen}</span>
    </div>
  );
}

const meta = {
  title: "UI/MenuButton",
  component: WithLog,
  args: { label: "More actions" },
} satisfies Meta<typeof WithLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's secondary actions behind a "more" icon: Enter, Space or the arrows open it; Esc gives the focus back. */
export const IconOnly: Story = { args: { icon: EllipsisVertical, iconOnly: true, ariaLabel: "More actions: invoice FE25004177" } };
/** With its words and a chevron. */
export const WithLabel: Story = { args: { label: "Downloads", icon: FileText } };

/** A read-only session: a write in the menu is disabled with the one read-only tooltip the buttons use (hover or arrow to it). */
export const DisabledWithReason: StoryObj<typeof MenuButton> = {
  render: () => (
    <MenuButton
      label="More actions"
      items={[
        { id: "pdf", label: "Download the contract (PDF)", onSelect: () => undefined },
        {
          id: "claim",
          label: "File a claim",
          disabled: true,
          disabledReason: "This action cannot be performed in a read-only session.",
          onSelect: () => undefined,
        },
      ]}
    />
  ),
};
