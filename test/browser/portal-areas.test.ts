import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPortalAt } from "./portal-page";
import { runtimeDrawn, widgetSiteForFile } from "./widget-page";

// docs/architecture.md "The portal's areas" on the CDN build: each area is its own chunk (`<area>-screens-<hash>.js`)
// with its own catalog (`portal-<area>-<hash>.js`), downloaded when one of its routes shows; the auth
// area, the login of every visitor without a session, comes with the shell (issue 20).
const env = widgetSiteForFile();

/** The chunk files the page downloads from here on. */
function chunksOf(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    const match = /\/cdn\/chunks\/([^/?]+)\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) files.push(match[1]);
  });
  return files;
}

const named = (files: string[], prefix: string) => files.some((file) => file.startsWith(`${prefix}-`));

declare global {
  interface Window {
    __titleFocus?: Array<[string, boolean]>;
  }
}
/** In the page: records each heading's focus() with whether it asked not to scroll. */
function spyOnFocus(): void {
  const calls: Array<[string, boolean]> = [];
  window.__titleFocus = calls;
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (this.tagName === "H1") calls.push([this.textContent ?? "", options?.preventScroll === true]);
    focus.call(this, options);
  };
}
/** The portal at a hash route, below 3000 px of the host page's own content, its title focus calls recorded. */
async function openBelowHostContent(route: string) {
  const opened = await env.site.open(env.browser, "");
  await opened.page.evaluate(spyOnFocus);
  await opened.page.evaluate((hash) => {
    history.replaceState(null, "", hash);
    document
      .querySelector("main")
      ?.insertAdjacentHTML(
        "beforeend",
        `<div style="height: 3000px">The host's page</div><ov-portal routing="hash" lang="en"></ov-portal>`,
      );
  }, `#/${route}`);
  return opened;
}
const titleFocusCalls = (page: Page) => page.evaluate(() => window.__titleFocus ?? []);
const focusedTitle = (page: Page) =>
  page.evaluate(() => document.querySelector("ov-portal")?.shadowRoot?.activeElement?.textContent ?? null);

/** The page opened on a screen: its title is focused once, after the paint, without scrolling the host page to the portal. */
async function expectLandingTitle(page: Page, title: string) {
  await page.getByRole("heading", { name: title }).waitFor();
  await expect.poll(() => focusedTitle(page)).toBe(title);
  expect(await titleFocusCalls(page)).toEqual([[title, true]]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

describe("<ov-portal> areas in Chromium (CDN build)", () => {
  it("the login downloads the auth area's texts, and nothing of the home, content or other areas", async () => {
    const { page, errors } = await env.site.open(env.browser, "");
    const files = chunksOf(page);
    await page.evaluate(() => {
      history.replaceState(null, "", "#/acces");
      document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-portal routing="hash" lang="en"></ov-portal>`);
    });
    await page.getByRole("heading", { name: "Log in to your online office" }).waitFor();
    // The runtime's login, not the photograph: the portal's texts leave once its photograph is painted (wave.ts).
    await runtimeDrawn(page, "ov-portal");
    // The auth area's screens travel in the portal's own chunk (widgets/portal/first-load.ts),
    // its texts in the portal's texts file (scripts/build/loader-table.mjs textsFiles), not in a file of their own.
    expect(named(files, "portal-texts-en")).toBe(true);
    expect(named(files, "portal-auth")).toBe(false);
    for (const other of ["home-screens", "content-screens", "public-screens", "page-extras", "portal-home", "portal-content"])
      expect(named(files, other), other).toBe(false);
    // spec §2 Login: the server's blocks of the group Login come once the login has been drawn, sanitised:
    // the sandbox's second block carries a script and an onerror handler.
    await page.getByRole("heading", { name: "Welcome to the virtual office" }).waitFor();
    await page.getByText("On Saturday from 2 to 4 am the virtual office may be down for maintenance.").waitFor();
    // The block's image (its address does not exist) has failed to load, if the sanitiser kept it: an
    // onerror handler left on it would have run by then (it runs in the task that marks the image broken).
    const images = () =>
      page.evaluate(() => {
        const found: HTMLImageElement[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll("*")) {
            if (element instanceof HTMLImageElement && element.getAttribute("src") === "x") found.push(element);
            if (element.shadowRoot) walk(element.shadowRoot);
          }
        };
        walk(document);
        return found.map((image) => ({ done: image.complete, onerror: image.hasAttribute("onerror") }));
      });
    await expect.poll(async () => (await images()).every((image) => image.done)).toBe(true);
    expect((await images()).filter((image) => image.onerror)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __ovXss?: boolean }).__ovXss)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("the page's first screen takes the focus without scrolling the page to the portal; a screen after a navigation scrolls to its title", async () => {
    const { page, errors } = await openBelowHostContent("acces");
    await expectLandingTitle(page, "Log in to your online office");

    // From the keyboard, the page still at its top: the next screen's title is focused and scrolled into view.
    await page.evaluate(() =>
      [...(document.querySelector("ov-portal")?.shadowRoot?.querySelectorAll("a") ?? [])]
        .find((link) => link.textContent === "I forgot my password")
        ?.focus({ preventScroll: true }),
    );
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Password recovery" }).waitFor();
    await expect.poll(() => focusedTitle(page)).toBe("Password recovery");
    expect((await titleFocusCalls(page)).at(-1)).toEqual(["Password recovery", false]);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
  });

  it("a page opened at a screen whose form arrives later (password recovery, from an email) is not scrolled to the portal either", async () => {
    const { page, errors } = await openBelowHostContent("recordar-clau");
    await expectLandingTitle(page, "Password recovery");
    expect(errors).toEqual([]);
  });

  it("a returning customer (openPortalAt) at a dynamic page downloads the content area and its texts, in the customer's language", async () => {
    const { page, errors } = await openPortalAt(env, "/d/tarifes/1", { customer: "household", lang: "es" });
    await page.getByRole("heading", { name: "Nuestras tarifas", level: 1 }).waitFor();
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname.split("/").pop() ?? ""),
    );
    expect(named(loaded, "content-screens")).toBe(true);
    expect(named(loaded, "portal-content")).toBe(true);
    expect(named(loaded, "contracts-screens")).toBe(false);
    expect(errors).toEqual([]);
  });
});
