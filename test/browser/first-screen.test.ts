import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { widgetSiteForFile } from "./widget-page";

// Issue 20: the CDN loader draws a tag's photographed first screen (scripts/first-screens.mjs) before the
// runtime has run, and the runtime takes it over (src/element/first-screen.ts). Here the runtime's file
// is held back, so that the photograph is on screen alone for as long as the test needs.
const env = widgetSiteForFile();

/** Holds the runtime chunk's response until `release` is called. */
async function holdRuntime(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/cdn\/chunks\/runtime-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Adds tags to the page, with the API named by `<ov-context>` (and its `lang`). */
async function addTags(page: Page, tags: string, lang = "es", context = ""): Promise<void> {
  await page.evaluate(
    ([markup, language, more]) =>
      document
        .querySelector("main")
        ?.insertAdjacentHTML("beforeend", `<ov-context api-base="${location.origin}" lang="${language}"${more}></ov-context>${markup}`),
    [tags, lang, context] as const,
  );
}

/** Whether the runtime has taken the tag's drawn screen over (the mark the loader and the runtime share). */
const taken = (page: Page, tag: string) =>
  page.waitForFunction((name) => {
    const element = document.querySelector(name) as (Element & Record<symbol, { taken: boolean } | undefined>) | null;
    return element?.[Symbol.for("ov-widgets.screen")]?.taken === true;
  }, tag);

/** The boxes of the tag's form controls, in order: the photograph and the runtime's first screen lay out alike. */
const controlBoxes = (page: Page, tag: string) =>
  page.evaluate((name) => {
    const root = document.querySelector(name)?.shadowRoot;
    return [...(root?.querySelectorAll("input, select, textarea, button") ?? [])].map((control) => {
      const box = control.getBoundingClientRect();
      return [control.tagName, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)].join(" ");
    });
  }, tag);

/** The headings, legends, labels and buttons of the tag's screen, in order (not the lists' options, which may have come since). */
const words = (page: Page, tag: string) =>
  page.evaluate(
    (name) =>
      [...(document.querySelector(name)?.shadowRoot?.querySelectorAll("h1, h2, h3, legend, label, button, a") ?? [])].map((element) =>
        element.textContent?.trim(),
      ),
    tag,
  );

describe("the first screen drawn before the runtime (CDN build)", () => {
  it("shows the comparator's form before the runtime has arrived; the runtime takes it over keeping what was typed, chosen, ticked and focused", async () => {
    const { page, errors } = await env.site.open(env.browser, "");
    const release = await holdRuntime(page);
    await addTags(page, "<ov-comparator></ov-comparator>");
    const tag = page.locator("ov-comparator");
    await tag.getByRole("button", { name: "Comparar" }).waitFor();
    // Drawn by the loader alone: the tag is not defined yet.
    expect(await page.evaluate(() => customElements.get("ov-comparator"))).toBeUndefined();
    expect(await tag.getByRole("heading").first().textContent()).toMatch(/factura de luz/);
    const before = await controlBoxes(page, "ov-comparator");

    // The visitor starts at once: an invalid CUPS (a required field that is not empty), a power, the
    // consent ticked, and the focus back in the CUPS field with the caret after its fourth character.
    await tag.getByLabel(/^CUPS/).fill("ES12");
    await tag.getByLabel(/^Potencia contratada/).fill("4,6");
    await tag.getByRole("checkbox").check();
    await tag.getByLabel(/^CUPS/).focus();
    await page.evaluate(() => {
      const input = document.querySelector("ov-comparator")?.shadowRoot?.activeElement as HTMLInputElement;
      input.setSelectionRange(4, 4);
    });

    // Every frame from here to the takeover: how many form roots and controls are shown.
    await page.evaluate(() => {
      const frames: Array<[roots: number, controls: number]> = [];
      (window as unknown as { frames_: typeof frames }).frames_ = frames;
      const shown = (element: Element) => element.getClientRects().length > 0;
      const sample = () => {
        const root = document.querySelector("ov-comparator")?.shadowRoot;
        frames.push([
          [...(root?.querySelectorAll(".ov-root") ?? [])].filter(shown).length,
          [...(root?.querySelectorAll("input, select, button") ?? [])].filter(shown).length,
        ]);
        if (frames.length < 600) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    release();
    await taken(page, "ov-comparator");
    await page.waitForFunction(() => customElements.get("ov-comparator") !== undefined);
    const frames = await page.evaluate(() => (window as unknown as { frames_: Array<[number, number]> }).frames_);
    // Never two screens, never none, never a form without its controls.
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter(([roots, controls]) => roots !== 1 || controls === 0)).toEqual([]);

    // The same layout: the runtime's controls stand where the photograph's stood.
    expect(await controlBoxes(page, "ov-comparator")).toEqual(before);
    // What the visitor did is the runtime's now.
    expect(await tag.getByLabel(/^CUPS/).inputValue()).toBe("ES12");
    expect(await tag.getByLabel(/^Potencia contratada/).inputValue()).toBe("4,6");
    expect(await tag.getByRole("checkbox").isChecked()).toBe(true);
    const focus = await page.evaluate(() => {
      const active = document.querySelector("ov-comparator")?.shadowRoot?.activeElement as HTMLInputElement | null;
      return [active?.labels?.[0]?.textContent, active?.selectionStart];
    });
    expect(focus).toEqual([expect.stringMatching(/^CUPS/), 4]);
    // ...and its form's: sent, the CUPS field says its value is wrong, not that it is missing.
    await tag.getByRole("button", { name: "Comparar" }).click();
    const cups = tag.getByLabel(/^CUPS/);
    await expect.poll(() => cups.getAttribute("aria-invalid")).toBe("true");
    const described = (await cups.getAttribute("aria-describedby")) ?? "";
    const message = await page.evaluate(
      (ids) =>
        ids
          .split(" ")
          .map((id) => document.querySelector("ov-comparator")?.shadowRoot?.getElementById(id)?.textContent ?? "")
          .join(" "),
      described,
    );
    expect(message).not.toMatch(/obligatori/i);
    expect(message.trim()).not.toBe("");
    expect(errors).toEqual([]);
  });

  it("holds back a form sent from the photograph, and the runtime's form sends it once it has taken over", async () => {
    const { page, errors } = await env.site.open(env.browser, "");
    const release = await holdRuntime(page);
    await addTags(page, "<ov-comparator></ov-comparator>");
    const tag = page.locator("ov-comparator");
    await tag.getByRole("button", { name: "Comparar" }).click();
    const address = page.url();
    // No navigation (a native submission would load the page again, with the fields in the address).
    await page.waitForTimeout(300);
    expect(page.url()).toBe(address);
    expect(await page.evaluate(() => customElements.get("ov-comparator"))).toBeUndefined();
    release();
    await taken(page, "ov-comparator");
    // The runtime's form was sent: its required fields say so.
    await expect.poll(() => tag.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(page.url()).toBe(address);
    expect(errors).toEqual([]);
  });

  it("draws each photographed tag as the runtime then draws it before any answer, in the page's language", async () => {
    const cases: Array<[markup: string, name: string, lang: string, text: RegExp]> = [
      ['<ov-comparator energy="gas"></ov-comparator>', "ov-comparator", "en", /Compare your gas invoice/],
      ["<ov-power-calculator></ov-power-calculator>", "ov-power-calculator", "ca", /potència/i],
      ["<ov-newsletter></ov-newsletter>", "ov-newsletter", "gl", /./],
      ['<ov-contracting type="gas"></ov-contracting>', "ov-contracting", "fr", /./],
    ];
    for (const [markup, name, lang, text] of cases) {
      const { page, errors } = await env.site.open(env.browser, "");
      const requests: string[] = [];
      page.on("request", (request) => requests.push(new URL(request.url()).pathname));
      const release = await holdRuntime(page);
      // No answer either, as when the build photographed it: the runtime's screen drawn before the
      // settings, flags and lists (an answer may then add to it: a list's options, a field a setting enables).
      await page.route(/\/api\//, () => {});
      await addTags(page, markup, lang);
      await page.waitForFunction((tag) => document.querySelector(tag)?.shadowRoot?.querySelector("input, select, button") != null, name);
      expect(
        requests.filter((path) => path.includes("-screen-")),
        name,
      ).toEqual([expect.stringMatching(new RegExp(`^/cdn/chunks/${name.slice(3)}-screen-\\d+-${lang}-[\\w-]+\\.js$`))]);
      expect(await page.evaluate((tag) => customElements.get(tag), name), name).toBeUndefined();
      expect(await page.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.textContent, name), name).toMatch(text);
      const before = await controlBoxes(page, name);
      const wordsBefore = await words(page, name);
      release();
      await taken(page, name);
      expect(await controlBoxes(page, name), name).toEqual(before);
      expect(await words(page, name), name).toEqual(wordsBefore);
      expect(errors, name).toEqual([]);
      await page.context().close();
    }
  });

  it("draws no photograph where the runtime's first screen may differ: other attributes, a theme, a stored session", async () => {
    const cases: Array<[markup: string, context: string, cookie: string]> = [
      ['<ov-comparator mode="manual"></ov-comparator>', "", ""],
      ['<ov-newsletter email="ana@example.es"></ov-newsletter>', "", ""],
      ["<ov-comparator></ov-comparator>", ' theme="dark"', ""],
      ["<ov-comparator></ov-comparator>", "", "ov_token=abc"],
    ];
    for (const [markup, context, cookie] of cases) {
      const { page, errors } = await env.site.open(env.browser, "");
      const requests: string[] = [];
      page.on("request", (request) => requests.push(new URL(request.url()).pathname));
      if (cookie) await page.evaluate((value) => (document.cookie = value), cookie);
      await addTags(page, markup, "es", context);
      const name = /^<([\w-]+)/.exec(markup)?.[1] ?? "";
      await page.waitForFunction((tag) => customElements.get(tag) !== undefined, name);
      await page.waitForFunction((tag) => document.querySelector(tag)?.shadowRoot?.querySelector("input, select, button, a") != null, name);
      expect(
        requests.filter((path) => path.includes("-screen-")),
        markup + context + cookie,
      ).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
