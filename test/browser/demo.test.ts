import { spawn, type ChildProcess } from "node:child_process";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_NOW_ENV, TEST_NOW } from "../../demo/sandbox/test-clock";
import { ROOT } from "./build-fixture";
import { launchChromium } from "./chromium";

// README: `npm run demo` serves the demo page with the sandbox behind it in one command.
let demo: ChildProcess;
let url: string;
let browser: Browser;

beforeAll(async () => {
  // The demo's sandbox takes the tests' date too (demo/sandbox/test-clock.ts).
  const env = { ...process.env, PORT: "0", [SANDBOX_NOW_ENV]: TEST_NOW.toISOString() };
  demo = spawn(process.execPath, ["demo/serve.mjs"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the demo server did not print its URL")), 60_000);
    demo.stdout?.on("data", (chunk: Buffer) => {
      const match = /OV Widgets demo: (\S+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    demo.on("exit", (code) => reject(new Error(`the demo server exited with ${code}`)));
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  demo?.kill();
});

describe("npm run demo", () => {
  it("serves the demo page with its controls and the sandbox API on the same origin", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url);
    await page.getByLabel("Sandbox scenario").waitFor();
    // The panel's own controls (the portal on the page has a Language list of its own).
    const panel = page.locator("#controls");
    expect(await panel.getByLabel("Language").inputValue()).toBe("ca");
    const settings = await page.evaluate(async () => (await fetch("/api/v2/ov_customize/ov_settings")).status);
    expect(settings).toBe(200);
    await page.getByLabel("Signed-in customer").selectOption("household");
    await expect.poll(() => page.locator("#status").textContent()).toContain("Signed in as household");
    // Issue 36: the strict sandbox, switched from the page: an extension's call then answers a bare 404.
    await page.getByLabel("Only the retailer's calls (strict sandbox)").check();
    await expect.poll(() => page.locator("#status").textContent()).toContain("Strict sandbox");
    expect(await page.evaluate(async () => (await fetch("/sandbox/strict")).json())).toEqual({ strict: true });
    await page.getByLabel("Only the retailer's calls (strict sandbox)").uncheck();
    await expect.poll(() => page.locator("#status").textContent()).toContain("with its extensions");
    await page.getByRole("button", { name: "Reset sandbox data" }).click();
    await expect.poll(() => page.locator("#status").textContent()).toContain("reset");
    expect(errors).toEqual([]);
  });

  it("serves the hostile host page, whose own React app renders the tags", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url.replace(/\/demo\/$/, "/demo/hostile.html"));
    await expect.poll(() => page.locator(".host-app p").first().textContent()).toMatch(/^Host page app on React 19\./);
    expect(errors).toEqual([]);
  });

  it("serves the portal's own page at every address under /demo/oficina (history routing)", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url.replace(/\/demo\/$/, "/demo/oficina/no-existeix"));
    await page.getByRole("heading", { name: "No s'ha trobat la pàgina" }).waitFor();
    await page.goto(url.replace(/\/demo\/$/, "/demo/oficina/factures"));
    // A private address sends a visitor to the login, keeping where they were going.
    await page.getByRole("heading", { name: "Accedeix a la teva oficina virtual" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/demo/oficina/acces");
    expect(errors).toEqual([]);
  });

  it("fits a phone: nothing scrolls sideways at 390 px and every tag is drawn at the viewport's width (issue 39 item 8)", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url);
    // Every tag has drawn something of its own (its shadow root holds its screen).
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#sections section > div > *")].every((tag) => (tag.shadowRoot?.childElementCount ?? 0) > 0),
    );
    const layout = await page.evaluate(() => ({
      pageWidth: document.documentElement.scrollWidth,
      tags: [...document.querySelectorAll("#sections section > div > *")].map((tag) => Math.round(tag.getBoundingClientRect().width)),
    }));
    expect(layout.tags.length).toBeGreaterThan(5);
    expect(layout.pageWidth).toBe(390);
    expect(layout.tags.filter((width) => width !== 390)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
