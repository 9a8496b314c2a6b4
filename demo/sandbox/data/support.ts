/**
 * Texts and seed material of the support domain: case categories (id 20 = self-readings), ATC claim
 * types and subtypes, case state labels and the seeded conversations.
 */
import type { Texts } from "../i18n.ts";

export interface Category {
  id: number;
  name: Texts;
  /** Offered on the unsigned contact form (`?unsigned=true`). */
  unsigned: boolean;
  /** Offered to signed-in customers. */
  signed: boolean;
}

export const CATEGORIES: readonly Category[] = [
  { id: 1, signed: true, unsigned: false, name: { ca: "Facturació", es: "Facturación", en: "Billing", gl: "Facturación", fr: "Facturation", de: "Abrechnung" } },
  { id: 2, signed: true, unsigned: true, name: { ca: "Contractació", es: "Contratación", en: "New contracts", gl: "Contratación", fr: "Souscription", de: "Vertragsabschluss" } },
  { id: 3, signed: true, unsigned: false, name: { ca: "Canvi de titular", es: "Cambio de titular", en: "Change of holder", gl: "Cambio de titular", fr: "Changement de titulaire", de: "Inhaberwechsel" } },
  { id: 4, signed: true, unsigned: false, name: { ca: "Canvi de potència o tarifa", es: "Cambio de potencia o tarifa", en: "Power or tariff change", gl: "Cambio de potencia ou tarifa", fr: "Changement de puissance ou de tarif", de: "Leistungs- oder Tarifänderung" } },
  { id: 5, signed: true, unsigned: false, name: { ca: "Dades bancàries", es: "Datos bancarios", en: "Bank details", gl: "Datos bancarios", fr: "Coordonnées bancaires", de: "Bankverbindung" } },
  { id: 6, signed: true, unsigned: false, name: { ca: "Avaries i incidències del subministrament", es: "Averías e incidencias del suministro", en: "Supply faults and incidents", gl: "Avarías e incidencias da subministración", fr: "Pannes et incidents de fourniture", de: "Störungen und Versorgungsprobleme" } },
  { id: 7, signed: true, unsigned: false, name: { ca: "Autoconsum", es: "Autoconsumo", en: "Self-consumption", gl: "Autoconsumo", fr: "Autoconsommation", de: "Eigenverbrauch" } },
  { id: 8, signed: true, unsigned: false, name: { ca: "Bateria virtual", es: "Batería virtual", en: "Virtual battery", gl: "Batería virtual", fr: "Batterie virtuelle", de: "Virtuelle Batterie" } },
  { id: 9, signed: true, unsigned: true, name: { ca: "Altres consultes", es: "Otras consultas", en: "Other questions", gl: "Outras consultas", fr: "Autres questions", de: "Sonstige Anfragen" } },
  { id: 10, signed: false, unsigned: true, name: { ca: "Informació comercial", es: "Información comercial", en: "Sales information", gl: "Información comercial", fr: "Informations commerciales", de: "Vertriebsinformationen" } },
  // spec §9: category id 20 is the self-reading category (autolectures).
  { id: 20, signed: true, unsigned: false, name: { ca: "Autolectures", es: "Autolecturas", en: "Self-readings", gl: "Autolecturas", fr: "Autorelevés", de: "Selbstablesungen" } },
];

export interface AtcType {
  id: string;
  label: Texts;
  subtypes: { name: string; desc: Texts }[];
}

/** ATC claim types and subtypes (modelled on the CNMC claim process). */
export const ATC_TYPES: readonly AtcType[] = [
  {
    id: "01",
    label: { ca: "Reclamació", es: "Reclamación", en: "Claim", gl: "Reclamación", fr: "Réclamation", de: "Reklamation" },
    subtypes: [
      { name: "001", desc: { ca: "Disconformitat amb la lectura facturada", es: "Disconformidad con la lectura facturada", en: "Disagreement with the billed meter reading", gl: "Desconformidade coa lectura facturada", fr: "Désaccord sur le relevé facturé", de: "Widerspruch gegen den abgerechneten Zählerstand" } },
      { name: "002", desc: { ca: "Disconformitat amb conceptes facturats", es: "Disconformidad con conceptos facturados", en: "Disagreement with billed items", gl: "Desconformidade con conceptos facturados", fr: "Désaccord sur des postes facturés", de: "Widerspruch gegen abgerechnete Posten" } },
      { name: "003", desc: { ca: "Incidència en l'equip de mesura", es: "Incidencia en el equipo de medida", en: "Meter fault", gl: "Incidencia no equipo de medida", fr: "Incident sur le compteur", de: "Störung am Zähler" } },
      { name: "004", desc: { ca: "Retard en l'alta o la modificació del subministrament", es: "Retraso en el alta o la modificación del suministro", en: "Delay in connecting or changing the supply", gl: "Atraso na alta ou na modificación da subministración", fr: "Retard de mise en service ou de modification", de: "Verzögerung bei Anschluss oder Änderung" } },
      { name: "005", desc: { ca: "Interrupcions del subministrament", es: "Interrupciones del suministro", en: "Supply interruptions", gl: "Interrupcións da subministración", fr: "Coupures de fourniture", de: "Versorgungsunterbrechungen" } },
      { name: "006", desc: { ca: "Danys a instal·lacions o aparells", es: "Daños en instalaciones o aparatos", en: "Damage to installations or appliances", gl: "Danos en instalacións ou aparellos", fr: "Dommages aux installations ou appareils", de: "Schäden an Anlagen oder Geräten" } },
    ],
  },
  {
    id: "02",
    label: { ca: "Sol·licitud d'informació", es: "Solicitud de información", en: "Information request", gl: "Solicitude de información", fr: "Demande d'information", de: "Auskunftsersuchen" },
    subtypes: [
      { name: "007", desc: { ca: "Estat d'una sol·licitud en curs", es: "Estado de una solicitud en curso", en: "Status of a pending request", gl: "Estado dunha solicitude en curso", fr: "État d'une demande en cours", de: "Stand eines laufenden Antrags" } },
      { name: "008", desc: { ca: "Informació sobre la factura", es: "Información sobre la factura", en: "Information about the invoice", gl: "Información sobre a factura", fr: "Informations sur la facture", de: "Informationen zur Rechnung" } },
      { name: "009", desc: { ca: "Potències i peatges d'accés", es: "Potencias y peajes de acceso", en: "Powers and access tariffs", gl: "Potencias e peaxes de acceso", fr: "Puissances et tarifs d'accès", de: "Leistungen und Netzentgelte" } },
    ],
  },
  {
    id: "03",
    label: { ca: "Queixa", es: "Queja", en: "Complaint", gl: "Queixa", fr: "Plainte", de: "Beschwerde" },
    subtypes: [
      { name: "010", desc: { ca: "Atenció rebuda", es: "Atención recibida", en: "Customer service received", gl: "Atención recibida", fr: "Service reçu", de: "Erhaltener Kundenservice" } },
      { name: "011", desc: { ca: "Qualitat del subministrament", es: "Calidad del suministro", en: "Quality of supply", gl: "Calidade da subministración", fr: "Qualité de la fourniture", de: "Versorgungsqualität" } },
    ],
  },
];

export type CaseState = "accepted" | "denied" | "additional_information_required" | "being_processed" | "in_process";

/** portal-spec §4 "Support case states". */
export const CASE_STATES: Record<CaseState, Texts> = {
  accepted: { ca: "Acceptada", es: "Aceptada", en: "Accepted", gl: "Aceptada", fr: "Acceptée", de: "Angenommen" },
  denied: { ca: "Denegada", es: "Denegada", en: "Denied", gl: "Denegada", fr: "Refusée", de: "Abgelehnt" },
  additional_information_required: { ca: "Cal informació addicional", es: "Se requiere información adicional", en: "Additional information required", gl: "Precísase información adicional", fr: "Informations complémentaires requises", de: "Zusätzliche Informationen erforderlich" },
  being_processed: { ca: "S'està tramitant", es: "Se está tramitando", en: "Being processed", gl: "Estase a tramitar", fr: "En cours de traitement", de: "Wird bearbeitet" },
  in_process: { ca: "En curs", es: "En curso", en: "In process", gl: "En curso", fr: "En cours", de: "In Bearbeitung" },
};

export interface SeedCase {
  owner: string;
  contract: string;
  categoryId: number;
  state: CaseState;
  daysAgo: number;
  title: string;
  /** Alternating user / administrator messages, the first one being the case description. */
  messages: string[];
  attachments: string[];
  atc?: { tipus: string; subtipus: string };
}

/** What customers wrote stays in the language they wrote it in (it is not a server text). */
export const SEED_CASES: readonly SeedCase[] = [
  {
    owner: "cust-household",
    contract: "0104521",
    categoryId: 20,
    state: "accepted",
    daysAgo: 40,
    title: "Autolectura del comptador",
    messages: ["Us envio la lectura del comptador d'avui: 045872 kWh. Adjunto la foto.", "Hem registrat la lectura i la farem servir a la propera factura. Gràcies!"],
    attachments: ["lectura_comptador.jpg"],
  },
  {
    owner: "cust-household",
    contract: "0118734",
    categoryId: 7,
    state: "additional_information_required",
    daysAgo: 12,
    title: "Compensació d'excedents de les plaques",
    messages: [
      "A la darrera factura no veig la compensació dels excedents de les plaques solars.",
      "Per revisar-ho necessitem el certificat d'instal·lació (CIE) de l'autoconsum. Ens el podeu adjuntar en aquesta sol·licitud?",
    ],
    attachments: [],
  },
  {
    owner: "cust-household",
    contract: "0104521",
    categoryId: 1,
    state: "being_processed",
    daysAgo: 5,
    title: "Import de la factura de gener",
    messages: ["La factura de gener és molt més alta que la de l'any passat amb el mateix consum.", "Estem revisant les lectures amb la distribuïdora. Us direm alguna cosa aviat."],
    attachments: ["factura_gener.pdf"],
  },
  {
    owner: "cust-household",
    contract: "0096310",
    categoryId: 3,
    state: "denied",
    daysAgo: 300,
    title: "Canvi de titular del pis de Girona",
    messages: ["Voldria posar el contracte del pis de Girona a nom del meu germà.", "No podem fer el canvi: el nou titular ha de signar la sol·licitud i aportar el seu DNI. Podeu tornar-ho a demanar quan el tingueu."],
    attachments: [],
  },
  {
    owner: "cust-household",
    contract: "0104522",
    categoryId: 9,
    state: "in_process",
    daysAgo: 1,
    title: "Revisió periòdica de la instal·lació de gas",
    messages: ["Quan em toca la revisió obligatòria de la instal·lació de gas?"],
    attachments: [],
  },
  {
    owner: "cust-household",
    contract: "0104521",
    categoryId: 1,
    state: "in_process",
    daysAgo: 3,
    title: "Reclamació ATC: lectura estimada",
    messages: ["La lectura de la factura és estimada i no correspon amb la del comptador."],
    attachments: ["foto_comptador.jpg"],
    atc: { tipus: "01", subtipus: "001" },
  },
  {
    owner: "cust-business",
    contract: "0201001",
    categoryId: 4,
    state: "being_processed",
    daysAgo: 9,
    title: "Ampliación de potencia del obrador",
    messages: ["Necesitamos subir la potencia del obrador por un horno nuevo.", "Hemos enviado la solicitud a la distribuidora; falta su respuesta técnica."],
    attachments: ["ficha_horno.pdf"],
  },
  {
    owner: "cust-business",
    contract: "0201006",
    categoryId: 1,
    state: "additional_information_required",
    daysAgo: 20,
    title: "Factura impagada de Sevilla",
    messages: ["El banco devolvió el recibo de Sevilla por error.", "¿Nos podéis confirmar el IBAN en el que queréis domiciliar los recibos de este suministro?"],
    attachments: [],
  },
  {
    owner: "cust-business",
    contract: "0201002",
    categoryId: 8,
    state: "accepted",
    daysAgo: 60,
    title: "Añadir el local de Sabadell a la batería virtual",
    messages: ["Queremos que el local de Sabadell se beneficie de la batería virtual de Badalona.", "Hecho: el suministro de Sabadell ya tiene asignado un 30 % de la batería."],
    attachments: [],
  },
  {
    owner: "cust-business",
    contract: "0201011",
    categoryId: 2,
    state: "denied",
    daysAgo: 120,
    title: "Alta de la nave de Terrassa",
    messages: ["Queremos dar de alta la nave 4 de Terrassa.", "La distribuidora ha denegado el alta porque la instalación no tiene boletín vigente. El contrato queda cancelado."],
    attachments: [],
  },
  {
    owner: "cust-business",
    contract: "0201005",
    categoryId: 6,
    state: "in_process",
    daysAgo: 2,
    title: "Cortes de luz en el local de València",
    messages: ["Esta semana hemos tenido tres cortes de luz por la mañana."],
    attachments: [],
  },
];
