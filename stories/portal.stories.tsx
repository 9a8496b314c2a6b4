import type { Meta, StoryObj } from "@storybook/react-vite";
import { OvPortalElement } from "../widgets/portal/index";
import { WidgetTag } from "./widget-tag";

/**
 * `<ov-portal>` against the in-browser sandbox, in memory routing (the story's address never changes).
 * A visitor lands on the login (home → invoices → login); the others are the shell's own pages.
 */
const meta = {
  title: "Widgets/Portal",
  component: WidgetTag,
  args: { markup: `<ov-portal routing="memory"></ov-portal>`, scenario: "normal", lang: "en" },
  // Used, not only imported: the package's "sideEffects" list would let the bundler drop a bare import.
  parameters: { element: OvPortalElement },
  render: (args, { globals }) => <WidgetTag {...args} lang={String(globals.locale ?? args.lang)} />,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the login screen (wrong credentials say so; Sandbox customer 47281936P / Sandbox1!). */
export const Login: Story = {};
/** Maintenance: only the 503 page. */
export const Maintenance: Story = { args: { scenario: "maintenance" } };
