import { describe, expect, it } from "vitest";
import { WIDGET_ENTRIES } from "../../scripts/widgets.mjs";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// CONVENTIONS: "one shared contract suite that every custom element runs", here for every visible
// tag registered in the loader, from the built CDN bundle, against the sandbox on the same origin.
const TAGS = WIDGET_ENTRIES.map((entry) => entry.tag).filter((tag) => tag !== "ov-context" && tag !== "ov-portal");
/** Tags whose fields show only to a signed-in customer (spec §6): the page signs in as a host page does. */
const NEEDS_SESSION = new Set(["ov-price-alerts"]);

const env = widgetSiteForFile();

const visibleText = (tag: string) =>
  `document.querySelector("${tag}")?.shadowRoot?.querySelector(".ov-root:not(.ov-root--loading)")?.textContent ?? ""`;

describe("every registered tag", () => {
  it("has at least the context tag registered", () => {
    expect(WIDGET_ENTRIES.some((entry) => entry.tag === "ov-context")).toBe(true);
  });

  for (const tag of TAGS) {
    describe(`<${tag}>`, () => {
      it("loads lazily from the loader, fires ov-ready to document, and passes axe", async () => {
        const { page, errors } = await env.site.open(
          env.browser,
          `<script>window.ready = []; document.addEventListener("ov-ready", (e) => window.ready.push(e.detail.tag));</script><${tag} lang="en"></${tag}>`,
        );
        await page.waitForFunction((t) => ((window as unknown as { ready: string[] }).ready ?? []).includes(t), tag);
        expect(await page.evaluate(visibleText(tag))).not.toBe("");
        expect(await axeViolations(page, tag)).toEqual([]);
        expect(errors).toEqual([]);
      });

      it("changes language with its lang attribute and goes back to the page's when it is removed", async () => {
        const { page } = await env.site.open(env.browser, `<ov-context lang="es"></ov-context><${tag} lang="en"></${tag}>`);
        await page.waitForFunction((t) => !!document.querySelector(t)?.shadowRoot?.querySelector(".ov-root[lang]"), tag);
        expect(
          await page.evaluate((t) => document.querySelector(t)!.shadowRoot!.querySelector(".ov-root")!.getAttribute("lang"), tag),
        ).toBe("en-US");
        await page.evaluate((t) => document.querySelector(t)!.setAttribute("lang", "de"), tag);
        await expect
          .poll(() => page.evaluate((t) => document.querySelector(t)!.shadowRoot!.querySelector(".ov-root")!.getAttribute("lang"), tag))
          .toBe("de-DE");
        await page.evaluate((t) => document.querySelector(t)!.removeAttribute("lang"), tag);
        await expect
          .poll(() => page.evaluate((t) => document.querySelector(t)!.shadowRoot!.querySelector(".ov-root")!.getAttribute("lang"), tag))
          .toBe("es-ES");
      });

      it("keeps what the user typed when moved in the page, and survives a second copy of the bundle", async () => {
        const { page, errors } = await env.site.open(env.browser, `<div id="a"><${tag} lang="en"></${tag}></div><div id="b"></div>`);
        if (NEEDS_SESSION.has(tag)) {
          await page.waitForFunction(() => "OvWidgets" in window);
          await page.evaluate(async () => {
            const { token } = (await (await fetch("/sandbox/token?customer=household")).json()) as { token: string };
            (window as unknown as { OvWidgets: { setToken(token: string): void } }).OvWidgets.setToken(token);
          });
        }
        const field = page.locator(tag).getByRole("textbox").first();
        await field.waitFor();
        await field.fill("12345");
        await page.evaluate((t) => document.querySelector("#b")!.append(document.querySelector(t)!), tag);
        expect(await page.locator(`#b ${tag}`).getByRole("textbox").first().inputValue()).toBe("12345");
        await page.evaluate(`import("/cdn/ov-widgets.js?copy=2")`);
        expect(errors).toEqual([]);
      });
    });
  }
});
