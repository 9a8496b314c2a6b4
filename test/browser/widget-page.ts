import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createSandbox, type Sandbox, type SandboxOptions } from "../../demo/sandbox/sandbox";
import { TEST_NOW } from "../../demo/sandbox/test-clock";
import { toNodeHandler } from "../../demo/sandbox/node-adapter";
import { ROOT } from "./build-fixture";
import { launchChromium } from "./chromium";
import { startServer, type TestServer } from "./static-server";

export interface WidgetServer {
  server: TestServer;
  sandbox: Sandbox;
  /** Opens a page with the given body markup; the tags load through the CDN loader (`/cdn/ov-widgets.js`)
   * and, when given, a fixture bundle (`/fixture/<name>.js`). Page errors are collected; file choosers
   * are intercepted from the start (`page.waitForEvent("filechooser")` gets them). */
  open(
    browser: Browser,
    body: string,
    options?: {
      scripts?: string[];
      viewport?: { width: number; height: number };
      /** Serve the page at every address under this prefix (a portal with history routing), opening `at` + `path`. */
      at?: { prefix: string; path: string };
      /** The browser's own language (`en-US`), which native controls follow whatever the tag's. */
      locale?: string;
    },
  ): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/**
 * A plain HTML host on 127.0.0.1 with the sandbox API on the same origin (under /api and /sandbox),
 * the built CDN folder at /cdn/, axe-core at /axe/, and optionally a fixture folder at /fixture/.
 * @example const site = await startWidgetServer({ fixtureDir }); const { page } = await site.open(browser, "<ov-comparator></ov-comparator>");
 */
export async function startWidgetServer(options: { fixtureDir?: string; sandbox?: SandboxOptions } = {}): Promise<WidgetServer> {
  // The data are the same any day (demo/sandbox/test-clock.ts); a test may still pass its own `now`.
  const sandbox = createSandbox({ seed: 7, now: TEST_NOW, ...options.sandbox });
  const api = toNodeHandler(sandbox);
  const pages = new Map<string, string>();
  const prefixed = new Map<string, string>();
  let counter = 0;
  const server = await startServer({
    mounts: {
      "/cdn/": join(ROOT, "dist/cdn"),
      "/axe/": join(ROOT, "node_modules/axe-core"),
      ...(options.fixtureDir ? { "/fixture/": options.fixtureDir } : {}),
    },
    middleware: (req, res, next) => {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const page = pages.get(path) ?? [...prefixed].find(([prefix]) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix))?.[1];
      if (page !== undefined) {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(page);
        return;
      }
      api(req, res, next);
    },
  });
  return {
    server,
    sandbox,
    async open(browser, body, { scripts = [], viewport, at, locale } = {}) {
      counter += 1;
      const path = at ? at.prefix : `/page-${counter}.html`;
      const tags = ["/cdn/ov-widgets.js", ...scripts].map((src) => `<script type="module" src="${src}"></script>`).join("\n");
      (at ? prefixed : pages).set(
        path,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Widget test</title></head><body><main>${body}</main>${tags}</body></html>`,
      );
      const context = await browser.newContext({ ...(viewport ? { viewport } : {}), ...(locale ? { locale } : {}) });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // Playwright reports a file chooser only once it intercepts them, and it switches that on with
      // the first "filechooser" listener without waiting: a listener added right before the key press
      // or click that opens the chooser can come too late (the chooser opened unseen, and the wait
      // timed out, in a CI run of portal-support's keyboard claim). Every page intercepts from here.
      page.on("filechooser", () => undefined);
      await page.goto(`${server.url}${at ? `${at.prefix.replace(/\/$/, "")}${at.path}` : path}`);
      return { page, errors };
    },
    close: () => server.close(),
  };
}

/**
 * Runs axe-core (WCAG 2.2 AA) on one tag, shadow root included, or on one part of its shadow root.
 * @param selector - the tag
 * @param part - a selector inside the tag's shadow root (a section of a screen) to check alone
 * @returns "rule (count)" per violation
 */
export async function axeViolations(page: Page, selector: string, part?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: "/axe/axe.min.js" });
  return page.evaluate(
    async ({ target, inside }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }>;
          };
        }
      ).axe;
      // A colour mid-transition is no colour the user settles on: a button just enabled fades to its
      // colour in 120 ms (button.styles.ts), and axe once measured its contrast half-way (4.13:1, a CI
      // run of portal-batteries). Wait for the tag's finite animations and transitions to end first;
      // its shadow roots' own, which document.getAnimations() leaves out in Chromium. A spinner runs forever: skipped.
      // A change just made (the palette switched by the tag's attribute) starts its transitions at the
      // next frame's style update: let two frames pass so that they are running, then wait for them.
      for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done));
      const roots: Array<Document | ShadowRoot> = [document];
      for (const host of document.querySelectorAll(target)) {
        const walk = (root: ShadowRoot | null) => {
          if (!root) return;
          roots.push(root);
          for (const element of root.querySelectorAll("*")) walk(element.shadowRoot);
        };
        walk(host.shadowRoot);
      }
      const settling = roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(settling), new Promise((done) => setTimeout(done, 2000))]);
      const context = inside ? { include: [{ fromShadowDom: [target, inside] }] } : { include: [[target]] };
      const result = await axe.run(context, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] });
      // Every node's selector (its path through the shadow roots) and the first one's summary: a failing
      // test then says where, not only what.
      return result.violations.map(
        (violation) =>
          `${violation.id} (${violation.nodes.length}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(" ")} ${violation.nodes[0]?.failureSummary ?? ""}`,
      );
    },
    { target: selector, inside: part },
  );
}

/**
 * Starts the widget server and headless Chromium before the calling test file's tests and stops both
 * after them, so each browser test file holds one page server and one browser.
 * @example const env = widgetSiteForFile(); it("…", async () => { const { page } = await env.site.open(env.browser, "<ov-portal></ov-portal>"); });
 */
export function widgetSiteForFile(options: Parameters<typeof startWidgetServer>[0] = {}): {
  readonly site: WidgetServer;
  readonly browser: Browser;
} {
  let site: WidgetServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startWidgetServer(options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is used before beforeAll started it`);
    return value;
  };
  return {
    get site() {
      return started(site, "The widget server");
    },
    get browser() {
      return started(browser, "Chromium");
    },
  };
}

/**
 * Waits until the runtime draws the tag: defined, and the first screen the loader drew from its
 * photograph (issue 20, src/element/first-screen.ts) taken over. A test that holds on to one of the
 * photograph's elements would otherwise see it leave the page.
 * @example await page.reload(); await runtimeDrawn(page, "ov-comparator");
 */
export async function runtimeDrawn(page: Page, tag: string): Promise<void> {
  await page.waitForFunction((name) => {
    const element = document.querySelector(name) as (Element & Record<symbol, { taken: boolean } | undefined>) | null;
    const screen = element?.[Symbol.for("ov-widgets.screen")];
    return customElements.get(name) !== undefined && (!screen || screen.taken);
  }, tag);
}
