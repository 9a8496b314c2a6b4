/**
 * Reference data of contracting and the comparator: supply points (CUPS) with their SIPS data, access
 * tariffs, the retailer's price lists, coupons, activity codes (CNAE) and retailers of origin. Fixed
 * (not drawn from the seed): these are the documented special inputs of README.md.
 */
import { makeCups } from "../cups.ts";
import type { Texts } from "../i18n.ts";

export interface AccessTariff {
  id: number;
  name: string;
}

export const TARIFFS = {
  "2.0TD": { id: 1, name: "2.0TD" },
  "3.0TD": { id: 2, name: "3.0TD" },
  "3.0TDVE": { id: 3, name: "3.0TDVE" },
  "6.1TD": { id: 4, name: "6.1TD" },
} satisfies Record<string, AccessTariff>;

/** Pre-2021 access tariffs, answered for `tariff?old=1`. */
export const LEGACY_TARIFFS: AccessTariff[] = [
  { id: 11, name: "2.0A" },
  { id: 12, name: "2.0DHA" },
  { id: 13, name: "2.1A" },
  { id: 14, name: "3.0A" },
];

export const GAS_TARIFFS = {
  "RL.1": { id: 21, name: "RL.1" },
  "RL.2": { id: 22, name: "RL.2" },
  "RL.3": { id: 23, name: "RL.3" },
  "RL.4": { id: 24, name: "RL.4" },
} satisfies Record<string, AccessTariff>;

export type ElectricityTariffName = "2.0TD" | "3.0TD" | "3.0TDVE";
export type GasTariffName = keyof typeof GAS_TARIFFS;

/** spec §9: up to 15 kW uses 2 periods (2.0TD); above, 6 (3.0TD). The sandbox sells nothing above 450 kW. */
export const MAX_SOLD_POWER_KW = 450;

export interface SupplyAddress {
  zipcode: string;
  city: string;
  ine: string;
  state: string;
  tv: string;
  nv: string;
  pnp: string;
}

export interface ElectricitySupply {
  cups: string;
  tariff: ElectricityTariffName;
  /** kW, P1..P6 (2.0TD supplies use P1 and P2 only). */
  powers: number[];
  address: SupplyAddress;
  /** SIPS data found (cups_data_availability). */
  sips: boolean;
  /** Can be contracted (cups_availability); false is the documented "CUPS not available". */
  available: boolean;
  selfcons: boolean;
  /** What the README says about it. */
  note: string;
  /** Yearly consumption by period (kWh), for the comparator's and the power estimate's defaults. */
  yearlyKwh: number[];
}

export interface GasSupply {
  cups: string;
  tariff: GasTariffName;
  address: SupplyAddress;
  available: boolean;
  yearlyKwh: number;
  note: string;
}

const addr = (zipcode: string, city: string, ine: string, tv: string, nv: string, pnp: string): SupplyAddress => ({
  zipcode,
  city,
  ine,
  state: ine.slice(0, 2),
  tv,
  nv,
  pnp,
});

export const ELECTRICITY_SUPPLIES: ElectricitySupply[] = [
  {
    cups: makeCups("0031405412345678"),
    tariff: "2.0TD",
    powers: [4.6, 4.6],
    address: addr("08013", "Barcelona", "08019", "CL", "Diputació", "412"),
    sips: true,
    available: true,
    selfcons: false,
    note: "household flat, 2.0TD 4.6 kW",
    yearlyKwh: [820, 760, 1180],
  },
  {
    cups: makeCups("0021000012345671"),
    tariff: "2.0TD",
    powers: [5.75, 5.75],
    address: addr("28013", "Madrid", "28079", "CL", "Arenal", "18"),
    sips: true,
    available: true,
    selfcons: false,
    note: "household in Madrid, 2.0TD 5.75 kW",
    yearlyKwh: [1050, 930, 1420],
  },
  {
    cups: makeCups("0031408000000001"),
    tariff: "2.0TD",
    powers: [5.5, 5.5],
    address: addr("17600", "Figueres", "17066", "AV", "Salvador Dalí", "27"),
    sips: true,
    available: true,
    selfcons: true,
    note: "house with solar self-consumption (selfcons true, autoconsumo_code 41)",
    yearlyKwh: [640, 690, 1010],
  },
  {
    cups: makeCups("0031406000000002"),
    tariff: "2.0TD",
    powers: [3.45, 3.45],
    address: addr("43001", "Tarragona", "43148", "RB", "Nova", "63"),
    sips: true,
    available: false,
    selfcons: false,
    note: "NOT AVAILABLE: cups_availability.available false (spec §8.4 'CUPS not available')",
    yearlyKwh: [520, 480, 730],
  },
  {
    cups: makeCups("0031405099999999"),
    tariff: "3.0TD",
    powers: [20, 20, 20, 20, 20, 25],
    address: addr("25001", "Lleida", "25120", "AV", "Prat de la Riba", "5"),
    sips: true,
    available: true,
    selfcons: false,
    note: "business premises, 3.0TD, six powers (P6 25 kW)",
    yearlyKwh: [5200, 6100, 4300, 3900, 2800, 7400],
  },
  {
    cups: makeCups("0031405555555555"),
    tariff: "3.0TDVE",
    powers: [15.5, 15.5, 15.5, 15.5, 15.5, 22],
    address: addr("08201", "Sabadell", "08187", "CL", "Gràcia", "44"),
    sips: true,
    available: true,
    selfcons: false,
    note: "car park with electric-vehicle charging, 3.0TDVE",
    yearlyKwh: [3100, 3600, 2500, 2300, 1700, 5200],
  },
  {
    cups: makeCups("0022000008765432"),
    tariff: "2.0TD",
    powers: [3.45, 3.45],
    address: addr("15701", "Santiago de Compostela", "15078", "CL", "do Franco", "9"),
    sips: false,
    available: true,
    selfcons: false,
    note: "no SIPS data (cups_data_availability.available false): the form asks for everything",
    yearlyKwh: [600, 560, 880],
  },
  {
    cups: makeCups("0031405000000999"),
    tariff: "2.0TD",
    powers: [4.4, 4.4],
    address: addr("17001", "Girona", "17079", "PZ", "Independència", "3"),
    sips: true,
    available: true,
    selfcons: false,
    note: "COMPARE FAILS: price-compare with this CUPS answers 400 could_not_compare",
    yearlyKwh: [700, 650, 980],
  },
];

export const GAS_SUPPLIES: GasSupply[] = [
  {
    cups: makeCups("0230000000123456"),
    tariff: "RL.1",
    address: addr("08013", "Barcelona", "08019", "CL", "Diputació", "412"),
    available: true,
    yearlyKwh: 3800,
    note: "household flat, RL.1",
  },
  {
    cups: makeCups("0230000000654321"),
    tariff: "RL.2",
    address: addr("17001", "Girona", "17079", "CL", "Nou", "12"),
    available: true,
    yearlyKwh: 9800,
    note: "house with gas heating, RL.2",
  },
  {
    cups: makeCups("0234000000111111"),
    tariff: "RL.3",
    address: addr("28001", "Madrid", "28079", "CL", "Serrano", "41"),
    available: false,
    yearlyKwh: 52000,
    note: "NOT AVAILABLE (gas)",
  },
  {
    cups: makeCups("0230000000999999"),
    tariff: "RL.1",
    address: addr("17001", "Girona", "17079", "PZ", "Independència", "3"),
    available: true,
    yearlyKwh: 3100,
    note: "COMPARE FAILS (gas): gas/price-compare answers 400 with a translated message",
  },
];

/** A retailer's product: prices per period. Power €/kW/day, energy €/kWh; gas fixed €/day and variable €/kWh. */
export interface Product {
  id: number;
  tariff: ElectricityTariffName | GasTariffName;
  name: Texts;
  kind: "fixed" | "periods" | "indexed" | "solar" | "gas";
  power: number[];
  energy: number[];
  /** Surplus compensation €/kWh (self-consumption products). */
  surplus?: number;
  /** Only offered with self-consumption. */
  selfconsOnly?: boolean;
}

const names = (ca: string, es: string, en: string, gl: string, fr: string, de: string): Texts => ({ ca, es, en, gl, fr, de });

/** 2.0TD regulated power terms 2025 plus margin, rounded (€/kW/day). */
const POWER_20TD = [0.0819, 0.0047];
const POWER_30TD = [0.0498, 0.0279, 0.0122, 0.0106, 0.0069, 0.0041];

export const PRODUCTS: Product[] = [
  { id: 101, tariff: "2.0TD", kind: "fixed", name: names("Tarifa Estable", "Tarifa Estable", "Fixed Price", "Tarifa Estable", "Prix Fixe", "Festpreis"), power: POWER_20TD, energy: [0.139, 0.139, 0.139] },
  { id: 102, tariff: "2.0TD", kind: "periods", name: names("Tarifa Tres Períodes", "Tarifa Tres Periodos", "Three Periods", "Tarifa Tres Períodos", "Trois Périodes", "Drei Zeitzonen"), power: POWER_20TD, energy: [0.189, 0.131, 0.099] },
  { id: 103, tariff: "2.0TD", kind: "indexed", name: names("Tarifa Indexada", "Tarifa Indexada", "Indexed", "Tarifa Indexada", "Indexé", "Indexiert"), power: POWER_20TD, energy: [0.165, 0.128, 0.102] },
  {
    id: 104,
    tariff: "2.0TD",
    kind: "solar",
    name: names("Tarifa Solar", "Tarifa Solar", "Solar", "Tarifa Solar", "Solaire", "Solar"),
    power: POWER_20TD,
    energy: [0.159, 0.129, 0.101],
    surplus: 0.06,
    selfconsOnly: true,
  },
  { id: 201, tariff: "3.0TD", kind: "fixed", name: names("Empresa Estable", "Empresa Estable", "Business Fixed", "Empresa Estable", "Entreprise Fixe", "Gewerbe Festpreis"), power: POWER_30TD, energy: [0.171, 0.152, 0.131, 0.119, 0.108, 0.097] },
  { id: 202, tariff: "3.0TD", kind: "indexed", name: names("Empresa Indexada", "Empresa Indexada", "Business Indexed", "Empresa Indexada", "Entreprise Indexé", "Gewerbe Indexiert"), power: POWER_30TD, energy: [0.162, 0.147, 0.126, 0.113, 0.104, 0.092] },
  { id: 301, tariff: "3.0TDVE", kind: "periods", name: names("Mobilitat Elèctrica", "Movilidad Eléctrica", "E-Mobility", "Mobilidade Eléctrica", "Mobilité Électrique", "E-Mobilität"), power: [0.0221, 0.0118, 0.0061, 0.0052, 0.0036, 0.0021], energy: [0.236, 0.198, 0.151, 0.132, 0.112, 0.089] },
  { id: 401, tariff: "RL.1", kind: "gas", name: names("Gas Estable", "Gas Estable", "Gas Fixed", "Gas Estable", "Gaz Fixe", "Gas Festpreis"), power: [0.1572], energy: [0.0712] },
  { id: 402, tariff: "RL.1", kind: "gas", name: names("Gas Indexat", "Gas Indexado", "Gas Indexed", "Gas Indexado", "Gaz Indexé", "Gas Indexiert"), power: [0.1572], energy: [0.0655] },
  { id: 411, tariff: "RL.2", kind: "gas", name: names("Gas Estable", "Gas Estable", "Gas Fixed", "Gas Estable", "Gaz Fixe", "Gas Festpreis"), power: [0.3087], energy: [0.0668] },
  { id: 412, tariff: "RL.2", kind: "gas", name: names("Gas Indexat", "Gas Indexado", "Gas Indexed", "Gas Indexado", "Gaz Indexé", "Gas Indexiert"), power: [0.3087], energy: [0.0611] },
  { id: 421, tariff: "RL.3", kind: "gas", name: names("Gas Negoci", "Gas Negocio", "Gas Business", "Gas Negocio", "Gaz Pro", "Gas Gewerbe"), power: [0.7025], energy: [0.0621] },
  { id: 431, tariff: "RL.4", kind: "gas", name: names("Gas Negoci", "Gas Negocio", "Gas Business", "Gas Negocio", "Gaz Pro", "Gas Gewerbe"), power: [1.9513], energy: [0.0597] },
];

/** Meter rental, €/day (spec: lloguer line). */
export const METER_RENTAL_PER_DAY = 0.0266;
export const GAS_METER_RENTAL_PER_DAY = 0.0345;
/** spec §9: "Special electricity tax shown as 3.8 percent in the comparator" (3.8 % of power and energy). */
export const ELECTRICITY_TAX_RATE = 0.038;
export const VAT_RATE = 0.21;
/** Gas hydrocarbon tax, €/kWh. */
export const GAS_TAX_PER_KWH = 0.00234;

export interface Coupon {
  code: string;
  valid: boolean;
  discountPercent: number;
  note: string;
}

/** Promotional codes: the first two are valid, the others are the documented invalid ones. */
export const COUPONS: Coupon[] = [
  { code: "BENVINGUDA10", valid: true, discountPercent: 10, note: "10 % off the energy term the first year" },
  { code: "SOLAR2025", valid: true, discountPercent: 5, note: "5 % off, solar campaign" },
  { code: "CADUCAT2023", valid: false, discountPercent: 0, note: "expired campaign (invalid)" },
];

/** Activity codes (CNAE 2009). spec §9: default id 986, code 9820. */
export const CNAES: Array<{ id: number; name: string; descripcio: Texts }> = [
  {
    id: 986,
    name: "9820",
    descripcio: names(
      "Activitats de les llars com a productores de serveis per a ús propi",
      "Actividades de los hogares como productores de servicios para uso propio",
      "Undifferentiated service-producing activities of private households for own use",
      "Actividades dos fogares como produtores de servizos para uso propio",
      "Activités indifférenciées des ménages en tant que producteurs de services pour usage propre",
      "Herstellung von Dienstleistungen durch private Haushalte für den Eigenbedarf",
    ),
  },
  {
    id: 961,
    name: "5610",
    descripcio: names("Restaurants i llocs de menjars", "Restaurantes y puestos de comidas", "Restaurants and mobile food service activities", "Restaurantes e postos de comidas", "Restaurants et services de restauration mobile", "Restaurants, Gaststätten und Imbissstuben"),
  },
  {
    id: 962,
    name: "5630",
    descripcio: names("Establiments de begudes", "Establecimientos de bebidas", "Beverage serving activities", "Establecementos de bebidas", "Débits de boissons", "Ausschank von Getränken"),
  },
  {
    id: 940,
    name: "4711",
    descripcio: names(
      "Comerç al detall en establiments no especialitzats, amb predomini d'aliments",
      "Comercio al por menor en establecimientos no especializados, con predominio de alimentos",
      "Retail sale in non-specialised stores with food predominating",
      "Comercio polo miúdo en establecementos non especializados, con predominio de alimentos",
      "Commerce de détail en magasin non spécialisé à prédominance alimentaire",
      "Einzelhandel mit Waren verschiedener Art, Hauptrichtung Nahrungsmittel",
    ),
  },
  {
    id: 920,
    name: "1071",
    descripcio: names("Fabricació de pa i de productes frescos de fleca i pastisseria", "Fabricación de pan y de productos frescos de panadería y pastelería", "Manufacture of bread and fresh pastry goods and cakes", "Fabricación de pan e de produtos frescos de panadaría e pastelaría", "Fabrication de pain et de pâtisserie fraîche", "Herstellung von Backwaren (ohne Dauerbackwaren)"),
  },
  {
    id: 970,
    name: "6820",
    descripcio: names("Lloguer de béns immobiliaris per compte propi", "Alquiler de bienes inmobiliarios por cuenta propia", "Renting and operating of own or leased real estate", "Aluguer de bens inmobiliarios por conta propia", "Location de biens immobiliers propres", "Vermietung und Verpachtung von eigenen Grundstücken"),
  },
  {
    id: 975,
    name: "8610",
    descripcio: names("Activitats hospitalàries", "Actividades hospitalarias", "Hospital activities", "Actividades hospitalarias", "Activités hospitalières", "Krankenhäuser"),
  },
  {
    id: 950,
    name: "0111",
    descripcio: names(
      "Conreu de cereals (excepte arròs), lleguminoses i llavors oleaginoses",
      "Cultivo de cereales (excepto arroz), leguminosas y semillas oleaginosas",
      "Growing of cereals (except rice), leguminous crops and oil seeds",
      "Cultivo de cereais (excepto arroz), leguminosas e sementes oleaxinosas",
      "Culture de céréales (sauf riz), de légumineuses et de graines oléagineuses",
      "Anbau von Getreide (ohne Reis), Hülsenfrüchten und Ölsaaten",
    ),
  },
];

/** Retailers of origin for the comparator and contracting (public company names of the Spanish market). */
export const COMERS: Array<{ id: number; name: string }> = [
  { id: 1, name: "Endesa Energía" },
  { id: 2, name: "Iberdrola Clientes" },
  { id: 3, name: "Naturgy Clientes" },
  { id: 4, name: "Repsol Comercializadora de Electricidad y Gas" },
  { id: 5, name: "TotalEnergies Clientes" },
  { id: 6, name: "EDP Comercializadora" },
  { id: 7, name: "Holaluz-Clidom" },
  { id: 8, name: "Som Energia" },
  { id: 9, name: "Octopus Energy España" },
  { id: 10, name: "Energia Mediterrània del Vallès (invented)" },
  { id: 99, name: "Altres / Otra" },
];

export const GAS_COMERS: Array<{ id: number; name: string }> = [
  { id: 101, name: "Naturgy Iberia" },
  { id: 102, name: "Endesa Energía" },
  { id: 103, name: "Iberdrola Clientes" },
  { id: 104, name: "Repsol Comercializadora de Electricidad y Gas" },
  { id: 105, name: "TotalEnergies Clientes" },
  { id: 106, name: "Gas Natural del Pirineu (invented)" },
  { id: 199, name: "Altres / Otra" },
];

/** Tax ids of the documented refusals (both valid DNIs, so the client's own check lets them through). */
export const DNI_CHECK_FAILS_VAT = "11111111H";
export const BAD_SCORE_VAT = "22222222J";

/** Normalised single-phase and three-phase powers (kW) a power estimate rounds up to. */
export const NORMALISED_POWERS = [1.15, 1.725, 2.3, 3.45, 4.6, 5.75, 6.9, 8.05, 9.2, 10.35, 11.5, 13.8, 14.49, 15.24, 17.32, 19.05, 20.78, 24.25, 27.71, 31.18, 34.64, 43.65];
