import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { createSandbox } from "../demo/sandbox/sandbox";
import type { Scenario } from "../demo/sandbox/types";
import { getRuntime } from "../src/runtime/runtime";
// Referenced, not a bare import: package.json "sideEffects" lets the bundler drop a bare import.
import { OvPriceAlertsElement } from "../widgets/price-alerts/index";

/**
 * `<ov-price-alerts>` against the in-browser sandbox: signed out, signed in (household, business,
 * read-only staff), loading, and every failure of calls §8.5. Failures that need an action (add,
 * delete) come from the sandbox's per-request scenario header on POST calls.
 */
const sandbox = createSandbox({ seed: 7 });

interface StoryArgs {
  markup: string;
  /** Sandbox customer to sign in (household, business, staff); none: signed out. */
  customer?: string;
  scenario?: Scenario;
  /** Scenario of the POST calls only (add, delete). */
  postScenario?: Scenario;
  /** Give the first alert a null id (spec §7.11 "a null id is an error"; the sandbox never does). */
  nullId?: boolean;
}

function storyFetch(args: StoryArgs): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? "GET";
    const headers = new Headers(init?.headers);
    if (args.postScenario && method === "POST") headers.set("x-ov-scenario", args.postScenario);
    const response = await sandbox.fetch(input, { ...init, headers });
    if (!args.nullId || method !== "GET" || !String(input instanceof Request ? input.url : input).includes("/omip/alerts/"))
      return response;
    const alerts = (await response.json()) as Array<Record<string, unknown>>;
    return Response.json(alerts.map((alert, index) => (index === 0 ? { ...alert, id: null } : alert)));
  };
}

function PriceAlertsStory(args: StoryArgs & { locale: string }) {
  const [markup] = useState(() => {
    sandbox.reset();
    sandbox.setScenario(args.scenario ?? "normal");
    const runtime = getRuntime();
    runtime.configure({ apiBase: "http://sandbox.local", fetch: storyFetch(args), lang: args.locale });
    runtime.setToken(args.customer ? sandbox.tokenFor(args.customer) : null);
    return args.markup;
  });
  if (!OvPriceAlertsElement) return null; // no custom elements (Node without a DOM)
  return <div dangerouslySetInnerHTML={{ __html: markup }} />;
}

const meta = {
  title: "Widgets/Price alerts",
  render: (args, context) => (
    <PriceAlertsStory key={context.id + String(context.globals.locale)} {...args} locale={String(context.globals.locale ?? "ca")} />
  ),
  args: { markup: "<ov-price-alerts></ov-price-alerts>", customer: "household" },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, with a login link (`login-url`). */
export const SignedOut: Story = { args: { markup: `<ov-price-alerts login-url="/oficina/acces"></ov-price-alerts>`, customer: undefined } };
/** Signed out with no login target: the prompt alone. */
export const SignedOutNoLink: Story = { args: { customer: undefined } };
/** The household's two alerts; choose a product to see its recent prices. */
export const Household: Story = {};
/** Another customer's alerts. */
export const Business: Story = { args: { customer: "business" } };
/** spec §6: a read-only (staff) token disables add and delete with the tooltip. */
export const ReadOnly: Story = { args: { customer: "staff" } };
/** Loading (the sandbox answers in 2-4 s). */
export const Loading: Story = { args: { scenario: "slow" } };
/** spec §8.5 product and alert fetch failures, each with Retry. */
export const FetchFailed: Story = { args: { scenario: "down" } };
/** spec §8.5 add and delete failures: add an alert or press Delete. */
export const AddAndDeleteFail: Story = { args: { postScenario: "error500" } };
/** spec §7.11 a null id is an error: press Delete on the first alert. */
export const NullId: Story = { args: { nullId: true } };
