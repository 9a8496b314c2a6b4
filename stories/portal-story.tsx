import { userEvent, within } from "storybook/test";
import { getRuntime } from "../src/runtime/runtime";
import { OvPortalElement } from "../widgets/portal/index";
import { storySandbox, tagRoot, WidgetTag, type WidgetTagProps } from "./widget-tag";

/**
 * What every portal story file shares: the portal mounted against the in-browser sandbox in memory
 * routing (the story's address never changes), a sandbox customer signed in for the story, the tag's
 * shadow root as a Testing Library screen. A story file spreads these into its own `meta` object
 * (Storybook reads `meta` as a literal, so the helper gives parts, not the whole meta).
 */

/** The portal tag in memory routing, in English, against the sandbox's normal scenario. */
export const portalArgs = { markup: `<ov-portal routing="memory"></ov-portal>`, scenario: "normal", lang: "en" } satisfies WidgetTagProps;

/** Used, not only imported: the package's "sideEffects" list would let the bundler drop a bare import. */
export const portalParameters = { element: OvPortalElement };

/**
 * Renders the story's tag in the toolbar's language (the `locale` global), or the story's own.
 * @example const meta = { component: WidgetTag, args: portalArgs, render: renderInLocale } satisfies Meta<typeof WidgetTag>;
 */
export function renderInLocale(args: WidgetTagProps, { globals }: { globals: Record<string, unknown> }) {
  return <WidgetTag {...args} lang={String(globals.locale ?? args.lang)} />;
}

/**
 * A story's `beforeEach` that signs the page in as a sandbox customer (household, business, readonly…)
 * or out with null, and out again after the story: another story may have left a session.
 * @param who the sandbox customer, or null for a visitor
 * @returns the `beforeEach` function, whose cleanup signs out
 * @example export const Household: Story = { beforeEach: signedInAs("household") };
 */
export function signedInAs(who: string | null) {
  return () => {
    getRuntime().setToken(who ? storySandbox().tokenFor(who) : null);
    return () => getRuntime().setToken(null);
  };
}

/** Testing Library queries bound to a tag's shadow root. */
export type StoryScreen = ReturnType<typeof within>;

/**
 * The queries of the story's tag once it has rendered (its shadow root).
 * @param canvasElement the story's canvas
 * @param tag the tag's name (the portal unless told)
 * @returns the Testing Library screen of the tag's shadow root
 * @example const screen = await storyScreen(canvasElement); await userEvent.click(await screen.findByRole("link", { name: "Invoices" }));
 */
export async function storyScreen(canvasElement: HTMLElement, tag = "ov-portal"): Promise<StoryScreen> {
  return within((await tagRoot(canvasElement, tag)) as unknown as HTMLElement);
}

/**
 * Opens a contracts list from the portal's menu, then, when named, that contract's detail, as a
 * customer does: the detail's sections (consumption, virtual battery) and its change dialogs are
 * reached from there.
 * @param canvasElement the story's canvas
 * @param contract the contract to open (its list's "View" button), or none to stay on the list
 * @param type the list to open it from
 * @returns the portal's screen, on the detail once its contract data show
 * @example await openContract(canvasElement, "0104521");
 */
export async function openContract(
  canvasElement: HTMLElement,
  contract?: string,
  type: "electricity" | "gas" = "electricity",
): Promise<StoryScreen> {
  const screen = await storyScreen(canvasElement);
  const list = type === "gas" ? "Gas contracts" : "Electricity contracts";
  await userEvent.click(await screen.findByRole("link", { name: list }));
  await screen.findByRole("heading", { name: list, level: 1 });
  if (contract) {
    await userEvent.click(await screen.findByRole("button", { name: `View ${contract}` }));
    await screen.findByRole("heading", { name: "Contract data" });
  }
  return screen;
}

/**
 * Opens a contract's detail (see {@link openContract}) and waits for a section another area lends to it
 * (the consumption, the virtual battery), each in its own section of the detail.
 * @param canvasElement the story's canvas
 * @param contract the contract
 * @param title the section's heading
 * @param type the contract's list
 * @returns the queries of that section
 * @example const panel = await openContractSection(canvasElement, "0104521", "Virtual battery");
 */
export async function openContractSection(
  canvasElement: HTMLElement,
  contract: string,
  title: string,
  type: "electricity" | "gas" = "electricity",
): Promise<StoryScreen> {
  const screen = await openContract(canvasElement, contract, type);
  const heading = await screen.findByRole("heading", { name: title }, { timeout: 10_000 });
  return within(heading.closest("section") as HTMLElement);
}
