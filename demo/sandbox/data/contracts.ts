/**
 * Static part of the contracts data set: the supply points each fixed customer holds, the places they
 * are in, distributors and price lists. The varying details (CUPS digits, IBANs, dates, attachments)
 * are drawn from the seed in `domains/contracts.ts`.
 *
 * The contract names are fixed so that other modules (batteries, tests, README) can name them.
 */
import type { Texts } from "../i18n.ts";

export type ContractKind = "electricity" | "gas";
export type ContractState = "esborrany" | "activa" | "baixa" | "cancelada";

export interface Place {
  city: string;
  province: string;
  /** Province code (first two digits of the INE code and of the postal code). */
  state: string;
  ine: string;
  zip: string;
  street: string;
  /** Street type abbreviation of the address form (tv). */
  tv: string;
  /** Key of the electricity distributor serving the place. */
  dso: string;
  gasDso: string;
  peninsula: boolean;
}

export const PLACES: Record<string, Place> = {
  barcelona: { city: "Barcelona", province: "Barcelona", state: "08", ine: "08019", zip: "08013", street: "Carrer de Provença", tv: "CL", dso: "edistribucion", gasDso: "nedgia", peninsula: true },
  santcugat: { city: "Sant Cugat del Vallès", province: "Barcelona", state: "08", ine: "08205", zip: "08172", street: "Avinguda de Catalunya", tv: "AV", dso: "edistribucion", gasDso: "nedgia", peninsula: true },
  girona: { city: "Girona", province: "Girona", state: "17", ine: "17079", zip: "17002", street: "Carrer de la Força", tv: "CL", dso: "edistribucion", gasDso: "nedgia", peninsula: true },
  badalona: { city: "Badalona", province: "Barcelona", state: "08", ine: "08015", zip: "08911", street: "Carrer de Francesc Layret", tv: "CL", dso: "edistribucion", gasDso: "nedgia", peninsula: true },
  sabadell: { city: "Sabadell", province: "Barcelona", state: "08", ine: "08187", zip: "08202", street: "Rambla de Sabadell", tv: "RB", dso: "edistribucion", gasDso: "nedgia", peninsula: true },
  madrid: { city: "Madrid", province: "Madrid", state: "28", ine: "28079", zip: "28004", street: "Calle de Fuencarral", tv: "CL", dso: "ide", gasDso: "madrilena", peninsula: true },
  valencia: { city: "València", province: "València", state: "46", ine: "46250", zip: "46002", street: "Carrer de Colón", tv: "CL", dso: "ide", gasDso: "nedgia", peninsula: true },
  sevilla: { city: "Sevilla", province: "Sevilla", state: "41", ine: "41091", zip: "41004", street: "Calle San Fernando", tv: "CL", dso: "edistribucion", gasDso: "redexis", peninsula: true },
  palma: { city: "Palma", province: "Illes Balears", state: "07", ine: "07040", zip: "07003", street: "Carrer de Sant Miquel", tv: "CL", dso: "edistribucion", gasDso: "redexis", peninsula: false },
  zaragoza: { city: "Zaragoza", province: "Zaragoza", state: "50", ine: "50297", zip: "50001", street: "Paseo de la Independencia", tv: "PS", dso: "edistribucion", gasDso: "redexis", peninsula: true },
  bilbao: { city: "Bilbao", province: "Bizkaia", state: "48", ine: "48020", zip: "48001", street: "Gran Vía de Don Diego López de Haro", tv: "CL", dso: "ide", gasDso: "nortegas", peninsula: true },
  lleida: { city: "Lleida", province: "Lleida", state: "25", ine: "25120", zip: "25002", street: "Avinguda de Blondel", tv: "AV", dso: "edistribucion", gasDso: "nedgia", peninsula: true },
  terrassa: { city: "Terrassa", province: "Barcelona", state: "08", ine: "08279", zip: "08221", street: "Carrer de Sant Pere", tv: "CL", dso: "edistribucion", gasDso: "nedgia", peninsula: true },
};

export interface Dso {
  name: string;
  website: string;
  phone: string;
  /** The 4-digit distributor code that starts the CUPS digits. */
  cupsCode: string;
}

export const DSOS: Record<string, Dso> = {
  edistribucion: { name: "E-Distribución Redes Digitales, S.L.U.", website: "https://www.edistribucion.com", phone: "900 85 08 40", cupsCode: "0031" },
  ide: { name: "i-DE Redes Eléctricas Inteligentes, S.A.U.", website: "https://www.i-de.es", phone: "900 17 11 71", cupsCode: "0021" },
  nedgia: { name: "Nedgia Catalunya, S.A.", website: "https://www.nedgia.es", phone: "900 750 750", cupsCode: "0230" },
  madrilena: { name: "Madrileña Red de Gas, S.A.U.", website: "https://www.madrilena.es", phone: "900 555 333", cupsCode: "0234" },
  redexis: { name: "Redexis Gas, S.A.", website: "https://www.redexis.es", phone: "900 405 405", cupsCode: "0233" },
  nortegas: { name: "Nortegas Energía Distribución, S.A.U.", website: "https://www.nortegas.es", phone: "900 161 161", cupsCode: "0209" },
};

export interface Pricelist {
  name: string;
  nom_comercial: string;
}

export const PRICELISTS: Record<string, Pricelist> = {
  "2.0TD": { name: "Tarifa 2.0TD Estable", nom_comercial: "Llum Estable" },
  "2.0TD-index": { name: "Tarifa 2.0TD Indexada", nom_comercial: "Llum Indexada" },
  "3.0TD": { name: "Tarifa 3.0TD Empreses", nom_comercial: "Empresa Sis Períodes" },
  "RL.1": { name: "Gas RL.1 Estable", nom_comercial: "Gas Llar" },
  "RL.2": { name: "Gas RL.2 Estable", nom_comercial: "Gas Negoci" },
};

/** Fixed people behind the fixed customers (the session module may name them differently; see serialisation). */
export const OWNERS: Record<string, { name: string; dniNumber?: number; cif?: string; email: string; mobile: string }> = {
  "cust-household": { name: "Marta Puig Ferrer", dniNumber: 47281936, email: "marta.puig@example.com", mobile: "+34612345678" },
  "cust-business": { name: "Forn de Pa Vidal, S.L.", cif: "B65432106", email: "administracio@fornvidal.example", mobile: "+34934567890" },
};

export interface ContractBlueprint {
  name: string;
  owner: "cust-household" | "cust-business";
  kind: ContractKind;
  state: ContractState;
  place: keyof typeof PLACES;
  /** Street number and the door part (pis/porta) of the supply address. */
  number: number;
  door: string;
  tariff: string;
  pricelist: keyof typeof PRICELISTS;
  /** kW per period: two values (<= 15 kW) or six (> 15 kW); empty for gas. */
  powers: number[];
  /** Months before db.now the supply started (undefined: never started, a draft or cancelled one). */
  startedMonthsAgo?: number;
  /** Months before db.now it ended (baixa). */
  endedMonthsAgo?: number;
  /** Whether the draft carries a sign_date (esborrany without it shows as signature pending). */
  signed: boolean;
  debt: number;
  waiting: string[];
  sips: "unactive" | "requested" | "active";
  sipsWaiting: boolean;
  attachments: number;
  invoiceOnline: "email" | "postal";
  /** Solar self-consumption peak power in kWp (exports at midday). */
  solarKwp: number;
  multipoint: boolean;
  atrAvailable: boolean;
  /** Gas: supply pressure (bar) and flow (m3/h). */
  pressio?: number;
  caudal?: number;
}

const base = {
  signed: true,
  debt: 0,
  waiting: [] as string[],
  sips: "unactive" as const,
  sipsWaiting: false,
  attachments: 0,
  invoiceOnline: "email" as const,
  solarKwp: 0,
  multipoint: false,
  atrAvailable: true,
  door: "",
};

/**
 * Household: 3 electricity (one with solar panels and debt, one closed) and 1 gas. Business: 11
 * electricity supplies in 11 cities, in every state, and 1 gas supply. Two of the electricity supplies,
 * the head office in Barcelona (0201001) and the Valencia workshop (0201005), both 3.0TD, are invoiced
 * on their own (the electricity lists); the other 9 are on the multipoint account (its own contracts
 * and invoices lists, spec §2 "Contract types: electricity, gas, multipoint").
 */
export const CONTRACT_BLUEPRINTS: readonly ContractBlueprint[] = [
  { ...base, name: "0104521", owner: "cust-household", kind: "electricity", state: "activa", place: "barcelona", number: 214, door: "3r 2a", tariff: "2.0TD", pricelist: "2.0TD", powers: [4.6, 4.6], startedMonthsAgo: 74, attachments: 3 },
  { ...base, name: "0118734", owner: "cust-household", kind: "electricity", state: "activa", place: "santcugat", number: 37, tariff: "2.0TD", pricelist: "2.0TD-index", powers: [5.75, 5.75], startedMonthsAgo: 41, debt: 48.73, waiting: ["iban"], sips: "active", solarKwp: 4.2, attachments: 2 },
  { ...base, name: "0096310", owner: "cust-household", kind: "electricity", state: "baixa", place: "girona", number: 9, door: "1r", tariff: "2.0TD", pricelist: "2.0TD", powers: [3.45, 3.45], startedMonthsAgo: 96, endedMonthsAgo: 10, sips: "requested", sipsWaiting: true, invoiceOnline: "postal" },
  { ...base, name: "0104522", owner: "cust-household", kind: "gas", state: "activa", place: "barcelona", number: 214, door: "3r 2a", tariff: "RL.1", pricelist: "RL.1", powers: [], startedMonthsAgo: 60, pressio: 0.05, caudal: 2.5, attachments: 1 },

  { ...base, name: "0201001", owner: "cust-business", kind: "electricity", state: "activa", place: "barcelona", number: 88, door: "baixos", tariff: "3.0TD", pricelist: "3.0TD", powers: [20, 20, 25, 25, 25, 30], startedMonthsAgo: 55, debt: 312.4, waiting: ["power"], attachments: 4 },
  { ...base, name: "0201002", owner: "cust-business", kind: "electricity", state: "activa", place: "badalona", number: 112, door: "local 1", tariff: "2.0TD", pricelist: "2.0TD", powers: [9.9, 9.9], startedMonthsAgo: 48, solarKwp: 12, multipoint: true, sips: "active" },
  { ...base, name: "0201003", owner: "cust-business", kind: "electricity", state: "activa", place: "sabadell", number: 45, door: "local", tariff: "2.0TD", pricelist: "2.0TD", powers: [13.856, 13.856], startedMonthsAgo: 40, multipoint: true, attachments: 2 },
  { ...base, name: "0201004", owner: "cust-business", kind: "electricity", state: "activa", place: "madrid", number: 61, door: "local B", tariff: "2.0TD", pricelist: "2.0TD-index", powers: [6.928, 6.928], startedMonthsAgo: 36, multipoint: true, invoiceOnline: "postal" },
  { ...base, name: "0201005", owner: "cust-business", kind: "electricity", state: "activa", place: "valencia", number: 23, door: "local", tariff: "3.0TD", pricelist: "3.0TD", powers: [15.5, 15.5, 17, 17, 17, 20], startedMonthsAgo: 30, waiting: ["iban"], solarKwp: 20 },
  { ...base, name: "0201006", owner: "cust-business", kind: "electricity", state: "activa", place: "sevilla", number: 14, door: "local 2", tariff: "2.0TD", pricelist: "2.0TD", powers: [10.392, 10.392], startedMonthsAgo: 28, debt: 89.1, multipoint: true, sips: "requested" },
  { ...base, name: "0201007", owner: "cust-business", kind: "electricity", state: "activa", place: "palma", number: 5, door: "local", tariff: "2.0TD", pricelist: "2.0TD", powers: [8.66, 8.66], startedMonthsAgo: 26, multipoint: true, solarKwp: 6, atrAvailable: false },
  { ...base, name: "0201008", owner: "cust-business", kind: "electricity", state: "esborrany", place: "zaragoza", number: 31, door: "local", tariff: "2.0TD", pricelist: "2.0TD", powers: [9.2, 9.2], multipoint: true, signed: true, attachments: 1 },
  { ...base, name: "0201009", owner: "cust-business", kind: "electricity", state: "esborrany", place: "bilbao", number: 50, door: "bajo", tariff: "2.0TD", pricelist: "2.0TD", powers: [5.5, 5.5], multipoint: true, signed: false },
  { ...base, name: "0201010", owner: "cust-business", kind: "electricity", state: "baixa", place: "lleida", number: 7, door: "local", tariff: "2.0TD", pricelist: "2.0TD", powers: [6.6, 6.6], startedMonthsAgo: 70, endedMonthsAgo: 3, multipoint: true, sips: "requested", invoiceOnline: "postal" },
  { ...base, name: "0201011", owner: "cust-business", kind: "electricity", state: "cancelada", place: "terrassa", number: 132, door: "nau 4", tariff: "3.0TD", pricelist: "3.0TD", powers: [30, 30, 35, 35, 35, 40], multipoint: true, signed: true, sips: "active" },
  { ...base, name: "0201020", owner: "cust-business", kind: "gas", state: "activa", place: "barcelona", number: 88, door: "baixos", tariff: "RL.2", pricelist: "RL.2", powers: [], startedMonthsAgo: 50, pressio: 0.4, caudal: 6, multipoint: false, attachments: 1 },
];

export interface AttachmentCategory {
  key: string;
  names: Texts;
}

export const ATTACHMENT_CATEGORIES: readonly AttachmentCategory[] = [
  { key: "contract", names: { ca: "Contracte", es: "Contrato", en: "Contract", gl: "Contrato", fr: "Contrat", de: "Vertrag" } },
  { key: "conditions", names: { ca: "Condicions generals", es: "Condiciones generales", en: "General conditions", gl: "Condicións xerais", fr: "Conditions générales", de: "Allgemeine Bedingungen" } },
  { key: "atr", names: { ca: "Documentació de la distribuïdora", es: "Documentación de la distribuidora", en: "Distributor documents", gl: "Documentación da distribuidora", fr: "Documents du gestionnaire de réseau", de: "Unterlagen des Netzbetreibers" } },
  { key: "selfcons", names: { ca: "Autoconsum", es: "Autoconsumo", en: "Self-consumption", gl: "Autoconsumo", fr: "Autoconsommation", de: "Eigenverbrauch" } },
];

/** Spanish banks (entity code) for seeded accounts. */
export const BANKS: readonly { code: string; name: string }[] = [
  { code: "2100", name: "CaixaBank" },
  { code: "0049", name: "Banco Santander" },
  { code: "0182", name: "BBVA" },
  { code: "0081", name: "Banco Sabadell" },
  { code: "1465", name: "ING" },
  { code: "3025", name: "Caixa d'Enginyers" },
];

/** Extra notification addresses of the household (the business has none on purpose: change_address_no_data). */
export const EXTRA_ADDRESSES: readonly { place: keyof typeof PLACES; street: string; tv: string; number: number; door: string; label: string }[] = [
  { place: "barcelona", street: "Carrer de Mallorca", tv: "CL", number: 401, door: "5è 1a", label: "Casa dels pares" },
  { place: "girona", street: "Carrer de la Força", tv: "CL", number: 9, door: "1r", label: "Segona residència" },
];

export const WEEKDAYS: readonly Texts[] = [
  { ca: "Diumenge", es: "Domingo", en: "Sunday", gl: "Domingo", fr: "Dimanche", de: "Sonntag" },
  { ca: "Dilluns", es: "Lunes", en: "Monday", gl: "Luns", fr: "Lundi", de: "Montag" },
  { ca: "Dimarts", es: "Martes", en: "Tuesday", gl: "Martes", fr: "Mardi", de: "Dienstag" },
  { ca: "Dimecres", es: "Miércoles", en: "Wednesday", gl: "Mércores", fr: "Mercredi", de: "Mittwoch" },
  { ca: "Dijous", es: "Jueves", en: "Thursday", gl: "Xoves", fr: "Jeudi", de: "Donnerstag" },
  { ca: "Divendres", es: "Viernes", en: "Friday", gl: "Venres", fr: "Vendredi", de: "Freitag" },
  { ca: "Dissabte", es: "Sábado", en: "Saturday", gl: "Sábado", fr: "Samedi", de: "Samstag" },
];
