import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { newsletterParams } from "../demo/sandbox/domains/newsletter";
import { createSandbox, type Sandbox } from "../demo/sandbox/sandbox";
import type { Scenario } from "../demo/sandbox/types";
import { getRuntime } from "../src/runtime/runtime";
// Referenced, not a bare import: package.json "sideEffects" lets the bundler drop a bare import.
import { OvNewsletterElement } from "../widgets/newsletter/index";

/**
 * `<ov-newsletter>` against the in-browser sandbox: every state of spec §4 "Newsletter" and every
 * message of calls §8.5. Failures that need an action (save, mail change) are reached with the
 * sandbox's own per-request scenario header on POST calls, not with hand-written answers.
 */
const sandbox = createSandbox({ seed: 7 });

interface StoryArgs {
  /** The tag's markup. */
  markup: string;
  /** Scenario of every call. */
  scenario?: Scenario;
  /** Scenario of the POST calls only (save, mail change). */
  postScenario?: Scenario;
  /** Replace the newsletter list answer (the sandbox always has four lists). */
  emptyList?: boolean;
}

function storyFetch(args: StoryArgs): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (args.postScenario && (init?.method ?? "GET") === "POST") headers.set("x-ov-scenario", args.postScenario);
    const response = await (sandbox as Sandbox).fetch(input, { ...init, headers });
    if (args.emptyList && String(input instanceof Request ? input.url : input).includes("/newsletters/")) return Response.json([]);
    return response;
  };
}

function NewsletterStory(args: StoryArgs & { locale: string }) {
  // Configured once per story, before the tag mounts; the data starts fresh for each story.
  const [markup] = useState(() => {
    sandbox.reset();
    sandbox.setScenario(args.scenario ?? "normal");
    const runtime = getRuntime();
    runtime.configure({ apiBase: "http://sandbox.local", fetch: storyFetch(args), lang: args.locale });
    runtime.setToken(null);
    return args.markup;
  });
  if (!OvNewsletterElement) return null; // no custom elements (Node without a DOM)
  return <div dangerouslySetInnerHTML={{ __html: markup }} />;
}

const meta = {
  title: "Widgets/Newsletter",
  render: (args, context) => (
    <NewsletterStory key={context.id + String(context.globals.locale)} {...args} locale={String(context.globals.locale ?? "ca")} />
  ),
  args: { markup: "<ov-newsletter></ov-newsletter>" },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const P501 = newsletterParams(501, "marta.puig@example.com");
const P502 = newsletterParams(502, "administracio@fornvidal.example");

/** Idle: the email entry (spec §2 "Email entry"); an invalid email shows its message at the field. */
export const EmailForm: Story = {};
/** A subscriber from `params`: lists ticked, the exported one blocked with its tooltip, email editable. */
export const Subscriber: Story = { args: { markup: `<ov-newsletter params="${P501}"></ov-newsletter>` } };
/** A subscriber with two addresses and nothing blocked: "Deselect all" turns the button into unsubscribe. */
export const TwoEmails: Story = { args: { markup: `<ov-newsletter params="${P502}"></ov-newsletter>` } };
/** A newcomer (no subscriber id): the first-confirmation button, no email edition. */
export const Newcomer: Story = { args: { markup: `<ov-newsletter email="nova@example.com"></ov-newsletter>` } };
/** spec §4: mail edition disabled. */
export const MailEditDisabled: Story = { args: { markup: `<ov-newsletter disable-mail-edit params="${P501}"></ov-newsletter>` } };
/** Fetching (the sandbox answers in 2-4 s). */
export const Fetching: Story = { args: { markup: `<ov-newsletter params="${P501}"></ov-newsletter>`, scenario: "slow" } };
/** spec §8.5 JWT error: params required but missing. */
export const JwtErrorMissing: Story = { args: { markup: `<ov-newsletter require-params></ov-newsletter>` } };
/** spec §8.5 JWT error: an unreadable token, params not required (the email form stays). */
export const JwtErrorInvalid: Story = { args: { markup: `<ov-newsletter params="not-a-token"></ov-newsletter>` } };
/** spec §8.5 failed load, with Retry. */
export const LoadFailed: Story = { args: { markup: `<ov-newsletter params="${P501}"></ov-newsletter>`, scenario: "down" } };
/** spec §8.5 subscriber data unavailable (a removed subscriber's link): lists offered for its email. */
export const SubscriberUnavailable: Story = {
  args: { markup: `<ov-newsletter params="${newsletterParams(999, "old.reader@example.com")}"></ov-newsletter>` },
};
/** spec §8.5 empty list. */
export const EmptyList: Story = { args: { markup: `<ov-newsletter email="marta.puig@example.com"></ov-newsletter>`, emptyList: true } };
/** spec §8.5 failed save and failed mail change: press Save or Change email. */
export const SaveAndMailChangeFail: Story = {
  args: { markup: `<ov-newsletter params="${P501}"></ov-newsletter>`, postScenario: "error500" },
};
