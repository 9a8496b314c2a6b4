/**
 * Newsletters (spec §7.10). The newsletter page takes `params`, an unsigned JWT-shaped token whose
 * payload is base64url JSON `{"subscriber_id": 501, "email": "..."}` (README "Newsletter params").
 */
import { field, str } from "../body.ts";
import { apiError, json } from "../http.ts";
import { tr, type Texts } from "../i18n.ts";
import { signToken } from "../jwt.ts";
import type { Route, RouteContext, SandboxDb } from "../types.ts";

interface Newsletter {
  id: number;
  name: Texts;
  description: Texts;
  /** Exported to the retailer's mailing platform: once subscribed it cannot be unchecked here (spec §4). */
  exported: boolean;
}

interface Subscriber {
  id: number;
  emails: string[];
  newsletters: number[];
}

interface NewsletterTable {
  subscribers: Subscriber[];
  nextId: number;
}

export const NEWSLETTERS: Newsletter[] = [
  {
    id: 1,
    exported: true,
    name: { ca: "Butlletí mensual", es: "Boletín mensual", en: "Monthly newsletter", gl: "Boletín mensual", fr: "Lettre mensuelle", de: "Monatlicher Newsletter" },
    description: {
      ca: "Novetats de la cooperativa, la factura i el mercat elèctric, un cop al mes.",
      es: "Novedades de la cooperativa, la factura y el mercado eléctrico, una vez al mes.",
      en: "News about the cooperative, your invoice and the electricity market, once a month.",
      gl: "Novidades da cooperativa, a factura e o mercado eléctrico, unha vez ao mes.",
      fr: "Actualités de la coopérative, de la facture et du marché de l'électricité, une fois par mois.",
      de: "Neuigkeiten zur Genossenschaft, zur Rechnung und zum Strommarkt, einmal im Monat.",
    },
  },
  {
    id: 2,
    exported: false,
    name: { ca: "Ofertes i promocions", es: "Ofertas y promociones", en: "Offers and promotions", gl: "Ofertas e promocións", fr: "Offres et promotions", de: "Angebote und Aktionen" },
    description: {
      ca: "Descomptes, codis promocionals i campanyes per a clients.",
      es: "Descuentos, códigos promocionales y campañas para clientes.",
      en: "Discounts, promotional codes and customer campaigns.",
      gl: "Descontos, códigos promocionais e campañas para clientes.",
      fr: "Remises, codes promotionnels et campagnes clients.",
      de: "Rabatte, Aktionscodes und Kundenaktionen.",
    },
  },
  {
    id: 3,
    exported: false,
    name: { ca: "Consells d'estalvi", es: "Consejos de ahorro", en: "Saving tips", gl: "Consellos de aforro", fr: "Conseils d'économie", de: "Spartipps" },
    description: {
      ca: "Idees pràctiques per reduir el consum a casa i a l'empresa.",
      es: "Ideas prácticas para reducir el consumo en casa y en la empresa.",
      en: "Practical ideas to cut consumption at home and at work.",
      gl: "Ideas prácticas para reducir o consumo na casa e na empresa.",
      fr: "Des idées concrètes pour réduire la consommation à la maison et au travail.",
      de: "Praktische Ideen, um zu Hause und im Betrieb Energie zu sparen.",
    },
  },
  {
    id: 4,
    exported: false,
    name: { ca: "Mercat elèctric setmanal", es: "Mercado eléctrico semanal", en: "Weekly power market", gl: "Mercado eléctrico semanal", fr: "Marché de l'électricité hebdo", de: "Strommarkt der Woche" },
    description: {
      ca: "Preus OMIE i OMIP de la setmana, amb gràfics.",
      es: "Precios OMIE y OMIP de la semana, con gráficos.",
      en: "OMIE and OMIP prices of the week, with charts.",
      gl: "Prezos OMIE e OMIP da semana, con gráficos.",
      fr: "Prix OMIE et OMIP de la semaine, avec graphiques.",
      de: "OMIE- und OMIP-Preise der Woche mit Grafiken.",
    },
  },
];

export function seed(db: SandboxDb): void {
  db.tables.newsletter = {
    subscribers: [
      { id: 501, emails: ["marta.puig@example.com"], newsletters: [1, 3] },
      { id: 502, emails: ["administracio@fornvidal.example", "compres@fornvidal.example"], newsletters: [2] },
    ],
    nextId: 503,
  } satisfies NewsletterTable;
}

function table(db: SandboxDb): NewsletterTable {
  return db.tables.newsletter as NewsletterTable;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `params` of the newsletter page for a subscriber (README). */
export function newsletterParams(subscriberId: number | null, email: string): string {
  return signToken({ subscriber_id: subscriberId, email });
}

function findSubscriber(db: SandboxDb, idOrEmail: string): Subscriber | undefined {
  const value = idOrEmail.trim().toLowerCase();
  return table(db).subscribers.find((s) => String(s.id) === value || s.emails.some((e) => e.toLowerCase() === value));
}

function listFor(ctx: RouteContext, subscriber: Subscriber | undefined) {
  return NEWSLETTERS.map((n) => ({
    newsletter_id: n.id,
    name: tr(ctx.lang, n.name),
    subscribed: subscriber?.newsletters.includes(n.id) ?? false,
    // spec §4: a subscriber with no id gets a first-confirmation button.
    subscriptor_id: subscriber?.id ?? null,
    exported: n.exported,
    newsletter_description: tr(ctx.lang, n.description),
  }));
}

function setActive(ctx: RouteContext): Response {
  const who = str(ctx.body, "subscriptor_or_email");
  const selected = field(ctx.body, "selected_newsletters");
  if (!who) return apiError(400, "validation", { subscriptor_or_email: ["required"] });
  if (!Array.isArray(selected)) return apiError(400, "validation", { selected_newsletters: ["required"] });
  const ids = selected.map(Number);
  if (ids.some((id) => !NEWSLETTERS.some((n) => n.id === id))) return apiError(400, "validation", { selected_newsletters: ["unknown_newsletter"] });
  const t = table(ctx.db);
  let subscriber = findSubscriber(ctx.db, who);
  if (ids.length === 0) {
    // spec §4: "A saved response of removed deletes the subscriber and resets state."
    if (subscriber) t.subscribers = t.subscribers.filter((s) => s !== subscriber);
    return json("removed");
  }
  if (!subscriber) {
    if (!EMAIL.test(who)) return apiError(404, "subscriber_not_found");
    subscriber = { id: t.nextId, emails: [who.trim()], newsletters: [] };
    t.nextId += 1;
    t.subscribers.push(subscriber);
  }
  subscriber.newsletters = [...new Set(ids)].sort((a, b) => a - b);
  return json(listFor(ctx, subscriber));
}

function setMails(ctx: RouteContext): Response {
  const id = str(ctx.body, "subscriberId");
  const emails = field(ctx.body, "emails");
  const subscriber = id ? table(ctx.db).subscribers.find((s) => String(s.id) === id) : undefined;
  if (!subscriber) return apiError(404, "subscriber_not_found");
  if (!Array.isArray(emails) || emails.length === 0 || emails.some((e) => typeof e !== "string" || !EMAIL.test(e))) {
    return apiError(400, "validation", { emails: ["email_invalid"] });
  }
  subscriber.emails = emails.map((e: string) => e.trim());
  return json({ id: subscriber.id, emails: subscriber.emails });
}

export const routes: Route[] = [
  {
    method: "GET",
    path: "subscribers/:subscriberId",
    versions: [1],
    handler: (ctx) => {
      const subscriber = table(ctx.db).subscribers.find((s) => String(s.id) === ctx.params.subscriberId);
      return subscriber ? json({ id: subscriber.id, emails: subscriber.emails }) : apiError(404, "subscriber_not_found");
    },
  },
  {
    method: "GET",
    path: "newsletters/:subscriberOrEmail",
    versions: [1],
    handler: (ctx) => {
      const key = ctx.params.subscriberOrEmail ?? "";
      const subscriber = findSubscriber(ctx.db, key);
      // An unknown email is a new reader: every list, nothing subscribed, no subscriber id.
      if (!subscriber && !EMAIL.test(key)) return apiError(404, "subscriber_not_found");
      return json(listFor(ctx, subscriber));
    },
  },
  { method: "POST", path: "subscriber/set_active_newsletters", versions: [1], handler: setActive },
  { method: "POST", path: "subscriber/set_mails", versions: [1], handler: setMails },
];

export const sandboxRoutes: Route[] = [
  {
    // The demo's newsletter section: a valid `params` value for a seeded subscriber.
    method: "GET",
    path: "newsletter-params",
    versions: [0],
    handler: (ctx) => {
      const subscriber = findSubscriber(ctx.db, ctx.query.get("subscriber") ?? "501");
      if (!subscriber) return apiError(404, "subscriber_not_found");
      return json({ params: newsletterParams(subscriber.id, subscriber.emails[0] ?? "") });
    },
  },
];
