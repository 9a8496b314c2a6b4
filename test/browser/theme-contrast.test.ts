import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPortalAt } from "./portal-page";
import { axeViolations, runtimeDrawn, widgetSiteForFile } from "./widget-page";

// Issue 37 item 7: the signed-in portal in the dark theme passes axe (contrast included) on a desktop
// and on a phone; under forced colours (high contrast) the controls and the focus keep their edges.
const env = widgetSiteForFile();

const WIDTHS = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

const SCREENS = [
  ["/", "Invoices"],
  ["/factures", "Invoices"],
  ["/contractes/electricitat", "Electricity contracts"],
  ["/contractes/electricitat/0104521", "Contract 0104521"],
  ["/solicituts", "Support requests"],
  ["/solicituts/31002", "Compensació d'excedents de les plaques"],
  ["/reclamacions", "Claims"],
] as const;

describe("the signed-in portal in the dark theme (issue 37 item 7)", () => {
  describe.each(WIDTHS)("on a %s", (_, viewport) => {
    it.each(SCREENS)("%s passes axe (contrast included)", async (path, heading) => {
      const { page, errors } = await openPortalAt(env, path, { customer: "household", consent: true, theme: "dark", viewport });
      await page.locator("ov-portal").getByRole("heading", { name: heading, level: 1 }).first().waitFor();
      // The screen's data have arrived: no placeholder left.
      await page.waitForFunction(() => !document.querySelector("ov-portal")?.shadowRoot?.querySelector(".ov-skeleton, [aria-busy=true]"));
      expect(await axeViolations(page, "ov-portal")).toEqual([]);
      // The browser's own parts (lists, scrollbars, checkboxes) are drawn in its dark palette too.
      expect(
        await page.evaluate(() => {
          const field = document.querySelector("ov-portal")?.shadowRoot?.querySelector("select, button");
          return field ? getComputedStyle(field).colorScheme : null;
        }),
      ).toBe("dark");
      expect(errors).toEqual([]);
    });
  });
});

// Issue 39: the signed-out screens, drawn with the design tokens (src/ui/tokens.ts: surface levels, the
// brand's panel, the card's edge), pass axe in both palettes at both widths: the login with the
// server's welcome panel, the sign-up with its help panel, the password recovery, and the change of
// password's checklist (its met rule in the success colour on the page's surface).
const SIGNED_OUT = [
  ["/acces", "Log in to your online office", "Welcome to the virtual office"],
  ["/registre", "Sign up to the online office", "The contract number is printed at the top of any invoice."],
  ["/recordar-clau", "Password recovery", null],
] as const;

describe("the signed-out screens in both palettes (issue 39)", () => {
  describe.each(WIDTHS)("on a %s", (_, viewport) => {
    describe.each(["light", "dark"] as const)("%s", (theme) => {
      it.each(SIGNED_OUT)("%s passes axe (contrast included)", async (path, heading, panel) => {
        const { page, errors } = await openPortalAt(env, path, { consent: true, theme, viewport });
        const portal = page.locator("ov-portal");
        await portal.getByRole("heading", { name: heading, level: 1 }).waitFor();
        // The server's blocks have arrived, in their panel.
        if (panel) await portal.getByText(panel).waitFor();
        await runtimeDrawn(page, "ov-portal");
        expect(await axeViolations(page, "ov-portal")).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  });

  it.each(["light", "dark"] as const)("the change of password with a rule met passes axe (%s)", async (theme) => {
    const { page, errors } = await openPortalAt(env, "/canvi-de-clau", {
      customer: "household",
      consent: true,
      theme,
      viewport: { width: 1280, height: 900 },
    });
    const portal = page.locator("ov-portal");
    await portal.getByRole("heading", { name: "Change password", level: 1 }).waitFor();
    await portal.getByLabel(/^New password/).fill("abcdefgh");
    await portal.getByRole("listitem").filter({ hasText: "(met)" }).first().waitFor();
    expect(await axeViolations(page, "ov-portal")).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/**
 * What of the element is drawn: its border and its outline, each at least 1px wide, of a style that
 * paints, and its background (`fill`), each in a colour neither transparent nor the forced page's own
 * background (Canvas).
 */
const edges = (control: Locator) =>
  control.evaluate((node) => {
    const probe = document.body.appendChild(document.createElement("i"));
    probe.style.color = "Canvas";
    const canvas = getComputedStyle(probe).color;
    probe.remove();
    const style = getComputedStyle(node);
    const drawn = (width: string, kind: string, colour: string) =>
      parseFloat(width) >= 1 &&
      kind !== "none" &&
      kind !== "hidden" &&
      colour !== canvas &&
      !/^rgba\(.*, 0\)$/.test(colour) &&
      colour !== "transparent";
    return {
      border: drawn(style.borderTopWidth, style.borderTopStyle, style.borderTopColor),
      outline: drawn(style.outlineWidth, style.outlineStyle, style.outlineColor),
      fill: drawn("1", "solid", style.backgroundColor),
    };
  });

/** Focuses the control and expects its edge and, once focused, its focus ring drawn. */
async function expectEdgesWhenFocused(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.focus();
  // A switch's or button's colours ease in over 120 ms: polled until settled.
  await expect.poll(() => edges(control)).toMatchObject({ border: true, outline: true });
}

describe("forced colours (high contrast, issue 37 item 7)", () => {
  it.each(["light", "dark"] as const)(
    "the comparator's text input and button keep a border and a focus ring (%s system palette)",
    async (colorScheme) => {
      const { page, errors } = await env.site.open(env.browser, `<ov-comparator lang="en"></ov-comparator>`);
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      await runtimeDrawn(page, "ov-comparator");
      const comparator = page.locator("ov-comparator");
      await expectEdgesWhenFocused(comparator.getByRole("textbox", { name: /CUPS/ }));
      await expectEdgesWhenFocused(comparator.getByRole("button", { name: "Compare" }));
      expect(errors).toEqual([]);
    },
  );

  it.each(["light", "dark"] as const)(
    "a portal contract's button, date input and switch keep their edges and a focus ring (%s system palette)",
    async (colorScheme) => {
      const { page, errors } = await openPortalAt(env, "/contractes/electricitat/0104521", {
        customer: "household",
        consent: true,
        theme: "dark",
        viewport: { width: 1280, height: 900 },
      });
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      const portal = page.locator("ov-portal");
      await portal.getByRole("heading", { name: "Contract 0104521", level: 1 }).waitFor();
      await expectEdgesWhenFocused(portal.getByRole("button", { name: "Change the power" }));
      // The consumption range's date: its box and its calendar button.
      await expectEdgesWhenFocused(portal.getByRole("textbox", { name: /^From/ }));
      await expectEdgesWhenFocused(portal.getByRole("button", { name: "Choose in the calendar: From" }));
      await expectEdgesWhenFocused(portal.getByRole("switch").first());
      // The switch's thumb is drawn too, in a system colour (a background the browser would otherwise turn into the page's).
      expect(await edges(portal.locator(".ov-switch__thumb").first())).toMatchObject({ fill: true });
      expect(errors).toEqual([]);
    },
  );

  it("the invoices chart's legend keeps its edges and swatches, and its axes take the system colours", async () => {
    const { page, errors } = await openPortalAt(env, "/factures", {
      customer: "household",
      consent: true,
      viewport: { width: 1280, height: 900 },
    });
    await page.emulateMedia({ forcedColors: "active", colorScheme: "dark" });
    const portal = page.locator("ov-portal");
    const legend = portal.locator(".ov-chart__legend-button").first();
    await legend.waitFor();
    expect(await edges(legend)).toMatchObject({ border: true });
    // The canvas is not recoloured by the browser: the chart draws its axes' labels in CanvasText, white in
    // the dark system palette (the bars are the series' colours, none of them near white).
    const whitePixels = () =>
      portal
        .locator(".ov-chart canvas")
        .first()
        .evaluate((canvas: HTMLCanvasElement) => {
          const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
          let count = 0;
          for (let i = 0; i < data.length; i += 4)
            if (data[i]! > 230 && data[i + 1]! > 230 && data[i + 2]! > 230 && data[i + 3]! > 200) count += 1;
          return count;
        });
    await expect.poll(whitePixels).toBeGreaterThan(100);
    expect(await edges(portal.locator(".ov-chart__swatch").first())).toMatchObject({ border: true, fill: true });
    expect(errors).toEqual([]);
  });
});
