/**
 * Server-driven content (spec §7.3): dynamic page links and HTML blocks, banners and coupons.
 * One Login block is deliberately hostile (`<script>`, `onerror`) so the client's sanitiser is exercised
 * (docs/architecture.md "Quality bars": server HTML is rendered only after DOMPurify).
 */
import { apiError, json } from "../http.ts";
import { tr, type Texts } from "../i18n.ts";
import type { Lang, Route, RouteContext } from "../types.ts";
import { CUSTOMER_IDS } from "./session.ts";

interface DynamicRoute {
  id: number;
  route_path: string;
  btn_title: Texts;
  btn_description: Texts;
}

interface DynamicElement {
  id: number;
  name: string;
  group_name: string | null;
  page_id: number | null;
  html: Texts;
  block_height: number | null;
  block_width: number | null;
  priority: number;
}

const same = (text: string): Texts => ({ ca: text, es: text, en: text, gl: text, fr: text, de: text });

const ROUTES: DynamicRoute[] = [
  {
    id: 1,
    route_path: "tarifes",
    btn_title: { ca: "Les nostres tarifes", es: "Nuestras tarifas", en: "Our tariffs", gl: "As nosas tarifas", fr: "Nos tarifs", de: "Unsere Tarife" },
    btn_description: {
      ca: "Preus vigents de l'electricitat i el gas",
      es: "Precios vigentes de la electricidad y el gas",
      en: "Current electricity and gas prices",
      gl: "Prezos vixentes da electricidade e o gas",
      fr: "Prix en vigueur de l'électricité et du gaz",
      de: "Aktuelle Strom- und Gaspreise",
    },
  },
  {
    id: 2,
    route_path: "autoconsum",
    btn_title: { ca: "Autoconsum", es: "Autoconsumo", en: "Self-consumption", gl: "Autoconsumo", fr: "Autoconsommation", de: "Eigenverbrauch" },
    btn_description: {
      ca: "Com funciona la compensació d'excedents",
      es: "Cómo funciona la compensación de excedentes",
      en: "How surplus compensation works",
      gl: "Como funciona a compensación de excedentes",
      fr: "Comment fonctionne la compensation des surplus",
      de: "So funktioniert die Überschussvergütung",
    },
  },
];

const ELEMENTS: DynamicElement[] = [
  {
    id: 11,
    name: "login-benvinguda",
    group_name: "Login",
    page_id: null,
    priority: 1,
    block_height: null,
    block_width: null,
    html: {
      ca: "<h3>Benvingut a l'oficina virtual</h3><p>Consulta factures, contractes i consums en un sol lloc.</p>",
      es: "<h3>Bienvenido a la oficina virtual</h3><p>Consulta facturas, contratos y consumos en un solo lugar.</p>",
      en: "<h3>Welcome to the virtual office</h3><p>See invoices, contracts and consumption in one place.</p>",
      gl: "<h3>Benvido á oficina virtual</h3><p>Consulta facturas, contratos e consumos nun só lugar.</p>",
      fr: "<h3>Bienvenue dans votre agence en ligne</h3><p>Factures, contrats et consommations au même endroit.</p>",
      de: "<h3>Willkommen im Kundenportal</h3><p>Rechnungen, Verträge und Verbrauch an einem Ort.</p>",
    },
  },
  {
    // Hostile on purpose: the client must render the paragraph and drop the script and the handler.
    id: 12,
    name: "login-avis-manteniment",
    group_name: "Login",
    page_id: null,
    priority: 2,
    block_height: 120,
    block_width: null,
    html: {
      ca: `<p class="ov-notice">Dissabte de 2 a 4 h l'oficina virtual pot estar aturada per manteniment.</p><img src="x" onerror="window.__ovXss = true"><script>window.__ovXss = true;</script>`,
      es: `<p class="ov-notice">El sábado de 2 a 4 h la oficina virtual puede estar parada por mantenimiento.</p><img src="x" onerror="window.__ovXss = true"><script>window.__ovXss = true;</script>`,
      en: `<p class="ov-notice">On Saturday from 2 to 4 am the virtual office may be down for maintenance.</p><img src="x" onerror="window.__ovXss = true"><script>window.__ovXss = true;</script>`,
      gl: `<p class="ov-notice">O sábado de 2 a 4 h a oficina virtual pode estar parada por mantemento.</p><img src="x" onerror="window.__ovXss = true"><script>window.__ovXss = true;</script>`,
      fr: `<p class="ov-notice">Samedi de 2 h à 4 h, l'agence en ligne peut être indisponible pour maintenance.</p><img src="x" onerror="window.__ovXss = true"><script>window.__ovXss = true;</script>`,
      de: `<p class="ov-notice">Am Samstag von 2 bis 4 Uhr kann das Kundenportal wegen Wartung nicht verfügbar sein.</p><img src="x" onerror="window.__ovXss = true"><script>window.__ovXss = true;</script>`,
    },
  },
  {
    id: 21,
    name: "signup-ajuda",
    group_name: "Signup",
    page_id: null,
    priority: 1,
    block_height: null,
    block_width: null,
    html: {
      ca: "<p>El número de contracte apareix a la part superior de qualsevol factura.</p>",
      es: "<p>El número de contrato aparece en la parte superior de cualquier factura.</p>",
      en: "<p>The contract number is printed at the top of any invoice.</p>",
      gl: "<p>O número de contrato aparece na parte superior de calquera factura.</p>",
      fr: "<p>Le numéro de contrat figure en haut de chaque facture.</p>",
      de: "<p>Die Vertragsnummer steht oben auf jeder Rechnung.</p>",
    },
  },
  {
    id: 31,
    name: "tarifes-electricitat",
    group_name: null,
    page_id: 1,
    priority: 1,
    block_height: null,
    block_width: 100,
    html: {
      ca: "<h2>Tarifes d'electricitat</h2><table><tr><th>Tarifa</th><th>Energia</th></tr><tr><td>Estable 2.0TD</td><td>0,139 €/kWh</td></tr><tr><td>Indexada 2.0TD</td><td>OMIE + 0,018 €/kWh</td></tr></table>",
      es: "<h2>Tarifas de electricidad</h2><table><tr><th>Tarifa</th><th>Energía</th></tr><tr><td>Estable 2.0TD</td><td>0,139 €/kWh</td></tr><tr><td>Indexada 2.0TD</td><td>OMIE + 0,018 €/kWh</td></tr></table>",
      en: "<h2>Electricity tariffs</h2><table><tr><th>Tariff</th><th>Energy</th></tr><tr><td>Fixed 2.0TD</td><td>€0.139/kWh</td></tr><tr><td>Indexed 2.0TD</td><td>OMIE + €0.018/kWh</td></tr></table>",
      gl: "<h2>Tarifas de electricidade</h2><table><tr><th>Tarifa</th><th>Enerxía</th></tr><tr><td>Estable 2.0TD</td><td>0,139 €/kWh</td></tr><tr><td>Indexada 2.0TD</td><td>OMIE + 0,018 €/kWh</td></tr></table>",
      fr: "<h2>Tarifs d'électricité</h2><table><tr><th>Tarif</th><th>Énergie</th></tr><tr><td>Fixe 2.0TD</td><td>0,139 €/kWh</td></tr><tr><td>Indexé 2.0TD</td><td>OMIE + 0,018 €/kWh</td></tr></table>",
      de: "<h2>Stromtarife</h2><table><tr><th>Tarif</th><th>Energie</th></tr><tr><td>Festpreis 2.0TD</td><td>0,139 €/kWh</td></tr><tr><td>Indexiert 2.0TD</td><td>OMIE + 0,018 €/kWh</td></tr></table>",
    },
  },
  {
    id: 32,
    name: "tarifes-video",
    group_name: null,
    page_id: 1,
    priority: 2,
    block_height: 315,
    block_width: 560,
    html: same('<iframe title="video" src="https://www.ov-sandbox.example/video/tarifes" width="560" height="315"></iframe>'),
  },
  {
    id: 41,
    name: "autoconsum-explicacio",
    group_name: null,
    page_id: 2,
    priority: 1,
    block_height: null,
    block_width: null,
    html: {
      ca: "<h2>Compensació d'excedents</h2><p>L'energia que aboqueu a la xarxa es descompta de la factura cada mes.</p>",
      es: "<h2>Compensación de excedentes</h2><p>La energía que vierte a la red se descuenta de la factura cada mes.</p>",
      en: "<h2>Surplus compensation</h2><p>The energy you feed into the grid is deducted from your invoice every month.</p>",
      gl: "<h2>Compensación de excedentes</h2><p>A enerxía que verte á rede descóntase da factura cada mes.</p>",
      fr: "<h2>Compensation des surplus</h2><p>L'énergie injectée dans le réseau est déduite de votre facture chaque mois.</p>",
      de: "<h2>Überschussvergütung</h2><p>Eingespeiste Energie wird jeden Monat von Ihrer Rechnung abgezogen.</p>",
    },
  },
];

function elementOut(lang: Lang, e: DynamicElement) {
  return {
    id: e.id,
    name: e.name,
    group_name: e.group_name,
    html_block: tr(lang, e.html),
    block_height: e.block_height,
    block_width: e.block_width,
    priority: e.priority,
    page_id: e.page_id,
  };
}

/** A small SVG as a base64 data URL: banners are "base64 image or HTML" (spec §3). */
function svgBanner(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90" viewBox="0 0 728 90"><rect width="728" height="90" fill="#0f766e"/><text x="24" y="54" font-family="sans-serif" font-size="26" fill="#fff">${text}</text></svg>`;
  const bytes = new TextEncoder().encode(svg);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

const BANNERS: Record<string, (lang: Lang) => string> = {
  home: (lang) =>
    tr(lang, {
      ca: '<div class="ov-banner"><strong>Nova tarifa solar</strong> — compenseu els excedents i estalvieu fins a un 30 %. <a href="https://www.ov-sandbox.example/ca/solar">Més informació</a></div>',
      es: '<div class="ov-banner"><strong>Nueva tarifa solar</strong> — compense los excedentes y ahorre hasta un 30 %. <a href="https://www.ov-sandbox.example/es/solar">Más información</a></div>',
      en: '<div class="ov-banner"><strong>New solar tariff</strong> — get paid for your surplus and save up to 30%. <a href="https://www.ov-sandbox.example/en/solar">Learn more</a></div>',
      gl: '<div class="ov-banner"><strong>Nova tarifa solar</strong> — compense os excedentes e aforre ata un 30 %. <a href="https://www.ov-sandbox.example/gl/solar">Máis información</a></div>',
      fr: '<div class="ov-banner"><strong>Nouveau tarif solaire</strong> — valorisez vos surplus et économisez jusqu\'à 30 %. <a href="https://www.ov-sandbox.example/fr/solaire">En savoir plus</a></div>',
      de: '<div class="ov-banner"><strong>Neuer Solartarif</strong> — Überschüsse vergütet, bis zu 30 % sparen. <a href="https://www.ov-sandbox.example/de/solar">Mehr erfahren</a></div>',
    }),
  invoices: (lang) =>
    svgBanner(
      tr(lang, {
        ca: "Factura electrònica: més ràpida i sense paper",
        es: "Factura electrónica: más rápida y sin papel",
        en: "E-invoice: faster and paperless",
        gl: "Factura electrónica: máis rápida e sen papel",
        fr: "Facture électronique : plus rapide, sans papier",
        de: "E-Rechnung: schneller und papierlos",
      }),
    ),
  contracts: (lang) =>
    tr(lang, {
      ca: "<p>Sabies que pots canviar la potència des d'aquí? Només cal una signatura digital.</p>",
      es: "<p>¿Sabías que puedes cambiar la potencia desde aquí? Solo hace falta una firma digital.</p>",
      en: "<p>Did you know you can change your power from here? It only takes a digital signature.</p>",
      gl: "<p>Sabías que podes cambiar a potencia desde aquí? Só fai falta unha sinatura dixital.</p>",
      fr: "<p>Saviez-vous que vous pouvez modifier votre puissance ici ? Une signature électronique suffit.</p>",
      de: "<p>Wussten Sie, dass Sie Ihre Leistung hier ändern können? Eine digitale Signatur genügt.</p>",
    }),
};

const COUPON_TEXT = {
  welcomeTitle: { ca: "Benvinguda: 10 % el primer any", es: "Bienvenida: 10 % el primer año", en: "Welcome: 10% off the first year", gl: "Benvida: 10 % o primeiro ano", fr: "Bienvenue : 10 % la première année", de: "Willkommen: 10 % im ersten Jahr" },
  welcomeDescription: {
    ca: "Comparteix el teu codi: cada amic que contracti té un 10 % de descompte en el terme d'energia.",
    es: "Comparte tu código: cada amigo que contrate tiene un 10 % de descuento en el término de energía.",
    en: "Share your code: every friend who signs up gets 10% off the energy term.",
    gl: "Comparte o teu código: cada amigo que contrate ten un 10 % de desconto no termo de enerxía.",
    fr: "Partagez votre code : chaque ami qui souscrit obtient 10 % sur le terme d'énergie.",
    de: "Teilen Sie Ihren Code: Jede geworbene Person erhält 10 % auf den Arbeitspreis.",
  },
  campaignName: { ca: "Porta un amic", es: "Trae a un amigo", en: "Bring a friend", gl: "Trae un amigo", fr: "Parrainez un ami", de: "Freunde werben" },
  campaignDescription: {
    ca: "Campanya de recomanació vigent fins al 31 de desembre.",
    es: "Campaña de recomendación vigente hasta el 31 de diciembre.",
    en: "Referral campaign running until 31 December.",
    gl: "Campaña de recomendación vixente ata o 31 de decembro.",
    fr: "Campagne de parrainage valable jusqu'au 31 décembre.",
    de: "Empfehlungsaktion gültig bis 31. Dezember.",
  },
  solarTitle: { ca: "Revisió d'autoconsum gratuïta", es: "Revisión de autoconsumo gratuita", en: "Free self-consumption check", gl: "Revisión de autoconsumo gratuíta", fr: "Bilan autoconsommation offert", de: "Kostenloser Eigenverbrauchs-Check" },
  solarDescription: {
    ca: "Un tècnic revisa la teva instal·lació fotovoltaica sense cost.",
    es: "Un técnico revisa tu instalación fotovoltaica sin coste.",
    en: "A technician checks your solar installation at no cost.",
    gl: "Un técnico revisa a túa instalación fotovoltaica sen custo.",
    fr: "Un technicien vérifie votre installation photovoltaïque gratuitement.",
    de: "Ein Techniker prüft Ihre Photovoltaikanlage kostenlos.",
  },
} satisfies Record<string, Texts>;

/**
 * spec §7.3: "coupons in either shape of section 3". The household gets the calls document's shape
 * (code_url, campaign{name, description, url}); the business the portal document's one (shareURL,
 * infoURL, campaign{name, description}), so the client is exercised with both.
 */
function coupons(ctx: RouteContext) {
  const lang = ctx.lang;
  if (ctx.user?.customerId === CUSTOMER_IDS.business) {
    return [
      {
        title: tr(lang, COUPON_TEXT.solarTitle),
        description: tr(lang, COUPON_TEXT.solarDescription),
        shareURL: "https://www.ov-sandbox.example/c/SOLAR2025",
        infoURL: `https://www.ov-sandbox.example/${lang}/autoconsum`,
        campaign: { name: "Solar 2025", description: tr(lang, COUPON_TEXT.solarDescription) },
      },
    ];
  }
  return [
    {
      title: tr(lang, COUPON_TEXT.welcomeTitle),
      description: tr(lang, COUPON_TEXT.welcomeDescription),
      code_url: "https://www.ov-sandbox.example/c/BENVINGUDA10",
      campaign: { name: tr(lang, COUPON_TEXT.campaignName), description: tr(lang, COUPON_TEXT.campaignDescription), url: `https://www.ov-sandbox.example/${lang}/amics` },
    },
  ];
}

export const routes: Route[] = [
  {
    method: "GET",
    path: "ov_customize/html_dinamic_routes",
    versions: [1, 2],
    auth: "required",
    handler: (ctx) =>
      json(ROUTES.map((r) => ({ id: r.id, route_path: r.route_path, btn_title: tr(ctx.lang, r.btn_title), btn_description: tr(ctx.lang, r.btn_description) }))),
  },
  {
    // spec §7.3 writes the path with a double slash (`html_dinamic_elements//{pageId}`); the router ignores empty segments.
    method: "GET",
    path: "ov_customize/html_dinamic_elements/:pageId",
    versions: [1, 2],
    auth: "required",
    handler: (ctx) => {
      const pageId = Number(ctx.params.pageId);
      const items = ELEMENTS.filter((e) => e.page_id === pageId);
      if (!ROUTES.some((r) => r.id === pageId)) return apiError(404, "page_not_found");
      return json(items.sort((a, b) => a.priority - b.priority).map((e) => elementOut(ctx.lang, e)));
    },
  },
  {
    // Public: the Login and Signup groups are shown before anyone signs in.
    method: "GET",
    path: "ov_customize/html_dinamic_elements/",
    versions: [1, 2],
    handler: (ctx) => {
      const group = ctx.query.get("group_name");
      const items = ELEMENTS.filter((e) => e.group_name !== null && (group === null || e.group_name.toLowerCase() === group.toLowerCase()));
      return json(items.sort((a, b) => a.priority - b.priority).map((e) => elementOut(ctx.lang, e)));
    },
  },
  {
    method: "GET",
    path: "banners/:code",
    versions: [1, 2],
    handler: (ctx) => {
      const make = BANNERS[ctx.params.code ?? ""];
      if (!make) return apiError(404, "banner_not_found");
      return json({ [ctx.params.code as string]: make(ctx.lang) });
    },
  },
  { method: "GET", path: "user/coupons", versions: [1], auth: "required", handler: (ctx) => json(coupons(ctx)) },
];

/** Banner codes the sandbox knows (README). */
export const BANNER_CODES = Object.keys(BANNERS);
