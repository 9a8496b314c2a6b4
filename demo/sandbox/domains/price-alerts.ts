/**
 * Price alerts on wholesale-market (OMIP) products (spec §7.11). Products carry 30 days of settlement
 * prices drawn from the seed; alerts belong to the signed-in customer and persist until reset.
 */
import { numField, str, field } from "../body.ts";
import { apiError, json } from "../http.ts";
import { tr, type Texts } from "../i18n.ts";
import type { Rng, Route, RouteContext, SandboxDb } from "../types.ts";
import { CUSTOMER_IDS } from "./session.ts";

export const ALERT_TYPES = ["<", ">", "=="] as const;

interface OmipProduct {
  id: number;
  code: string;
  name: string;
  description: Texts;
  base: number;
  prices: Array<{ date: string; price: number }>;
}

interface Alert {
  id: number;
  product: number;
  type: (typeof ALERT_TYPES)[number];
  price: number;
}

interface PriceAlertsTable {
  products: OmipProduct[];
  alerts: Map<string, Alert[]>;
  nextId: number;
}

const PRODUCTS: Array<Omit<OmipProduct, "prices">> = [
  {
    id: 1,
    code: "FTB M+1",
    name: "SPEL Base M+1",
    base: 68,
    description: { ca: "Càrrega base, mes vinent", es: "Carga base, mes siguiente", en: "Baseload, next month", gl: "Carga base, mes seguinte", fr: "Base, mois prochain", de: "Grundlast, Folgemonat" },
  },
  {
    id: 2,
    code: "FTB Q+1",
    name: "SPEL Base Q+1",
    base: 72,
    description: { ca: "Càrrega base, trimestre vinent", es: "Carga base, trimestre siguiente", en: "Baseload, next quarter", gl: "Carga base, trimestre seguinte", fr: "Base, trimestre prochain", de: "Grundlast, Folgequartal" },
  },
  {
    id: 3,
    code: "FTB YR+1",
    name: "SPEL Base YR+1",
    base: 63,
    description: { ca: "Càrrega base, any vinent", es: "Carga base, año siguiente", en: "Baseload, next year", gl: "Carga base, ano seguinte", fr: "Base, année prochaine", de: "Grundlast, Folgejahr" },
  },
  {
    id: 4,
    code: "FTK M+1",
    name: "SPEL Peak M+1",
    base: 79,
    description: { ca: "Hores punta, mes vinent", es: "Horas punta, mes siguiente", en: "Peak load, next month", gl: "Horas punta, mes seguinte", fr: "Pointe, mois prochain", de: "Spitzenlast, Folgemonat" },
  },
];

export function seed(db: SandboxDb, rng: Rng): void {
  const products = PRODUCTS.map((p) => ({ ...p, prices: priceSeries(db.now, p.base, rng) }));
  const alerts = new Map<string, Alert[]>([
    [
      CUSTOMER_IDS.household,
      [
        { id: 701, product: 1, type: "<", price: 55 },
        { id: 702, product: 3, type: ">", price: 80 },
      ],
    ],
    [CUSTOMER_IDS.business, [{ id: 703, product: 2, type: "==", price: 70 }]],
  ]);
  db.tables["price-alerts"] = { products, alerts, nextId: 704 } satisfies PriceAlertsTable;
}

/** A random walk of 30 daily settlement prices (€/MWh, 2 decimals) ending the day before `now`. */
function priceSeries(now: Date, base: number, rng: Rng) {
  let price = base * (0.9 + rng.next() * 0.2);
  return Array.from({ length: 30 }, (_, i) => {
    price = Math.max(5, price + (rng.next() - 0.5) * 4 + (base - price) * 0.1);
    const date = new Date(now.getTime() - (30 - i) * 86_400_000);
    return { date: date.toISOString().slice(0, 10), price: Math.round(price * 100) / 100 };
  });
}

function table(db: SandboxDb): PriceAlertsTable {
  return db.tables["price-alerts"] as PriceAlertsTable;
}

function alertsOf(ctx: RouteContext): Alert[] {
  const t = table(ctx.db);
  const id = ctx.user?.customerId ?? "";
  let list = t.alerts.get(id);
  if (!list) {
    list = [];
    t.alerts.set(id, list);
  }
  return list;
}

function saveAlert(ctx: RouteContext): Response {
  const t = table(ctx.db);
  const rawId = field(ctx.body, "id");
  const productValue = str(ctx.body, "product");
  const product = t.products.find((p) => String(p.id) === productValue || p.code === productValue || p.name === productValue);
  const type = str(ctx.body, "type");
  const price = numField(ctx.body, "price");
  const errors: Record<string, string[]> = {};
  if (!product) errors.product = ["product_invalid"];
  if (!ALERT_TYPES.includes(type as Alert["type"])) errors.type = ["type_invalid"];
  // spec §5: "price a number of 0 or more".
  if (price === undefined || price < 0) errors.price = ["price_invalid"];
  if (Object.keys(errors).length > 0) return apiError(400, "validation", errors);
  const list = alertsOf(ctx);
  const values = { product: (product as OmipProduct).id, type: type as Alert["type"], price: price as number };
  if (rawId === null || rawId === undefined || rawId === "") {
    const alert = { id: t.nextId, ...values };
    t.nextId += 1;
    list.push(alert);
    return json({ status: 200, id: alert.id });
  }
  const existing = list.find((a) => String(a.id) === String(rawId));
  if (!existing) return apiError(404, "alert_not_found");
  Object.assign(existing, values);
  return json({ status: 200, id: existing.id });
}

function deleteAlert(ctx: RouteContext): Response {
  const rawId = field(ctx.body, "id");
  // spec §7.11: "a null id is an error".
  if (rawId === null || rawId === undefined || rawId === "") return apiError(400, "id_required", { id: ["required"] });
  const list = alertsOf(ctx);
  const index = list.findIndex((a) => String(a.id) === String(rawId));
  if (index < 0) return apiError(404, "alert_not_found");
  list.splice(index, 1);
  return json({ status: 200, id: Number(rawId) });
}

export const routes: Route[] = [
  {
    method: "GET",
    path: "omip/products/",
    versions: [1],
    handler: (ctx) =>
      json(
        // calls §7.11 names the answer "products" and documents none of their fields: these are the ones
        // the alerts screen reads (its choice, unit and sparkline); the market code and a last-price copy
        // of prices' end stay in the sandbox.
        table(ctx.db).products.map((p) => ({
          id: p.id,
          name: p.name,
          description: tr(ctx.lang, p.description),
          unit: "€/MWh",
          prices: p.prices,
        })),
      ),
  },
  { method: "GET", path: "omip/alerts/", versions: [1], auth: "required", handler: (ctx) => json(alertsOf(ctx)) },
  { method: "POST", path: "omip/alerts/", versions: [1], auth: "required", handler: saveAlert },
  { method: "POST", path: "omip/delete/alerts/", versions: [1], auth: "required", handler: deleteAlert },
];
