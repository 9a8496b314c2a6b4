import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { openPortalAt } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 8: the portal's change password (spec §2, §5), sign-up (spec §2, §3, §5) and password recovery
// (spec §2, §4) in real Chromium, axe-clean in every state. The portal is built from the source into a
// fixture (the CDN build in dist/ may predate these screens); it defines <ov-portal> before the tag is
// added, so the CDN loader finds it defined.
const env = widgetSiteForFile({ fixtureDir: FIXTURE_DIR });

const TAG = "ov-portal";

/** The cookie choice is made (spec §9 rcl_consent_given): the consent dock is another screen's. */
const portalAt = (path: string, viewport?: { width: number; height: number }) =>
  openPortalAt(env, path, { scripts: ["/fixture/portal.js"], consent: true, ...(viewport ? { viewport } : {}) });

const isFocused = (locator: Locator) => locator.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element);
const errorOf = (input: Locator) =>
  input.evaluate((element) => {
    const id = (element.getAttribute("aria-describedby") ?? "").split(" ").find((part) => part.endsWith("-error"));
    return id ? ((element.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
  });
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("<ov-portal> forms in Chromium", () => {
  it("changes the password with the keyboard only, axe clean with errors and without", async () => {
    const { page, errors } = await portalAt("/acces");
    await page.getByRole("heading", { name: "Log in to your online office" }).waitFor();
    await page.getByLabel(/^User/).fill("23456789D");
    await page.getByLabel(/^Password/).fill("Canvia1!");
    await page.getByLabel(/^Password/).press("Enter");

    const heading = page.getByRole("heading", { name: "Change password" });
    await heading.waitFor();
    // The shell focuses the main region of a new screen (or the screen its title): the start of the screen.
    expect(await page.evaluate(() => document.querySelector("ov-portal")?.shadowRoot?.activeElement?.matches("main, h1") ?? false)).toBe(
      true,
    );
    expect(await axeViolations(page, TAG)).toEqual([]);

    const current = page.getByLabel(/^Current password/);
    const fresh = page.getByLabel(/^New password/);
    const repeat = page.getByLabel(/^Repeat the new password/);
    await page.keyboard.press("Tab");
    expect(await isFocused(current)).toBe(true);
    // Enter on an empty form: the errors show and focus stays on the first field in error.
    await page.keyboard.press("Enter");
    await expect.poll(() => errorOf(current)).toBe("This field is required");
    await expect.poll(() => isFocused(current)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);

    await page.keyboard.type("Canvia1!");
    await page.keyboard.press("Tab");
    const showCurrent = page.getByRole("button", { name: "Show the current password" });
    expect(await isFocused(showCurrent)).toBe(true);
    await page.keyboard.press("Space");
    expect(await showCurrent.getAttribute("aria-pressed")).toBe("true");
    expect(await current.getAttribute("type")).toBe("text");

    await page.keyboard.press("Tab");
    expect(await isFocused(fresh)).toBe(true);
    await page.keyboard.type("nova");
    const rules = page.getByRole("list", { name: "Rules of the new password" }).getByRole("listitem");
    await expect
      .poll(() => rules.allTextContents())
      .toEqual(["A lowercase letter(met)", "An uppercase letter(not met)", "A digit(not met)", "A symbol (for example ! or %)(not met)"]);
    await page.keyboard.type("N12!");
    await expect.poll(async () => (await rules.allTextContents()).every((text) => text.endsWith("(met)"))).toBe(true);
    await page.keyboard.press("Tab"); // the new password's toggle
    await page.keyboard.press("Tab");
    expect(await isFocused(repeat)).toBe(true);
    await page.keyboard.type("novaN12?");
    await expect.poll(() => errorOf(repeat)).toBe("The new password and its confirmation do not match.");
    expect(await axeViolations(page, TAG)).toEqual([]);
    await page.keyboard.press("Backspace");
    await page.keyboard.type("!");
    await expect.poll(() => errorOf(repeat)).toBeNull();
    await page.keyboard.press("Enter");

    await page.getByRole("heading", { name: "Invoices" }).waitFor();
    expect(env.site.sandbox.requests.filter((r) => r.path === "user/password").map((r) => r.body)).toEqual([
      { current: "Canvia1!", password: "novaN12!" },
    ]);
    expect(errors).toEqual([]);
  });

  it("lists the sign-up render errors under the cannot-sign-up alert, then shows the server body; axe clean, 390 px wide", async () => {
    const { page, errors } = await portalAt("/registre", { width: 390, height: 844 });
    await page.getByRole("heading", { name: "Sign up to the online office" }).waitFor();
    // The group Signup block, sanitised HTML.
    await page.getByText("The contract number is printed at the top of any invoice.").waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);

    await page.getByLabel(/^Tax id/).fill("39740191D");
    await page.getByLabel(/^Contract number/).fill("0000000");
    await page.getByLabel(/^Email/).fill("nou@example.com");
    await page.getByLabel(/^Repeat the email/).fill("nou@example.com");
    await page.getByLabel(/^Mobile phone/).fill("+34 612 345 678");
    await page.getByRole("checkbox", { name: /^I accept the/ }).check();
    await page.getByRole("button", { name: "Sign up" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "You cannot sign up" });
    await alert.waitFor();
    expect(await alert.getByRole("listitem").allTextContents()).toEqual(["We cannot find a contract with this number and this holder"]);
    expect(await page.getByLabel(/^Contract number/).inputValue()).toBe("0000000");
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.getByLabel(/^Contract number/).fill("0104521");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("heading", { name: "Sign-up requested" }).waitFor();
    // The server's body as HTML (sanitised), not as text.
    await page.getByRole("heading", { name: "Almost done", level: 3 }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("recovers the password: per-field 400 errors at their fields, then the sent confirmation goes to login; axe clean", async () => {
    const { page, errors } = await portalAt("/recordar-clau");
    await page.getByRole("heading", { name: "Password recovery" }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);

    const nif = page.getByLabel(/^Tax id/);
    const email = page.getByLabel(/^Email/);
    await nif.fill("47281936P");
    await email.fill("someone@example.com");
    await email.press("Enter");
    await page.getByText("This email does not belong to the user").waitFor();
    await expect.poll(() => errorOf(email)).toBe("This email does not belong to the user");
    expect(await isFocused(email)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);

    await email.fill("marta.puig@example.com");
    await page.getByRole("button", { name: "Send" }).click();
    const sent = page.getByRole("heading", { name: "Check your email" });
    await sent.waitFor();
    expect(await isFocused(sent)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);
    await page.getByRole("button", { name: "Go to log in" }).click();
    await page.getByRole("heading", { name: "Log in to your online office" }).waitFor();
    expect(errors).toEqual([]);
  });
});
