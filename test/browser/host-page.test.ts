import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runtimeDrawn, widgetSiteForFile } from "./widget-page";

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
