import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { goToPortalPath, installControlProbe, openPortalAt, routeVisits } from "./portal-page";
import { widgetSiteForFile } from "./widget-page";

// Issue 39 item 10, the layout promises of a phone (item 2: the shell), checked on every route a signed-in
// household customer opens, at 390 px in Chromium on the CDN build: a header of at most 64 px, nothing
// fixed or sticky over a control where the browser brings it into view (as Tab or a field's error does:
// WCAG 2.4.11, focus not obscured; content may pass under a sticky bar while the page scrolls, as the
// contracting wizard's bar on a phone, but a control reached stops clear of it), and no sideways scroll.
const env = widgetSiteForFile();

const PHONE = { width: 390, height: 844 };

/**
 * The page's layout at 390 px: the header's height, the page's width beyond the viewport, and each
 * control covered by a fixed or sticky box that does not hold it once the browser has scrolled the
 * control into view (scrollIntoView "nearest", as focusing it does).
 */
const measure = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector("ov-portal")?.shadowRoot as ShadowRoot;
    const { controls: collect, topAt, name } = window.ovControls;
    const controls = collect();
    /** The fixed or sticky box an element is in, crossing shadow roots, or null. */
    const pinned = (element: Element | null): Element | null => {
      for (let at = element; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host as Element | undefined) ?? null)
        if (["fixed", "sticky"].includes(getComputedStyle(at).position)) return at;
      return null;
    };
    const covered = new Set<string>();
    const check = (control: HTMLElement) => {
      const box = control.getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return;
      const top = topAt(x, y);
      if (!top || control.contains(top) || top.contains(control)) return;
      const cover = pinned(top);
      if (cover && !cover.contains(control)) covered.add(`${name(control)} under ${name(cover)}`);
    };
    for (const control of controls) {
      control.scrollIntoView({ block: "nearest", inline: "nearest" });
      check(control);
    }
    window.scrollTo(0, 0);
    const header = root.querySelector(".ov-portal__header")?.getBoundingClientRect();
    return {
      header: Math.round(header?.height ?? 0),
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      covered: [...covered],
      controls: controls.length,
    };
  });

describe("<ov-portal> at 390 px on every route of a signed-in customer (issue 39 items 2, 4 and 10)", () => {
  it("keeps the header within 64 px, no fixed or sticky box over a control, and no sideways scroll", async () => {
    const planned = await routeVisits(env.site, "household");
    expect(planned.length).toBeGreaterThan(15);
    const { page, errors } = await openPortalAt(env, "/", { customer: "household", consent: true, viewport: PHONE });
    await installControlProbe(page);
    const seen: Array<{ path: string; problems: string[] }> = [];
    for (const { path, route } of planned) {
      const notShown = await goToPortalPath(page, path, route);
      const layout = await measure(page);
      const problems = [
        ...(notShown ? [notShown] : []),
        ...(layout.controls === 0 ? ["no control found"] : []),
        ...(layout.header > 64 ? [`header ${layout.header} px tall`] : []),
        ...(layout.sideways > 0 ? [`${layout.sideways} px of sideways scroll`] : []),
        ...layout.covered.map((cover) => `covered: ${cover}`),
      ];
      seen.push({ path, problems });
    }
    expect(seen.filter((visit) => visit.problems.length > 0)).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});

/**
 * The contract list's row of one contract, as laid out: each part the card promises (issue 39 item 4:
 * "the list as cards on a phone with status, address, debt and Open"), with where it lies, and whether
 * the row is drawn as a card (the column headers out of sight, the parts stacked under the title).
 */
const contractRow = (page: Page, name: string) =>
  page.evaluate((contract) => {
    const root = document.querySelector("ov-portal")?.shadowRoot;
    const title = [...(root?.querySelectorAll<HTMLElement>("th[scope='row']") ?? [])].find((th) => th.textContent === contract);
    const row = title?.closest("tr");
    if (!title || !row) return null;
    const parts: Record<string, HTMLElement | null> = {
      title,
      status: row.querySelector(".ov-data-list__cell--status .ov-chip"),
      address: row.querySelector("[data-label='Address']"),
      debt: row.querySelector("[data-label='Payment']"),
      open: row.querySelector(`button[aria-label='Open contract ${contract}']`),
      more: row.querySelector(`button[aria-label='More actions: contract ${contract}']`),
      copy: row.querySelector(`button[aria-label='Copy the CUPS of contract ${contract}']`),
    };
    const placed = Object.entries(parts).map(([part, element]) => {
      if (!element) return { part, seen: false };
      const box = element.getBoundingClientRect();
      // Clipped by an ancestor that scrolls sideways (a table in a scroll box), up to the row.
      let clipped = false;
      for (let at = element.parentElement; at && at !== row.parentElement; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== "visible" && at.scrollWidth > at.clientWidth + 1) clipped = true;
      }
      const seen = box.width > 0 && box.height > 0 && box.left >= -0.5 && box.right <= innerWidth + 0.5 && !clipped;
      return { part, seen, top: Math.round(box.top) };
    });
    const head = row.closest("table")?.querySelector("thead th:not([aria-sort])")?.getBoundingClientRect();
    return {
      placed,
      headersShown: (head?.height ?? 0) > 1,
      height: Math.round(row.getBoundingClientRect().height),
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, name);

describe("<ov-portal> contract list (issue 39 items 4 and 10)", () => {
  it("is a card per contract at 390 px, with state, address, debt and Open in sight, and rows of a table at 1280 px", async () => {
    const { page, errors } = await openPortalAt(env, "/contractes/electricitat", { customer: "household", consent: true, viewport: PHONE });
    await page.locator("ov-portal").getByRole("rowheader", { name: "0118734" }).waitFor();
    const phone = await contractRow(page, "0118734");
    expect(phone?.placed.filter((part) => !part.seen)).toEqual([]);
    expect(phone?.headersShown).toBe(false);
    expect(phone?.sideways).toBe(0);
    // A card: the address and the debt under the title, the actions at its foot.
    const top = (part: string) => phone?.placed.find((placed) => placed.part === part)?.top ?? 0;
    expect(top("address")).toBeGreaterThan(top("title"));
    expect(top("open")).toBeGreaterThan(top("debt"));

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await contractRow(page, "0118734"))?.headersShown).toBe(true);
    const desk = await contractRow(page, "0118734");
    expect(desk?.placed.filter((part) => !part.seen)).toEqual([]);
    // One row of the table: every part beside the title, the row at most two lines of text high.
    const deskTitle = desk?.placed.find((placed) => placed.part === "title")?.top ?? 0;
    expect(desk?.placed.filter((part) => Math.abs((part.top ?? 0) - deskTitle) > 30)).toEqual([]);
    expect(desk?.height).toBeLessThanOrEqual(72);
    expect(errors).toEqual([]);
  }, 60_000);
});
