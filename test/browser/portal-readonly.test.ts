import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { goToPortalPath, openPortalAt, routeVisits } from "./portal-page";
import { widgetSiteForFile } from "./widget-page";

// Issue 39 item 5 (and item 8 of the reviewer's list): read-only staff see every write disabled with
// the same tooltip (spec §6 Roles: "modify buttons ... are disabled with a tooltip that the action
// cannot be performed"), on every private route, at 1280 and 390 px: Pay, the contract's changes, the
// forms' sends. A write is a button of a screen (the header's tools lead to screens) whose name starts
// with a write's verb.
const env = widgetSiteForFile();

const REASON = "This action cannot be performed in a read-only session.";
const WRITES =
  /^(pay|change|save|send|submit|add|move|assign|delete|upload|cancel the|request|sign|modify|update|activate|deactivate|create|open a claim)/i;

/** Each write control of the screen: its name, whether it is disabled, and the text that describes it. */
const writes = (page: Page) =>
  page.evaluate((verbs) => {
    const pattern = new RegExp(verbs, "i");
    const root = document.querySelector("ov-portal")?.shadowRoot as ShadowRoot;
    const found: Array<{ name: string; disabled: boolean; reason: string }> = [];
    const walk = (scope: ShadowRoot) => {
      for (const element of scope.querySelectorAll<HTMLElement>("*")) {
        if (element.shadowRoot) walk(element.shadowRoot);
        if (!(element instanceof HTMLButtonElement) || element.getClientRects().length === 0 || element.closest(".ov-portal__header"))
          continue;
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
        if (!pattern.test(name)) continue;
        const reason = (element.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => scope.getElementById(id)?.textContent?.trim() ?? "")
          .join(" ")
          .trim();
        found.push({ name: name.slice(0, 50), disabled: element.disabled || element.getAttribute("aria-disabled") === "true", reason });
      }
    };
    walk(root);
    return found;
  }, WRITES.source);

describe("read-only staff see every write disabled with the same tooltip (issue 39 item 5)", () => {
  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])(
    "on every private route at $width px",
    async (viewport) => {
      const visits = await routeVisits(env.site, "readonly");
      const { page, errors } = await openPortalAt(env, "/", { customer: "readonly", consent: true, viewport });
      const seen: string[] = [];
      const wrong: string[] = [];
      for (const { path, route } of visits) {
        expect(await goToPortalPath(page, path, route), path).toBeNull();
        for (const write of await writes(page)) {
          seen.push(`${path} ${write.name}`);
          if (!write.disabled || write.reason !== REASON)
            wrong.push(`${path}: "${write.name}" ${write.disabled ? "disabled" : "enabled"}, described "${write.reason}"`);
        }
      }
      // The writes the staff meet most are among those checked.
      expect(seen.some((write) => write.startsWith("/factures Pay online"))).toBe(true);
      expect(seen.some((write) => /^\/contractes\/electricitat\/\S+ Change the power/.test(write))).toBe(true);
      expect(seen.some((write) => write.startsWith("/solicituts/crear "))).toBe(true);
      expect(wrong).toEqual([]);

      // The tooltip shows where the pointer rests on Pay, as on a contract's change.
      for (const [path, route, name] of [
        ["/factures", "invoices", /^Pay online/],
        ["/contractes/electricitat/0104521", "electricityContract", /^Change the power/],
      ] as const) {
        expect(await goToPortalPath(page, path, route)).toBeNull();
        await page.locator("ov-portal").getByRole("button", { name }).first().hover();
        await expect
          .poll(() => page.locator("ov-portal").getByRole("tooltip").filter({ visible: true }).allTextContents())
          .toEqual([REASON]);
        await page.mouse.move(0, 0);
      }
      expect(errors).toEqual([]);
    },
    180_000,
  );
});
