import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROBE_DIR, ROOT } from "./build-fixture";
import { launchChromium } from "./chromium";
import { startServer, type TestServer } from "./static-server";

// CONVENTIONS "one shared contract suite that every custom element runs", in real Chromium, against
// the built CDN bundle on a plain HTML page whose global CSS is as hostile as a CMS theme can be.
const HOSTILE_CSS = `
  * { font-family: "Comic Sans MS", cursive !important; color: rgb(255, 0, 0) !important;
      letter-spacing: 5px !important; text-transform: uppercase !important; line-height: 3 !important; }
  ov-test-probe { font-size: 40px !important; color: rgb(0, 0, 255) !important; font-style: italic !important; }
  button { background: yellow !important; border: 5px dashed red !important; }
  h2 { font-size: 90px !important; }
`;

const page = (body: string, head = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Element contract</title><style>${HOSTILE_CSS}</style>${head}</head>
<body><main>${body}</main>
<script type="module" src="/cdn/ov-widgets.js"></script>
<script type="module" src="/probe/probe.js"></script>
</body></html>`;

let server: TestServer;
let browser: Browser;
const requests: string[] = [];

beforeAll(async () => {
  server = await startServer({
    mounts: { "/cdn/": join(ROOT, "dist/cdn"), "/probe/": PROBE_DIR, "/axe/": join(ROOT, "node_modules/axe-core") },
    pages: {
      "/": page(
        `<ov-context lang="en"></ov-context><div id="a"><ov-test-probe label="hello" size="3"></ov-test-probe></div><div id="b"></div>`,
      ),
      "/context.html": page(
        `<ov-context api-base="/from-context" theme="dark"></ov-context><ov-test-probe label="a"></ov-test-probe><ov-test-probe label="b" api-base="/from-tag" lang="es"></ov-test-probe>`,
        `<script>window.__pending = true;</script>`,
      ),
    },
    middleware: (req, _res, next) => {
      requests.push(req.url ?? "");
      next();
    },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on("pageerror", (error) => errors.push(error.message));
  await tab.goto(`${server.url}${path}`);
  await tab.locator("ov-test-probe").first().getByRole("heading", { name: "Probe" }).waitFor();
  return { page: tab, errors };
}

const props = async (tab: Page, selector = "ov-test-probe") =>
  JSON.parse((await tab.locator(selector).first().getByTestId("props").textContent()) ?? "{}") as Record<string, unknown>;

describe("element contract (real Chromium, built bundle)", () => {
  it("registers once with an open shadow root and the page-wide API", async () => {
    const { page: tab, errors } = await open("/");
    expect(await tab.evaluate(() => !!customElements.get("ov-test-probe") && !!customElements.get("ov-context"))).toBe(true);
    expect(await tab.evaluate(() => document.querySelector("ov-test-probe")?.shadowRoot?.mode)).toBe("open");
    expect(await tab.evaluate(() => typeof (window as unknown as { OvWidgets?: { configure?: unknown } }).OvWidgets?.configure)).toBe(
      "function",
    );
    // Two instances share one CSSStyleSheet object (docs/architecture.md "The element wrapper": one sheet per page, not per instance).
    const shared = await tab.evaluate(() => {
      const second = document.createElement("ov-test-probe");
      document.body.append(second);
      const [a, b] = [...document.querySelectorAll("ov-test-probe")].map((el) => el.shadowRoot?.adoptedStyleSheets ?? []);
      return a!.length > 0 && a!.length === b!.length && a!.every((sheet, i) => sheet === b![i]);
    });
    expect(shared).toBe(true);
    expect(errors).toEqual([]);
  });

  it("survives the bundle and the tag being defined twice, sharing one runtime", async () => {
    const { page: tab, errors } = await open("/");
    // A string, so that Vitest does not rewrite the page's own dynamic import().
    await tab.evaluate(`import("/probe/probe.js?copy=2").then(() => import("/cdn/ov-widgets.js?copy=2"))`);
    expect(await tab.evaluate(() => document.querySelectorAll("ov-test-probe").length)).toBe(1);
    const runtimes = await tab.evaluate(
      () => Object.getOwnPropertySymbols(globalThis).filter((s) => s.description === "ov-widgets.runtime").length,
    );
    expect(runtimes).toBe(1);
    expect(errors).toEqual([]);
  });

  it("maps attributes to props, resets a prop when its attribute is removed, and reads booleans by presence", async () => {
    const { page: tab } = await open("/");
    expect(await props(tab)).toMatchObject({ label: "hello", size: 3, open: false, locale: "en" });
    await tab.evaluate(() => {
      const el = document.querySelector("ov-test-probe")!;
      el.setAttribute("label", "changed");
      el.setAttribute("open", "");
      el.setAttribute("data", '{"a":[1,2]}');
    });
    await expect.poll(() => props(tab)).toMatchObject({ label: "changed", open: true, data: { a: [1, 2] } });
    await tab.evaluate(() => {
      const el = document.querySelector("ov-test-probe")!;
      el.removeAttribute("label");
      el.removeAttribute("open");
      el.removeAttribute("size");
    });
    const after = await props(tab);
    await expect.poll(() => props(tab)).toMatchObject({ open: false });
    expect(after.label).toBeUndefined();
    expect((await props(tab)).size).toBeUndefined();
    // Properties reflect scalar values to attributes and keep rich values as they are.
    await tab.evaluate(() => {
      const el = document.querySelector("ov-test-probe") as HTMLElement & { label: string; rich: unknown };
      el.label = "from property";
      el.rich = { nested: true };
    });
    await expect.poll(() => props(tab)).toMatchObject({ label: "from property", rich: { nested: true } });
    expect(await tab.evaluate(() => document.querySelector("ov-test-probe")!.getAttribute("label"))).toBe("from property");
  });

  it("takes over properties set before the tag was defined (lazy properties)", async () => {
    const { page: tab } = await open("/");
    await tab.evaluate(() => {
      const el = document.createElement("ov-test-late") as HTMLElement & { label: string; rich: unknown };
      el.label = "early";
      el.rich = { set: "before upgrade" };
      document.body.append(el);
      (window as unknown as { __defineLate: () => void }).__defineLate();
    });
    await expect.poll(() => props(tab, "ov-test-late")).toMatchObject({ label: "early", rich: { set: "before upgrade" } });
  });

  it("fires its events to document listeners: bubbling, composed, with the detail", async () => {
    const { page: tab } = await open("/");
    await tab.evaluate(() => {
      (window as unknown as { seen: unknown[] }).seen = [];
      document.addEventListener("ov-lead-sent", (event) => {
        const e = event as CustomEvent;
        (window as unknown as { seen: unknown[] }).seen.push({
          detail: e.detail,
          bubbles: e.bubbles,
          composed: e.composed,
          target: (e.target as Element).tagName,
        });
      });
    });
    await tab.locator("ov-test-probe").getByRole("button", { name: "Send" }).click();
    expect(await tab.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
      { detail: { source: "comparator", energy: "gas" }, bubbles: true, composed: true, target: "OV-TEST-PROBE" },
    ]);
  });

  it("keeps its state when moved in the DOM, and unmounts when removed", async () => {
    const { page: tab } = await open("/");
    const probe = tab.locator("ov-test-probe");
    await probe.getByRole("button", { name: "Increment" }).click();
    await probe.getByRole("button", { name: "Increment" }).click();
    await expect.poll(() => probe.getByTestId("count").textContent()).toBe("2");
    await tab.evaluate(() => document.querySelector("#b")!.append(document.querySelector("ov-test-probe")!));
    expect(await tab.evaluate(() => document.querySelector("#b ov-test-probe") !== null)).toBe(true);
    expect(await probe.getByTestId("count").textContent()).toBe("2");
    await tab.evaluate(() => {
      const el = document.querySelector("ov-test-probe")!;
      (window as unknown as { removedProbe: Element }).removedProbe = el;
      el.remove();
    });
    // Unmounted: its shadow root empties.
    await expect
      .poll(() =>
        tab.evaluate(() => (window as unknown as { removedProbe: Element }).removedProbe.shadowRoot!.querySelector("section") === null),
      )
      .toBe(true);
  });

  it("keeps a crash inside its tag, with a retry, and never raises a page error", async () => {
    const { page: tab, errors } = await open("/");
    const probe = tab.locator("ov-test-probe");
    await probe.getByRole("heading", { name: "Probe" }).waitFor();
    // Issue 37 item 6: the page hears of the crash (ov-error, kind render), composed, with a retry.
    await tab.evaluate(() => {
      const seen: CustomEvent[] = [];
      (window as unknown as { __ovErrors: CustomEvent[] }).__ovErrors = seen;
      document.addEventListener("ov-error", (event) => seen.push(event as CustomEvent));
    });
    const seen = () =>
      tab.evaluate(() =>
        (window as unknown as { __ovErrors: CustomEvent<{ tag: string; kind: string; retry: unknown }>[] }).__ovErrors.map((event) => ({
          tag: event.detail.tag,
          kind: event.detail.kind,
          retry: typeof event.detail.retry,
          composed: event.composed,
          bubbles: event.bubbles,
        })),
      );
    await probe.getByRole("button", { name: "Crash" }).click();
    const alert = probe.getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("Something went wrong");
    expect(await seen()).toEqual([{ tag: "ov-test-probe", kind: "render", retry: "function", composed: true, bubbles: true }]);
    await probe.getByRole("button", { name: "Try again" }).click();
    await probe.getByRole("heading", { name: "Probe" }).waitFor();
    // The event's retry does what Try again does.
    await probe.getByRole("button", { name: "Crash" }).click();
    await expect.poll(() => seen().then((events) => events.length)).toBe(2);
    await tab.evaluate(() => (window as unknown as { __ovErrors: CustomEvent<{ retry: () => void }>[] }).__ovErrors[1]!.detail.retry());
    await probe.getByRole("heading", { name: "Probe" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("lets nothing of the host page's CSS leak in, even !important rules on the tag", async () => {
    const { page: tab } = await open("/");
    const style = await tab.evaluate(() => {
      const root = document.querySelector("ov-test-probe")!.shadowRoot!;
      const h2 = getComputedStyle(root.querySelector("h2")!);
      const p = getComputedStyle(root.querySelector("p")!);
      return {
        family: p.fontFamily,
        color: p.color,
        spacing: p.letterSpacing,
        transform: p.textTransform,
        style: p.fontStyle,
        size: p.fontSize,
        h2size: h2.fontSize,
      };
    });
    expect(style.family).not.toMatch(/comic/i);
    expect(style.color).not.toBe("rgb(255, 0, 0)");
    expect(style.color).not.toBe("rgb(0, 0, 255)");
    expect(style.spacing).toBe("normal");
    expect(style.transform).toBe("none");
    expect(style.style).toBe("normal");
    expect(style.size).toBe("16px");
    expect(style.h2size).not.toBe("90px");
  });

  it("passes axe (WCAG 2.2 AA) inside its shadow root", async () => {
    const { page: tab } = await open("/");
    await tab.addScriptTag({ url: "/axe/axe.min.js" });
    const violations = await tab.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> };
        }
      ).axe;
      const result = await axe.run({ include: [["ov-test-probe"]] }, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] });
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
  });

  it("applies precedence tag attribute > <ov-context> > configure() for api-base, lang and theme", async () => {
    requests.length = 0;
    const { page: tab } = await open("/context.html");
    await expect.poll(() => requests.some((url) => url.startsWith("/from-context/api/v2/ov_customize/ov_settings"))).toBe(true);
    expect(await tab.evaluate(() => document.querySelector("ov-test-probe")!.getAttribute("data-ov-theme"))).toBe("dark");
    // The second tag has its own lang attribute; its catalog and language are its own.
    expect((await props(tab, 'ov-test-probe[label="b"]')).locale).toBe("es");
    expect((await props(tab, 'ov-test-probe[label="a"]')).locale).toBe("ca");
  });
});
