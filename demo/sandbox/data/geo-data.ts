/**
 * Real Spanish geography for the address forms: postal codes with their municipalities (INE
 * municipality codes: 2 digits of province + 3 of municipality), the 52 provinces, and the street types
 * of the Spanish cadastre. INE codes are given as best known; a wrong one only shows a wrong locality.
 */
import type { Lang } from "../types.ts";

export interface Locality {
  city: string;
  ine: string;
}

const BCN: Locality = { city: "Barcelona", ine: "08019" };
const MADRID: Locality = { city: "Madrid", ine: "28079" };

/** Postal code to its localities. One code, 17600, lists two, so the locality picker is exercised. */
export const ZIPCODES: Record<string, Locality[]> = {
  // Barcelona city: 08001 to 08042
  ...Object.fromEntries(Array.from({ length: 42 }, (_, i) => [`080${String(i + 1).padStart(2, "0")}`, [BCN]])),
  "08901": [{ city: "L'Hospitalet de Llobregat", ine: "08101" }],
  "08911": [{ city: "Badalona", ine: "08015" }],
  "08201": [{ city: "Sabadell", ine: "08187" }],
  "08221": [{ city: "Terrassa", ine: "08279" }],
  "08301": [{ city: "Mataró", ine: "08121" }],
  "08172": [{ city: "Sant Cugat del Vallès", ine: "08205" }],
  "08400": [{ city: "Granollers", ine: "08096" }],
  "08241": [{ city: "Manresa", ine: "08113" }],
  "08500": [{ city: "Vic", ine: "08298" }],
  "08390": [{ city: "Montgat", ine: "08125" }],
  "08391": [{ city: "Tiana", ine: "08285" }],
  "17001": [{ city: "Girona", ine: "17079" }],
  "17300": [{ city: "Blanes", ine: "17023" }],
  "17480": [{ city: "Roses", ine: "17152" }],
  "17600": [
    { city: "Figueres", ine: "17066" },
    { city: "Vilabertran", ine: "17220" },
  ],
  "17800": [{ city: "Olot", ine: "17114" }],
  "25001": [{ city: "Lleida", ine: "25120" }],
  "43001": [{ city: "Tarragona", ine: "43148" }],
  "43201": [{ city: "Reus", ine: "43123" }],
  "28001": [MADRID],
  "28013": [MADRID],
  "28045": [MADRID],
  "46001": [{ city: "València", ine: "46250" }],
  "12001": [{ city: "Castelló de la Plana", ine: "12040" }],
  "03001": [{ city: "Alacant", ine: "03014" }],
  "41001": [{ city: "Sevilla", ine: "41091" }],
  "29001": [{ city: "Málaga", ine: "29067" }],
  "18001": [{ city: "Granada", ine: "18087" }],
  "48001": [{ city: "Bilbao", ine: "48020" }],
  "20001": [{ city: "Donostia / San Sebastián", ine: "20069" }],
  "01001": [{ city: "Vitoria-Gasteiz", ine: "01059" }],
  "31001": [{ city: "Pamplona / Iruña", ine: "31201" }],
  "15701": [{ city: "Santiago de Compostela", ine: "15078" }],
  "15001": [{ city: "A Coruña", ine: "15030" }],
  "36201": [{ city: "Vigo", ine: "36057" }],
  "33001": [{ city: "Oviedo", ine: "33044" }],
  "39001": [{ city: "Santander", ine: "39075" }],
  "47001": [{ city: "Valladolid", ine: "47186" }],
  "07001": [{ city: "Palma", ine: "07040" }],
  "50001": [{ city: "Zaragoza", ine: "50297" }],
  "30001": [{ city: "Murcia", ine: "30030" }],
  "35001": [{ city: "Las Palmas de Gran Canaria", ine: "35016" }],
  "38001": [{ city: "Santa Cruz de Tenerife", ine: "38038" }],
};

/** The 52 provinces by the first two digits of an INE municipality code (co-official names first). */
export const PROVINCES: Record<string, string> = {
  "01": "Araba/Álava",
  "02": "Albacete",
  "03": "Alacant/Alicante",
  "04": "Almería",
  "05": "Ávila",
  "06": "Badajoz",
  "07": "Illes Balears",
  "08": "Barcelona",
  "09": "Burgos",
  "10": "Cáceres",
  "11": "Cádiz",
  "12": "Castelló/Castellón",
  "13": "Ciudad Real",
  "14": "Córdoba",
  "15": "A Coruña",
  "16": "Cuenca",
  "17": "Girona",
  "18": "Granada",
  "19": "Guadalajara",
  "20": "Gipuzkoa",
  "21": "Huelva",
  "22": "Huesca",
  "23": "Jaén",
  "24": "León",
  "25": "Lleida",
  "26": "La Rioja",
  "27": "Lugo",
  "28": "Madrid",
  "29": "Málaga",
  "30": "Murcia",
  "31": "Navarra",
  "32": "Ourense",
  "33": "Asturias",
  "34": "Palencia",
  "35": "Las Palmas",
  "36": "Pontevedra",
  "37": "Salamanca",
  "38": "Santa Cruz de Tenerife",
  "39": "Cantabria",
  "40": "Segovia",
  "41": "Sevilla",
  "42": "Soria",
  "43": "Tarragona",
  "44": "Teruel",
  "45": "Toledo",
  "46": "València/Valencia",
  "47": "Valladolid",
  "48": "Bizkaia",
  "49": "Zamora",
  "50": "Zaragoza",
  "51": "Ceuta",
  "52": "Melilla",
};

/** Street types of the cadastre (codes as the API stores them in `tv`); names per language. */
export const STREET_TYPES: Array<{ id: string; ca: string; es: string; gl: string }> = [
  { id: "CL", ca: "Carrer", es: "Calle", gl: "Rúa" },
  { id: "AV", ca: "Avinguda", es: "Avenida", gl: "Avenida" },
  { id: "PZ", ca: "Plaça", es: "Plaza", gl: "Praza" },
  { id: "PS", ca: "Passeig", es: "Paseo", gl: "Paseo" },
  { id: "RB", ca: "Rambla", es: "Rambla", gl: "Rambla" },
  { id: "RD", ca: "Ronda", es: "Ronda", gl: "Rolda" },
  { id: "TR", ca: "Travessera", es: "Travesía", gl: "Travesía" },
  { id: "PJ", ca: "Passatge", es: "Pasaje", gl: "Pasaxe" },
  { id: "GV", ca: "Gran Via", es: "Gran Vía", gl: "Gran Vía" },
  { id: "CM", ca: "Camí", es: "Camino", gl: "Camiño" },
  { id: "CR", ca: "Carretera", es: "Carretera", gl: "Estrada" },
  { id: "UR", ca: "Urbanització", es: "Urbanización", gl: "Urbanización" },
  { id: "BO", ca: "Barri", es: "Barrio", gl: "Barrio" },
  { id: "PG", ca: "Polígon", es: "Polígono", gl: "Polígono" },
  { id: "LG", ca: "Lloc", es: "Lugar", gl: "Lugar" },
  { id: "CJ", ca: "Carreró", es: "Callejón", gl: "Quella" },
  { id: "CS", ca: "Costa", es: "Cuesta", gl: "Costa" },
  { id: "VR", ca: "Vereda", es: "Vereda", gl: "Carreiro" },
];

/** Street type names: Catalan and Galician have their own, the other languages use the Spanish official ones. */
export function streetTypeName(type: (typeof STREET_TYPES)[number], lang: Lang): string {
  if (lang === "ca") return type.ca;
  if (lang === "gl") return type.gl;
  return type.es;
}
