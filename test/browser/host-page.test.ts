import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROOT } from "./build-fixture";
import { axeViolations, runtimeDrawn, widgetSiteForFile } from "./widget-page";

// Issue 37: what a partner's host page does with our tags, tried on plain pages with the CDN build.
const env = widgetSiteForFile();

/** The computed background of the comparator's primary button (Compare), inside its shadow root. */
async function primaryButtonColour(page: Page): Promise<string> {
  await runtimeDrawn(page, "ov-comparator");
  const button = page.getByRole("button", { name: "Compare" });
  await button.waitFor();
  return button.evaluate((node) => getComputedStyle(node).backgroundColor);
}

describe("theming from the host page (issue 37 item 2)", () => {
  const BRAND = "rgb(194, 24, 91)"; // #c2185b

  it("keeps the default palette when the page sets nothing, and the dark one with theme=dark", async () => {
    const { page, errors } = await env.site.open(env.browser, `<ov-comparator lang="en"></ov-comparator>`);
    expect(await primaryButtonColour(page)).toBe("rgb(0, 121, 107)"); // THEME_PROPERTIES' light #00796b
    await page.locator("ov-comparator").evaluate((tag) => tag.setAttribute("theme", "dark"));
    await expect
      .poll(() => page.getByRole("button", { name: "Compare" }).evaluate((n) => getComputedStyle(n).backgroundColor))
      .toBe(
        "rgb(77, 182, 172)", // dark #4db6ac
      );
    expect(errors).toEqual([]);
  });

  it("takes a property set on :root", async () => {
    const { page, errors } = await env.site.open(
      env.browser,
      `<style>:root { --ov-color-primary: #c2185b; }</style><ov-comparator lang="en"></ov-comparator>`,
    );
    expect(await primaryButtonColour(page)).toBe(BRAND);
    expect(errors).toEqual([]);
  });

  it("takes a property set on an ancestor wrapper, in the dark theme too, and other properties keep their defaults", async () => {
    const { page, errors } = await env.site.open(
      env.browser,
      `<div style="--ov-color-primary: #c2185b; --ov-radius: 0px"><section><ov-comparator lang="en" theme="dark"></ov-comparator></section></div>`,
    );
    expect(await primaryButtonColour(page)).toBe(BRAND);
    const button = page.getByRole("button", { name: "Compare" });
    expect(await button.evaluate((node) => getComputedStyle(node).borderTopLeftRadius)).toBe("0px");
    // The text on it is still the dark palette's (#0b1e1c), which the page did not set.
    expect(await button.evaluate((node) => getComputedStyle(node).color)).toBe("rgb(11, 30, 28)");
    expect(errors).toEqual([]);
  });

  it("takes a property set on the tag itself, over an ancestor's", async () => {
    const { page, errors } = await env.site.open(
      env.browser,
      `<style>body { --ov-color-primary: #123456; }</style><ov-comparator lang="en" style="--ov-color-primary: #c2185b"></ov-comparator>`,
    );
    expect(await primaryButtonColour(page)).toBe(BRAND);
    expect(errors).toEqual([]);
  });
});

/**
 * The README's Configure section's HTML block that contains `marker`, made to run here: the CDN address
 * becomes the test server's, and the API origin another origin of the same sandbox (localhost, not the
 * page's 127.0.0.1), so a request that fell back to the page's origin shows.
 */
function readmeSnippet(marker: string, apiOrigin: string): string {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Configure"), readme.indexOf("## Theme"));
  const block = [...section.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]!).find((text) => text.includes(marker));
  if (!block) throw new Error(`README's Configure section has no html block with ${marker}`);
  return block
    .replaceAll("https://cdn.example.es/ov-widgets/ov-widgets.js", "/cdn/ov-widgets.js")
    .replaceAll("https://ov.retailer.es", apiOrigin);
}

describe("configuring before the loader runs (issue 37 item 3)", () => {
  const apiOrigin = () => env.site.server.url.replace("127.0.0.1", "localhost");
  /** Every API call the sandbox received since the reset went to `apiOrigin`, none to the page's own. */
  const apiHosts = () => [...new Set(env.site.sandbox.requests.filter((r) => r.version > 0).map((r) => r.headers.host))];

  it("the classic snippet queues configure, setToken and setLanguage until the loader takes them", async () => {
    env.site.sandbox.reset();
    const token = env.site.sandbox.tokenFor("household");
    const snippet = readmeSnippet("OvWidgets.q", apiOrigin());
    const { page, errors } = await env.site.open(
      env.browser,
      // A classic script after the snippet, before the loader has run: its call waits in the queue too.
      `${snippet}<script>OvWidgets.setToken(${JSON.stringify(token)});</script><ov-price-alerts></ov-price-alerts>`,
    );
    // Signed in (the token), in Spanish (setLanguage), from the configured API origin.
    await page.locator("ov-price-alerts").getByRole("button", { name: "Añadir alerta" }).waitFor();
    expect(apiHosts()).toEqual([new URL(apiOrigin()).host]);
    expect(env.site.sandbox.requests.some((r) => r.headers.authorization?.includes(token))).toBe(true);
    // The stand-in gave way to the loader's API.
    expect(await page.evaluate(() => typeof (window as unknown as { OvWidgets: { version?: string } }).OvWidgets.version)).toBe("string");
    expect(errors).toEqual([]);
  });

  it("the module form configures from the page's own module script", async () => {
    env.site.sandbox.reset();
    const snippet = readmeSnippet("import { configure", apiOrigin());
    const { page, errors } = await env.site.open(env.browser, `${snippet}<ov-comparator></ov-comparator>`);
    await page.getByRole("heading", { name: "Compara tu factura de luz" }).waitFor();
    await runtimeDrawn(page, "ov-comparator");
    await expect.poll(() => apiHosts().length).toBeGreaterThan(0);
    expect(apiHosts()).toEqual([new URL(apiOrigin()).host]);
    expect(errors).toEqual([]);
  });
});

/** Collects every `ov-error` that reaches `document`, from the page's start (a classic script in the body). */
const LISTEN = `<script>window.__ovErrors = []; document.addEventListener("ov-error", (event) => __ovErrors.push(event));</script>`;
type Seen = {
  tag: string;
  kind: string;
  status?: number;
  code?: string;
  retry: string;
  bubbles: boolean;
  composed: boolean;
  target: string;
};
/** The `ov-error` events seen so far, described (the retry by its type). */
const errorsSeen = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __ovErrors: CustomEvent[] }).__ovErrors.map((event): Seen => {
      const { retry, ...rest } = event.detail as { retry: unknown };
      return {
        ...(rest as Omit<Seen, "retry">),
        retry: typeof retry,
        bubbles: event.bubbles,
        composed: event.composed,
        target: (event.target as Element).localName,
      };
    }),
  );
/** Calls the `retry` of every `ov-error` seen so far. */
const retryAll = (page: Page) =>
  page.evaluate(() => {
    for (const event of (window as unknown as { __ovErrors: CustomEvent<{ retry: () => void }>[] }).__ovErrors) event.detail.retry();
  });

describe("ov-error tells the page of every failure the visitor sees (issue 37 item 6)", () => {
  it("a failed call (kind request): the tag's Try again, and the event's retry does the same", async () => {
    env.site.sandbox.setScenario("down");
    try {
      const { page, errors } = await env.site.open(env.browser, `${LISTEN}<ov-comparator lang="en"></ov-comparator>`);
      await page.getByRole("button", { name: "Try again" }).first().waitFor();
      await expect.poll(async () => (await errorsSeen(page)).length).toBeGreaterThan(0);
      for (const seen of await errorsSeen(page))
        expect(seen).toMatchObject({
          tag: "ov-comparator",
          kind: "request",
          code: "network",
          retry: "function",
          bubbles: true,
          composed: true,
          target: "ov-comparator",
        });
      // The server was not reached: no HTTP status.
      expect((await errorsSeen(page)).some((seen) => "status" in seen)).toBe(false);
      env.site.sandbox.setScenario("normal");
      await retryAll(page);
      await expect.poll(() => page.getByLabel(/Current company/).isEnabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      env.site.sandbox.setScenario("normal");
    }
  });

  it("a tag's code that could not be downloaded (kind chunk): retry downloads it again", async () => {
    const { page, errors } = await env.site.open(env.browser, LISTEN);
    const chunk = /\/cdn\/chunks\/comparator-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort());
    await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-comparator lang="en"></ov-comparator>`));
    await expect
      .poll(() => errorsSeen(page))
      .toEqual([{ tag: "ov-comparator", kind: "chunk", retry: "function", bubbles: true, composed: true, target: "ov-comparator" }]);
    expect(await page.evaluate(() => customElements.get("ov-comparator"))).toBeUndefined();
    await page.unroute(chunk);
    await retryAll(page);
    await page.getByRole("button", { name: "Compare" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("a portal screen whose code could not be downloaded (kind chunk): retry shows the screen", async () => {
    const { page, errors } = await env.site.open(env.browser, LISTEN);
    const chunk = /\/cdn\/chunks\/invoices-screens-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort());
    // A returning customer's bookmark of the invoices (the stored session's cookie, the cookie choice made).
    await page.evaluate((token) => {
      document.cookie = `ov_token=${encodeURIComponent(token)}; path=/`;
      document.cookie = "rcl_consent_given=true; path=/";
      history.replaceState(null, "", "#/factures");
      document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-portal routing="hash" lang="en"></ov-portal>`);
    }, env.site.sandbox.tokenFor("household"));
    await page.getByText("Error code 500").waitFor();
    await expect
      .poll(() => errorsSeen(page))
      .toEqual([{ tag: "ov-portal", kind: "chunk", retry: "function", bubbles: true, composed: true, target: "ov-portal" }]);
    await page.unroute(chunk);
    await retryAll(page);
    await page.locator("ov-portal").getByRole("heading", { name: "Invoices", level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("<ov-portal> leaves cookie consent and help to the host page (issue 37 item 8)", () => {
  it('cookie-consent="host" draws no banner nor Cookie settings; help="none" no Help button; the defaults draw both', async () => {
    const { page, errors } = await env.site.open(env.browser, `<ov-portal routing="hash" lang="en" cookie-consent="host"></ov-portal>`);
    const portal = page.locator("ov-portal");
    // The portal's page-wide pieces have arrived: its Help button shows.
    await portal.getByRole("button", { name: "Help", exact: true }).waitFor();
    expect(await portal.getByRole("heading", { name: "Cookies on this site" }).count()).toBe(0);
    expect(await portal.getByRole("button", { name: "Cookie settings" }).count()).toBe(0);
    // help="none": the Help button goes, and the banner stays away.
    await portal.evaluate((tag) => tag.setAttribute("help", "none"));
    await expect.poll(() => portal.getByRole("button", { name: "Help", exact: true }).count()).toBe(0);
    expect(await portal.getByRole("heading", { name: "Cookies on this site" }).count()).toBe(0);
    // Without the attributes, the portal asks for consent itself (no choice stored) and offers help.
    await portal.evaluate((tag) => {
      tag.removeAttribute("help");
      tag.removeAttribute("cookie-consent");
    });
    await portal.getByRole("heading", { name: "Cookies on this site" }).waitFor();
    await portal.getByRole("button", { name: "Cookie settings" }).waitFor();
    await portal.getByRole("button", { name: "Help", exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("<ov-portal> with the host page's consent manager (issue 37 item 8)", () => {
  it("reads the choice the page wrote in the rcl_* cookies, as README tells: statistics accepted, so ov-page-view fires", async () => {
    env.site.sandbox.setSettingsOverride({ features: { analytics: true } });
    try {
      const { page, errors } = await env.site.open(
        env.browser,
        // The page's consent manager has stored the visitor's choice before the portal starts.
        `<script>document.cookie = "rcl_consent_given=true; path=/"; document.cookie = "rcl_statistics_consent=true; path=/";
          window.__views = []; document.addEventListener("ov-page-view", (event) => __views.push(event.detail));</script>
        <ov-portal routing="hash" lang="en" cookie-consent="host"></ov-portal>`,
      );
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __views: unknown[] }).__views))
        .toEqual([{ path: "/", screen: "home" }]);
      expect(await page.locator("ov-portal").getByRole("heading", { name: "Cookies on this site" }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      env.site.sandbox.setSettingsOverride({});
    }
  });
});

describe("links in the dark theme (issue 37 item 7)", () => {
  it("the comparator's privacy policy link takes the palette's brand colour, passes axe in the dark theme, and --ov-color-link themes it", async () => {
    const { page, errors } = await env.site.open(env.browser, `<ov-comparator lang="en" theme="dark"></ov-comparator>`);
    await runtimeDrawn(page, "ov-comparator");
    const link = page.locator("ov-comparator").getByRole("link", { name: "privacy policy" });
    await link.waitFor();
    expect(await link.evaluate((node) => getComputedStyle(node).color)).toBe("rgb(77, 182, 172)"); // dark primary #4db6ac
    expect(await axeViolations(page, "ov-comparator")).toEqual([]);
    await page.evaluate(() => document.documentElement.style.setProperty("--ov-color-link", "#ffd54f"));
    await expect.poll(() => link.evaluate((node) => getComputedStyle(node).color)).toBe("rgb(255, 213, 79)");
    expect(errors).toEqual([]);
  });
});

describe("every tag's first screen in the dark theme (issue 37 item 7)", () => {
  it.each([
    ["ov-comparator", ""],
    ["ov-power-calculator", ""],
    ["ov-newsletter", ""],
    ["ov-contracting", ""],
    ["ov-price-alerts", ' login-url="/entrar"'],
    ["ov-portal", ' routing="hash"'],
  ])("<%s> passes axe (contrast included) in theme=dark", async (tag, attributes) => {
    const { page, errors } = await env.site.open(env.browser, `<${tag} lang="en" theme="dark"${attributes}></${tag}>`);
    await runtimeDrawn(page, tag);
    await page.locator(tag).getByRole("button").or(page.locator(tag).getByRole("link")).first().waitFor();
    expect(await axeViolations(page, tag)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// The signed-in portal's screens in the dark theme, on a desktop and on a phone: test/browser/theme-contrast.test.ts.
