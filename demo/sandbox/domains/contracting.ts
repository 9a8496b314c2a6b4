/** Contracting (spec §7.8): CUPS lookups, tariffs, price lists, coupons, leads and their checks. */
import { numField, obj, str } from "../body.ts";
import { cupsKey, isValidCups } from "../cups.ts";
import {
  BAD_SCORE_VAT,
  CNAES,
  COMERS,
  COUPONS,
  DNI_CHECK_FAILS_VAT,
  ELECTRICITY_SUPPLIES,
  GAS_COMERS,
  GAS_SUPPLIES,
  GAS_TARIFFS,
  LEGACY_TARIFFS,
  MAX_SOLD_POWER_KW,
  NORMALISED_POWERS,
  PRODUCTS,
  TARIFFS,
  type AccessTariff,
  type Product,
} from "../data/contracting-data.ts";
import { apiError, json } from "../http.ts";
import { escapeHtml, num, tr, type Texts } from "../i18n.ts";
import { isValidTaxId, normalizeTaxId } from "../tax-id.ts";
import type { Lang, Route, RouteContext, SandboxDb } from "../types.ts";

export interface Lead {
  id: number;
  type: "electricity" | "gas";
  /** Every field sent so far, merged step after step. */
  data: Record<string, unknown>;
  steps: number[];
  vat: string | null;
  status: "draft" | "confirmed" | "refused";
}

interface ContractingTable {
  leads: Map<number, Lead>;
  nextLeadId: number;
}

function table(db: SandboxDb): ContractingTable {
  return db.tables.contracting as ContractingTable;
}

export function seed(db: SandboxDb): void {
  db.tables.contracting = { leads: new Map(), nextLeadId: 5001 } satisfies ContractingTable;
}

export function findElectricitySupply(cups: string) {
  const key = cupsKey(cups);
  return ELECTRICITY_SUPPLIES.find((s) => s.cups === key);
}

export function findGasSupply(cups: string) {
  const key = cupsKey(cups);
  return GAS_SUPPLIES.find((s) => s.cups === key);
}

/** The client sends kW (spec §5 input kW); a value above 1000 is read as watts (the power change sends W). */
export function toKw(value: number): number {
  return value > 1000 ? value / 1000 : value;
}

/** spec §9: above 15 kW six periods (3.0TD; 3.0TDVE for vehicle charging), up to 15 kW 2.0TD. */
export function tariffsForPower(powerKw: number): AccessTariff[] {
  if (!(powerKw > 0) || powerKw > MAX_SOLD_POWER_KW) return [];
  return powerKw <= 15 ? [TARIFFS["2.0TD"]] : [TARIFFS["3.0TD"], TARIFFS["3.0TDVE"]];
}

function tariffByIdOrName(value: string | null): AccessTariff | undefined {
  if (!value) return undefined;
  const all: AccessTariff[] = [...Object.values(TARIFFS), ...Object.values(GAS_TARIFFS)];
  return all.find((t) => String(t.id) === value || t.name.toLowerCase() === value.toLowerCase());
}

export function couponFor(code: string | null | undefined) {
  if (!code) return undefined;
  return COUPONS.find((c) => c.code === code.trim().toUpperCase());
}

const LABELS = {
  power: {
    ca: "Terme de potència",
    es: "Término de potencia",
    en: "Power term",
    gl: "Termo de potencia",
    fr: "Prix de la puissance",
    de: "Leistungspreis",
  },
  energy: {
    ca: "Terme d'energia",
    es: "Término de energía",
    en: "Energy term",
    gl: "Termo de enerxía",
    fr: "Prix de l'énergie",
    de: "Arbeitspreis",
  },
  fixed: { ca: "Terme fix", es: "Término fijo", en: "Fixed term", gl: "Termo fixo", fr: "Abonnement", de: "Grundpreis" },
  surplus: {
    ca: "Compensació d'excedents",
    es: "Compensación de excedentes",
    en: "Surplus compensation",
    gl: "Compensación de excedentes",
    fr: "Compensation des surplus",
    de: "Überschussvergütung",
  },
  noTaxes: {
    ca: "Preus sense impostos.",
    es: "Precios sin impuestos.",
    en: "Prices before taxes.",
    gl: "Prezos sen impostos.",
    fr: "Prix hors taxes.",
    de: "Preise ohne Steuern.",
  },
  discount: {
    ca: "Descompte del codi promocional",
    es: "Descuento del código promocional",
    en: "Promotional code discount",
    gl: "Desconto do código promocional",
    fr: "Remise du code promotionnel",
    de: "Rabatt des Aktionscodes",
  },
  indexed: {
    ca: "Preu mitjà dels darrers 12 mesos; l'energia segueix el mercat diari (OMIE).",
    es: "Precio medio de los últimos 12 meses; la energía sigue el mercado diario (OMIE).",
    en: "Average of the last 12 months; energy follows the day-ahead market (OMIE).",
    gl: "Prezo medio dos últimos 12 meses; a enerxía segue o mercado diario (OMIE).",
    fr: "Moyenne des 12 derniers mois ; l'énergie suit le marché journalier (OMIE).",
    de: "Durchschnitt der letzten 12 Monate; die Energie folgt dem Day-Ahead-Markt (OMIE).",
  },
  perDay: { ca: "€/kW dia", es: "€/kW día", en: "€/kW day", gl: "€/kW día", fr: "€/kW jour", de: "€/kW Tag" },
  perDayGas: { ca: "€/dia", es: "€/día", en: "€/day", gl: "€/día", fr: "€/jour", de: "€/Tag" },
} satisfies Record<string, Texts>;

/** spec §3 product: ov_description is HTML (the client sanitises it), translated, with the prices. */
export function productDescription(product: Product, lang: Lang, discountPercent = 0): string {
  const factor = 1 - discountPercent / 100;
  const rows: string[] = [];
  if (product.kind === "gas") {
    rows.push(`<li>${tr(lang, LABELS.fixed)}: ${num(lang, product.power[0] ?? 0, 4)} ${tr(lang, LABELS.perDayGas)}</li>`);
    rows.push(`<li>${tr(lang, LABELS.energy)}: ${num(lang, (product.energy[0] ?? 0) * factor, 4)} €/kWh</li>`);
  } else {
    const power = product.power.map((p, i) => `P${i + 1} ${num(lang, p, 4)}`).join(" · ");
    const energy = product.energy.map((p, i) => `P${i + 1} ${num(lang, p * factor, 4)}`).join(" · ");
    rows.push(`<li>${tr(lang, LABELS.power)} (${tr(lang, LABELS.perDay)}): ${power}</li>`);
    rows.push(`<li>${tr(lang, LABELS.energy)} (€/kWh): ${energy}</li>`);
    if (product.surplus) rows.push(`<li>${tr(lang, LABELS.surplus)}: ${num(lang, product.surplus, 4)} €/kWh</li>`);
  }
  if (discountPercent > 0) rows.push(`<li><strong>${tr(lang, LABELS.discount)}: -${discountPercent} %</strong></li>`);
  const note = product.kind === "indexed" ? `<p>${tr(lang, LABELS.indexed)}</p>` : "";
  return `<p><strong>${escapeHtml(tr(lang, product.name))} ${product.tariff}</strong></p><ul>${rows.join("")}</ul>${note}<p><small>${tr(lang, LABELS.noTaxes)}</small></p>`;
}

function productOut(product: Product, lang: Lang, discountPercent: number) {
  return {
    id: product.id,
    name: `${tr(lang, product.name)} ${product.tariff}`,
    ov_description: productDescription(product, lang, discountPercent),
    ov_link: `https://www.ov-sandbox.example/${lang}/tarifes/${product.id}`,
  };
}

function cupsParam(ctx: RouteContext): string | null {
  const cups = ctx.params.cups ?? "";
  return isValidCups(cups) ? cupsKey(cups) : null;
}

/**
 * A supply's address as the CUPS lookups document it (calls §7.8 `address.zipcode`): the supply's city,
 * INE code, province and street stay in the sandbox (the wizard asks them and looks them up by postal code).
 */
function answerAddress(address: { zipcode: string }): { zipcode: string } {
  return { zipcode: address.zipcode };
}

function electricityConfig(ctx: RouteContext): Response {
  const cups = cupsParam(ctx);
  if (!cups) return apiError(400, "cups_invalid", { cups: ["cups_invalid"] });
  const supply = findElectricitySupply(cups);
  // A valid CUPS the sandbox does not know has no SIPS data but can be contracted: the form asks for everything.
  if (!supply || !supply.sips) {
    return json({
      cups_data_availability: { available: false },
      cups_availability: { available: supply?.available ?? true },
      access_tariff: null,
      address: supply ? answerAddress(supply.address) : null,
      selfcons: false,
      autoconsumo_code: "00",
      ...(ctx.query.get("old") === "0" ? { power: null } : {}),
    });
  }
  const powers = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`power_p${i + 1}`, supply.powers[i] ?? null]));
  const tariff = TARIFFS[supply.tariff];
  return json({
    cups_data_availability: { available: true },
    cups_availability: { available: supply.available },
    access_tariff: { id: tariff.id, name: tariff.name },
    address: answerAddress(supply.address),
    ...powers,
    selfcons: supply.selfcons,
    // spec §9: self-consumption code 00, or 41 when self-consumed.
    autoconsumo_code: supply.selfcons ? "41" : "00",
    // spec §7.8: "A variant with ?old=0 returns power and access_tariff.id".
    ...(ctx.query.get("old") === "0" ? { power: supply.powers[0] } : {}),
  });
}

function gasConfig(ctx: RouteContext): Response {
  const cups = cupsParam(ctx);
  if (!cups) return apiError(400, "cups_invalid", { cups: ["cups_invalid"] });
  const supply = findGasSupply(cups);
  if (!supply) return json({ access_tariff: null, address: null, cups_availability: { available: true } });
  return json({
    access_tariff: { ...GAS_TARIFFS[supply.tariff] },
    address: answerAddress(supply.address),
    cups_availability: { available: supply.available },
  });
}

/** spec §7.8 "defaults for prefilling": the signed-in customer's data, else the general defaults. */
function contractingDefaults(ctx: RouteContext): Response {
  const customer = ctx.db.customers.find((c) => c.id === ctx.user?.customerId);
  const cnae = CNAES[0] as (typeof CNAES)[number];
  return json({
    cnae: { id: cnae.id, name: cnae.name, descripcio: tr(ctx.lang, cnae.descripcio) },
    selfcons_code: "00",
    residence_type: "habitual",
    comms_language: `${ctx.lang}_ES`,
    owner: customer
      ? {
          vat: customer.vat,
          name: customer.name,
          email: customer.email,
          mobile: customer.phone ?? "",
          company: customer.kind === "business",
        }
      : null,
  });
}

function pricelist(ctx: RouteContext, gas: boolean): Response {
  const tariff = tariffByIdOrName(ctx.query.get("atr"));
  const power = numField({ p: ctx.query.get("power") }, "p");
  let wanted = tariff?.name;
  // Without an access tariff, the power decides (spec §9: 15 kW limit).
  if (!wanted && !gas && power !== undefined) wanted = tariffsForPower(toKw(power))[0]?.name;
  if (!wanted) return json([]);
  const selfcons = ctx.query.get("selfcons") === "true" || ctx.query.get("selfcons") === "1";
  const coupon = couponFor(ctx.query.get("promocode"));
  const discount = coupon?.valid ? coupon.discountPercent : 0;
  const products = PRODUCTS.filter(
    (p) => p.tariff === wanted && (gas ? p.kind === "gas" : p.kind !== "gas") && (!p.selfconsOnly || selfcons),
  );
  return json(products.map((p) => productOut(p, ctx.lang, discount)));
}

function leadIdOf(body: unknown): number | null {
  for (const key of ["lead_id", "leadId", "id"]) {
    const value = numField(body, key);
    if (value !== undefined) return value;
  }
  return null;
}

/** The tax id of a lead, from the person step: `vat` at the top or inside `owner`. */
function vatOf(body: unknown): string | null {
  const value = str(body, "vat") ?? str(obj(body, "owner"), "vat");
  return value ? normalizeTaxId(value) : null;
}

const FINISH = {
  ok: {
    ca: "<h3>Gràcies per la teva confiança!</h3><p>Hem rebut la sol·licitud número <strong>{id}</strong>. T'enviarem el contracte per signar-lo digitalment en les properes hores.</p>",
    es: "<h3>¡Gracias por tu confianza!</h3><p>Hemos recibido la solicitud número <strong>{id}</strong>. Te enviaremos el contrato para firmarlo digitalmente en las próximas horas.</p>",
    en: "<h3>Thank you for your trust!</h3><p>We have received request number <strong>{id}</strong>. We will send you the contract to sign digitally within the next few hours.</p>",
    gl: "<h3>Grazas pola túa confianza!</h3><p>Recibimos a solicitude número <strong>{id}</strong>. Enviarémosche o contrato para asinalo dixitalmente nas próximas horas.</p>",
    fr: "<h3>Merci de votre confiance !</h3><p>Nous avons bien reçu la demande numéro <strong>{id}</strong>. Vous recevrez le contrat à signer électroniquement dans les prochaines heures.</p>",
    de: "<h3>Vielen Dank für Ihr Vertrauen!</h3><p>Wir haben Ihren Antrag Nummer <strong>{id}</strong> erhalten. Den Vertrag zur digitalen Unterschrift senden wir Ihnen in den nächsten Stunden.</p>",
  },
  refused: {
    ca: "<p>No hem pogut completar la contractació. Torna-ho a provar més tard o truca al 900 533 533.</p>",
    es: "<p>No hemos podido completar la contratación. Vuelve a intentarlo más tarde o llama al 900 533 533.</p>",
    en: "<p>We could not complete the contract. Please try again later or call 900 533 533.</p>",
    gl: "<p>Non puidemos completar a contratación. Téntao máis tarde ou chama ao 900 533 533.</p>",
    fr: "<p>Nous n'avons pas pu finaliser la souscription. Réessayez plus tard ou appelez le 900 533 533.</p>",
    de: "<p>Der Vertragsabschluss war nicht möglich. Bitte versuchen Sie es später erneut oder rufen Sie 900 533 533 an.</p>",
  },
} satisfies Record<string, Texts>;

/**
 * spec §7.8 POST leads / gas/leads: one call per wizard step (1 installation, 2 person, 3 contract,
 * 4 payment, 5 confirmation). Step 1 creates the lead; later steps name it with `lead_id`.
 */
function leadStep(ctx: RouteContext, type: Lead["type"]): Response {
  const step = numField(ctx.body, "step");
  if (step === undefined || !Number.isInteger(step) || step < 1 || step > 5)
    return apiError(400, "step_invalid", { step: ["step_invalid"] });
  const t = table(ctx.db);
  const id = leadIdOf(ctx.body);
  let lead = id !== null ? t.leads.get(id) : undefined;
  if (id !== null && !lead) return apiError(404, "lead_not_found");
  if (!lead && step !== 1) return apiError(400, "lead_id_required", { lead_id: ["required"] });

  if (step === 1) {
    const cups = str(ctx.body, "cups") ?? "";
    if (!isValidCups(cups)) return apiError(400, "cups_invalid", { cups: ["cups_invalid"] });
    const supply = type === "gas" ? findGasSupply(cups) : findElectricitySupply(cups);
    // spec §8.4: "CUPS not available".
    if (supply && !supply.available) return apiError(400, "cups_not_available", { cups: ["cups_not_available"] });
  }
  if (step === 2) {
    const vat = vatOf(ctx.body);
    if (!vat || !isValidTaxId(vat)) return apiError(400, "vat_invalid", { vat: ["vat_invalid"] });
  }
  if (step === 4) {
    const iban = str(obj(ctx.body, "bank"), "iban") ?? str(ctx.body, "iban");
    if (iban !== undefined && !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban.replace(/\s+/g, "").toUpperCase()))
      return apiError(400, "iban_invalid", { iban: ["iban_invalid"] });
  }

  if (!lead) {
    lead = { id: t.nextLeadId, type, data: {}, steps: [], vat: null, status: "draft" };
    t.nextLeadId += 1;
    t.leads.set(lead.id, lead);
  }
  if (typeof ctx.body === "object" && ctx.body !== null) Object.assign(lead.data, ctx.body);
  if (!lead.steps.includes(step)) lead.steps.push(step);
  lead.vat = vatOf(ctx.body) ?? lead.vat;

  if (step < 5) return json({ status: "OK", lead_id: lead.id });

  const refused = ctx.scenario === "lead_refused" || lead.vat === BAD_SCORE_VAT || lead.vat === DNI_CHECK_FAILS_VAT;
  lead.status = refused ? "refused" : "confirmed";
  if (refused)
    return json({ status: "ERROR", lead_id: lead.id, result: { render: { format: "html", body: tr(ctx.lang, FINISH.refused) } } });
  return json({
    status: "OK",
    lead_id: lead.id,
    result: { render: { format: "html", body: tr(ctx.lang, FINISH.ok).replace("{id}", String(lead.id)) } },
  });
}

function leadCheck(ctx: RouteContext, check: "solvencia" | "dni"): Response {
  const lead = table(ctx.db).leads.get(Number(ctx.params.leadId));
  if (!lead) return apiError(404, "lead_not_found");
  if (!lead.vat) return apiError(400, "vat_required", { vat: ["required"] });
  // The catalogue's answer is the scoring alone; how it maps to a refusal is the page's minScoring (the
  // demo page sets 5): the sandbox scores 8, and 2 for BAD_SCORE_VAT.
  if (check === "solvencia") return json({ scoring: lead.vat === BAD_SCORE_VAT ? 2 : 8 });
  // calls §7.8: "dni_valid" alone (the lead's id is the one in the path).
  return json({ dni_valid: lead.vat !== DNI_CHECK_FAILS_VAT });
}

/**
 * calls §7.8 POST leads/potencia {cups, data}: a power estimate, the supply's P1 rounded up to a
 * normalised power. The catalogue does not say what `data` holds, so the sandbox reads nothing from it.
 */
function powerEstimate(ctx: RouteContext): Response {
  const cups = str(ctx.body, "cups") ?? "";
  const supply = isValidCups(cups) ? findElectricitySupply(cups) : undefined;
  const wanted = supply?.powers[0];
  if (wanted === undefined || !(wanted > 0)) return apiError(400, "power_estimate_unavailable");
  const kw = toKw(wanted);
  const power = NORMALISED_POWERS.find((p) => p >= kw) ?? Math.ceil(kw);
  const tariff = tariffsForPower(power)[0] ?? null;
  return json({ status: "OK", power, power2: power, access_tariff: tariff });
}

export const routes: Route[] = [
  { method: "GET", path: "contractacio/config/cups/:cups", versions: [1], handler: electricityConfig },
  { method: "GET", path: "gas/contractacio/config/cups/:cups", versions: [1, 2], handler: gasConfig },
  { method: "GET", path: "contractacio/config", versions: [1], handler: contractingDefaults },
  {
    method: "GET",
    path: "misc/cnaes/",
    versions: [1],
    handler: (ctx) => json(CNAES.map((c) => ({ id: c.id, name: c.name, descripcio: tr(ctx.lang, c.descripcio) }))),
  },
  { method: "GET", path: "leads/comers", versions: [1], handler: () => json(COMERS) },
  { method: "GET", path: "gas/leads/comers", versions: [1, 2], handler: () => json(GAS_COMERS) },
  {
    method: "GET",
    path: "tariff",
    versions: [1],
    handler: (ctx) => {
      if (ctx.query.get("old") === "1" || ctx.query.get("old") === "true") return json(LEGACY_TARIFFS);
      const power = numField({ p: ctx.query.get("power") }, "p");
      return json(power === undefined ? [] : tariffsForPower(toKw(power)));
    },
  },
  { method: "GET", path: "gas/tariff", versions: [1, 2], handler: () => json(Object.values(GAS_TARIFFS)) },
  { method: "GET", path: "pricelist", versions: [1], handler: (ctx) => pricelist(ctx, false) },
  { method: "GET", path: "gas/pricelist", versions: [1, 2], handler: (ctx) => pricelist(ctx, true) },
  {
    method: "GET",
    path: "leads/validate-coupon/:coupon/",
    versions: [1],
    handler: (ctx) => {
      const coupon = couponFor(ctx.params.coupon);
      // calls §7.8: "valid boolean" only (the code is the one the client sent).
      return json({ valid: coupon?.valid === true });
    },
  },
  { method: "POST", path: "leads", versions: [1], handler: (ctx) => leadStep(ctx, "electricity") },
  { method: "POST", path: "gas/leads", versions: [1, 2], handler: (ctx) => leadStep(ctx, "gas") },
  { method: "GET", path: "leads/solvencia/:leadId", versions: [1], handler: (ctx) => leadCheck(ctx, "solvencia") },
  { method: "GET", path: "leads/dni-validation/:leadId", versions: [1], handler: (ctx) => leadCheck(ctx, "dni") },
  { method: "POST", path: "leads/potencia", versions: [1], handler: powerEstimate },
];

/** For tests and the README. */
export function leadsOf(db: SandboxDb): Lead[] {
  return [...table(db).leads.values()];
}
