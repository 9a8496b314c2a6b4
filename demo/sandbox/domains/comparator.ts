/**
 * Comparators and the power calculator lead (spec §7.9). The result is computed from the inputs with the
 * retailer's price lists of data/contracting-data.ts, so a bigger consumption gives a bigger invoice.
 */
import { bool, numField, obj, str } from "../body.ts";
import { cupsKey, isValidCups } from "../cups.ts";
import {
  ELECTRICITY_SUPPLIES,
  ELECTRICITY_TAX_RATE,
  GAS_SUPPLIES,
  GAS_TAX_PER_KWH,
  GAS_TARIFFS,
  METER_RENTAL_PER_DAY,
  PRODUCTS,
  TARIFFS,
  VAT_RATE,
  type GasTariffName,
  type Product,
} from "../data/contracting-data.ts";
import { apiError, json } from "../http.ts";
import { escapeHtml, money, num, tr, type Texts } from "../i18n.ts";
import type { Lang, Route, RouteContext, SandboxDb } from "../types.ts";
import { toKw } from "./contracting.ts";

/** The CUPS with which every comparison fails (README "special inputs"). */
export const COMPARE_FAILS_CUPS = (ELECTRICITY_SUPPLIES.find((s) => s.note.startsWith("COMPARE FAILS")) as { cups: string }).cups;
export const GAS_COMPARE_FAILS_CUPS = (GAS_SUPPLIES.find((s) => s.note.startsWith("COMPARE FAILS")) as { cups: string }).cups;
/** A lead sent with this email fails (spec §8.4 "Invoice sending failed."). */
export const LEAD_FAILS_EMAIL = "lead-fail@example.com";

/** The name the spec gives the special electricity tax (spec §3: "a tax naming the special electricity tax gets a translated label"). */
export const ELECTRICITY_TAX_NAME = "Impuesto especial sobre la electricidad";

interface ComparatorTable {
  leads: Array<{ kind: "electricity" | "gas" | "power-calculator"; body: unknown }>;
}

export function seed(db: SandboxDb): void {
  db.tables.comparator = { leads: [] } satisfies ComparatorTable;
}

function table(db: SandboxDb): ComparatorTable {
  return db.tables.comparator as ComparatorTable;
}

export interface Line {
  name: string;
  price_unit: number;
  quantity: number;
  /** Days for per-day prices, 1 otherwise (spec §3: "multi (days)"). */
  multi: number;
}

const round = (value: number, decimals = 2) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const lineTotal = (line: Line) => line.price_unit * line.quantity * line.multi;
const sum = (lines: Line[]) => lines.reduce((total, line) => total + lineTotal(line), 0);

const T = {
  meter: { ca: "Lloguer del comptador", es: "Alquiler del contador", en: "Meter rental", gl: "Aluguer do contador", fr: "Location du compteur", de: "Zählermiete" },
  fixed: { ca: "Terme fix", es: "Término fijo", en: "Fixed term", gl: "Termo fixo", fr: "Abonnement", de: "Grundpreis" },
  variable: { ca: "Terme variable", es: "Término variable", en: "Variable term", gl: "Termo variable", fr: "Consommation", de: "Arbeitspreis" },
  saving: {
    ca: "Amb la {product} hauríeu pagat <strong>{total}</strong> en lloc de {invoice}: un estalvi de <strong>{saving}</strong> ({percent} %).",
    es: "Con la {product} habría pagado <strong>{total}</strong> en lugar de {invoice}: un ahorro de <strong>{saving}</strong> ({percent} %).",
    en: "With {product} you would have paid <strong>{total}</strong> instead of {invoice}: a saving of <strong>{saving}</strong> ({percent}%).",
    gl: "Coa {product} pagaría <strong>{total}</strong> en lugar de {invoice}: un aforro de <strong>{saving}</strong> ({percent} %).",
    fr: "Avec {product}, vous auriez payé <strong>{total}</strong> au lieu de {invoice} : une économie de <strong>{saving}</strong> ({percent} %).",
    de: "Mit {product} hätten Sie <strong>{total}</strong> statt {invoice} bezahlt: eine Ersparnis von <strong>{saving}</strong> ({percent} %).",
  },
  noSaving: {
    ca: "Amb la {product} hauries pagat <strong>{total}</strong>; la teva factura va ser de {invoice}.",
    es: "Con la {product} habrías pagado <strong>{total}</strong>; tu factura fue de {invoice}.",
    en: "With {product} you would have paid <strong>{total}</strong>; your invoice was {invoice}.",
    gl: "Coa {product} pagarías <strong>{total}</strong>; a túa factura foi de {invoice}.",
    fr: "Avec {product}, vous auriez payé <strong>{total}</strong> ; votre facture était de {invoice}.",
    de: "Mit {product} hätten Sie <strong>{total}</strong> bezahlt; Ihre Rechnung betrug {invoice}.",
  },
  period: {
    ca: "Període comparat: {days} dies ({start} – {end}).",
    es: "Periodo comparado: {days} días ({start} – {end}).",
    en: "Period compared: {days} days ({start} – {end}).",
    gl: "Período comparado: {days} días ({start} – {end}).",
    fr: "Période comparée : {days} jours ({start} – {end}).",
    de: "Vergleichszeitraum: {days} Tage ({start} – {end}).",
  },
  basis: {
    ca: "Càlcul amb els preus vigents, impostos inclosos. Import orientatiu.",
    es: "Cálculo con los precios vigentes, impuestos incluidos. Importe orientativo.",
    en: "Calculated with current prices, taxes included. Indicative amount.",
    gl: "Cálculo cos prezos vixentes, impostos incluídos. Importe orientativo.",
    fr: "Calcul aux prix en vigueur, taxes comprises. Montant indicatif.",
    de: "Berechnet mit aktuellen Preisen inkl. Steuern. Richtwert.",
  },
  couldNotCompare: {
    ca: "No hem pogut comparar aquest subministrament. Revisa les dades o envia'ns la factura.",
    es: "No hemos podido comparar este suministro. Revisa los datos o envíanos la factura.",
    en: "We could not compare this supply. Check the data or send us your invoice.",
    gl: "Non puidemos comparar este subministración. Revisa os datos ou envíanos a factura.",
    fr: "Nous n'avons pas pu comparer ce point de fourniture. Vérifiez les données ou envoyez-nous votre facture.",
    de: "Dieser Anschluss konnte nicht verglichen werden. Prüfen Sie die Daten oder senden Sie uns Ihre Rechnung.",
  },
  leadFailed: {
    ca: "No s'ha pogut enviar la factura.",
    es: "No se ha podido enviar la factura.",
    en: "Invoice sending failed.",
    gl: "Non se puido enviar a factura.",
    fr: "L'envoi de la facture a échoué.",
    de: "Die Rechnung konnte nicht gesendet werden.",
  },
} satisfies Record<string, Texts>;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

function parseDay(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Days of a billing period, both ends included, or field errors. */
function periodOf(body: unknown): { days: number; start: string; end: string } | { errors: Record<string, string[]> } {
  const start = parseDay(str(body, "startDate"));
  const end = parseDay(str(body, "endDate"));
  const errors: Record<string, string[]> = {};
  if (!start) errors.startDate = ["date_invalid"];
  if (!end) errors.endDate = ["date_invalid"];
  if (start && end && end < start) errors.endDate = ["end_before_start"];
  if (Object.keys(errors).length > 0 || !start || !end) return { errors };
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
  if (days > 366) return { errors: { endDate: ["period_too_long"] } };
  return { days, start: str(body, "startDate") as string, end: str(body, "endDate") as string };
}

function resultHtml(lang: Lang, productName: string, total: number, invoice: number, period: { days: number; start: string; end: string }) {
  const saving = round(invoice - total);
  const values = {
    product: escapeHtml(productName),
    total: money(lang, total),
    invoice: money(lang, invoice),
    saving: money(lang, saving),
    percent: num(lang, invoice > 0 ? (saving / invoice) * 100 : 0, 0),
  };
  const header = `<h3>${fill(tr(lang, saving > 0 ? T.saving : T.noSaving), values)}</h3>`;
  const content = `<p>${fill(tr(lang, T.period), { days: String(period.days), start: period.start, end: period.end })}</p><p><small>${tr(lang, T.basis)}</small></p>`;
  return { header, content };
}

interface ElectricityQuote {
  product: Product;
  lines: { potencia: Line[]; energia: Line[]; lloguer: Line[] };
  taxes: Record<string, number>;
  total: number;
}

function quoteElectricity(lang: Lang, product: Product, powers: number[], kwh: number[], days: number): ElectricityQuote {
  const potencia: Line[] = product.power.map((price, i) => ({ name: `P${i + 1}`, price_unit: price, quantity: powers[i] ?? powers[0] ?? 0, multi: days }));
  const energia: Line[] = product.energy
    .map((price, i) => ({ name: `P${i + 1}`, price_unit: price, quantity: kwh[i] ?? 0, multi: 1 }))
    .filter((line) => line.quantity > 0);
  const lloguer: Line[] = [{ name: tr(lang, T.meter), price_unit: METER_RENTAL_PER_DAY, quantity: 1, multi: days }];
  const electricityTax = round((sum(potencia) + sum(energia)) * ELECTRICITY_TAX_RATE);
  const base = sum(potencia) + sum(energia) + electricityTax + sum(lloguer);
  const vat = round(base * VAT_RATE);
  return {
    product,
    lines: { potencia, energia, lloguer },
    taxes: { [ELECTRICITY_TAX_NAME]: electricityTax, "IVA 21%": vat },
    total: round(base + vat),
  };
}

/** spec §7.9 POST price-compare/: mode auto compares; with the lead fields (mode manual) it is a lead. */
function compareElectricity(ctx: RouteContext): Response {
  const body = ctx.body;
  if (str(body, "mode") === "manual") return comparatorLead(ctx, "electricity");
  const cups = str(body, "cups") ?? "";
  if (cups && !isValidCups(cups)) return apiError(400, "cups_invalid", { cups: ["cups_invalid"] });
  if (cups && cupsKey(cups) === COMPARE_FAILS_CUPS) return apiError(400, "could_not_compare");
  const period = periodOf(body);
  if ("errors" in period) return apiError(400, "validation", period.errors);
  const power = toKw(numField(body, "power") ?? 0);
  const invoice = numField(body, "invoiceAmount");
  const errors: Record<string, string[]> = {};
  if (!(power > 0)) errors.power = ["power_invalid"];
  if (invoice === undefined || invoice <= 0) errors.invoiceAmount = ["amount_invalid"];
  if (Object.keys(errors).length > 0) return apiError(400, "validation", errors);

  const accessTariff = str(body, "accessTariff");
  const tariffName =
    Object.values(TARIFFS).find((t) => String(t.id) === accessTariff || t.name === accessTariff)?.name ?? (power <= 15 ? "2.0TD" : "3.0TD");
  const power2 = toKw(numField(body, "power2") ?? power);
  const powers = tariffName === "2.0TD" ? [power, power2] : [power, power, power, power, power, power2];
  const kwh = Array.from({ length: 6 }, (_, i) => Math.max(0, numField(body, `p${i + 1}`) ?? 0));
  const candidates = PRODUCTS.filter((p) => p.tariff === tariffName && p.kind !== "gas" && !p.selfconsOnly);
  if (candidates.length === 0 || kwh.every((k) => k === 0)) return apiError(400, "could_not_compare");
  const best = candidates
    .map((product) => quoteElectricity(ctx.lang, product, powers, kwh, period.days))
    .sort((a, b) => a.total - b.total)[0] as ElectricityQuote;
  const productName = `${tr(ctx.lang, best.product.name)} ${best.product.tariff}`;
  return json({
    status: "OK",
    result: {
      ...resultHtml(ctx.lang, productName, best.total, invoice as number, period),
      total_amount: best.total,
      product: { id: best.product.id, name: productName },
      operations: { lines: best.lines, taxes: best.taxes },
    },
  });
}

/** Annual consumption decides the gas toll band when the form sends none (RL.1 up to 5,000 kWh, ...). */
function gasTariffFor(consumption: number, days: number): GasTariffName {
  const yearly = (consumption / days) * 365;
  if (yearly <= 5000) return "RL.1";
  if (yearly <= 15000) return "RL.2";
  if (yearly <= 50000) return "RL.3";
  return "RL.4";
}

/** spec §7.9 POST gas/price-compare: mode auto compares; mode manual is the gas lead. */
function compareGas(ctx: RouteContext): Response {
  const body = ctx.body;
  if (str(body, "mode") === "manual") return comparatorLead(ctx, "gas");
  const cups = str(body, "cups") ?? "";
  if (cups && !isValidCups(cups)) return apiError(400, "cups_invalid", { cups: ["cups_invalid"] });
  // spec §8.4: "gas shows the server message in red", so this message is translated.
  if (cups && cupsKey(cups) === GAS_COMPARE_FAILS_CUPS) return apiError(400, tr(ctx.lang, T.couldNotCompare));
  const period = periodOf(body);
  if ("errors" in period) return apiError(400, "validation", period.errors);
  const consumption = numField(body, "consumption");
  const invoice = numField(body, "invoiceAmount");
  const errors: Record<string, string[]> = {};
  if (consumption === undefined || consumption <= 0) errors.consumption = ["consumption_invalid"];
  if (invoice === undefined || invoice <= 0) errors.invoiceAmount = ["amount_invalid"];
  if (Object.keys(errors).length > 0) return apiError(400, "validation", errors);

  const sent = str(body, "access_tariff");
  const tariffName =
    (Object.keys(GAS_TARIFFS) as GasTariffName[]).find((k) => k === sent || String(GAS_TARIFFS[k].id) === sent) ??
    gasTariffFor(consumption as number, period.days);
  const product = PRODUCTS.filter((p) => p.tariff === tariffName).sort((a, b) => (a.energy[0] ?? 0) - (b.energy[0] ?? 0))[0] as Product;
  const fijo: Line[] = [{ name: `${tr(ctx.lang, T.fixed)} ${tariffName}`, price_unit: product.power[0] ?? 0, quantity: 1, multi: period.days }];
  const variable: Line[] = [{ name: tr(ctx.lang, T.variable), price_unit: product.energy[0] ?? 0, quantity: consumption as number, multi: 1 }];
  const hydrocarbonTax = round((consumption as number) * GAS_TAX_PER_KWH);
  const base = sum(fijo) + sum(variable) + hydrocarbonTax;
  const vat = round(base * VAT_RATE);
  const total = round(base + vat);
  const productName = `${tr(ctx.lang, product.name)} ${product.tariff}`;
  return json({
    status: "OK",
    result: {
      ...resultHtml(ctx.lang, productName, total, invoice as number, period),
      total_amount: total,
      product: { id: product.id, name: productName },
      operations: {
        lines: { fijo, variable },
        taxes: [
          { name: "Impuesto especial sobre hidrocarburos", amount: hydrocarbonTax },
          { name: "IVA 21%", amount: vat },
        ],
      },
    },
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * spec §7.9 lead contact form: {name, surname1, surname2?, email, telephone (no +34), contactHours,
 * invoice file?, consent}. Stored, so tests can read what was sent.
 */
function comparatorLead(ctx: RouteContext, kind: "electricity" | "gas"): Response {
  const body = ctx.body;
  const errors: Record<string, string[]> = {};
  if (!str(body, "name")?.trim()) errors.name = ["required"];
  if (!str(body, "surname1")?.trim()) errors.surname1 = ["required"];
  const email = str(body, "email") ?? "";
  if (!EMAIL.test(email)) errors.email = ["email_invalid"];
  const phone = (str(body, "telephone") ?? "").replace(/\s+/g, "");
  if (!/^\d{9}$/.test(phone)) errors.telephone = ["phone_invalid"];
  if (!bool(body, "consent")) errors.consent = ["required"];
  const cups = str(body, "cups");
  if (cups && !isValidCups(cups)) errors.cups = ["cups_invalid"];
  if (Object.keys(errors).length > 0) return apiError(400, "validation", errors);
  if (email.toLowerCase() === LEAD_FAILS_EMAIL) return apiError(400, kind === "gas" ? tr(ctx.lang, T.leadFailed) : "lead_send_failed");
  table(ctx.db).leads.push({ kind, body });
  return json({ status: "OK" });
}

/** Power calculator lead; the spec does not give its path, the sandbox uses `leads/power-calculator/`. */
function powerCalculatorLead(ctx: RouteContext): Response {
  const body = ctx.body;
  const data = obj(body, "data");
  const cups = str(body, "cups") ?? str(data, "cups");
  const errors: Record<string, string[]> = {};
  if (cups && !isValidCups(cups)) errors.cups = ["cups_invalid"];
  const optimal = numField(data, "optimalPower");
  if (optimal === undefined || optimal <= 0) errors.optimalPower = ["required"];
  const email = str(body, "email") ?? str(data, "email");
  if (email !== undefined && !EMAIL.test(email)) errors.email = ["email_invalid"];
  if (Object.keys(errors).length > 0) return apiError(400, "validation", errors);
  if (email?.toLowerCase() === LEAD_FAILS_EMAIL) return json({ status: "ERROR", message: "lead_send_failed" });
  table(ctx.db).leads.push({ kind: "power-calculator", body });
  return json({ status: "OK" });
}

export const routes: Route[] = [
  { method: "POST", path: "price-compare/", versions: [1], handler: compareElectricity },
  { method: "POST", path: "price-compare/confirm", versions: [1], handler: (ctx) => comparatorLead(ctx, "electricity") },
  { method: "POST", path: "gas/price-compare", versions: [1], handler: compareGas },
  // extension (see ../extensions.ts): not in the call catalogue
  { method: "POST", path: "leads/power-calculator/", versions: [1], handler: powerCalculatorLead },
];

export function comparatorLeads(db: SandboxDb) {
  return table(db).leads;
}
