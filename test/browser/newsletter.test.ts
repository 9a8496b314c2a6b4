import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { launchChromium } from "./chromium";
import { axeViolations, startWidgetServer, type WidgetServer } from "./widget-page";

// <ov-newsletter> in real Chromium against the sandbox over HTTP: the main flow with the keyboard
// only, axe on every state, a 390 px screen and the six languages (issue 6).
let site: WidgetServer;
let browser: Browser;
let params501: string;

beforeAll(async () => {
  site = await startWidgetServer({ fixtureDir: FIXTURE_DIR });
  browser = await launchChromium();
  params501 = ((await (await fetch(`${site.server.url}/sandbox/newsletter-params?subscriber=501`)).json()) as { params: string }).params;
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const open = (body: string, viewport?: { width: number; height: number }) =>
  site.open(browser, body, { scripts: ["/fixture/newsletter.js"], viewport });

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("<ov-newsletter> in Chromium", () => {
  it("subscriber from params: lists, blocked tooltip, save with the keyboard, email change; axe on each state", async () => {
    site.sandbox.reset();
    const { page, errors } = await open(`<ov-newsletter lang="en" params="${params501}"></ov-newsletter>`);
    const widget = page.locator("ov-newsletter");
    const monthly = widget.getByRole("checkbox", { name: "Monthly newsletter" });
    await monthly.waitFor();
    expect(await monthly.isChecked()).toBe(true);
    expect(await axeViolations(page, "ov-newsletter")).toEqual([]);

    // The blocked list keeps its tick; focusing it shows the warning tooltip.
    await monthly.focus();
    await widget.getByRole("tooltip").waitFor();
    expect(await widget.getByRole("tooltip").textContent()).toMatch(/must be disabled from your personal email/);
    await page.keyboard.press("Space");
    expect(await monthly.isChecked()).toBe(true);
    expect(await axeViolations(page, "ov-newsletter")).toEqual([]);

    // Keyboard only: tick "Offers and promotions", move to the save button, press Enter.
    await widget.getByRole("checkbox", { name: "Offers and promotions" }).focus();
    await page.keyboard.press("Space");
    const save = widget.getByRole("button", { name: "Save my subscriptions" });
    await save.focus();
    await page.keyboard.press("Enter");
    await widget.getByText("Your subscription has been saved.").waitFor();
    expect(await axeViolations(page, "ov-newsletter")).toEqual([]);

    // Email change: an invalid address stays at its field with the message.
    const email = widget.getByRole("textbox", { name: /Email where you receive/ });
    await email.fill("marta@");
    await widget.getByRole("button", { name: "Change email" }).press("Enter");
    await widget.getByText("Email not valid").waitFor();
    expect(await email.inputValue()).toBe("marta@");
    expect(await axeViolations(page, "ov-newsletter")).toEqual([]);
    await email.fill("marta@example.org");
    await widget.getByRole("button", { name: "Change email" }).press("Enter");
    await widget.getByText("Your email address has been changed.").waitFor();
    expect(errors).toEqual([]);
  });

  it("unsubscribe from all resets to a newcomer; the email form and the JWT error pass axe", async () => {
    site.sandbox.reset();
    const params = ((await (await fetch(`${site.server.url}/sandbox/newsletter-params?subscriber=502`)).json()) as { params: string })
      .params;
    const { page } = await open(`<ov-newsletter lang="en" params="${params}"></ov-newsletter>`);
    const widget = page.locator("ov-newsletter");
    await widget.getByRole("button", { name: "Deselect all" }).click();
    await widget.getByRole("button", { name: "Unsubscribe from all" }).click();
    await widget.getByText("You have been unsubscribed from every newsletter.").waitFor();
    await widget.getByRole("button", { name: "Confirm my subscription" }).waitFor();
    expect(await axeViolations(page, "ov-newsletter")).toEqual([]);

    const lookup = await open(`<ov-newsletter lang="en"></ov-newsletter>`);
    const form = lookup.page.locator("ov-newsletter");
    await form.getByRole("textbox", { name: /^Email/ }).fill("nova@");
    await form.getByRole("button", { name: "Show my newsletters" }).click();
    await form.getByText("Email not valid").waitFor();
    expect(await axeViolations(lookup.page, "ov-newsletter")).toEqual([]);

    const jwt = await open(`<ov-newsletter lang="en" require-params></ov-newsletter>`);
    await jwt.page
      .locator("ov-newsletter")
      .getByText(/link you followed is not valid/)
      .waitFor();
    expect(await axeViolations(jwt.page, "ov-newsletter")).toEqual([]);
  });

  it("failed load shows the message with Retry and passes axe", async () => {
    site.sandbox.reset();
    site.sandbox.setScenario("error500");
    try {
      const { page } = await open(`<ov-newsletter lang="en" params="${params501}"></ov-newsletter>`);
      const widget = page.locator("ov-newsletter");
      await widget.getByText("We could not load the newsletters.").waitFor();
      expect(await axeViolations(page, "ov-newsletter")).toEqual([]);
      site.sandbox.setScenario("normal");
      await widget.getByRole("button", { name: "Retry" }).click();
      await widget.getByRole("checkbox", { name: "Monthly newsletter" }).waitFor();
    } finally {
      site.sandbox.setScenario("normal");
    }
  });

  it("renders an HTML description sanitised", async () => {
    const { page } = await open("");
    // The sandbox's descriptions are plain text; this one answer gets an HTML description.
    await page.route("**/api/v1/newsletters/**", async (route) => {
      const response = await route.fetch();
      const lists = (await response.json()) as Array<Record<string, unknown>>;
      lists[0] = {
        ...lists[0],
        newsletter_description: '<b>Monthly</b> news<script>window.hacked = 1</script><img src="x" alt="" onerror="window.hacked = 1">',
      };
      await route.fulfill({ response, json: lists });
    });
    await page.evaluate((params) => {
      document.querySelector("main")!.innerHTML = `<ov-newsletter lang="en" params="${params}"></ov-newsletter>`;
    }, params501);
    const widget = page.locator("ov-newsletter");
    await widget.locator(".ov-newsletter__items b").first().waitFor();
    expect(await widget.locator(".ov-newsletter__items b").first().textContent()).toBe("Monthly");
    expect(await widget.locator(".ov-newsletter__items script").count()).toBe(0);
    expect(await widget.locator(".ov-newsletter__items img").first().getAttribute("onerror")).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await axeViolations(page, "ov-newsletter")).toEqual([]);
  });

  it("fits a 390 px screen", async () => {
    const { page } = await open(`<ov-newsletter lang="en" params="${params501}"></ov-newsletter>`, { width: 390, height: 844 });
    await page.locator("ov-newsletter").getByRole("checkbox", { name: "Monthly newsletter" }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, "ov-newsletter")).toEqual([]);
  });

  it.each([
    ["ca", "Tria els butlletins que vols rebre"],
    ["es", "Elige los boletines que quieres recibir"],
    ["en", "Choose the newsletters you want to receive"],
    ["gl", "Escolle os boletíns que queres recibir"],
    ["fr", "Choisissez les lettres d'information que vous souhaitez recevoir"],
    ["de", "Wählen Sie die Newsletter, die Sie erhalten möchten"],
  ])("speaks %s", async (lang, legend) => {
    const { page } = await open(`<ov-newsletter lang="${lang}" params="${params501}"></ov-newsletter>`);
    await page.locator("ov-newsletter").getByRole("group", { name: legend }).waitFor();
    expect(await axeViolations(page, "ov-newsletter")).toEqual([]);
  });
});
