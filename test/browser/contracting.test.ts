import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RecordedRequest } from "../../demo/sandbox/sandbox";
import { axeViolations, runtimeDrawn, widgetSiteForFile } from "./widget-page";

// Issue 7 item 9: the contracting wizards in real Chromium from the built CDN bundle (the page loads
// /cdn/ov-widgets.js and the loader imports the tag's chunk): a household dual contract done with the
// keyboard only, in Spanish; a company's electricity contract; a refused lead (DNI check, then the
// server refusing the final send); a reload in the middle; a 390 px screen. axe on every main state.
const env = widgetSiteForFile();

const TAG = "ov-contracting";
const PDF = { mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%test\n") };
const JPEG = { mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) };

/**
 * A page with the wizard, once the runtime draws it: the first screen the loader drew before it is
 * test/browser/first-screen.test.ts's; here the steps' own behaviour is tested, on the runtime's nodes
 * (a locator resolved on the drawn screen's would lose them when the runtime takes over).
 */
const open = async (attributes: string, viewport?: { width: number; height: number }) => {
  const opened = await env.site.open(env.browser, `<ov-contracting ${attributes}></ov-contracting>`, { viewport });
  await runtimeDrawn(opened.page, TAG);
  return opened;
};

/** The lead steps posted to one endpoint since `from` (an index into the sandbox's recorded requests). */
const leadPosts = (from: number, path: "leads" | "gas/leads") =>
  env.site.sandbox.requests.slice(from).filter((request) => request.method === "POST" && request.path === path);
const bodyOf = (request: RecordedRequest | undefined) => (request?.body ?? {}) as Record<string, unknown>;

/** Listens for the wizard's finish event; `finished(page)` reads its detail (undefined while not fired). */
async function listenForFinish(page: Page) {
  await page.evaluate(() => {
    document.addEventListener("ov-contracting-finished", (event) => {
      (window as unknown as { finished: unknown }).finished = (event as CustomEvent).detail;
    });
  });
}
const finished = (page: Page) => page.evaluate(() => (window as unknown as { finished?: unknown }).finished);

// --- Keyboard helpers --------------------------------------------------------------------------------

interface Focused {
  tag: string;
  type: string;
  name: string;
}

/**
 * The element focused inside the tag's shadow root with its accessible name, as a screen reader would
 * compute it for these controls: aria-labelledby, else aria-label, else its <label>s, else its text;
 * aria-hidden parts (the required asterisk) left out. null when the focus is not inside the tag.
 */
const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    const element = root?.activeElement;
    if (!root || !element) return null;
    const text = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return "";
      return [...node.childNodes].map(text).join("");
    };
    const labelledBy = element.getAttribute("aria-labelledby");
    const labels = (element as HTMLInputElement).labels;
    const name = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => {
            const node = root.getElementById(id);
            return node ? text(node) : "";
          })
          .join(" ")
      : (element.getAttribute("aria-label") ?? (labels && labels.length > 0 ? [...labels].map(text).join(" ") : text(element)));
    return { tag: element.localName, type: element.getAttribute("type") ?? "", name: name.replace(/\s+/g, " ").trim() };
  }, TAG);

const describeFocus = (focus: Focused | null) =>
  focus ? `${focus.tag}${focus.type ? `[${focus.type}]` : ""} "${focus.name}"` : "(outside the widget)";

/**
 * Presses Tab (or Shift+Tab) until the element focused inside the tag has an accessible name matching
 * `name`; fails after `max` presses, listing where the focus went.
 * @example await tabTo(page, /^Código postal$/);
 */
async function tabTo(page: Page, name: RegExp, { max = 30, backwards = false } = {}): Promise<void> {
  const seen: string[] = [];
  let focus = await focused(page);
  for (let presses = 0; !(focus && name.test(focus.name)); presses += 1) {
    if (presses === max) {
      throw new Error(
        `${max} presses of ${backwards ? "Shift+Tab" : "Tab"} never focused ${String(name)} in <${TAG}>; focus went: ${seen.join(" → ")}`,
      );
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    focus = await focused(page);
    seen.push(describeFocus(focus));
  }
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, name: RegExp, text: string) {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/** After a step change the new step's heading has the focus (WCAG 2.4.3: focus not lost on <body>). */
async function expectStep(page: Page, heading: string) {
  await page.getByRole("heading", { name: heading, exact: true }).waitFor();
  await expect.poll(() => focused(page).then(describeFocus)).toBe(`h2 "${heading}"`);
}

/**
 * File inputs cannot be filled with the keyboard in headless Chromium: the upload's button is reached
 * with Tab and pressed with Enter, which opens the browser's file chooser; Playwright then hands the
 * file to that chooser (the one non-keyboard action of the keyboard flow, as `setInputFiles` would be).
 * The page intercepts choosers from its start (widget-page.ts `open`).
 */
async function uploadByKeyboard(page: Page, button: RegExp, file: { name: string; mimeType: string; buffer: Buffer }) {
  await tabTo(page, button);
  const chooser = page.waitForEvent("filechooser", { timeout: 5000 });
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(file);
  await page.getByText(file.name, { exact: true }).waitFor();
}

// --- Pointer helpers for the flows that are not about the keyboard -----------------------------------

/** The English installation step of a household flat in Barcelona (the CUPS lookup finds its SIPS data). */
async function fillInstallation(page: Page, { business = false } = {}) {
  await page.getByLabel(/^CUPS/).fill("ES0031405412345678RS");
  await page.getByText(/Supply found/).waitFor();
  // The supply's postal code comes with the lookup; the single locality and the province follow.
  await expect.poll(() => page.getByLabel(/^Postal code/).inputValue()).toBe("08013");
  await expect.poll(() => page.getByLabel(/^Locality/).inputValue(), { timeout: 5000 }).toBe("08019");
  await expect.poll(() => page.getByLabel(/^Province/).inputValue()).toBe("Barcelona");
  await expect.poll(() => page.getByLabel(/^Street type/).isEnabled()).toBe(true);
  await page.getByLabel(/^Street type/).selectOption("CL");
  await page.getByLabel(/^Street name/).fill("Diputació");
  await page.getByLabel(/^Number/).fill("412");
  if (business) {
    await page.getByRole("radio", { name: /business or activity/ }).check();
    const cnae = page.getByLabel(/^Activity \(CNAE\)/);
    await expect.poll(() => cnae.isEnabled()).toBe(true);
    await cnae.selectOption({ index: 2 });
  } else {
    await page.getByRole("radio", { name: /habitual home/ }).check();
  }
  await page.getByRole("radio", { name: "No" }).check();
  await expect.poll(() => page.getByLabel(/^Current company/).isEnabled()).toBe(true);
  await page.getByLabel(/^Current company/).selectOption({ index: 1 });
  await page.getByRole("checkbox", { name: /economic solvency/ }).check();
}

/** The English person step of an individual. */
async function fillPerson(page: Page, vat: string) {
  await page.getByLabel(/^Tax id/).fill(vat);
  await page.getByLabel(/^Name/).fill("Marta");
  await page.getByLabel(/^First surname/).fill("Puig");
  await page.getByLabel(/^Mobile/).fill("+34 612 345 678");
  await page.getByLabel(/^Email/).fill("marta@example.com");
  await upload(page, /^Images of the tax id document/, { name: "dni.jpg", ...JPEG });
}

/** A file for the upload whose label matches (setInputFiles on its hidden input: not a keyboard flow). */
async function upload(page: Page, label: RegExp, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page
    .locator(`${TAG} .ov-file-upload`, { has: page.getByText(label) })
    .locator('input[type="file"]')
    .setInputFiles(file);
  await page.getByText(file.name, { exact: true }).waitFor();
}

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

/** From the (English) electricity contract step to the confirmation, with the Fixed Price product. */
async function contractAndPayment(page: Page) {
  await expectStep(page, "Electricity contract");
  await page.getByRole("radio", { name: /Fixed Price/ }).check();
  await next(page);
  await expectStep(page, "Payment");
  await page.getByLabel(/^IBAN/).fill("ES9121000418450200051332");
  await page.getByRole("checkbox", { name: /holder of this bank account/ }).check();
  await next(page);
  await expectStep(page, "Confirmation");
}

describe("<ov-contracting> in Chromium, from the CDN bundle", () => {
  it("a household dual contract with the keyboard only, in Spanish, axe clean on every step", async () => {
    const from = env.site.sandbox.requests.length;
    const { page, errors } = await open(`type="dual" lang="es"`);
    await page.getByRole("heading", { name: "Punto de suministro" }).waitFor();
    await page.getByLabel(/^CUPS/).waitFor();
    // Seven steps, the gas contract among them.
    await expect
      .poll(() => page.locator(`${TAG} .ov-stepper__step`).allTextContents())
      .toEqual(["1Punto de suministro", "2Titular", "3Contrato de electricidad", "4Contrato de gas", "5Pago", "6Confirmación", "7Hecho"]);
    expect(await axeViolations(page, TAG)).toEqual([]);

    // --- 1. Installation ---
    await typeInto(page, /^CUPS$/, "es0031 4054 1234 5678 rs");
    await page.getByText(/Suministro encontrado: peaje de acceso 2\.0TD/).waitFor();
    // The supply's postal code arrived with the lookup; its only locality is chosen and the province follows.
    await tabTo(page, /^Código postal$/);
    await expect.poll(() => page.getByLabel(/^Población/).inputValue(), { timeout: 5000 }).toBe("08019");
    await expect.poll(() => page.getByLabel(/^Provincia/).inputValue()).toBe("Barcelona");
    // Native select, closed: typing picks the option by its name.
    await tabTo(page, /^Tipo de vía$/);
    await page.keyboard.type("Calle");
    await expect.poll(() => page.getByLabel(/^Tipo de vía/).inputValue()).toBe("CL");
    await typeInto(page, /^Nombre de la calle$/, "Diputació");
    await typeInto(page, /^Número$/, "412");
    await typeInto(page, /^Piso$/, "3");
    await typeInto(page, /^Puerta$/, "2");
    // Radios: Tab reaches the group, Space checks the focused option, arrows move the choice.
    await tabTo(page, /^Mi vivienda habitual$/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Sí$/);
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "No" }).isChecked()).toBe(true);
    await tabTo(page, /^Compañía actual$/);
    await expect.poll(() => page.getByLabel(/^Compañía actual/).isEnabled()).toBe(true);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.getByLabel(/^Compañía actual/).inputValue()).not.toBe("");
    await tabTo(page, /solvencia económica/);
    await page.keyboard.press("Space");
    expect(await axeViolations(page, TAG)).toEqual([]);
    await tabTo(page, /^Siguiente$/);
    await page.keyboard.press("Enter");

    // --- 2. Person ---
    await expectStep(page, "Titular");
    await page.getByLabel(/^Documento de identidad/).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    await typeInto(page, /^Documento de identidad \(DNI, NIE o NIF\)$/, "es12345678z");
    await typeInto(page, /^Nombre$/, "Marta");
    await typeInto(page, /^Primer apellido$/, "Puig");
    await typeInto(page, /^Segundo apellido/, "Ferrer");
    await typeInto(page, /^Móvil$/, "612 345 678");
    await typeInto(page, /^Correo electrónico$/, "marta@example.com");
    // The communication language starts as the page's.
    await tabTo(page, /^Idioma de nuestras comunicaciones$/);
    expect(await page.getByLabel(/^Idioma de nuestras comunicaciones/).inputValue()).toBe("es_ES");
    await uploadByKeyboard(page, /^Elegir archivos Imágenes del documento de identidad$/, { name: "dni.jpg", ...JPEG });
    // Upper-cased on leaving the field.
    expect(await page.getByLabel(/^Documento de identidad/).inputValue()).toBe("ES12345678Z");
    await tabTo(page, /^Siguiente$/);
    await page.keyboard.press("Enter");

    // --- 3. Electricity contract: powers and tariff from the CUPS lookup ---
    await expectStep(page, "Contrato de electricidad");
    await page.getByRole("radio", { name: /^Tarifa Estable/ }).waitFor();
    expect(await page.getByLabel(/^Potencia P1/).inputValue()).toBe("4,6");
    expect(await axeViolations(page, TAG)).toEqual([]);
    await tabTo(page, /^Tarifa Estable 2\.0TD$/);
    await page.keyboard.press("ArrowDown");
    expect(await page.getByRole("radio", { name: /^Tarifa Tres Periodos/ }).isChecked()).toBe(true);
    await tabTo(page, /^Siguiente$/);
    await page.keyboard.press("Enter");

    // --- 4. Gas contract ---
    await expectStep(page, "Contrato de gas");
    await page.getByLabel(/^CUPS del gas/).waitFor();
    await tabTo(page, /^También quiero gas en esta dirección$/);
    expect(await page.getByRole("checkbox", { name: /También quiero gas/ }).isChecked()).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);
    await typeInto(page, /^CUPS del gas$/, "ES0230000000123456TS");
    await tabTo(page, /^Sí$/);
    await page.keyboard.press("ArrowRight");
    await tabTo(page, /^Compañía de gas actual$/);
    await expect.poll(() => page.getByLabel(/^Compañía de gas actual/).isEnabled()).toBe(true);
    await page.keyboard.press("ArrowDown");
    // The access tariff of the gas CUPS (RL.1) is chosen by itself; its products follow.
    await tabTo(page, /^Peaje de acceso$/);
    await expect.poll(() => page.getByLabel(/^Peaje de acceso/).inputValue()).toBe("21");
    await page.getByRole("radio", { name: /^Gas Estable RL\.1/ }).waitFor();
    await tabTo(page, /^Gas Estable RL\.1$/);
    await page.keyboard.press("Space");
    expect(await axeViolations(page, TAG)).toEqual([]);
    await tabTo(page, /^Siguiente$/);
    await page.keyboard.press("Enter");

    // --- 5. Payment ---
    await expectStep(page, "Pago");
    await page.getByLabel(/^IBAN/).waitFor();
    await typeInto(page, /^IBAN$/, "es91 2100 0418 4502 0005 1332");
    await tabTo(page, /^Soy el titular de esta cuenta/);
    await page.keyboard.press("Space");
    expect(await axeViolations(page, TAG)).toEqual([]);
    await tabTo(page, /^Siguiente$/);
    await page.keyboard.press("Enter");

    // --- 6. Confirmation ---
    await expectStep(page, "Confirmación");
    await page.getByText("ES91 2100 0418 4502 0005 1332").waitFor();
    await page.getByText("Gas Estable RL.1").waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    await listenForFinish(page);
    await tabTo(page, /^Acepto las condiciones generales del contrato$/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Acepto la política de privacidad$/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Enviar solicitud$/);
    await page.keyboard.press("Enter");

    // --- 7. Finish: the server's body, sanitised HTML (its heading is a heading, not text) ---
    await expectStep(page, "Hecho");
    await page.getByRole("heading", { name: "¡Gracias por tu confianza!" }).waitFor();
    await page.getByRole("button", { name: "Volver al inicio" }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);

    // What the sandbox received: the electricity lead steps 1 to 5 on one lead, the gas lead on gas/leads.
    const leads = leadPosts(from, "leads").map(bodyOf);
    const gas = leadPosts(from, "gas/leads").map(bodyOf);
    expect(leads.map((body) => body.step)).toEqual([1, 2, 3, 4, 5]);
    const leadId = leads[1]?.lead_id;
    expect(typeof leadId).toBe("number");
    expect(leads.slice(1).map((body) => body.lead_id)).toEqual([leadId, leadId, leadId, leadId]);
    expect(leads[0]).toMatchObject({ cups: "ES0031405412345678RS", residence_type: "habitual", active_contract: false });
    expect(leads[0]).toMatchObject({ address: { dp: "08013", ine: "08019", tv: "CL", nv: "Diputació", pnp: "412", pt: "3", pu: "2" } });
    // The "ES" prefix removed from the tax id; the mobile with +34.
    expect(leads[1]).toMatchObject({
      owner: { vat: "12345678Z", company: false, name: "Marta", surname1: "Puig", surname2: "Ferrer", email: "marta@example.com" },
    });
    expect(leads[1]).toMatchObject({
      owner: {
        comms_language: "es_ES",
        nif_faceup: [{ name: "dni.jpg", content: expect.stringMatching(/^data:image\/jpeg;base64,/) }],
      },
    });
    expect(leads[2]).toMatchObject({ tarifa: "102", tarifaATR: "1", powers: [4.6, 4.6, 0, 0, 0, 0] });
    // The IBAN sent compact.
    expect(leads[3]).toMatchObject({ bank: { iban: "ES9121000418450200051332", owner_is_bank_owner: true } });
    expect(leads[4]).toMatchObject({ accept_ov_conditions: true, accept_gdpr: true, confirm: true });
    expect(gas.map((body) => body.step)).toEqual([1, 2, 3, 4, 5]);
    const gasLeadId = gas[1]?.lead_id;
    expect(typeof gasLeadId).toBe("number");
    expect(gasLeadId).not.toBe(leadId);
    expect(gas[0]).toMatchObject({ cups: "ES0230000000123456TS", active_contract: false });
    expect(gas[1]).toMatchObject({ owner: { vat: "12345678Z", name: "Marta" } });
    expect(gas[2]).toMatchObject({ lead_id: gasLeadId, include_gas: true, cups: "ES0230000000123456TS", tarifaATR: "21", tarifa: "401" });
    expect(gas[3]).toMatchObject({ lead_id: gasLeadId, bank: { iban: "ES9121000418450200051332" } });
    expect(gas[4]).toMatchObject({ lead_id: gasLeadId, confirm: true });
    expect(await page.getByText(`solicitud número ${String(leadId)}`).count()).toBe(1);
    expect(await finished(page)).toEqual({ type: "dual", leadId });
    expect(errors).toEqual([]);
  }, 60_000);

  it("a company's electricity contract: representative and company documents sent on step 2", async () => {
    const from = env.site.sandbox.requests.length;
    const { page, errors } = await open(`type="electricity" lang="en"`);
    await page.getByLabel(/^CUPS/).waitFor();
    await fillInstallation(page, { business: true });
    await next(page);

    await expectStep(page, "Owner");
    await page.getByLabel(/^Tax id/).fill("b12345674");
    // A company tax id: the name is the company's, the representative and the documents are asked.
    await page.getByLabel(/^Representative's tax id/).waitFor();
    expect(await page.getByLabel(/^First surname/).count()).toBe(0);
    await page.getByLabel(/^Company name/).fill("Forn de Pa Vidal, S.L.");
    await page.getByLabel(/^Mobile/).fill("612345678");
    await page.getByLabel(/^Email/).fill("forn@example.com");
    await upload(page, /^Images of the tax id document/, { name: "nif.jpg", ...JPEG });
    await page.getByLabel(/^Representative's tax id/).fill("12345678Z");
    await page.getByLabel(/^Representative's name/).fill("Pere");
    await page.getByLabel(/^Representative's first surname/).fill("Vidal");
    await page.getByLabel(/^Representative's second surname/).fill("Soler");
    // Without the company documents the step does not go on.
    await next(page);
    await page.getByText(/Attach at least 1 file/).waitFor();
    expect(leadPosts(from, "leads").map((request) => bodyOf(request).step)).toEqual([1]);
    expect(await axeViolations(page, TAG)).toEqual([]);
    await upload(page, /^Company documents/, { name: "escriptures.pdf", ...PDF });
    await next(page);

    await contractAndPayment(page);
    await page.getByText("Forn de Pa Vidal, S.L.").waitFor();
    await listenForFinish(page);
    await page.getByRole("checkbox", { name: /general conditions/ }).check();
    await page.getByRole("checkbox", { name: /privacy policy/ }).check();
    await page.getByRole("button", { name: "Send request" }).click();
    await expectStep(page, "Done");
    await page.getByRole("heading", { name: "Thank you for your trust!" }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);

    const leads = leadPosts(from, "leads").map(bodyOf);
    expect(leads.map((body) => body.step)).toEqual([1, 2, 3, 4, 5]);
    expect(leads[0]).toMatchObject({ residence_type: "business", cnae: { id: expect.anything() } });
    expect((leads[0]?.cnae as { name?: string } | undefined)?.name).not.toBe("9820");
    expect(leads[1]).toMatchObject({
      owner: {
        vat: "B12345674",
        company: true,
        name: "Forn de Pa Vidal, S.L.",
        surname1: "",
        mobile: expect.stringMatching(/612345678$/),
        representative: { vat: "12345678Z", name: "Pere", surname1: "Vidal", surname2: "Soler" },
        nif_empresa: [{ name: "escriptures.pdf", content: expect.stringMatching(/^data:application\/pdf;base64,/) }],
        nif_faceup: [{ name: "nif.jpg" }],
      },
    });
    // Electricity only: nothing on gas/leads.
    expect(leadPosts(from, "gas/leads")).toEqual([]);
    expect(await finished(page)).toEqual({ type: "electricity", leadId: leads[1]?.lead_id });
    expect(errors).toEqual([]);
  }, 60_000);

  it("a refused lead: the DNI check stops the person step; the server refusing the final send", async () => {
    const from = env.site.sandbox.requests.length;
    const { page, errors } = await open(`type="electricity" lang="en"`);
    await page.getByLabel(/^CUPS/).waitFor();
    await fillInstallation(page);
    await next(page);
    await expectStep(page, "Owner");

    // (a) 11111111H is not registered under the name: the refusal takes the focus, Next is disabled.
    await fillPerson(page, "11111111H");
    await next(page);
    await page.getByText("The tax id does not match the name").waitFor();
    await page.getByText(/not registered under the name given/).waitFor();
    expect(describeFocus(await focused(page))).toMatch(/^div "Error: The tax id does not match the name/);
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    expect(await page.getByRole("heading", { name: "Owner" }).count()).toBe(1);
    const checked = env.site.sandbox.requests.slice(from).map((request) => request.path);
    expect(checked.some((path) => /^leads\/dni-validation\/\d+$/.test(path))).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);

    // Going back clears the refusal; the owner's data corrected, the flow goes on.
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, "Supply point");
    await next(page);
    await expectStep(page, "Owner");
    expect(await page.getByText("The tax id does not match the name").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Next" }).isEnabled()).toBe(true);
    await page.getByLabel(/^Tax id/).fill("12345678Z");
    await next(page);
    await contractAndPayment(page);
    await listenForFinish(page);
    await page.getByRole("checkbox", { name: /general conditions/ }).check();
    await page.getByRole("checkbox", { name: /privacy policy/ }).check();

    // (b) The final send answered status ERROR (scenario lead_refused): the error, the server's text, Previous.
    env.site.sandbox.setScenario("lead_refused");
    try {
      await page.getByRole("button", { name: "Send request" }).click();
      await expectStep(page, "Done");
      await page.getByText("Your request could not be sent.").waitFor();
      await page.getByText("We could not complete the contract. Please try again later or call 900 533 533.").waitFor();
      await page.getByRole("button", { name: "Previous" }).waitFor();
      expect(await axeViolations(page, TAG)).toEqual([]);
    } finally {
      env.site.sandbox.setScenario("normal");
    }
    const leads = leadPosts(from, "leads").map(bodyOf);
    // Step 2 twice: refused, then corrected on the same lead.
    expect(leads.map((body) => body.step)).toEqual([1, 2, 2, 3, 4, 5]);
    expect(leads.map((body) => (body.owner as { vat?: string } | undefined)?.vat).filter(Boolean)).toEqual(["11111111H", "12345678Z"]);
    expect(await finished(page)).toBeUndefined();

    // Previous returns to the confirmation with the acceptances kept, to send again.
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, "Confirmation");
    expect(await page.getByRole("checkbox", { name: /general conditions/ }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  }, 60_000);

  it("a reload in the middle keeps the step and what was typed", async () => {
    const { page, errors } = await open(`type="electricity" lang="en"`);
    await page.getByLabel(/^CUPS/).waitFor();
    await fillInstallation(page);
    await next(page);
    await expectStep(page, "Owner");
    await page.getByLabel(/^Tax id/).fill("12345678Z");
    await page.getByLabel(/^Name/).fill("Marta");
    await page.reload();
    await page.getByRole("heading", { name: "Owner" }).waitFor();
    await expect.poll(() => page.getByLabel(/^Tax id/).inputValue()).toBe("12345678Z");
    expect(await page.getByLabel(/^Name/).inputValue()).toBe("Marta");
    // The installation is kept too.
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, "Supply point");
    expect(await page.getByLabel(/^CUPS/).inputValue()).toBe("ES0031405412345678RS");
    expect(await page.getByLabel(/^Street name/).inputValue()).toBe("Diputació");
    expect(errors).toEqual([]);
  }, 60_000);

  it("at 390 px: the progress bar and the fixed bottom bar, axe clean", async () => {
    const { page, errors } = await open(`type="dual" lang="en"`, { width: 390, height: 844 });
    await page.getByLabel(/^CUPS/).waitFor();
    // Dual: seven steps.
    await page.getByText("1 / 7").waitFor();
    expect(await page.locator(`${TAG} .ov-stepper__list`).count()).toBe(0);
    // The bottom bar holds Next at the bottom of the window while the (taller) step scrolls under it.
    const bar = page.locator(`${TAG} .ov-contracting__nav--fixed`);
    const barBottom = () => bar.evaluate((node) => Math.round(node.getBoundingClientRect().bottom));
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844 * 1.5);
    expect(await barBottom()).toBe(844);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    expect(await barBottom()).toBe(844);
    await page.getByRole("button", { name: "Next" }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("This field is required").first().waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "node_modules/.cache/contracting-390.png", fullPage: true });
    expect(errors).toEqual([]);
  }, 60_000);
});
