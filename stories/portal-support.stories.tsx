import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { portalArgs, portalParameters, renderInLocale, signedInAs, storyScreen } from "./portal-story";
import { WidgetTag } from "./widget-tag";

/**
 * The portal's support and account areas (issue 19) against the in-browser sandbox, in memory routing:
 * each story starts on the portal's first screen and gets to its own through the menu, the header or
 * the help dialog, as a customer or a visitor would.
 */
const meta = {
  title: "Widgets/Portal/Support",
  component: WidgetTag,
  args: portalArgs,
  parameters: portalParameters,
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Opens a menu entry of the signed-in customer's menu. */
const fromMenu =
  (label: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const screen = await storyScreen(canvasElement);
    await userEvent.click(await screen.findByRole("link", { name: label }));
    return screen;
  };

/** A visitor's contact form (/contacte), from the help dialog's Contact us. */
export const UnsignedContact: Story = {
  beforeEach: signedInAs(null),
  play: async ({ canvasElement }) => {
    const screen = await storyScreen(canvasElement);
    await userEvent.click(await screen.findByRole("button", { name: "Help" }));
    await userEvent.click(await screen.findByRole("button", { name: "Contact us" }));
    await screen.findByRole("heading", { name: "Contact", level: 1 });
  },
};

/** The visitor's contact after Send with nothing typed: each field says what it needs. */
export const UnsignedContactErrors: Story = {
  beforeEach: signedInAs(null),
  play: async (context) => {
    await UnsignedContact.play?.(context);
    const screen = await storyScreen(context.canvasElement);
    await screen.findByLabelText(/^Category/);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
  },
};

/** The household's support requests: every state of spec §4, paged. */
export const SupportRequests: Story = {
  beforeEach: signedInAs("household"),
  play: async (context) => void (await fromMenu("Support requests")(context)),
};

/** A request asking for more information: the conversation and the reply form. */
export const RequestAskingForInformation: Story = {
  beforeEach: signedInAs("household"),
  play: async (context) => {
    const screen = await fromMenu("Support requests")(context);
    await userEvent.click(await screen.findByRole("link", { name: "Compensació d'excedents de les plaques" }));
  },
};

/** The customer-service page: the contact form and the ATC claim. */
export const CustomerService: Story = {
  beforeEach: signedInAs("household"),
  play: async (context) => void (await fromMenu("Customer service")(context)),
};

/** The self-readings contact, from the header's Send meter readings (category forced to self-readings). */
export const SelfReadings: Story = {
  beforeEach: signedInAs("household"),
  play: async ({ canvasElement }) => {
    const screen = await storyScreen(canvasElement);
    await userEvent.click(await screen.findByRole("button", { name: "Send meter readings" }));
  },
};

/** The profile (/perfil), from the header's My profile. */
export const Profile: Story = {
  beforeEach: signedInAs("business"),
  play: async ({ canvasElement }) => {
    const screen = await storyScreen(canvasElement);
    await userEvent.click(await screen.findByRole("button", { name: "My profile" }));
  },
};

/** A staff session: the forms show, their Send is disabled with the read-only tooltip. */
export const ReadOnlyContact: Story = {
  beforeEach: signedInAs("readonly"),
  play: async (context) => void (await fromMenu("Customer service")(context)),
};
