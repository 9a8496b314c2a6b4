import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installControlProbe, openPortalAt } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 39 item 2, "nothing fixed covers a control", for the cookie banner: docked at the window's foot
// until the visitor chooses (spec §2 Other), it leaves room of its height at the page's end, so every
// control of the page can be scrolled clear of it; a control reached by the keyboard is brought out from
// under it; the banner itself is a named region reached by Tab, and passes axe in both palettes.
const env = widgetSiteForFile();

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The login, and the sign-up: the longest public page (its form and help panel). */
const PAGES = [
  ["/acces", "Log in to your online office"],
  ["/registre", "Sign up to the online office"],
] as const;

/**
 * Each control of the portal outside the banner that stays (partly) under it, or hidden by something
 * else, when the page is scrolled to bring the control's foot right above the banner's top (or as far
 * as the page goes).
 */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector("ov-portal")?.shadowRoot as ShadowRoot;
    const banner = root.querySelector(".ov-portal__consent") as HTMLElement;
    const { topAt, name } = window.ovControls;
    const controls = window.ovControls.controls().filter((control) => !banner.contains(control));
    const covered: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const bannerTop = banner.getBoundingClientRect().top;
      window.scrollBy(0, box.bottom - bannerTop + 4);
      const now = control.getBoundingClientRect();
      // The middle of what shows of it (a tall box, a scrolling region, may start above the window).
      const shownTop = Math.max(now.top, 0);
      const top = topAt(now.x + now.width / 2, shownTop + (now.bottom - shownTop) / 2);
      const clear = now.bottom <= banner.getBoundingClientRect().top && top !== null && (control.contains(top) || top.contains(control));
      if (!clear) covered.push(name(control));
    }
    window.scrollTo(0, 0);
    return { controls: controls.length, covered };
  });

describe("the cookie banner covers no control (issue 39 item 2)", () => {
  describe.each(WIDTHS)("at $width px", (viewport) => {
    it.each(PAGES)("on %s every control scrolls clear of it, and it is a named region reached by Tab", async (path, heading) => {
      const { page, errors } = await openPortalAt(env, path, { viewport });
      await installControlProbe(page);
      const portal = page.locator("ov-portal");
      await portal.getByRole("heading", { name: heading, level: 1 }).waitFor();
      const region = portal.getByRole("region", { name: "Cookies on this site" });
      await region.getByRole("button", { name: "Accept all" }).waitFor();
      expect((await coveredControls(page)).controls).toBeGreaterThan(3);
      // The room follows the banner's height once measured: polled.
      await expect.poll(async () => (await coveredControls(page)).covered, { timeout: 5_000 }).toEqual([]);

      // Tab from the page's start reaches every control and then the banner's buttons, each in sight.
      const focusInBanner = () =>
        page.evaluate(() => {
          const root = document.querySelector("ov-portal")?.shadowRoot;
          return Boolean(root?.activeElement?.closest(".ov-portal__consent"));
        });
      let presses = 0;
      while (!(await focusInBanner()) && presses < 80) {
        await page.keyboard.press("Tab");
        presses += 1;
      }
      expect(await focusInBanner()).toBe(true);
      expect(
        await region
          .getByRole("button", { name: "Accept all" })
          .evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement),
      ).toBe(true);

      for (const theme of ["light", "dark"] as const) {
        await portal.evaluate((tag, palette) => tag.setAttribute("theme", palette), theme);
        expect(await axeViolations(page, "ov-portal")).toEqual([]);
      }
      expect(errors).toEqual([]);
    });

    it("brings a control reached by the keyboard out from under it", async () => {
      const { page, errors } = await openPortalAt(env, "/registre", { viewport });
      const portal = page.locator("ov-portal");
      await portal.getByRole("heading", { name: "Sign up to the online office", level: 1 }).waitFor();
      const region = portal.getByRole("region", { name: "Cookies on this site" });
      await region.getByRole("button", { name: "Accept all" }).waitFor();
      // Every control on the way, as focused by Tab, ends above the banner.
      const under: string[] = [];
      let passed = 0;
      for (let presses = 0; presses < 80; presses += 1) {
        await page.keyboard.press("Tab");
        const seen = await page.evaluate(() => {
          const root = document.querySelector("ov-portal")?.shadowRoot as ShadowRoot;
          let focused = root.activeElement;
          while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
          const banner = root.querySelector(".ov-portal__consent") as HTMLElement;
          if (!focused || banner.contains(focused)) return { done: true, under: null };
          const box = focused.getBoundingClientRect();
          return {
            done: false,
            under: box.bottom > banner.getBoundingClientRect().top ? (focused.textContent ?? focused.tagName).trim().slice(0, 40) : null,
          };
        });
        if (seen.done) break;
        passed += 1;
        if (seen.under !== null) under.push(seen.under);
      }
      expect(passed).toBeGreaterThan(3);
      expect(under).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
