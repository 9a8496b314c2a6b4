import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { launchChromium } from "./chromium";
import { axeViolations, startWidgetServer, type WidgetServer } from "./widget-page";

// <ov-price-alerts> in real Chromium against the sandbox over HTTP: signed out, then signed in through
// the page's `OvWidgets.setToken` without reload; add and delete with the keyboard; read-only; failures;
// axe on every state, a 390 px screen and the six languages (issue 6).
let site: WidgetServer;
let browser: Browser;

beforeAll(async () => {
  site = await startWidgetServer({ fixtureDir: FIXTURE_DIR });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const open = (body: string, viewport?: { width: number; height: number }) =>
  site.open(browser, body, { scripts: ["/fixture/price-alerts.js"], viewport });

/** Signs the page in the way a host page does: a token from its backend, then `OvWidgets.setToken`. */
async function signIn(page: Page, customer: string) {
  await page.waitForFunction(() => "OvWidgets" in window);
  await page.evaluate(async (who) => {
    const { token } = (await (await fetch(`/sandbox/token?customer=${who}`)).json()) as { token: string };
    (window as unknown as { OvWidgets: { setToken(token: string): void } }).OvWidgets.setToken(token);
  }, customer);
}

const rows = (page: Page) => page.locator("ov-price-alerts").getByRole("row");

describe("<ov-price-alerts> in Chromium", () => {
  it("signed out shows the sign-in prompt; setToken shows the alerts without reload; add, chart and delete with the keyboard", async () => {
    site.sandbox.reset();
    const { page, errors } = await open(`<ov-price-alerts lang="en" login-url="/oficina/acces"></ov-price-alerts>`);
    const widget = page.locator("ov-price-alerts");
    const link = widget.getByRole("link", { name: "Sign in" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe("/oficina/acces");
    expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);

    await signIn(page, "household");
    await widget.getByRole("table").waitFor();
    await expect.poll(() => rows(page).count()).toBe(3); // header + 2 alerts
    expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);

    // Empty submit: a message at each field.
    await widget.getByRole("button", { name: "Add alert" }).press("Enter");
    await widget.getByText("Choose a product").waitFor();
    expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);

    // Keyboard only: choose a product and a comparison, type a price, press Enter.
    const product = widget.getByRole("combobox", { name: /^Product/ });
    await product.focus();
    await product.selectOption("3");
    await widget.getByText(/^SPEL Base YR\+1, .*lowest/).waitFor(); // the chart's text summary
    expect(await widget.locator("figure svg polyline").count()).toBe(1);
    const type = widget.getByRole("combobox", { name: /^When the price is/ });
    await type.focus();
    await type.selectOption("<");
    await widget.getByRole("textbox", { name: /^Price/ }).focus();
    await page.keyboard.type("61.25");
    await page.keyboard.press("Enter");
    await widget.getByText("The alert has been added.").waitFor();
    await expect.poll(() => rows(page).count()).toBe(4);
    expect(await rows(page).last().textContent()).toContain("€61.25/MWh");
    expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);

    await widget.getByRole("button", { name: /^Delete the alert SPEL Base M\+1/ }).press("Enter");
    await widget.getByText("The alert has been deleted.").waitFor();
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a read-only token disables add and delete with the tooltip", async () => {
    site.sandbox.reset();
    const { page } = await open(`<ov-price-alerts lang="en"></ov-price-alerts>`);
    await signIn(page, "readonly");
    const widget = page.locator("ov-price-alerts");
    const add = widget.getByRole("button", { name: "Add alert" });
    await add.waitFor();
    expect(await add.getAttribute("aria-disabled")).toBe("true");
    await add.focus();
    await widget.getByRole("tooltip").filter({ hasText: "This action cannot be performed in a read-only session." }).waitFor();
    expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);
    const remove = widget.getByRole("button", { name: /^Delete the alert/ }).first();
    expect(await remove.getAttribute("aria-disabled")).toBe("true");
    await remove.press("Enter");
    expect(site.sandbox.requests.filter((r) => r.path === "omip/delete/alerts/")).toHaveLength(0);
  });

  it("a lone tag whose API answers 401 token_expired shows the session-expired dialog in its shadow root, focus inside, axe clean", async () => {
    site.sandbox.reset();
    const { page, errors } = await open(`<ov-price-alerts lang="en"></ov-price-alerts>`);
    const widget = page.locator("ov-price-alerts");
    await widget.getByText("Sign in to see and set alerts on market prices.").waitFor();
    site.sandbox.setScenario("token_expired");
    try {
      await signIn(page, "household");
      const dialog = widget.getByRole("dialog", { name: "Your session has expired" });
      await dialog.waitFor();
      const where = await page.evaluate(() => {
        const root = document.querySelector("ov-price-alerts")?.shadowRoot;
        const open = root?.querySelector("dialog[open]");
        return {
          inShadow: Boolean(open),
          modal: open?.matches(":modal") ?? false,
          focusInside: Boolean(open?.contains(root?.activeElement ?? null)),
        };
      });
      expect(where).toEqual({ inShadow: true, modal: true, focusInside: true });
      expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);
      // The exit logs out: the dialog closes and the prompt is back.
      await widget.getByRole("button", { name: "Log in again" }).press("Enter");
      await widget.getByText("Sign in to see and set alerts on market prices.").waitFor();
      expect(
        await page.evaluate(() => document.querySelector("ov-price-alerts")?.shadowRoot?.querySelector("dialog[open]") ?? null),
      ).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      site.sandbox.setScenario("normal");
    }
  });

  it("two tags on one page show one session-expired dialog", async () => {
    site.sandbox.reset();
    const { page } = await open(`<ov-price-alerts lang="en"></ov-price-alerts><ov-price-alerts lang="en"></ov-price-alerts>`);
    await page.locator("ov-price-alerts").first().getByText("Sign in to see and set alerts on market prices.").waitFor();
    await page.locator("ov-price-alerts").last().getByText("Sign in to see and set alerts on market prices.").waitFor();
    site.sandbox.setScenario("token_expired");
    // The tags' API calls from here on, asked and answered.
    const calls = { asked: [] as string[], answered: [] as Array<[url: string, status: number]> };
    page.on("request", (request) => {
      if (request.url().includes("/api/")) calls.asked.push(request.url());
    });
    page.on("requestfinished", async (request) => {
      if (request.url().includes("/api/")) calls.answered.push([request.url(), (await request.response())?.status() ?? 0]);
    });
    try {
      await signIn(page, "household");
      await page.locator("ov-price-alerts").first().getByRole("dialog", { name: "Your session has expired" }).waitFor();
      // Both tags have had their 401 (every call asked is answered, each with it), and the page has
      // been idle since: a dialog of the second tag would be on show by now.
      await expect.poll(() => calls.answered.length > 0 && calls.answered.length === calls.asked.length).toBe(true);
      expect(calls.answered.filter(([, status]) => status === 401).length).toBeGreaterThan(0);
      await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestAnimationFrame(() => done()))));
      const open = await page.evaluate(() =>
        Array.from(document.querySelectorAll("ov-price-alerts"), (tag) => tag.shadowRoot?.querySelectorAll("dialog[open]").length ?? 0),
      );
      expect(open).toEqual([1, 0]);
    } finally {
      site.sandbox.setScenario("normal");
    }
  });

  it("fetch failures show their messages with Retry and pass axe", async () => {
    site.sandbox.reset();
    const { page } = await open(`<ov-price-alerts lang="en"></ov-price-alerts>`);
    const widget = page.locator("ov-price-alerts");
    await widget.getByText("Sign in to see and set alerts on market prices.").waitFor();
    site.sandbox.setScenario("error500");
    try {
      await signIn(page, "household");
      await widget.getByText("We could not load the market products.").waitFor();
      await widget.getByText("We could not load your price alerts.").waitFor();
      expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);
      site.sandbox.setScenario("normal");
      await widget.getByRole("button", { name: "Retry" }).first().click();
      await widget.getByRole("combobox", { name: /^Product/ }).waitFor();
    } finally {
      site.sandbox.setScenario("normal");
    }
  });

  it("fits a 390 px screen", async () => {
    site.sandbox.reset();
    const { page } = await open(`<ov-price-alerts lang="es"></ov-price-alerts>`, { width: 390, height: 844 });
    await signIn(page, "household");
    await page.locator("ov-price-alerts").getByRole("table").waitFor();
    await page
      .locator("ov-price-alerts")
      .getByRole("combobox", { name: /^Producto/ })
      .selectOption("1");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);
  });

  it.each([
    ["ca", "Alertes de preu", "Més baix que"],
    ["es", "Alertas de precio", "Menor que"],
    ["en", "Price alerts", "Lower than"],
    ["gl", "Alertas de prezo", "Menor que"],
    ["fr", "Alertes de prix", "Inférieur à"],
    ["de", "Preisalarme", "Niedriger als"],
  ])("speaks %s", async (lang, title, lower) => {
    const { page } = await open(`<ov-price-alerts lang="${lang}"></ov-price-alerts>`);
    await signIn(page, "household");
    const widget = page.locator("ov-price-alerts");
    await widget.getByRole("heading", { name: title }).waitFor();
    await widget.getByRole("cell", { name: lower, exact: true }).waitFor();
    expect(await axeViolations(page, "ov-price-alerts")).toEqual([]);
  });
});
