import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 5: "a real-Chromium keyboard-only flow, axe". Catalan, from the built CDN bundle; no mouse.
const env = widgetSiteForFile();

const TAG = "ov-power-calculator";

/** The accessible label of the element focused inside the tag (its <label>, or its own text). */
const focusedLabel = (page: Page) =>
  page.evaluate((tag) => {
    const active = document.querySelector(tag)?.shadowRoot?.activeElement as
      (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }) | null;
    if (!active) return "";
    const label = active.labels?.[0]?.textContent ?? active.getAttribute("aria-label") ?? active.textContent ?? "";
    return label.replace(/\*/g, "").trim();
  }, TAG);

/** Presses Tab until the focused control's label starts with `label` (fails after 80 presses). */
async function tabTo(page: Page, label: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    if ((await focusedLabel(page)).startsWith(label)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached "${label}" (last: "${await focusedLabel(page)}")`);
}

describe("<ov-power-calculator> in Chromium, keyboard only, in Catalan", () => {
  it("fills the home and appliances, calculates, reads why, sends the lead and is thanked, axe clean throughout", async () => {
    const { page, errors } = await env.site.open(env.browser, `<ov-power-calculator lang="ca"></ov-power-calculator>`);
    await page.getByRole("heading", { name: "Quina potència necessites?" }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);

    await tabTo(page, "CUPS");
    await page.keyboard.type("es0031 4054 1234 5678 rs");
    await tabTo(page, "Superfície");
    await page.keyboard.type("80");
    await tabTo(page, "Persones que hi viuen");
    await page.keyboard.type("3");
    await tabTo(page, "Nevera");
    await page.keyboard.press("Space");
    await tabTo(page, "Forn");
    await page.keyboard.press("Space");
    await tabTo(page, "Termo elèctric");
    await page.keyboard.press("Space");
    // The capacity appears once the water heater is on; arrows move between its options.
    await tabTo(page, "50 L");
    await page.keyboard.press("ArrowRight");
    expect(await focusedLabel(page)).toBe("80 L");
    expect(await axeViolations(page, TAG)).toEqual([]);
    await tabTo(page, "Calcula la meva potència");
    await page.keyboard.press("Enter");

    // fridge 0.3 + oven 2 × 40 % + water heater 80 L 2 × 40 % = 1.9 kW
    await page.getByRole("heading", { name: "Et recomanem 1,9\u00a0kW" }).waitFor();
    expect(await page.evaluate((tag) => document.querySelector(tag)!.shadowRoot!.activeElement?.textContent, TAG)).toBe(
      "Et recomanem 1,9\u00a0kW",
    );
    expect(await page.getByRole("row", { name: /Forn/ }).textContent()).toContain("40 %");
    await page.getByLabel(/^Nom/).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);

    await tabTo(page, "Nom");
    await page.keyboard.type("Pau");
    await tabTo(page, "Primer cognom");
    await page.keyboard.type("Vila");
    await tabTo(page, "Correu electrònic");
    await page.keyboard.type("pau@example.com");
    await tabTo(page, "Telèfon");
    await page.keyboard.press("End");
    await page.keyboard.type("612345678");
    await tabTo(page, "9-13h");
    await page.keyboard.press("Space");
    await tabTo(page, "Accepto que em contacteu");
    await page.keyboard.press("Space");
    await tabTo(page, "Envia");
    await page.keyboard.press("Enter");

    await page.getByRole("heading", { name: "Gràcies, et trucarem" }).waitFor();
    const lead = [...env.site.sandbox.requests].reverse().find((request) => request.path === "leads/power-calculator/");
    expect(lead?.body).toMatchObject({
      cups: "ES0031405412345678RS",
      telephone: "612345678",
      data: { optimalPower: 1.9, area: 80, numPersones: 3, cofSimul: 0.4 },
    });
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the rules at their fields with nothing overflowing a phone, axe clean", async () => {
    const { page, errors } = await env.site.open(env.browser, `<ov-power-calculator lang="ca"></ov-power-calculator>`, {
      viewport: { width: 390, height: 844 },
    });
    await page.getByRole("heading", { name: "Quina potència necessites?" }).waitFor();
    await tabTo(page, "Superfície");
    await page.keyboard.type("0");
    await tabTo(page, "Calcula la meva potència");
    await page.keyboard.press("Enter");
    await page.getByText("Activa almenys un aparell que consumeixi electricitat").waitFor();
    const overflow = await page.evaluate((tag) => {
      const root = document.querySelector(tag)!.shadowRoot!;
      return [...root.querySelectorAll("*")]
        .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 1)
        .map((node) => node.localName);
    }, TAG);
    expect(overflow).toEqual([]);
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
