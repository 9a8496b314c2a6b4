import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SandboxCustomer } from "../portal-helpers";
import { FIXTURE_DIR } from "./build-fixture";
import { openPortalAt } from "./portal-page";
import { axeViolations as axeOnTag, widgetSiteForFile } from "./widget-page";

// Issue 16 item 8: the contract change dialogs in real Chromium (spec §5 rules, §9 fees and watts), in
// two languages, axe-clean, keyboard-only at 390 px. Each dialog is opened as a customer opens it: signed
// in to the portal, on the contract's detail, from the change's button in its summary (or its menu).
const env = widgetSiteForFile({ fixtureDir: FIXTURE_DIR });

const TAG = "ov-portal";
/** The open dialog, checked by axe alone: the detail behind it is checked by portal-contracts.test.ts. */
const OPEN_DIALOG = "dialog[open]";
const PHONE = { width: 390, height: 844 };

/** The changes' names (widgets/portal/contracts/contracts.texts.ts) in the languages these tests use. */
const CHANGE = {
  en: { powChange: "Change the power", notifAddrChange: "Change the notification address" },
  es: {
    ibanChange: "Cambiar la cuenta bancaria",
    cadastralChange: "Cambiar la referencia catastral",
    invoiceDelivery: "Cambiar cómo recibo las facturas",
    noCesionSips: "Renunciar a ceder mis datos de consumo",
    doubleTariff: "Elegir el periodo de doble tarifa",
    happyHours: "Elegir mis horas felices",
    happyDay: "Elegir mi día feliz",
  },
} as const;

/** Opens a contract's detail signed in as a sandbox customer (the stored session cookie). */
async function openDetail(contract: string, options: { customer?: SandboxCustomer; lang?: "en" | "es"; viewport?: typeof PHONE } = {}) {
  const opened = await openPortalAt(env, `/contractes/electricitat/${contract}`, {
    customer: options.customer ?? "household",
    lang: options.lang ?? "en",
    scripts: ["/fixture/portal.js"],
    consent: true,
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  await opened.page
    .locator(TAG)
    .getByRole("heading", { name: /^(Contract data|Datos del contrato)$/ })
    .waitFor({ timeout: 20_000 });
  return opened;
}

/**
 * Presses a change's button of the detail and waits for its dialog: the Change beside its value in the
 * summary, or the entry of the summary's More actions menu for the changes without a value there (issue
 * 39 item 4).
 */
async function openChange(page: Page, label: string) {
  const portal = page.locator(TAG);
  const button = portal.getByRole("button", { name: label, exact: true });
  if ((await button.count()) > 0) await button.click();
  else {
    await portal.getByRole("button", { name: /^(More actions|Más acciones)$/ }).click();
    await portal.getByRole("menuitem", { name: label, exact: true }).click();
  }
  const dialog = page.locator(TAG).getByRole("dialog");
  await dialog.waitFor({ timeout: 10_000 });
  return dialog;
}

/** The accessible name of the element focused inside the tag's shadow root (its label, or its text). */
const focusedName = (page: Page) =>
  page.evaluate((tag) => {
    const active = document.querySelector(tag)?.shadowRoot?.activeElement;
    if (!(active instanceof HTMLElement)) return "";
    const labelled = active.id
      ? active.getRootNode() instanceof ShadowRoot && (active.getRootNode() as ShadowRoot).querySelector(`label[for="${active.id}"]`)
      : null;
    return (labelled ? labelled.textContent : (active.getAttribute("aria-label") ?? active.textContent)) ?? "";
  }, TAG);

/** Presses Tab until the focused control's name starts with `name` (keyboard only, as a user would). */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 60; presses += 1) {
    if ((await focusedName(page)).trim().startsWith(name)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`"${name}" was not reached with Tab (focused: "${await focusedName(page)}")`);
}

/**
 * axe once the colours have settled: the pointer leaves the button it clicked (a hover transition of the
 * button that replaces it reads as low contrast mid-way), a frame passes so new transitions start, and
 * every transition has ended.
 */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // The tag's transitions run in its shadow root, which document.getAnimations() does not list.
  await page.waitForFunction(
    (tag) =>
      [...document.getAnimations(), ...(document.querySelector(tag)?.shadowRoot?.getAnimations() ?? [])].every(
        (animation) => animation.playState !== "running",
      ),
    selector,
  );
  return axeOnTag(page, selector, OPEN_DIALOG);
}

const powerRequests = (contract: string) => env.site.sandbox.requests.filter((request) => request.path === `contracts/${contract}/power/`);
/** The detail's loads of a contract: the catalogue's list searched by its name (src/api/contracts.ts getContract). */
const detailLoads = (contract: string) =>
  env.site.sandbox.requests.filter((r) => r.method === "GET" && r.path === "contracts/" && r.query.filter === contract).length;
const noHorizontalScroll = (page: Page) =>
  page.evaluate((tag) => {
    const surface = document.querySelector(tag)?.shadowRoot?.querySelector("dialog[open] .ov-dialog__surface");
    return document.documentElement.scrollWidth <= window.innerWidth && (!surface || surface.scrollWidth <= surface.clientWidth);
  }, TAG);

describe("contract change dialogs in Chromium", () => {
  it("a power change above 15 kW shows its fees before sending and sends watts (en, 390 px)", async () => {
    const { page, errors } = await openDetail("0104521", { viewport: PHONE });
    await openChange(page, CHANGE.en.powChange);
    await page.getByRole("heading", { name: "Change the contracted power" }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    await page.getByLabel(/^Power of period P1/).fill("20");
    await page.getByLabel(/^Power of period P2/).fill("20");
    for (const [period, kw] of [
      ["P3", "20"],
      ["P4", "20"],
      ["P5", "20"],
      ["P6", "25"],
    ] as const) {
      await page.getByLabel(new RegExp(`^Power of period ${period}`)).fill(kw);
    }
    await page.getByRole("radio", { name: "No" }).check();
    const fees = page.getByRole("table", { name: "Fees of this change (VAT not included)" });
    // 4.6 → 25 kW: 20.4 kW added (spec §9): access 401.88, extension 352.31, connection 9.04.
    expect(await fees.textContent()).toContain("€401.88");
    expect(await fees.textContent()).toContain("€352.31");
    expect(await fees.textContent()).toContain("€763.23");
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);
    await page.getByRole("button", { name: "Request the change" }).click();
    await page.getByText("Digital signature started").waitFor();
    expect(powerRequests("0104521").at(-1)?.body).toMatchObject({
      power_p1: 20000,
      power_p2: 20000,
      power_p3: 20000,
      power_p4: 20000,
      power_p5: 20000,
      power_p6: 25000,
    });
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("changes the IBAN to a new account with a document (es)", async () => {
    const { page, errors } = await openDetail("0118734", { lang: "es" });
    // The dialog's own queries: the detail behind it has a button named "Cambiar la cuenta bancaria".
    const dialog = await openChange(page, CHANGE.es.ibanChange);
    await dialog.getByRole("radio", { name: "Una cuenta nueva" }).check();
    await dialog.getByLabel(/^IBAN/).fill("ES91.2100.0418.4502.0005.1332");
    await dialog.getByLabel(/^Soy el titular/).check();
    await page
      .locator(`${TAG} dialog[open] input[type=file]`)
      .setInputFiles({ name: "titularitat.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await dialog.getByText("titularitat.pdf").waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    await dialog.getByRole("button", { name: "Cambiar la cuenta" }).click();
    await dialog.getByText("Se ha iniciado la firma digital").waitFor();
    const sent = env.site.sandbox.requests.filter((request) => request.path === "contracts/0118734/iban/").at(-1);
    expect(sent?.headers["content-type"]).toMatch(/^multipart\/form-data/);
    expect(sent?.body).toMatchObject({ iban: "ES9121000418450200051332", owner_is_bank_owner: "true" });
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("changes the notification address with the keyboard only at 390 px", async () => {
    const { page, errors } = await openDetail("0201003", { customer: "business", viewport: PHONE });
    const dialog = await openChange(page, CHANGE.en.notifAddrChange);
    await page.getByText("You have no other address registered. Enter the new address.").waitFor();
    await tabTo(page, "Name");
    await page.keyboard.type("Obrador");
    await tabTo(page, "Postal code");
    await page.keyboard.type("08013");
    // spec §9 zip lookup 700 ms; a single locality is auto-selected and the province filled, read-only.
    await expect.poll(() => page.getByLabel(/^Province/).inputValue(), { timeout: 5_000 }).toBe("Barcelona");
    await tabTo(page, "Street type");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, "Street name");
    await page.keyboard.type("Provença");
    await tabTo(page, "Number");
    await page.keyboard.type("12");
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);
    const loads = detailLoads("0201003");
    await tabTo(page, "Save");
    await page.keyboard.press("Enter");
    // Saved: the dialog closes and the detail loads the contract again.
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => detailLoads("0201003")).toBeGreaterThan(loads);
    const sent = env.site.sandbox.requests.filter((request) => request.path === "contracts/0201003/notification/").at(-1);
    expect(sent?.body).toMatchObject({ address: { name: "Obrador", dp: "08013", nv: "Provença", pnp: "12", state: "08" } });
    expect(errors).toEqual([]);
  });

  it("every dialog is axe clean when it opens (es)", { timeout: 90_000 }, async () => {
    // One detail, each change opened from its button in turn and closed with Escape.
    const { page, errors } = await openDetail("0104521", { lang: "es" });
    for (const dialog of ["cadastralChange", "invoiceDelivery", "noCesionSips", "doubleTariff", "happyHours", "happyDay"] as const) {
      const opened = await openChange(page, CHANGE.es[dialog]);
      await opened.getByRole("button", { name: /Guardar|Solicitar la no cesión/ }).waitFor();
      expect([dialog, await axeViolations(page, TAG)]).toEqual([dialog, []]);
      await page.keyboard.press("Escape");
      await opened.waitFor({ state: "hidden" });
    }
    expect(errors).toEqual([]);
  });
});
