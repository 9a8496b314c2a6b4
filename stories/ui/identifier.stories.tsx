import type { Meta, StoryObj } from "@storybook/react-vite";
import { Identifier, LinkValue } from "../../src/ui/identifier";

/** A CUPS, an IBAN, an e-mail and a web address in a narrow card: each on one line, cut where it does not fit. */
function Identifiers({ width }: { width: number }) {
  return (
    <dl style={{ width, maxWidth: "100%", display: "grid", gap: 8, resize: "horizontal", overflow: "auto" }}>
      <dt>CUPS</dt>
      <dd style={{ margin: 0, minWidth: 0 }}>
        <Identifier value="ES0031552539666032TR0F" copyLabel="Copy the CUPS" />
      </dd>
      <dt>IBAN</dt>
      <dd style={{ margin: 0, minWidth: 0 }}>
        <Identifier value="ES91 2100 0418 4502 0005 1332" copyLabel="Copy the IBAN" />
      </dd>
      <dt>Email</dt>
      <dd style={{ margin: 0, minWidth: 0 }}>
        <Identifier value="marta.puig.i.ferrer@example.com" copyLabel="Copy the email" />
      </dd>
      <dt>Web</dt>
      <dd style={{ margin: 0, minWidth: 0 }}>
        <LinkValue
          href="https://www.distribuidora.example/atencio-al-client/averies"
          text="www.distribuidora.example/atencio-al-client/averies"
        />
      </dd>
    </dl>
  );
}

const meta = {
  title: "UI/Identifier",
  component: Identifiers,
  args: { width: 480 },
} satisfies Meta<typeof Identifiers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room enough: every value whole, a copy button beside each. */
export const Wide: Story = {};
/** A phone's card: the values end in an ellipsis, whole in their title and copied whole. */
export const Narrow: Story = { args: { width: 220 } };
