import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { openPortalAt } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 19 item 7: the support area and the contact forms in real Chromium (spec §2 "Contact and
// claims", §4 support forms, §5 contact rules and uploads; calls §7.7), axe-clean in each state, at
// 390 px without horizontal scroll. The portal is built from the source into a fixture.
const env = widgetSiteForFile({ fixtureDir: FIXTURE_DIR });

const TAG = "ov-portal";
const PHONE = { width: 390, height: 844 };
const portalAt = (path: string, options: { customer?: "household"; viewport?: { width: number; height: number } } = {}) =>
  openPortalAt(env, path, { scripts: ["/fixture/portal.js"], consent: true, ...options });

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const isFocused = (locator: Locator) => locator.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element);
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 support test") });
const posted = (path: string | RegExp) =>
  env.site.sandbox.requests.filter((r) => r.method === "POST" && (typeof path === "string" ? r.path === path : path.test(r.path)));

/** Tabs until the locator has the focus (at most `limit` presses): the keyboard's way to a control. */
async function tabTo(page: Page, locator: Locator, limit = 12): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    if (await isFocused(locator)) return;
  }
  throw new Error("the control was not reached with Tab");
}

describe("<ov-portal> support in Chromium", () => {
  it("a visitor sends the unsigned contact with an attachment, 390 px wide, axe clean", async () => {
    const { page, errors } = await portalAt("/contacte", { viewport: PHONE });
    await page.getByRole("heading", { name: "Contact", level: 1 }).waitFor();
    await page.getByLabel(/^Category/).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page.getByText("This field is required").first().waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);

    await page.getByLabel(/^Email/).fill("visitant@example.com");
    await page.getByLabel(/^Mobile/).fill("612345678");
    await page.getByLabel(/^Category/).selectOption({ label: "Other questions" });
    await page.getByLabel(/^Subject/).fill("No puc entrar");
    await page.getByLabel(/^Description/).fill("He oblidat l'usuari.");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: /^Choose files/ }).click();
    await (await chooser).setFiles(pdf("factura.pdf"));
    await page.getByText("factura.pdf").waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.getByRole("button", { name: "Send", exact: true }).click();

    await page.getByRole("heading", { name: "Thank you, your message was sent" }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    const [sent] = posted("crm/unsigned/");
    expect(sent?.body).toMatchObject({
      email: "visitant@example.com",
      category: 9,
      attachment: [expect.stringMatching(/^data:application\/pdf;base64,/)],
    });
    expect(errors).toEqual([]);
  });

  it("a signed-in customer sends readings from the header's link; the case number shows", async () => {
    const { page, errors } = await portalAt("/solicituts", { customer: "household", viewport: PHONE });
    await page.getByRole("heading", { name: "Support requests", level: 1 }).waitFor();
    await page.getByText("Autolectura del comptador").waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    // On a phone the header's tools are behind its Menu button (issue 39 item 2).
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Send meter readings" }).click();
    await page.getByRole("heading", { name: "Send meter readings" }).waitFor();
    await page.getByLabel(/^Contract/).waitFor();
    expect(await page.getByLabel(/^Category/).count()).toBe(0);
    expect(await axeViolations(page, TAG)).toEqual([]);
    await page.getByLabel(/^Contract/).selectOption({ index: 1 });
    await page.getByLabel(/^Subject/).fill("Lectura de juny");
    await page.getByLabel(/^Your readings/).fill("P1 045872 kWh");
    await page.getByRole("button", { name: "Send", exact: true }).dblclick();

    await page.getByRole("heading", { name: "Your request was sent" }).waitFor();
    const number = await page.locator("ov-portal [data-case-number]").textContent();
    expect(number).toMatch(/^\d+$/);
    expect(posted("crm/cases/")).toHaveLength(1);
    expect(posted("crm/cases/")[0]?.body).toMatchObject({ categ_id: 20, title: "Lectura de juny" });
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("files an ATC claim to its reference number with the keyboard only", async () => {
    const { page, errors } = await portalAt("/reclamacions", { customer: "household" });
    await page.getByRole("heading", { name: "Claims", level: 1 }).waitFor();
    const contract = page.getByLabel(/^Contract/);
    await contract.waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);

    await tabTo(page, contract);
    await page.keyboard.press("ArrowDown");
    expect(await contract.inputValue()).not.toBe("");
    const type = page.getByLabel(/^Type of claim/);
    await page.keyboard.press("Tab");
    expect(await isFocused(type)).toBe(true);
    await page.keyboard.press("ArrowDown");
    const subtype = page.getByLabel(/^Subtype/);
    await expect.poll(() => subtype.isEnabled()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await isFocused(subtype)).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await subtype.inputValue()).not.toBe("");
    await page.keyboard.press("Tab");
    expect(await isFocused(page.getByLabel(/^Description/))).toBe(true);
    await page.keyboard.type("La factura de maig té una lectura estimada.");
    const choose = page.getByRole("button", { name: /^Choose a file/ });
    await tabTo(page, choose, 3);
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles(pdf("lectura.pdf"));
    await page.getByText("lectura.pdf").waitFor();
    await tabTo(page, page.getByRole("button", { name: "Send the claim" }), 4);
    await page.keyboard.press("Enter");

    const done = page.getByRole("heading", { name: "Your claim was sent" });
    await done.waitFor();
    expect(await isFocused(done)).toBe(true);
    expect(await page.locator("ov-portal [data-reference]").textContent()).toMatch(/^R1-2025-\d{6}$/);
    const [claim] = posted(/^contracts\/.+\/atc\/$/);
    expect(claim?.body).toMatchObject({
      comments: "La factura de maig té una lectura estimada.",
      attachment: expect.stringMatching(/^data:/),
    });
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("replies to a case that asks for more information; axe clean, 390 px wide", async () => {
    const { page, errors } = await portalAt("/solicituts/31002", { customer: "household", viewport: PHONE });
    await page.getByRole("heading", { name: "Compensació d'excedents de les plaques", level: 1 }).waitFor();
    await page.getByText("Additional information required").first().waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.getByLabel(/^Your reply/).fill("Adjunto el certificat d'instal·lació.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByRole("heading", { name: "Your reply was sent" }).waitFor();
    await page.getByText("In process").first().waitFor();
    expect(await page.getByRole("button", { name: "Send reply" }).count()).toBe(0);
    expect(posted("crm/cases/31002/messages/")).toHaveLength(1);
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
