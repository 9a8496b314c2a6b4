import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { launchChromium } from "./chromium";
import { startWidgetServer, type WidgetServer } from "./widget-page";

// docs/architecture.md "Quality bars": server HTML is rendered only after DOMPurify. Checked in Chromium with hostile input.
let site: WidgetServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startWidgetServer({ fixtureDir: FIXTURE_DIR });
  browser = await launchChromium();
  ({ page } = await site.open(browser, "", { scripts: ["/fixture/sanitize.js"] }));
  await page.waitForFunction(() => "sanitizeHtml" in window);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const clean = (html: string) =>
  page.evaluate((input) => (window as unknown as { sanitizeHtml: (h: string) => string }).sanitizeHtml(input), html);

describe("sanitizeHtml in Chromium", () => {
  it("removes scripts, handlers, styles and forms and keeps the content", async () => {
    expect(
      await clean(
        '<p onclick="steal()" style="position:fixed">Hola <b>món</b><script>steal()</script></p><img src="x" onerror="steal()"><form><input></form>',
      ),
    ).toBe('<p>Hola <b>món</b></p><img src="x" alt="">');
  });

  it("drops javascript: links and protects new-window links", async () => {
    expect(await clean('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(await clean('<a href="https://example.es" target="_blank">x</a>')).toBe(
      '<a href="https://example.es" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("removes frames and SVG script tricks", async () => {
    expect(await clean('<iframe src="https://evil.test"></iframe><svg><script>alert(1)</script></svg>ok')).toBe("ok");
  });
});
