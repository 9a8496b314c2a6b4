import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { getContractListInfo } from "../../src/api/contracts";
import { getPublicSettings } from "../../src/api/settings";
import { pathOf, ROUTES, type RouteName } from "../../src/domain/portal/routes";
import { defaultSettings } from "../../src/runtime/default-settings";
import { mergeSettings } from "../../src/runtime/merge";
import { createTestClient } from "../../demo/sandbox/test-client";
import type { SandboxCustomer } from "../portal-helpers";
import type { WidgetServer } from "./widget-page";

/**
 * The Chromium twin of test/portal-helpers.ts `openPortalAt`: opens a page with `<ov-portal routing="hash">`
 * at a portal path, signed in as a seeded sandbox customer (its token stored in the session cookie, as
 * a returning customer has it) or as a visitor, and waits until the portal's session start is done
 * (its settings loaded, the main region shown).
 * @param env - the file's server and browser (`widgetSiteForFile()`)
 * @param path - the portal path with its query
 * @param options - `customer`; `lang` (null: no attribute); `scripts` that define the tag first (a
 *   fixture build), else the CDN loader defines it; `consent` to start with the cookie choice made;
 *   `extra` markup after the tag; `theme`; `viewport`; `locale`, the browser's own language
 * @returns the page and its collected errors
 * @example const { page } = await openPortalAt(env, "/factures", { customer: "household" });
 */
export async function openPortalAt(
  env: { readonly site: WidgetServer; readonly browser: Browser },
  path: string,
  options: {
    customer?: SandboxCustomer;
    lang?: string | null;
    scripts?: string[];
    consent?: boolean;
    extra?: string;
    /** The tag's `theme` attribute (`dark`). */
    theme?: string;
    viewport?: { width: number; height: number };
    /**
     * The page's today, for screens that open on a range of their own (the consumption views: the last
     * 12 months, the current month): the sandbox's `now`, so that the range holds its data. Not set by
     * default: Playwright's clock replaces `performance`, whose resource entries some suites read.
     */
    today?: Date;
    /** The browser's own language (`en-US`), apart from the tag's `lang`. */
    locale?: string;
  } = {},
): Promise<{ page: Page; errors: string[] }> {
  const { lang = "en", scripts = [], consent = false, extra = "", viewport, theme, locale } = options;
  const opened = await env.site.open(env.browser, "", { scripts, ...(viewport ? { viewport } : {}), ...(locale ? { locale } : {}) });
  if (scripts.length > 0) await opened.page.waitForFunction(() => customElements.get("ov-portal") !== undefined);
  if (options.today) await opened.page.clock.setSystemTime(options.today);
  const token = options.customer ? env.site.sandbox.tokenFor(options.customer) : null;
  await opened.page.evaluate(
    ({ to, stored, choiceMade, language, markup, palette }) => {
      // The cookies a returning visitor has (spec §9): the session token, and the cookie choice made.
      if (stored) document.cookie = `ov_token=${encodeURIComponent(stored)}; path=/`;
      if (choiceMade) document.cookie = "rcl_consent_given=true; path=/";
      history.replaceState(null, "", `#${to}`);
      const attribute = `${language ? ` lang="${language}"` : ""}${palette ? ` theme="${palette}"` : ""}`;
      document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-portal routing="hash"${attribute}></ov-portal>${markup}`);
    },
    { to: path, stored: token, choiceMade: consent, language: lang, markup: extra, palette: theme },
  );
  await opened.page.waitForFunction(() => Boolean(document.querySelector("ov-portal")?.shadowRoot?.querySelector(".ov-portal__main")));
  return opened;
}

/** Routes a walk leaves: the single sign-on return (it needs the provider's code) and the start's own loading screen. */
const NOT_WALKED = new Set<RouteName>(["connect", "loading", "dynamicPage"]);

/** A route to walk, with its path (params filled from the customer's own contracts). */
export interface RouteVisit {
  path: string;
  route: RouteName;
}

/**
 * The routes a customer (private and unprotected) or a visitor (public and unprotected) can open, by the
 * route table and the sandbox's settings, each with a path: a contract route gets the customer's first
 * contract of its kind (left out when the customer has none).
 * @param site - the file's server (`env.site`)
 * @param customer - the seeded customer, or null for a visitor
 * @returns the visits, in the route table's order
 * @example for (const { path, route } of await routeVisits(env.site, "household")) …
 */
export async function routeVisits(site: WidgetServer, customer: SandboxCustomer | null): Promise<RouteVisit[]> {
  const { api, setToken } = createTestClient(site.sandbox);
  const settings = mergeSettings(defaultSettings(), await getPublicSettings(api));
  const wanted = customer ? ["private", "unprotected"] : ["public", "unprotected"];
  const names = { electricity: "", gas: "" };
  if (customer) {
    setToken(site.sandbox.tokenFor(customer));
    const info = await getContractListInfo(api);
    names.electricity = info.electricity[0]?.name ?? "";
    names.gas = info.gas[0]?.name ?? "";
  }
  const params = (name: RouteName): Record<string, string> | null => {
    if (name.startsWith("electricity")) return names.electricity ? { contractName: names.electricity } : null;
    if (name.startsWith("gas")) return names.gas ? { contractName: names.gas } : null;
    if (name === "supportRequest") return { id: "31002" };
    return {};
  };
  return ROUTES.filter((route) => !NOT_WALKED.has(route.name) && wanted.includes(route.level(settings) ?? ""))
    .map((route) => ({ route: route.name, params: params(route.name) }))
    .filter((visit): visit is { route: RouteName; params: Record<string, string> } => visit.params !== null)
    .map(({ route, params }) => ({ route, path: pathOf(route, params) }));
}

/** Where a route leads on its own: the signed-in home goes to the invoices (spec §2 Home); a visitor's stays. */
const MOVES: Record<"customer" | "visitor", Partial<Record<RouteName, RouteName>>> = {
  customer: { home: "invoices" },
  visitor: {},
};

/**
 * Waits until the screen shows its own title and nothing in it is loading.
 * @returns null, or what it saw instead
 */
export async function screenShown(page: Page, screen: RouteName): Promise<string | null> {
  const state = () =>
    page.evaluate(() => {
      const main = document.querySelector("ov-portal")?.shadowRoot?.querySelector<HTMLElement>(".ov-portal__main");
      // A screen's title, or the title of the tag a screen shows (the comparator, the wizard) in its own shadow root.
      const tag = [...(main?.querySelectorAll("*") ?? [])].find((element) => element.tagName.startsWith("OV-"));
      const title = main?.querySelector("h1") ?? tag?.shadowRoot?.querySelector("h1, h2");
      const busy =
        main?.querySelector(".ov-skeleton, .ov-spinner, [aria-busy='true']") ?? tag?.shadowRoot?.querySelector(".ov-skeleton, .ov-spinner");
      return { screen: main?.dataset.screen, title: Boolean(title?.textContent?.trim()), busy: Boolean(busy) };
    });
  return expect
    .poll(state, { timeout: 10_000 })
    .toEqual({ screen, title: true, busy: false })
    .then(() => null)
    .catch(async () => `did not show: ${JSON.stringify(await state())}`);
}

/**
 * Moves an open hash-routed portal to a path by its router (as a link does: no reload, the page and its
 * session kept) and waits for the route's screen (screenShown).
 * @param who - whose page: a route may lead elsewhere on its own (the home)
 * @returns null, or what the page showed instead
 * @example expect(await goToPortalPath(page, "/factures", "invoices")).toBeNull();
 */
export async function goToPortalPath(
  page: Page,
  path: string,
  route: RouteName,
  who: "customer" | "visitor" = "customer",
): Promise<string | null> {
  await page.evaluate((to) => {
    history.replaceState(null, "", `#${to}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  }, path);
  return screenShown(page, MOVES[who][route] ?? route);
}

/** The page-side probe of {@link installControlProbe}, on `window.ovControls`. */
export interface ControlProbe {
  /** The controls the portal shows (a size, not hidden), through every shadow root inside it. */
  controls(): HTMLElement[];
  /** The element drawn on top at a point, looking into shadow roots. */
  topAt(x: number, y: number): Element | null;
  /** A control as a failing test names it: its tag and its label or first words. */
  name(element: Element): string;
}

declare global {
  interface Window {
    ovControls: ControlProbe;
  }
}

/**
 * Defines `window.ovControls` (a {@link ControlProbe}) in the page, for the layout checks that look for
 * controls covered by something drawn over them.
 * @example await installControlProbe(page); await page.evaluate(() => window.ovControls.controls().length);
 */
export async function installControlProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const CONTROLS = "a[href], button, input:not([type='hidden']), select, textarea, summary, [tabindex]:not([tabindex='-1'])";
    window.ovControls = {
      controls() {
        const found: HTMLElement[] = [];
        const collect = (scope: ShadowRoot) => {
          for (const element of scope.querySelectorAll<HTMLElement>("*")) {
            if (element.shadowRoot) collect(element.shadowRoot);
            if (!element.matches(CONTROLS)) continue;
            const box = element.getBoundingClientRect();
            if (box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden") found.push(element);
          }
        };
        const root = document.querySelector("ov-portal")?.shadowRoot;
        if (root) collect(root);
        return found;
      },
      topAt(x, y) {
        let top = document.elementFromPoint(x, y);
        while (top?.shadowRoot) {
          const inner = top.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === top) break;
          top = inner;
        }
        return top;
      },
      name: (element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
    };
  });
}
