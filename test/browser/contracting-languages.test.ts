import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RecordedRequest } from "../../demo/sandbox/sandbox";
import { readPo } from "../../scripts/po.mjs";
import { ROOT } from "./build-fixture";
import { runtimeDrawn, widgetSiteForFile } from "./widget-page";

// Issue 7 done-when: the three wizards complete in all six languages. contracting.test.ts walks the
// dual wizard in Spanish and the electricity one in English; this file takes <ov-contracting> from the
// built CDN bundle to its finish step in ca, gl, fr, de, es and en, each type (electricity, gas, dual)
// in two languages. One helper drives every language: it finds the fields by their form names and
// the submit button by its type, never by text; the texts are then checked against the language's own
// catalog (locales/<lang>/contracting.po and core.po): step headings, the Next / Send button, a few
// labels, and no English text of the catalogs nor a bare message id left on screen. The language is
// chosen as a page does it: the tag's `lang` attribute, or (Galician) the `lang` cookie with no attribute.
// With CONTRACTING_SHOTS=<folder> the run also saves screenshots (390 px and 1280 px) of the
// installation, person, confirmation and finish steps, to look at the layout in each language.
const env = widgetSiteForFile();

const TAG = "ov-contracting";
const SHOTS = process.env.CONTRACTING_SHOTS;
const PDF = { mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%test\n") };
const JPEG = { mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) };

type Lang = "ca" | "es" | "en" | "gl" | "fr" | "de";
type WizardType = "electricity" | "gas" | "dual";

// --- Catalogs ----------------------------------------------------------------------------------------

/** The contracting tag's texts in one language: its own catalog and the core and ui-parts ones (UI kit, errors). */
function catalogOf(lang: Lang): Map<string, string> {
  const read = (area: string) => readPo(join(ROOT, "locales", lang, `${area}.po`));
  return new Map([...read("core"), ...read("ui-parts"), ...read("contracting")]);
}

const ENGLISH = catalogOf("en");

/** Whitespace as a reader sees it (no-break spaces included), for comparing texts. */
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The English texts that must not show in a run in another language: every English translation that
 * differs from the language's own, cut at its placeholders, keeping the pieces of two words or more
 * (a single word such as "No" or "Gas" can be right in the other language too) that the language's
 * catalog does not itself contain. Plural messages are left out (their text is ICU syntax).
 */
function englishLeftovers(catalog: Map<string, string>): string[] {
  const own = [...catalog.values()].map(squash);
  const phrases = new Set<string>();
  for (const [id, english] of ENGLISH) {
    if (english === catalog.get(id) || /\{\w+,\s*(plural|select)/.test(english)) continue;
    for (const piece of english.split(/\{[^}]*\}/).map(squash)) {
      if (piece.length >= 8 && piece.includes(" ") && !own.some((text) => text.includes(piece))) phrases.add(piece);
    }
  }
  return [...phrases];
}

// --- One run per language ------------------------------------------------------------------------------

interface Run {
  lang: Lang;
  type: WizardType;
  /** The owner is a company (representative and company documents; a business supply with its CNAE). */
  company?: boolean;
  /** The language comes from the `lang` cookie, the tag having no attribute. */
  viaCookie?: boolean;
  /** The BCP 47 code the tag's root carries and its API calls send as Accept-Language. */
  full: string;
  /** The communication language the person step proposes for this interface language (spec §3 commsLanguage). */
  comms: string;
  decimalComma: boolean;
  /** The sandbox's finish heading in this language (demo/sandbox/domains/contracting.ts FINISH). */
  thanks: string;
}

const RUNS: Run[] = [
  { lang: "ca", type: "electricity", full: "ca-ES", comms: "ca_ES", decimalComma: true, thanks: "Gràcies per la teva confiança!" },
  { lang: "gl", type: "gas", viaCookie: true, full: "gl-ES", comms: "gl_ES", decimalComma: true, thanks: "Grazas pola túa confianza!" },
  { lang: "fr", type: "dual", full: "fr-FR", comms: "fr_FR", decimalComma: true, thanks: "Merci de votre confiance !" },
  {
    lang: "de",
    type: "electricity",
    company: true,
    full: "de-DE",
    comms: "de_DE",
    decimalComma: true,
    thanks: "Vielen Dank für Ihr Vertrauen!",
  },
  { lang: "es", type: "gas", full: "es-ES", comms: "es_ES", decimalComma: true, thanks: "¡Gracias por tu confianza!" },
  { lang: "en", type: "dual", full: "en-US", comms: "en_US", decimalComma: false, thanks: "Thank you for your trust!" },
];

/** The supplies of the sandbox's data set (demo/sandbox/README.md "CUPS of the data set"). */
const SUPPLY = {
  electricity: { cups: "ES0031405412345678RS", dp: "08013", ine: "08019", tariff: "2.0TD" },
  gas: { cups: "ES0230000000654321NV", dp: "17001", ine: "17079", tariff: "RL.2" },
  dualGas: { cups: "ES0230000000123456TS", tariff: "RL.1" },
} as const;
const IBAN = "ES9121000418450200051332";

/** What one run needs at hand: the page, the tag, and the language's texts. */
interface Wizard {
  run: Run;
  page: Page;
  tag: Locator;
  /** The translation of a message id in the run's language; fails on an id the catalog lacks or leaves empty. */
  t: (id: string, values?: Record<string, string>) => string;
  leftovers: string[];
  ids: string[];
}

function wizardFor(run: Run, page: Page): Wizard {
  const catalog = catalogOf(run.lang);
  const t = (id: string, values: Record<string, string> = {}) => {
    const text = catalog.get(id);
    if (!text) throw new Error(`locales/${run.lang}: no translation of ${id}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
  return { run, page, tag: page.locator(TAG), t, leftovers: englishLeftovers(catalog), ids: [...catalog.keys()] };
}

// --- Checks on what the tag shows --------------------------------------------------------------------

/** The text the tag's shadow root shows (its style sheets left out), whitespace squashed. */
const shownText = (page: Page) =>
  page.evaluate((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    if (!root) return "";
    return [...root.children]
      .filter((node): node is HTMLElement => node instanceof HTMLElement && node.localName !== "style")
      .map((node) => node.innerText)
      .join("\n");
  }, TAG);

/** No English text of the catalogs and no bare message id among what the tag shows. */
async function expectAllTranslated(wizard: Wizard, where: string) {
  const text = squash(await shownText(wizard.page));
  expect(text, `${where}: the tag shows nothing`).not.toBe("");
  const english = wizard.leftovers.filter((phrase) => text.includes(phrase));
  expect(english, `${where} in ${wizard.run.lang} shows English: ${text}`).toEqual([]);
  const ids = wizard.ids.filter((id) => id.includes(".") && text.includes(id));
  expect(ids, `${where} in ${wizard.run.lang} shows message ids`).toEqual([]);
}

/** The accessible label of a form field: its <label>s' (or a radio group's legend's) text, the asterisk left out. */
const labelOf = (field: Locator) =>
  field.evaluate((element) => {
    const text = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return "";
      return [...node.childNodes].map(text).join("");
    };
    const labels = (element as HTMLInputElement).labels;
    return [...(labels ?? [])].map(text).join(" ").replace(/\s+/g, " ").trim();
  });

async function expectLabel(wizard: Wizard, field: Locator, id: string, values?: Record<string, string>) {
  await field.waitFor({ state: "attached" });
  expect(await labelOf(field)).toBe(wizard.t(id, values));
}

const heading = (wizard: Wizard) => wizard.tag.locator("#ov-contracting-heading");
const submitButton = (wizard: Wizard) => wizard.tag.locator('button[type="submit"]');
const field = (wizard: Wizard, name: string) => wizard.tag.locator(`[name="${name}"]`);
/** The radios of a product list (the yes/no questions of a step are the other radios). */
const productRadios = (wizard: Wizard) => wizard.tag.locator('input[type="radio"]:not([value="yes"]):not([value="no"])');

/** The step shown is `step`: its heading, Previous and the Next (or Send) button in the run's language. */
async function expectStep(wizard: Wizard, step: string) {
  await expect.poll(() => heading(wizard).textContent(), { timeout: 15_000 }).toBe(wizard.t(`contracting.step.${step}`));
  if (step === "finish") return;
  await submitButton(wizard).waitFor();
  if (step !== "installation") {
    const previous = wizard.tag.locator('.ov-contracting__nav button[type="button"]');
    expect((await previous.allInnerTexts()).map(squash)).toEqual([wizard.t("contracting.previous")]);
  }
  expect(squash(await submitButton(wizard).innerText())).toBe(wizard.t(step === "confirmation" ? "contracting.send" : "contracting.next"));
}

async function next(wizard: Wizard) {
  await submitButton(wizard).click();
}

async function upload(wizard: Wizard, index: number, file: { name: string; mimeType: string; buffer: Buffer }) {
  await wizard.tag.locator('input[type="file"]').nth(index).setInputFiles(file);
  await wizard.tag.getByText(file.name, { exact: true }).waitFor();
}

/** Resolves once the page's animations have ended and it has drawn two frames (a resize, a scroll is laid out). */
const laidOut = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });

/**
 * With CONTRACTING_SHOTS set: the whole page at 390 px and at 1280 px, and the 390 px window scrolled
 * to the end (where the fixed bottom bar must not cover the step's last field); then back to the test's size.
 */
async function shoot(wizard: Wizard, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const { page, run } = wizard;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const path = (suffix: string) => join(SHOTS, `${run.lang}-${run.type}-${name}-${suffix}.png`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await laidOut(page);
    await page.screenshot({ path: path(String(width)), fullPage: true });
    if (width === 390) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await laidOut(page);
      await page.screenshot({ path: path("390-end") });
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  }
  await page.setViewportSize(size);
}

// --- The steps, driven by form names --------------------------------------------------------------------

async function installationStep(wizard: Wizard) {
  const { run, tag } = wizard;
  await expectStep(wizard, "installation");
  const supply = run.type === "gas" ? SUPPLY.gas : SUPPLY.electricity;
  await field(wizard, "cups").fill(supply.cups);
  // The lookup's summary (after the tone said to screen readers), with the powers written as this language writes numbers.
  const power = run.decimalComma ? "4,6\u00a0kW" : "4.6\u00a0kW";
  const found =
    run.type === "gas"
      ? wizard.t("contracting.cups.foundGas", { tariff: supply.tariff })
      : wizard.t("contracting.cups.found", { tariff: supply.tariff, power, power2: power });
  await expect
    .poll(() => tag.locator(".ov-contracting__supply").innerText().then(squash), { timeout: 10_000 })
    .toBe(squash(`${wizard.t("ui.alert.tone.success")}: ${found}`));
  // The supply's postal code comes with the lookup; its single locality follows.
  await expect.poll(() => field(wizard, "address.dp").inputValue()).toBe(supply.dp);
  await expect.poll(() => field(wizard, "address.ine").inputValue(), { timeout: 5000 }).toBe(supply.ine);
  await expect.poll(() => field(wizard, "address.tv").isEnabled()).toBe(true);
  await field(wizard, "address.tv").selectOption("CL");
  await field(wizard, "address.nv").fill("Nou");
  await field(wizard, "address.pnp").fill("12");
  await field(wizard, "address.es").fill("B");
  await field(wizard, "address.pt").fill("3");
  await field(wizard, "address.pu").fill("2");
  await expectLabel(wizard, field(wizard, "address.dp"), "contracting.address.dp");
  await expectLabel(wizard, field(wizard, "address.tv"), "contracting.address.tv");
  await expectLabel(wizard, field(wizard, "address.pnp"), "contracting.address.pnp");
  await expectLabel(wizard, field(wizard, "address.es"), "contracting.address.es");
  if (run.company) {
    await tag.locator('input[type="radio"][value="business"]').check();
    // The activity list is the step's one select without a form name.
    const cnae = tag.locator("select:not([name])");
    await expect.poll(() => cnae.isEnabled(), { timeout: 5000 }).toBe(true);
    await expectLabel(wizard, cnae, "contracting.cnae");
    await cnae.selectOption({ index: 2 });
  } else {
    await tag.locator('input[type="radio"][value="habitual"]').check();
  }
  await expectLabel(wizard, tag.locator('input[type="radio"][value="habitual"]'), "contracting.residenceType.habitual");
  await tag.locator('input[type="radio"][value="no"]').check();
  await expect.poll(() => field(wizard, "comerOrigin").isEnabled(), { timeout: 5000 }).toBe(true);
  await field(wizard, "comerOrigin").selectOption({ index: 1 });
  await expectLabel(wizard, field(wizard, "comerOrigin"), "contracting.comerOrigin");
  await field(wizard, "acceptMorosityVerification").check();
  await expectLabel(wizard, field(wizard, "acceptMorosityVerification"), "contracting.morosity");
  await expectAllTranslated(wizard, "the installation step");
  await shoot(wizard, "1-installation");
  await next(wizard);
}

async function personStep(wizard: Wizard) {
  const { run } = wizard;
  await expectStep(wizard, "person");
  await expectLabel(wizard, field(wizard, "vat"), "contracting.person.vat");
  // The interface language is the first guess of the communication language.
  expect(await field(wizard, "commsLanguage").inputValue()).toBe(run.comms);
  await expectLabel(wizard, field(wizard, "commsLanguage"), "contracting.person.commsLanguage");
  if (run.company) {
    await field(wizard, "vat").fill("B12345674");
    await field(wizard, "vatRepresentante").waitFor();
    await expectLabel(wizard, field(wizard, "name"), "contracting.person.companyName");
    await field(wizard, "name").fill("Bäckerei Vidal, S.L.");
    await field(wizard, "vatRepresentante").fill("12345678Z");
    await field(wizard, "nameRepresentante").fill("Pere");
    await field(wizard, "surName1Representante").fill("Vidal");
    await expectLabel(wizard, field(wizard, "vatRepresentante"), "contracting.person.vatRepresentante");
    await expectLabel(wizard, field(wizard, "surName2Representante"), "contracting.person.surName2Representante");
  } else {
    await field(wizard, "vat").fill("12345678Z");
    await field(wizard, "name").fill("Marta");
    await expectLabel(wizard, field(wizard, "name"), "contracting.person.name");
    await field(wizard, "surName1").fill("Puig");
    await field(wizard, "surName2").fill("Ferrer");
    await expectLabel(wizard, field(wizard, "surName1"), "contracting.person.surName1");
  }
  await field(wizard, "mobile").fill("612345678");
  await field(wizard, "email").fill("marta@example.com");
  await expectLabel(wizard, field(wizard, "email"), "contracting.person.email");
  await upload(wizard, 0, { name: "dni.jpg", ...JPEG });
  if (run.company) await upload(wizard, 1, { name: "escriptures.pdf", ...PDF });
  expect(await field(wizard, "sameInvoiceAddress").isChecked()).toBe(true);
  await expectAllTranslated(wizard, "the person step");
  await shoot(wizard, "1b-person");
  await next(wizard);
}

async function contractStep(wizard: Wizard) {
  await expectStep(wizard, "contract");
  // The supply's powers, written with this language's decimal separator.
  await expect.poll(() => field(wizard, "power").inputValue()).toBe(wizard.run.decimalComma ? "4,6" : "4.6");
  await expectLabel(wizard, field(wizard, "power"), "contracting.contract.power", { period: "1" });
  await productRadios(wizard).first().waitFor({ timeout: 10_000 });
  await productRadios(wizard).first().check();
  await expectLabel(wizard, field(wizard, "promotionalCode"), "contracting.contract.promotionalCode");
  await expectAllTranslated(wizard, "the electricity contract step");
  await next(wizard);
}

async function gasContractStep(wizard: Wizard) {
  const { run, tag } = wizard;
  await expectStep(wizard, "gasContract");
  if (run.type === "dual") {
    // Gas is included by default; its own supply is asked here.
    expect(await field(wizard, "includeGas").isChecked()).toBe(true);
    await expectLabel(wizard, field(wizard, "includeGas"), "contracting.gas.includeGas");
    await field(wizard, "cups").fill(SUPPLY.dualGas.cups);
    await expectLabel(wizard, field(wizard, "cups"), "contracting.gas.cups");
    await tag.locator('input[type="radio"][value="no"]').check();
    await expect.poll(() => field(wizard, "comerOrigin").isEnabled(), { timeout: 5000 }).toBe(true);
    await field(wizard, "comerOrigin").selectOption({ index: 1 });
    await expectLabel(wizard, field(wizard, "comerOrigin"), "contracting.gas.comerOrigin");
  }
  // The supply's access tariff is chosen by itself; its products follow.
  const tariff = run.type === "dual" ? SUPPLY.dualGas.tariff : SUPPLY.gas.tariff;
  await expect
    .poll(() => field(wizard, "accessTariff").evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? ""), {
      timeout: 10_000,
    })
    .toBe(tariff);
  await expectLabel(wizard, field(wizard, "accessTariff"), "contracting.contract.accessTariff");
  await productRadios(wizard).first().waitFor({ timeout: 10_000 });
  await productRadios(wizard).first().check();
  await expectAllTranslated(wizard, "the gas contract step");
  await next(wizard);
}

async function paymentStep(wizard: Wizard) {
  await expectStep(wizard, "payment");
  await field(wizard, "iban").fill(IBAN);
  await field(wizard, "isOwner").check();
  await expectLabel(wizard, field(wizard, "iban"), "contracting.payment.iban");
  await expectLabel(wizard, field(wizard, "isOwner"), "contracting.payment.isOwner");
  await expectAllTranslated(wizard, "the payment step");
  await next(wizard);
}

async function confirmationStep(wizard: Wizard) {
  const { run, tag } = wizard;
  await expectStep(wizard, "confirmation");
  // Every step summarised under its own name; the IBAN grouped by four; the powers in this language.
  const titles = await tag.locator(".ov-contracting__summary h3").allInnerTexts();
  const steps = { electricity: ["contract"], gas: ["gasContract"], dual: ["contract", "gasContract"] }[run.type];
  expect(titles.map(squash)).toEqual(["installation", "person", ...steps, "payment"].map((step) => wizard.t(`contracting.step.${step}`)));
  await tag.getByText("ES91 2100 0418 4502 0005 1332", { exact: true }).waitFor();
  if (run.type !== "gas") {
    await tag.getByText(run.decimalComma ? "4,6 / 4,6\u00a0kW" : "4.6 / 4.6\u00a0kW", { exact: true }).waitFor();
  }
  await field(wizard, "acceptOVConditions").check();
  await field(wizard, "acceptGdpr").check();
  // The acceptances: "I accept the" and the link to the document, both in this language.
  expect(await labelOf(field(wizard, "acceptOVConditions"))).toBe(
    `${wizard.t("contracting.confirmation.conditions")} ${wizard.t("contracting.confirmation.conditions.link")}`,
  );
  expect(await labelOf(field(wizard, "acceptGdpr"))).toBe(
    `${wizard.t("contracting.confirmation.gdpr")} ${wizard.t("contracting.confirmation.gdpr.link")}`,
  );
  await expectAllTranslated(wizard, "the confirmation step");
  await shoot(wizard, "2-confirmation");
  await next(wizard);
}

// --- The runs -----------------------------------------------------------------------------------------

const leadPosts = (from: number, path: "leads" | "gas/leads") =>
  env.site.sandbox.requests.slice(from).filter((request) => request.method === "POST" && request.path === path);
const bodyOf = (request: RecordedRequest | undefined) => (request?.body ?? {}) as Record<string, unknown>;

describe("<ov-contracting> completes in every language, from the CDN bundle", () => {
  it.each(RUNS)(
    "$lang: the $type wizard to its finish step",
    async (run) => {
      const from = env.site.sandbox.requests.length;
      const { page, errors } = await env.site.open(
        env.browser,
        run.viaCookie
          ? `<ov-contracting type="${run.type}"></ov-contracting>`
          : `<ov-contracting type="${run.type}" lang="${run.lang}"></ov-contracting>`,
      );
      if (run.viaCookie) {
        // No attribute: the remembered language of the visitor (spec §1 cookie `lang`) is taken.
        await page.context().addCookies([{ name: "lang", value: run.lang, url: page.url() }]);
        await page.reload();
      }
      await page.evaluate(() => {
        document.addEventListener("ov-contracting-finished", (event) => {
          (window as unknown as { finished: unknown }).finished = (event as CustomEvent).detail;
        });
      });
      // An action that cannot happen fails with its locator, well before the test's own time limit.
      page.setDefaultTimeout(10_000);
      const wizard = wizardFor(run, page);
      await field(wizard, "cups").waitFor({ timeout: 15_000 });
      // The runtime's steps, not the first screen the loader drew before them (first-screen.test.ts's).
      await runtimeDrawn(page, TAG);
      expect(await wizard.tag.locator(".ov-root").getAttribute("lang")).toBe(run.full);

      await installationStep(wizard);
      await personStep(wizard);
      if (run.type !== "gas") await contractStep(wizard);
      if (run.type !== "electricity") await gasContractStep(wizard);
      await paymentStep(wizard);
      await confirmationStep(wizard);

      // --- Finish: the server's body in this language, the finish event with the lead's id ---
      await expectStep(wizard, "finish");
      const thanks = wizard.tag.locator(".ov-contracting__finish h3");
      await thanks.waitFor({ timeout: 15_000 });
      expect(squash(await thanks.innerText())).toBe(squash(run.thanks));
      const goHome = wizard.tag.locator(".ov-contracting__nav button");
      expect((await goHome.allInnerTexts()).map(squash)).toEqual([wizard.t("contracting.goHome")]);
      await expectAllTranslated(wizard, "the finish step");

      const endpoint = run.type === "gas" ? "gas/leads" : "leads";
      const leads = leadPosts(from, endpoint);
      expect(leads.map((request) => bodyOf(request).step)).toEqual([1, 2, 3, 4, 5]);
      const leadId = bodyOf(leads[1]).lead_id;
      expect(typeof leadId).toBe("number");
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { finished?: unknown }).finished))
        .toEqual({ type: run.type, leadId });
      expect(squash(await wizard.tag.locator(".ov-contracting__finish").innerText())).toContain(String(leadId));
      // The lead carries the language: the communication language, and every call asked for this one.
      expect(bodyOf(leads[1])).toMatchObject({ owner: { comms_language: run.comms, company: run.company === true } });
      for (const request of leads) expect(request.headers["accept-language"]).toMatch(new RegExp(`^${run.full},${run.lang};`));
      if (run.type === "dual") {
        expect(leadPosts(from, "gas/leads").map((request) => bodyOf(request).step)).toEqual([1, 2, 3, 4, 5]);
      }
      await shoot(wizard, "3-finish");
      expect(errors).toEqual([]);
    },
    60_000,
  );
});
