import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { CONSENT_COOKIES } from "../src/domain/portal/consent";
import { getRuntime } from "../src/runtime/runtime";
import { portalArgs, portalParameters, renderInLocale, signedInAs, storyScreen, type StoryScreen } from "./portal-story";
import { WidgetTag } from "./widget-tag";

/**
 * `<ov-portal>` against the in-browser sandbox, in memory routing (the story's address never changes).
 * A visitor lands on the home page (the sandbox's home type is tabGroups); a signed-in customer on the
 * invoices (its private settings say dashboard).
 */
const meta = {
  title: "Widgets/Portal",
  component: WidgetTag,
  args: portalArgs,
  parameters: portalParameters,
  render: renderInLocale,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story["play"]>;
/** The portal's login screen, as a visitor: from the home page through the header's Log in. */
async function visitor(canvasElement: HTMLElement): Promise<StoryScreen> {
  getRuntime().setToken(null);
  const screen = await storyScreen(canvasElement);
  await screen.findByRole("heading", { name: "Your energy, in your hands" });
  await userEvent.click(screen.getAllByRole("button", { name: "Log in" })[0] as HTMLElement);
  await screen.findByRole("heading", { name: "Log in to your online office" });
  return screen;
}

/** A visitor's home (spec §2 Home, tabGroups): the hero with its cards, then the action groups. */
export const HomeVisitor: Story = { beforeEach: signedInAs(null) };
/** The login screen with the Login group's server blocks (Sandbox customer 47281936P / Sandbox1!). */
export const Login: Story = { play: async ({ canvasElement }) => void (await visitor(canvasElement)) };
/** A staff impersonation (read-only token): said on every screen; modifying actions are disabled with a tooltip. */
export const ReadOnlySession: Story = { beforeEach: signedInAs("readonly") };
/** A dynamic content page (/d/tarifes/1) from the menu, its server blocks sanitised. */
export const DynamicPage: Story = {
  beforeEach: signedInAs("household"),
  play: async ({ canvasElement }) => {
    const screen = await storyScreen(canvasElement);
    await userEvent.click(await screen.findByRole("link", { name: "Our tariffs" }));
  },
};
/** Maintenance: only the 503 page. */
export const Maintenance: Story = { args: { scenario: "maintenance" } };

/* ---- change password, sign-up, password recovery ---- */

/** A valid DNI nobody has signed up with yet (the story sandbox remembers sign-ups). */
function freshDni(): string {
  const number = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  return `${number}${"TRWAGMYFPDXBNJZSQVHLCKE"[number % 23]}`;
}

const toRecovery: Play = async ({ canvasElement }) => {
  const screen = await visitor(canvasElement);
  await userEvent.click(screen.getByRole("link", { name: "I forgot my password" }));
  await screen.findByRole("heading", { name: "Password recovery" });
};

const recover =
  (nif: string, email: string): Play =>
  async (context) => {
    await toRecovery(context);
    const screen = await storyScreen(context.canvasElement);
    await userEvent.type(screen.getByLabelText(/^Tax id/, { selector: "input" }), nif);
    await userEvent.type(screen.getByLabelText(/^Email/, { selector: "input" }), email);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
  };

/** Password recovery (spec §2): tax id and email. */
export const PasswordRecovery: Story = { play: toRecovery };
/** The server's 400 per-field errors at their fields (calls §8.2): an unknown tax id. */
export const PasswordRecoveryFieldErrors: Story = { play: recover("39740191D", "nou@example.com") };
/** Sent: the confirmation with a button to log in. */
export const PasswordRecoverySent: Story = { play: recover("47281936P", "marta.puig@example.com") };

const toSignup: Play = async ({ canvasElement }) => {
  const screen = await visitor(canvasElement);
  await userEvent.click(screen.getByRole("link", { name: "Sign up to the online office" }));
  await screen.findByRole("heading", { name: "Sign up to the online office" });
};

const signUp =
  (contract: string): Play =>
  async (context) => {
    await toSignup(context);
    const screen = await storyScreen(context.canvasElement);
    const field = (label: RegExp) => screen.getByLabelText(label, { selector: "input" });
    await userEvent.type(field(/^Tax id/), freshDni());
    await userEvent.type(field(/^Contract number/), contract);
    await userEvent.type(field(/^Email/), "nou@example.com");
    await userEvent.type(field(/^Repeat the email/), "nou@example.com");
    await userEvent.type(field(/^Mobile phone/), "612345678");
    await userEvent.click(screen.getByRole("checkbox", { name: /^I accept the/ }));
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
  };

/** Sign-up (spec §2): the draft is kept 1 s after each change and restored here (spec §3). */
export const SignUp: Story = { play: toSignup };
/** Every rule at its field after the first submit (spec §5 Sign-up). */
export const SignUpFieldErrors: Story = {
  play: async (context) => {
    await toSignup(context);
    const screen = await storyScreen(context.canvasElement);
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
  },
};
/** The server's render errors under "You cannot sign up" (contract 0000000 is never found). */
export const SignUpRejected: Story = { play: signUp("0000000") };
/** Done: the server's body, sanitised. */
export const SignUpDone: Story = { play: signUp("0104521") };

/** The must-change-password customer logs in and lands on change password (spec §2 Login). */
const toChangePassword: Play = async ({ canvasElement }) => {
  const screen = await visitor(canvasElement);
  await userEvent.type(screen.getByRole("textbox", { name: /^User/ }), "23456789D");
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: "input" }), "Canvia1!");
  await userEvent.click(screen.getByRole("button", { name: "Log in" }));
  await screen.findByRole("heading", { name: "Change password" });
};

/** Change password (spec §2): the live checklist, half met. */
export const ChangePassword: Story = {
  play: async (context) => {
    await toChangePassword(context);
    const screen = await storyScreen(context.canvasElement);
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: "input" }), "nova1");
  },
};
/** Errors after the first submit (spec §5), then live. */
export const ChangePasswordFieldErrors: Story = {
  play: async (context) => {
    await toChangePassword(context);
    const screen = await storyScreen(context.canvasElement);
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: "input" }), "Nova1");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
  },
};
/** A wrong current password: the server's 403, said at the current field (calls §8.2). */
export const ChangePasswordWrongCurrent: Story = {
  play: async (context) => {
    await toChangePassword(context);
    const screen = await storyScreen(context.canvasElement);
    await userEvent.type(screen.getByLabelText(/^Current password/, { selector: "input" }), "Wrong1!");
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: "input" }), "Nova12!");
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/, { selector: "input" }), "Nova12!");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
  },
};

/* ---- language selector, cookie consent, help dialog, banners, coupons ---- */

/** A first visit: no consent decision stored, signed out. */
const firstVisit = () => {
  for (const name of Object.values(CONSENT_COOKIES)) document.cookie = `${name}=; path=/; max-age=0`;
  getRuntime().setToken(null);
};
/** A returning visitor who already decided (the consent stays closed). */
const decided = () => {
  for (const name of Object.values(CONSENT_COOKIES)) document.cookie = `${name}=false; path=/; max-age=3600`;
  document.cookie = `${CONSENT_COOKIES.given}=true; path=/; max-age=3600`;
};

/** Cookie consent on a first visit (spec §2 Other): accept all, reject all, or choose. The header has the language selector. */
export const CookieConsentFirstVisit: Story = { beforeEach: firstVisit };
/** Cookie consent, choosing per category (necessary always on). */
export const CookieConsentChoose: Story = {
  beforeEach: firstVisit,
  play: async ({ canvasElement }) => {
    const screen = await storyScreen(canvasElement);
    await userEvent.click(await screen.findByRole("button", { name: "Choose cookies" }));
  },
};
/** The floating help dialog: the organization's email and phone, and the contact button. */
export const HelpDialog: Story = {
  beforeEach: () => {
    getRuntime().setToken(null);
    decided();
  },
  play: async ({ canvasElement }) => {
    const screen = await storyScreen(canvasElement);
    await userEvent.click(await screen.findByRole("button", { name: "Help" }));
  },
};
/** A signed-in customer on the invoices: the image banner, the coupons and the send-readings link in the header. */
export const SignedInBannerAndCoupons: Story = {
  beforeEach: () => {
    decided();
    return signedInAs("household")();
  },
  play: async ({ canvasElement }) => {
    const screen = await storyScreen(canvasElement);
    await screen.findByRole("region", { name: "Your coupons" });
  },
};
/** The business customer's coupons (the other answer shape of spec §3), same page. */
export const SignedInBusinessCoupons: Story = {
  beforeEach: () => {
    decided();
    return signedInAs("business")();
  },
};
