import { describe, expect, it } from "vitest";
import { openPortalAt } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 37 item 7: the signed-in portal in the dark theme passes axe (contrast included) on a desktop
// and on a phone.
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
      expect(errors).toEqual([]);
    });
  });
});
