/**
 * Sandbox domain: contracts (calls document §7.4, without the consumption curve, which lives in
 * `consumption.ts`).
 *
 * Paths (after /api/v{n}/), versions in brackets:
 * - GET  contracts/list-info/ [2]; GET contracts/ [2] (query offset, limit (default 10), filter
 *   (case-insensitive text on name, CUPS name or address, tariff, price list), type electricity |
 *   gas | multipoint; `initial` is accepted and ignored); GET contracts/{name}/ [2] (detail; not in
 *   the calls document, offered for convenience).
 * - GET  contracts/{name}/pdf/ [1, 2] (electricity uses v1, gas v2); POST contracts/{name}/ [2]
 *   {invoice_online}; PUT contracts/{name}/ref_catastral/ [2].
 * - POST contracts/{name}/notification/ [2] {address}; PUT same {addressId}; PUT (or POST)
 *   contracts/{name}/notification/{email|mobile|phone}/ [1, 2] {email | mobile | phone | value}.
 * - GET  addresses/ [1]; GET ibans/ [1]; POST contracts/{name}/iban/ [1, 2]; POST
 *   contracts/{name}/power/ [1]; POST contracts/{name}/no_cession_sips/ [1].
 * - GET  contract/{id or name}/double-tariff/, available-double-tariffs/, happy-hours/,
 *   available-happy-hours/, happy-day/, available-happy-days/ [1]; the updates are PUT (POST is
 *   accepted too) on double-tariff/, happy-hours/, happy-day/.
 * - GET  contract/download_attachment/{attachmentId} [2].
 *
 * Special inputs and rules (also in demo/sandbox/README.md):
 * - The business customer has no extra address (GET addresses/ is empty: change_address_no_data)
 *   and a single bank account, the current one (GET ibans/ lists it with `current: true`; the client
 *   excludes it: iban_change_none).
 * - Power: any period above 50,000 W answers 406 `power_not_available` (more than the supply's
 *   installation certificate allows); the same powers as now answer 400
 *   `power_same_error_modification_close`; above 15 kW, power_p3..p6 are required and rising.
 * - Only `activa` contracts can be modified: others answer 403 `contract_not_modifiable`; power and
 *   SIPS on a contract with atr_available false (0201007) answer 409 `atr_in_progress`.
 * - Read-only users (staff impersonation): the server accepts their changes; the calls document
 *   (§6) does not show that it refuses them, and the portal already disables the buttons.
 * - Changes apply at once (the new IBAN or power shows on the contract) and the process name is
 *   added to waiting_for_signature, as if the customer still had to sign the change.
 */
import { apiError, file, json, paged } from "../http.ts";
import { makeCups } from "../cups.ts";
import { tr, type Texts } from "../i18n.ts";
import { createRng } from "../rng.ts";
import type { Lang, Route, RouteContext, Rng, SandboxDb, SandboxUser } from "../types.ts";
import {
  ATTACHMENT_CATEGORIES,
  BANKS,
  CONTRACT_BLUEPRINTS,
  DSOS,
  EXTRA_ADDRESSES,
  OWNERS,
  PLACES,
  PRICELISTS,
  WEEKDAYS,
  type ContractBlueprint,
  type ContractKind,
  type ContractState,
  type Place,
} from "../data/contracts.ts";
import { assignmentsOfContract, type AssignmentDto } from "../data/batteries.ts";

// ---------------------------------------------------------------------------------------------
// Shared helpers of the private-customer domains (invoices, consumption, batteries, payments and
// support import them from here).
// ---------------------------------------------------------------------------------------------

/** The read-only token is the household's data seen by staff (issue 3). */
export function ownerOf(user: SandboxUser): string {
  return user.customerId === "cust-readonly" ? "cust-household" : user.customerId;
}

/** A 32-bit hash of integers, for values derived on demand (consumption) instead of stored. */
export function hash32(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    h = Math.imul(h, 0x297a2d39);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** `YYYY-MM-DD` of a UTC date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The first day (UTC) of the month `months` before `date`'s month. */
export function monthStart(date: Date, monthsBefore = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBefore, 1));
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A per-domain generator, so a domain's data does not depend on the order modules are seeded in. */
export function domainRng(db: SandboxDb, salt: number): Rng {
  return createRng((db.seed ^ salt) >>> 0);
}

export function digits(rng: Rng, count: number): string {
  let out = "";
  for (let i = 0; i < count; i += 1) out += String(rng.int(0, 9));
  return out;
}

/** Reads a string from a JSON or FormData body. */
export function bodyString(body: unknown, key: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

export function bodyValue(body: unknown, key: string): unknown {
  if (typeof body !== "object" || body === null) return undefined;
  return (body as Record<string, unknown>)[key];
}

/** Booleans arrive as JSON booleans or, from FormData, as "true"/"false"/"1"/"0". */
export function bodyBool(body: unknown, key: string): boolean | undefined {
  const value = bodyValue(body, key);
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "1" || value === 1) return true;
  if (value === "false" || value === "0" || value === 0) return false;
  return undefined;
}

/** Field-error messages of the 400 answers, in the request language. */
export const FIELD_MESSAGES = {
  required: {
    ca: "És obligatori",
    es: "Es obligatorio",
    en: "This field is required",
    gl: "É obrigatorio",
    fr: "Ce champ est obligatoire",
    de: "Pflichtfeld",
  },
  invalid: {
    ca: "Valor no vàlid",
    es: "Valor no válido",
    en: "Invalid value",
    gl: "Valor non válido",
    fr: "Valeur non valide",
    de: "Ungültiger Wert",
  },
  email: {
    ca: "Correu electrònic no vàlid",
    es: "Correo electrónico no válido",
    en: "Invalid email address",
    gl: "Correo electrónico non válido",
    fr: "Adresse e-mail non valide",
    de: "Ungültige E-Mail-Adresse",
  },
  phone: {
    ca: "Telèfon no vàlid",
    es: "Teléfono no válido",
    en: "Invalid phone number",
    gl: "Teléfono non válido",
    fr: "Numéro de téléphone non valide",
    de: "Ungültige Telefonnummer",
  },
  iban: {
    ca: "IBAN no vàlid",
    es: "IBAN no válido",
    en: "Invalid IBAN",
    gl: "IBAN non válido",
    fr: "IBAN non valide",
    de: "Ungültige IBAN",
  },
  same: {
    ca: "El valor és igual a l'actual",
    es: "El valor es igual al actual",
    en: "The value is the same as the current one",
    gl: "O valor é igual ao actual",
    fr: "La valeur est identique à l'actuelle",
    de: "Der Wert entspricht dem aktuellen",
  },
  tooLong: { ca: "Massa llarg", es: "Demasiado largo", en: "Too long", gl: "Demasiado longo", fr: "Trop long", de: "Zu lang" },
  ownerConfirm: {
    ca: "Cal confirmar que sou titular del compte",
    es: "Debe confirmar que es titular de la cuenta",
    en: "You must confirm that you own the account",
    gl: "Debe confirmar que é titular da conta",
    fr: "Vous devez confirmer être titulaire du compte",
    de: "Bitte bestätigen Sie, dass Sie Kontoinhaber sind",
  },
  powerOrder: {
    ca: "Ha de ser igual o superior a la potència del període anterior",
    es: "Debe ser igual o superior a la potencia del periodo anterior",
    en: "Must be at least the power of the previous period",
    gl: "Debe ser igual ou superior á potencia do período anterior",
    fr: "Doit être au moins égale à la puissance de la période précédente",
    de: "Muss mindestens der Leistung der vorherigen Periode entsprechen",
  },
  alreadyRequested: {
    ca: "Ja hi ha una sol·licitud en curs",
    es: "Ya hay una solicitud en curso",
    en: "A request is already in progress",
    gl: "Xa hai unha solicitude en curso",
    fr: "Une demande est déjà en cours",
    de: "Es läuft bereits ein Antrag",
  },
} satisfies Record<string, Texts>;

export type FieldMessage = keyof typeof FIELD_MESSAGES;

/** A 400 answer with per-field errors `{errors: {field: ["message"]}}` (calls document §8.2). */
export function fieldErrors(lang: Lang, errors: Record<string, FieldMessage>): Response {
  const out: Record<string, string[]> = {};
  for (const [field, key] of Object.entries(errors)) out[field] = [tr(lang, FIELD_MESSAGES[key])];
  return apiError(400, "validation_error", out);
}

/**
 * A small but well-formed single-page PDF (valid xref offsets), so downloaded files open in a viewer.
 * Text is reduced to ASCII because the standard Helvetica font has no encoding set here.
 */
export function pdfDocument(title: string, lines: readonly string[]): string {
  const ascii = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]/g, "?")
      .replace(/([\\()])/g, "\\$1");
  const textLines = [title, "", ...lines].slice(0, 48);
  const content = `BT /F1 11 Tf 56 790 Td 14 TL ${textLines.map((l) => `(${ascii(l)}) '`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Pure ASCII, so string offsets are byte offsets and the xref table is exact.
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------

export interface AddressRow {
  id: number;
  owner: string;
  name: string;
  tv: string;
  nv: string;
  pnp: string;
  bq: string;
  es: string;
  pt: string;
  pu: string;
  dp: string;
  poblacio: string;
  ine: string;
  state: string;
  ref_catastral: string;
  aclarador: string;
  email: string;
  mobile: string;
  full_address: string;
}

export interface BankAccountRow {
  id: number;
  owner: string;
  iban: string;
  printable_iban: string;
  bank_name: string;
}

export interface AttachmentRow {
  id: number;
  name: string;
  category: string;
  created_date: string;
  size: number;
  filename: string;
}

export interface NotificationAddress {
  id: number;
  name: string;
  full_address: string;
  email: string;
  mobile: string;
}

export interface DoubleTariffPeriod {
  startMonth: number;
  startYear: number;
  endMonth: number;
  endYear: number;
}

export interface HappyHours {
  startHour: number;
  endHour: number;
}

export interface ContractRow {
  id: number;
  name: string;
  owner: string;
  type: ContractKind;
  /** On the multipoint account: listed as multipoint, its invoices on the multipoint list only. */
  multipoint: boolean;
  state: ContractState;
  sign_date: string | null;
  /** First day of supply and last one (baixa); null when it never started or has not ended. */
  start_date: string | null;
  end_date: string | null;
  amount_debt: number;
  cups: { name: string; street: string; city: string; full_address: string; ref_catastral: string | null };
  place: Place;
  pricelist: { name: string; nom_comercial: string };
  tariff: { name: string };
  contracted_power_period: { period: string; power: number }[];
  ref_catastral: string | null;
  invoice_online: "email" | "postal";
  bankAccountId: number;
  notification_address: NotificationAddress;
  fiscalAddress: string;
  dso: { name: string; website: string };
  dso_reference: string;
  dso_phone: string;
  is_peninsula: boolean;
  atr_available: boolean;
  waiting_for_signature: string[];
  no_cession_sips: { state: "unactive" | "requested" | "active"; waiting_for_signature: boolean };
  attachments: AttachmentRow[];
  pressio?: number;
  caudal?: number;
  /** Solar peak power (kWp): the consumption curve exports at midday. */
  solarKwp: number;
  doubleTariff: DoubleTariffPeriod | null;
  happyHours: HappyHours | null;
  /** ISO weekday 1 (Monday) to 7 (Sunday). */
  happyDay: number | null;
}

/**
 * Whether a supply draws like a shop or an office (working hours, more reactive energy) rather than a
 * home: every supply of the multipoint account and every six-period (3.0TD) supply. The consumption
 * curves and the invoices' energies read it, so a supply's figures do not depend on which invoice
 * list it is on.
 */
export function hasBusinessLoad(row: Pick<ContractRow, "multipoint" | "tariff">): boolean {
  return row.multipoint || row.tariff.name === "3.0TD";
}

export interface ContractsTable {
  contracts: ContractRow[];
  addresses: AddressRow[];
  bankAccounts: BankAccountRow[];
  nextId: number;
}

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

/** DNI control letters (number modulo 23). */
const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const CADASTRAL_LETTERS = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";
const CADASTRAL_WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1];
const CADASTRAL_CHECK = "MQWERTYUIOPASDFGHJKLBZX";

function cadastralCheck(chars: string): string {
  let sum = 0;
  for (let i = 0; i < CADASTRAL_WEIGHTS.length; i += 1) {
    const c = chars.charAt(i);
    const value = /\d/.test(c) ? Number(c) : CADASTRAL_LETTERS.indexOf(c) + 1;
    sum += (CADASTRAL_WEIGHTS[i] ?? 0) * value;
  }
  return CADASTRAL_CHECK.charAt(sum % 23);
}

/** A 20-character cadastral reference with valid check letters (Catastro algorithm). */
export function makeCadastralReference(rng: Rng): string {
  const letters = "BCDFGHJKLMNPRSTVWXYZ";
  const parcel = digits(rng, 7);
  const sheet = `${rng.pick([...letters])}${rng.pick([...letters])}${digits(rng, 4)}${rng.pick([...letters])}`;
  const unit = digits(rng, 3) + String(rng.int(1, 9));
  return `${parcel}${sheet}${unit}${cadastralCheck(parcel + unit)}${cadastralCheck(sheet + unit)}`;
}

/** Spanish CCC control digit over 10 digits (weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6). */
function cccDigit(ten: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(ten[i]) * (weights[i] ?? 0);
  const d = 11 - (sum % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}

function mod97(numeric: string): number {
  let r = 0;
  for (const ch of numeric) {
    const v = Number.parseInt(ch, 36);
    r = v < 10 ? (r * 10 + v) % 97 : (r * 100 + v) % 97;
  }
  return r;
}

/** A Spanish IBAN with valid CCC control digits and ISO 7064 mod-97 check digits. */
export function makeIban(bank: string, rng: Rng): string {
  const branch = digits(rng, 4);
  const account = digits(rng, 10);
  const dc = `${cccDigit(`00${bank}${branch}`)}${cccDigit(account)}`;
  const bban = `${bank}${branch}${dc}${account}`;
  const check = 98 - mod97(`${bban}ES00`);
  return `ES${String(check).padStart(2, "0")}${bban}`;
}

export function isValidIbanValue(value: string): boolean {
  const iban = value.replace(/\s+/g, "").toUpperCase();
  const match = /^([A-Z]{2})(\d{2})([A-Z0-9]{10,30})$/.exec(iban);
  if (!match) return false;
  if (match[1] === "ES" && iban.length !== 24) return false;
  return mod97(`${match[3]}${match[1]}${match[2]}`) === 1;
}

export function printableIban(iban: string): string {
  return (
    iban
      .replace(/\s+/g, "")
      .match(/.{1,4}/g)
      ?.join(" ") ?? iban
  );
}

function cupsFor(dsoCode: string, rng: Rng, withSuffix: boolean): string {
  const cups = makeCups(`${dsoCode}${digits(rng, 12)}`);
  return withSuffix ? `${cups}0F` : cups;
}

function streetLine(place: Place, number: number, door: string, street = place.street): string {
  return `${street}, ${number}${door ? ` ${door}` : ""}`;
}

function fullAddress(place: Place, number: number, door: string, street = place.street): string {
  return `${streetLine(place, number, door, street)}, ${place.zip} ${place.city} (${place.province})`;
}

function addressRow(
  id: number,
  owner: string,
  name: string,
  place: Place,
  number: number,
  door: string,
  street: string,
  tv: string,
  rng: Rng,
): AddressRow {
  const [pt = "", pu = ""] = door.split(" ");
  return {
    id,
    owner,
    name,
    tv,
    nv: street.replace(/^(Carrer|Calle|Avinguda|Rambla|Paseo|Gran Vía) (de la |de |del |d')?/, ""),
    pnp: String(number),
    bq: "",
    es: "",
    pt,
    pu,
    dp: place.zip,
    poblacio: place.city,
    ine: place.ine,
    state: place.state,
    ref_catastral: makeCadastralReference(rng),
    aclarador: "",
    email: OWNERS[owner]?.email ?? "",
    mobile: OWNERS[owner]?.mobile ?? "",
    full_address: fullAddress(place, number, door, street),
  };
}

function monthsAgoDay(now: Date, months: number, day: number): string {
  return isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day)));
}

/** Builds the whole contracts table from the seed. */
export function buildContracts(db: SandboxDb): ContractsTable {
  const rng = domainRng(db, 0xc0a7);
  const now = db.now;
  let nextId = 1;
  const addresses: AddressRow[] = [];
  const bankAccounts: BankAccountRow[] = [];

  // Bank accounts: three for the household, one (the current one) for the business.
  const accountsOf: Record<string, number[]> = { "cust-household": [], "cust-business": [] };
  for (const [owner, count] of [
    ["cust-household", 3],
    ["cust-business", 1],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      const bank = BANKS[(i * 2 + (owner === "cust-business" ? 1 : 0)) % BANKS.length] ?? BANKS[0]!;
      const iban = makeIban(bank.code, rng);
      const id = 300 + bankAccounts.length + 1;
      bankAccounts.push({ id, owner, iban, printable_iban: printableIban(iban), bank_name: bank.name });
      accountsOf[owner]!.push(id);
    }
  }

  // Addresses: the household's home plus two more; the business's fiscal address is not listed.
  const home = PLACES.barcelona!;
  const homeRow = addressRow(nextId++, "cust-household", "Marta Puig Ferrer", home, 214, "3r 2a", home.street, home.tv, rng);
  addresses.push(homeRow);
  for (const extra of EXTRA_ADDRESSES) {
    const place = PLACES[extra.place]!;
    addresses.push(addressRow(nextId++, "cust-household", extra.label, place, extra.number, extra.door, extra.street, extra.tv, rng));
  }
  const bizPlace = PLACES.barcelona!;
  const bizAddress = addressRow(
    nextId++,
    "cust-business",
    "Forn de Pa Vidal, S.L.",
    bizPlace,
    88,
    "baixos",
    bizPlace.street,
    bizPlace.tv,
    rng,
  );

  let attachmentId = 9001;
  const contracts = CONTRACT_BLUEPRINTS.map((bp: ContractBlueprint, index): ContractRow => {
    const place = PLACES[bp.place]!;
    const dso = DSOS[bp.kind === "gas" ? place.gasDso : place.dso]!;
    const cups = cupsFor(dso.cupsCode, rng, bp.kind === "electricity" && index % 2 === 0);
    const refCat = makeCadastralReference(rng);
    const start = bp.startedMonthsAgo !== undefined ? monthsAgoDay(now, bp.startedMonthsAgo, rng.int(1, 28)) : null;
    const end = bp.endedMonthsAgo !== undefined ? monthsAgoDay(now, bp.endedMonthsAgo, rng.int(1, 28)) : null;
    let sign: string | null = null;
    if (start) sign = isoDay(addDays(new Date(`${start}T00:00:00Z`), -rng.int(8, 20)));
    else if (bp.signed) sign = isoDay(addDays(now, -rng.int(5, 15)));
    const periods = bp.powers.map((power, i) => ({ period: `P${i + 1}`, power }));
    const accounts = accountsOf[bp.owner]!;
    const notif = bp.owner === "cust-household" ? homeRow : bizAddress;
    const attachments: AttachmentRow[] = [];
    for (let i = 0; i < bp.attachments; i += 1) {
      const category = ATTACHMENT_CATEGORIES[i % ATTACHMENT_CATEGORIES.length]!;
      const created = addDays(new Date(`${sign ?? isoDay(now)}T09:00:00Z`), i * rng.int(20, 200));
      const safeCreated = created.getTime() > now.getTime() ? addDays(now, -i - 1) : created;
      attachments.push({
        id: attachmentId++,
        name: `${category.names.ca} ${bp.name}${i >= ATTACHMENT_CATEGORIES.length ? ` (${i})` : ""}`,
        category: category.key,
        created_date: safeCreated.toISOString().slice(0, 19).replace("T", " "),
        size: rng.int(38_000, 2_400_000),
        filename: `${category.key}_${bp.name}_${i + 1}.pdf`,
      });
    }
    const row: ContractRow = {
      id: 4100 + index * 7,
      name: bp.name,
      owner: bp.owner,
      type: bp.kind,
      multipoint: bp.multipoint,
      state: bp.state,
      sign_date: sign,
      start_date: start,
      end_date: end,
      amount_debt: bp.debt,
      cups: {
        name: cups,
        street: streetLine(place, bp.number, bp.door),
        city: place.city,
        full_address: fullAddress(place, bp.number, bp.door),
        ref_catastral: refCat,
      },
      place,
      pricelist: { ...PRICELISTS[bp.pricelist]! },
      tariff: { name: bp.tariff },
      contracted_power_period: periods,
      // Some supplies have no cadastral reference yet, so the dialog has something to set.
      ref_catastral: index % 4 === 3 ? null : refCat,
      invoice_online: bp.invoiceOnline,
      bankAccountId: accounts[index % accounts.length]!,
      notification_address: { id: notif.id, name: notif.name, full_address: notif.full_address, email: notif.email, mobile: notif.mobile },
      fiscalAddress: bp.owner === "cust-household" ? homeRow.full_address : bizAddress.full_address,
      dso: { name: dso.name, website: dso.website },
      dso_reference: digits(rng, 10),
      dso_phone: dso.phone,
      is_peninsula: place.peninsula,
      atr_available: bp.atrAvailable,
      waiting_for_signature: [...bp.waiting],
      no_cession_sips: { state: bp.sips, waiting_for_signature: bp.sipsWaiting },
      attachments,
      solarKwp: bp.solarKwp,
      doubleTariff: null,
      happyHours: null,
      happyDay: null,
    };
    if (bp.kind === "gas") {
      row.pressio = bp.pressio ?? 0.05;
      row.caudal = bp.caudal ?? 2.5;
    }
    return row;
  });
  // A configured double tariff, happy hours and happy day on the household's main contract.
  const main = contracts[0]!;
  main.doubleTariff = { startMonth: 11, startYear: now.getUTCFullYear() - 1, endMonth: 4, endYear: now.getUTCFullYear() };
  main.happyHours = { startHour: 14, endHour: 17 };
  main.happyDay = 7;
  return { contracts, addresses, bankAccounts, nextId: 1000 };
}

/** The contracts table, built on first use (other domains call this, whatever the seed order). */
export function contractsTable(db: SandboxDb): ContractsTable {
  const existing = db.tables.contracts as ContractsTable | undefined;
  if (existing) return existing;
  const table = buildContracts(db);
  db.tables.contracts = table;
  return table;
}

/** A contract of the owner by name or numeric id. */
export function findContract(db: SandboxDb, owner: string, nameOrId: string | undefined): ContractRow | undefined {
  if (!nameOrId) return undefined;
  return contractsTable(db).contracts.find((c) => c.owner === owner && (c.name === nameOrId || String(c.id) === nameOrId));
}

export function contractsOf(db: SandboxDb, owner: string): ContractRow[] {
  return contractsTable(db).contracts.filter((c) => c.owner === owner);
}

export function partnerOf(db: SandboxDb, owner: string): { name: string; vat: string } {
  const customer = db.customers.find((c) => c.id === owner);
  const fixed = OWNERS[owner];
  const vat = fixed?.cif ?? (fixed?.dniNumber ? `${fixed.dniNumber}${DNI_LETTERS[fixed.dniNumber % 23]}` : "");
  return { name: customer?.name ?? fixed?.name ?? owner, vat: customer?.vat ?? vat };
}

export function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

export interface ContractDto {
  id: number;
  name: string;
  type: ContractKind;
  state: ContractState;
  sign_date: string | null;
  amount_debt: number;
  cups: ContractRow["cups"];
  pricelist: ContractRow["pricelist"];
  tariff: ContractRow["tariff"];
  contracted_power_period: ContractRow["contracted_power_period"];
  bateria_virtual: AssignmentDto[];
  fiscal_partner: { name: string; vat: string };
  owner_partner: { name: string };
  fiscal_address: { full_address: string };
  bank_account: { id: number; printable_iban: string } | null;
  ref_catastral: string | null;
  invoice_online: "email" | "postal";
  notification_address: NotificationAddress;
  dso: ContractRow["dso"];
  dso_reference: string;
  dso_phone: string;
  is_peninsula: boolean;
  atr_available: boolean;
  waiting_for_signature: string[];
  no_cession_sips: ContractRow["no_cession_sips"];
  attachments: { id: number; name: string; category_name: string; created_date: string; size_text: string; filename: string }[];
  pressio?: number;
  caudal?: number;
}

export function serializeContract(db: SandboxDb, row: ContractRow, lang: Lang): ContractDto {
  const partner = partnerOf(db, row.owner);
  const account = contractsTable(db).bankAccounts.find((b) => b.id === row.bankAccountId);
  const dto: ContractDto = {
    id: row.id,
    name: row.name,
    // portal-spec §3 "Contract: id, name, state, type, …" (the calls document's list leaves it out: the
    // client does not need it, src/api/contracts.ts tells the type from the list asked).
    type: row.type,
    state: row.state,
    sign_date: row.sign_date,
    amount_debt: row.amount_debt,
    cups: { ...row.cups },
    pricelist: { ...row.pricelist },
    tariff: { ...row.tariff },
    contracted_power_period: row.contracted_power_period.map((p) => ({ ...p })),
    bateria_virtual: row.type === "electricity" ? assignmentsOfContract(db, row.name) : [],
    fiscal_partner: partner,
    owner_partner: { name: partner.name },
    fiscal_address: { full_address: row.fiscalAddress },
    bank_account: account ? { id: account.id, printable_iban: account.printable_iban } : null,
    ref_catastral: row.ref_catastral,
    invoice_online: row.invoice_online,
    notification_address: { ...row.notification_address },
    dso: { ...row.dso },
    dso_reference: row.dso_reference,
    dso_phone: row.dso_phone,
    is_peninsula: row.is_peninsula,
    atr_available: row.atr_available,
    waiting_for_signature: [...row.waiting_for_signature],
    no_cession_sips: { ...row.no_cession_sips },
    attachments: row.attachments.map((a) => ({
      id: a.id,
      name: a.name,
      category_name: tr(lang, ATTACHMENT_CATEGORIES.find((c) => c.key === a.category)?.names ?? ATTACHMENT_CATEGORIES[0]!.names),
      created_date: a.created_date,
      size_text: sizeText(a.size),
      filename: a.filename,
    })),
  };
  if (row.type === "gas") {
    dto.pressio = row.pressio;
    dto.caudal = row.caudal;
  }
  return dto;
}

// ---------------------------------------------------------------------------------------------
// Handlers
// ---------------------------------------------------------------------------------------------

function userOf(ctx: RouteContext): SandboxUser {
  if (!ctx.user) throw new Error("auth: required route without a user");
  return ctx.user;
}

function notFound(): Response {
  return apiError(404, "contract_not_found");
}

/** portal-spec §4: only activa contracts can be modified. */
function modifiable(row: ContractRow): Response | null {
  return row.state === "activa" ? null : apiError(403, "contract_not_modifiable");
}

const STATE_ORDER: Record<string, number> = { activa: 0, esborrany: 1, baixa: 2, cancelada: 3 };

function listContracts(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const type = ctx.query.get("type");
  const filter = (ctx.query.get("filter") ?? "").trim().toLowerCase();
  const rows = contractsOf(ctx.db, owner)
    .filter((c) => !type || (type === "multipoint" ? c.multipoint : c.type === type))
    .filter(
      (c) =>
        !filter ||
        [c.name, c.cups.name, c.cups.full_address, c.tariff.name, c.pricelist.name, c.pricelist.nom_comercial].some((f) =>
          f.toLowerCase().includes(filter),
        ),
    )
    .sort((a, b) => (STATE_ORDER[a.state] ?? 9) - (STATE_ORDER[b.state] ?? 9) || a.name.localeCompare(b.name));
  const page = paged(rows, ctx.query, 10);
  return json({ ...page, items: page.items.map((r) => serializeContract(ctx.db, r, ctx.lang)), total: rows.length });
}

function listInfo(ctx: RouteContext): Response {
  const rows = contractsOf(ctx.db, ownerOf(userOf(ctx)));
  const pick = (kind: ContractKind) => rows.filter((r) => r.type === kind).map((r) => ({ id: r.id, name: r.name }));
  return json({ result: { electricity: pick("electricity"), gas: pick("gas") } });
}

function withContract(handler: (ctx: RouteContext, row: ContractRow) => Response): (ctx: RouteContext) => Response {
  return (ctx) => {
    const row = findContract(ctx.db, ownerOf(userOf(ctx)), ctx.params.name ?? ctx.params.id);
    return row ? handler(ctx, row) : notFound();
  };
}

const PDF_TITLE: Texts = {
  ca: "Contracte de subministrament",
  es: "Contrato de suministro",
  en: "Supply contract",
  gl: "Contrato de subministración",
  fr: "Contrat de fourniture",
  de: "Liefervertrag",
};

function contractPdf(ctx: RouteContext, row: ContractRow): Response {
  const dto = serializeContract(ctx.db, row, ctx.lang);
  const pdf = pdfDocument(`${tr(ctx.lang, PDF_TITLE)} ${row.name}`, [
    `${dto.fiscal_partner.name} - ${dto.fiscal_partner.vat}`,
    `CUPS: ${row.cups.name}`,
    row.cups.full_address,
    `${row.tariff.name} - ${row.pricelist.nom_comercial}`,
    ...row.contracted_power_period.map((p) => `${p.period}: ${p.power} kW`),
    `IBAN: ${dto.bank_account?.printable_iban ?? "-"}`,
  ]);
  return file(pdf, `contracte_${row.name}.pdf`, "application/pdf");
}

function setInvoiceOnline(ctx: RouteContext, row: ContractRow): Response {
  const blocked = modifiable(row);
  if (blocked) return blocked;
  const raw = bodyValue(ctx.body, "invoice_online");
  let value: "email" | "postal" | null = null;
  if (raw === "email" || raw === true || raw === "true" || raw === "1") value = "email";
  if (raw === "postal" || raw === false || raw === "false" || raw === "0") value = "postal";
  if (!value) return fieldErrors(ctx.lang, { invoice_online: raw === undefined ? "required" : "invalid" });
  row.invoice_online = value;
  return json({ invoice_online: value, contract: row.name });
}

function setRefCatastral(ctx: RouteContext, row: ContractRow): Response {
  const blocked = modifiable(row);
  if (blocked) return blocked;
  // portal-spec §5: spaces stripped, upper-cased, letters and digits only, 1 to 20, not the current one.
  const value = (bodyString(ctx.body, "ref_catastral") ?? "").replace(/\s+/g, "").toUpperCase();
  if (!value) return fieldErrors(ctx.lang, { ref_catastral: "required" });
  if (value.length > 20) return fieldErrors(ctx.lang, { ref_catastral: "tooLong" });
  if (!/^[0-9A-Z]+$/.test(value)) return fieldErrors(ctx.lang, { ref_catastral: "invalid" });
  if (value === row.ref_catastral) return fieldErrors(ctx.lang, { ref_catastral: "same" });
  row.ref_catastral = value;
  row.cups.ref_catastral = value;
  return json({ ref_catastral: value });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spanish-style phone: optional +34/0034, then 9 digits starting 6, 7, 8 or 9 (min 4 per spec, we ask for a real one). */
function validPhone(value: string): boolean {
  const compact = value.replace(/[\s().-]/g, "").replace(/^(\+34|0034)/, "");
  return /^[6789]\d{8}$/.test(compact) || /^\+\d{6,15}$/.test(value.replace(/[\s().-]/g, ""));
}

function addressFromBody(ctx: RouteContext, owner: string): AddressRow | Response {
  const raw = bodyValue(ctx.body, "address");
  const src = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const s = (key: string) => (typeof src[key] === "string" || typeof src[key] === "number" ? String(src[key]).trim() : "");
  const errors: Record<string, FieldMessage> = {};
  // portal-spec §5 "Notification address".
  const name = s("name");
  if (!name) errors.name = "required";
  else if (name.length > 256) errors.name = "tooLong";
  if (!/^\d{5}$/.test(s("dp"))) errors.dp = s("dp") ? "invalid" : "required";
  for (const key of ["ine", "state", "poblacio", "tv", "nv", "pnp"]) if (!s(key)) errors[key] = "required";
  if (s("nv").length > 256) errors.nv = "tooLong";
  if (s("pnp").length > 9) errors.pnp = "tooLong";
  for (const [key, max] of [
    ["bq", 4],
    ["es", 4],
    ["pt", 10],
    ["pu", 4],
  ] as const)
    if (s(key).length > max) errors[key] = "tooLong";
  if (s("ref_catastral") && !/^[0-9A-Z]{14}([0-9A-Z]{6})?$/.test(s("ref_catastral").toUpperCase())) errors.ref_catastral = "invalid";
  if (!s("email")) errors.email = "required";
  else if (!EMAIL.test(s("email"))) errors.email = "email";
  if (!s("mobile")) errors.mobile = "required";
  else if (!validPhone(s("mobile"))) errors.mobile = "phone";
  if (Object.keys(errors).length > 0) return fieldErrors(ctx.lang, errors);
  const table = contractsTable(ctx.db);
  const door = [s("bq") && `bl. ${s("bq")}`, s("es") && `esc. ${s("es")}`, s("pt"), s("pu")].filter(Boolean).join(" ");
  const row: AddressRow = {
    id: table.nextId++,
    owner,
    name,
    tv: s("tv"),
    nv: s("nv"),
    pnp: s("pnp"),
    bq: s("bq"),
    es: s("es"),
    pt: s("pt"),
    pu: s("pu"),
    dp: s("dp"),
    poblacio: s("poblacio"),
    ine: s("ine"),
    state: s("state"),
    ref_catastral: s("ref_catastral").toUpperCase(),
    aclarador: s("aclarador"),
    email: s("email"),
    mobile: s("mobile"),
    full_address: `${s("tv")} ${s("nv")}, ${s("pnp")}${door ? ` ${door}` : ""}, ${s("dp")} ${s("poblacio")}`,
  };
  return row;
}

function notificationNew(ctx: RouteContext, row: ContractRow): Response {
  const blocked = modifiable(row);
  if (blocked) return blocked;
  const address = addressFromBody(ctx, row.owner);
  if (address instanceof Response) return address;
  contractsTable(ctx.db).addresses.push(address);
  row.notification_address = notificationAddressOf(address);
  return json({ address });
}

/** A stored address as a contract's `notification_address`. */
function notificationAddressOf(address: AddressRow): ContractRow["notification_address"] {
  return { id: address.id, name: address.name, full_address: address.full_address, email: address.email, mobile: address.mobile };
}

function notificationExisting(ctx: RouteContext, row: ContractRow): Response {
  const blocked = modifiable(row);
  if (blocked) return blocked;
  const id = Number(bodyString(ctx.body, "addressId") ?? bodyString(ctx.body, "address_id"));
  if (!Number.isFinite(id) || id <= 0) return fieldErrors(ctx.lang, { addressId: "required" });
  const address = contractsTable(ctx.db).addresses.find((a) => a.id === id && a.owner === row.owner);
  if (!address) return fieldErrors(ctx.lang, { addressId: "invalid" });
  row.notification_address = notificationAddressOf(address);
  return json({ address_id: address.id });
}

function notificationField(ctx: RouteContext, row: ContractRow): Response {
  const blocked = modifiable(row);
  if (blocked) return blocked;
  const field = ctx.params.field;
  if (field !== "email" && field !== "mobile" && field !== "phone") return apiError(404, "unknown_field");
  const value = (
    bodyString(ctx.body, field) ??
    bodyString(ctx.body, field === "phone" ? "mobile" : "phone") ??
    bodyString(ctx.body, "value") ??
    ""
  ).trim();
  if (field === "email") {
    if (!value) return fieldErrors(ctx.lang, { email: "required" });
    if (!EMAIL.test(value)) return fieldErrors(ctx.lang, { email: "email" });
    row.notification_address.email = value;
  } else {
    if (!value) return fieldErrors(ctx.lang, { [field]: "required" });
    if (!validPhone(value)) return fieldErrors(ctx.lang, { [field]: "phone" });
    row.notification_address.mobile = value;
  }
  const address = contractsTable(ctx.db).addresses.find((a) => a.id === row.notification_address.id);
  if (address) {
    address.email = row.notification_address.email;
    address.mobile = row.notification_address.mobile;
  }
  return json({ notification_address: { ...row.notification_address } });
}

function listAddresses(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const rows = contractsTable(ctx.db).addresses.filter((a) => a.owner === owner);
  return json(
    paged(
      rows.map(({ owner: _owner, ...a }) => a),
      ctx.query,
      100,
    ),
  );
}

function listIbans(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const table = contractsTable(ctx.db);
  // A bank account as the catalogue documents it (calls §3 `bank_account{id, printable_iban}`): the
  // screen leaves out the contract's own account by its id, so no "current" mark, raw IBAN or bank name.
  const rows = table.bankAccounts.filter((b) => b.owner === owner).map((b) => ({ id: b.id, printable_iban: b.printable_iban }));
  return json(paged(rows, ctx.query, 100));
}

function addWaiting(row: ContractRow, process: string): void {
  if (!row.waiting_for_signature.includes(process)) row.waiting_for_signature.push(process);
}

function changeIban(ctx: RouteContext, row: ContractRow): Response {
  const blocked = modifiable(row);
  if (blocked) return blocked;
  const table = contractsTable(ctx.db);
  const registered = bodyBool(ctx.body, "already_registered");
  if (registered === undefined) return fieldErrors(ctx.lang, { already_registered: "required" });
  let account: BankAccountRow | undefined;
  if (registered) {
    const bankId = Number(bodyString(ctx.body, "bank_id"));
    if (!Number.isFinite(bankId) || bankId <= 0) return fieldErrors(ctx.lang, { bank_id: "required" });
    account = table.bankAccounts.find((b) => b.id === bankId && b.owner === row.owner);
    if (!account) return fieldErrors(ctx.lang, { bank_id: "invalid" });
    if (account.id === row.bankAccountId) return fieldErrors(ctx.lang, { bank_id: "same" });
  } else {
    const iban = (bodyString(ctx.body, "iban") ?? "").replace(/\s+/g, "").toUpperCase();
    const errors: Record<string, FieldMessage> = {};
    if (!iban) errors.iban = "required";
    else if (!isValidIbanValue(iban)) errors.iban = "iban";
    if (bodyBool(ctx.body, "owner_is_bank_owner") !== true) errors.owner_is_bank_owner = "ownerConfirm";
    if (Object.keys(errors).length > 0) return fieldErrors(ctx.lang, errors);
    const current = table.bankAccounts.find((b) => b.id === row.bankAccountId);
    if (current?.iban === iban) return fieldErrors(ctx.lang, { iban: "same" });
    account = table.bankAccounts.find((b) => b.owner === row.owner && b.iban === iban);
    if (!account) {
      account = { id: 300 + table.bankAccounts.length + 1, owner: row.owner, iban, printable_iban: printableIban(iban), bank_name: "" };
      table.bankAccounts.push(account);
    }
  }
  row.bankAccountId = account.id;
  addWaiting(row, "iban");
  return json({ waiting_for_signature: ["iban"], bank_account: { id: account.id, printable_iban: account.printable_iban } });
}

/** Watts above this answer 406: more than the supply's installation certificate allows. */
export const MAX_POWER_W = 50_000;

function changePower(ctx: RouteContext, row: ContractRow): Response {
  const blocked = modifiable(row);
  if (blocked) return blocked;
  if (row.type !== "electricity") return apiError(400, "message_cant_do_operation");
  if (!row.atr_available) return apiError(409, "atr_in_progress");
  const errors: Record<string, FieldMessage> = {};
  const watts: (number | null)[] = [];
  for (let p = 1; p <= 6; p += 1) {
    const raw = bodyString(ctx.body, `power_p${p}`);
    if (raw === undefined || raw.trim() === "") {
      watts.push(null);
      if (p <= 2) errors[`power_p${p}`] = "required";
      continue;
    }
    const value = Number(raw.replace(",", "."));
    // spec §5: power and power2 at least 1 (kW), sent in watts.
    if (!Number.isFinite(value) || value < 1000 || !Number.isInteger(value)) errors[`power_p${p}`] = "invalid";
    watts.push(value);
  }
  const phone = (bodyString(ctx.body, "phone_num") ?? bodyString(ctx.body, "phone") ?? "").replace(/\D/g, "").slice(-9);
  if (!phone) errors.phone = "required";
  else if (!/^[6789]\d{8}$/.test(phone)) errors.phone = "phone";
  if (Object.keys(errors).length > 0) return fieldErrors(ctx.lang, errors);
  if (watts.some((w) => w !== null && w > MAX_POWER_W)) return apiError(406, "power_not_available");
  // spec §5 / §9: above 15 kW six periods, each at least the previous.
  const six = (watts[0] ?? 0) > 15_000 || (watts[1] ?? 0) > 15_000;
  if (six) {
    for (let p = 3; p <= 6; p += 1) {
      const w = watts[p - 1];
      const previous = watts[p - 2] ?? 0;
      if (w === null || w === undefined) errors[`power_p${p}`] = "required";
      else if (w < previous) errors[`power_p${p}`] = "powerOrder";
    }
    if (Object.keys(errors).length > 0) return fieldErrors(ctx.lang, errors);
  }
  const requested = (six ? watts : watts.slice(0, 2)).map((w) => (w ?? 0) / 1000);
  const current = row.contracted_power_period.map((p) => p.power);
  const same = requested.length === current.length && requested.every((kw, i) => Math.abs(kw - (current[i] ?? -1)) < 0.0005);
  if (same) return apiError(400, "power_same_error_modification_close");
  row.contracted_power_period = requested.map((power, i) => ({ period: `P${i + 1}`, power }));
  row.tariff = { name: six ? "3.0TD" : "2.0TD" };
  addWaiting(row, "power");
  return json({ waiting_for_signature: ["power"], contracted_power_period: row.contracted_power_period });
}

function noCessionSips(ctx: RouteContext, row: ContractRow): Response {
  const blocked = modifiable(row);
  if (blocked) return blocked;
  if (!row.atr_available) return apiError(409, "atr_in_progress");
  const selection = bodyString(ctx.body, "noCessionSelection");
  if (!selection) return fieldErrors(ctx.lang, { noCessionSelection: "required" });
  if (selection !== "actual") return fieldErrors(ctx.lang, { noCessionSelection: "invalid" });
  // A request waiting for its signature may be sent again (the signature starts over, spec §4: only a
  // request without a pending signature blocks the button); an active or signed one may not.
  const { state, waiting_for_signature: waiting } = row.no_cession_sips;
  if (state === "active" || (state === "requested" && !waiting)) return fieldErrors(ctx.lang, { noCessionSelection: "alreadyRequested" });
  row.no_cession_sips = { state: "requested", waiting_for_signature: true };
  return json({ no_cession_sips: { ...row.no_cession_sips }, waiting_for_signature: true });
}

// Double tariff, happy hours and happy day (partner customisations, portal-spec §1).

function customisable(row: ContractRow): Response | null {
  if (row.type !== "electricity" || row.state !== "activa") return apiError(400, "message_cant_do_operation");
  return null;
}

function availableDoubleTariffs(now: Date): DoubleTariffPeriod[] {
  // Six-month windows starting in each of the next four months.
  return [1, 2, 3, 4].map((ahead) => {
    const start = monthStart(now, -ahead);
    const end = monthStart(now, -ahead - 5);
    return {
      startMonth: start.getUTCMonth() + 1,
      startYear: start.getUTCFullYear(),
      endMonth: end.getUTCMonth() + 1,
      endYear: end.getUTCFullYear(),
    };
  });
}

const HAPPY_HOURS: readonly HappyHours[] = [
  { startHour: 12, endHour: 15 },
  { startHour: 13, endHour: 16 },
  { startHour: 14, endHour: 17 },
  { startHour: 15, endHour: 18 },
];

function happyDayDto(value: number, lang: Lang): { value: number; label: string } {
  return { value, label: tr(lang, WEEKDAYS[value % 7]!) };
}

function numberField(body: unknown, key: string): number | null {
  const raw = bodyString(body, key);
  if (raw === undefined || raw.trim() === "") return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

function updateDoubleTariff(ctx: RouteContext, row: ContractRow): Response {
  const refused = customisable(row);
  if (refused) return refused;
  const wanted = {
    startMonth: numberField(ctx.body, "startMonth"),
    startYear: numberField(ctx.body, "startYear"),
    endMonth: numberField(ctx.body, "endMonth"),
    endYear: numberField(ctx.body, "endYear"),
  };
  const match = availableDoubleTariffs(ctx.db.now).find(
    (p) =>
      p.startMonth === wanted.startMonth &&
      p.startYear === wanted.startYear &&
      p.endMonth === wanted.endMonth &&
      p.endYear === wanted.endYear,
  );
  if (!match) return apiError(400, "message_cant_do_operation");
  row.doubleTariff = { ...match };
  return json({ result: "ok", double_tariff: row.doubleTariff });
}

function updateHappyHours(ctx: RouteContext, row: ContractRow): Response {
  const refused = customisable(row);
  if (refused) return refused;
  const start = numberField(ctx.body, "startHour");
  const end = numberField(ctx.body, "endHour");
  const match = HAPPY_HOURS.find((h) => h.startHour === start && h.endHour === end);
  if (!match) return apiError(400, "message_cant_do_operation");
  row.happyHours = { ...match };
  return json({ result: "ok", happy_hours: row.happyHours });
}

function updateHappyDay(ctx: RouteContext, row: ContractRow): Response {
  const refused = customisable(row);
  if (refused) return refused;
  const value = numberField(ctx.body, "value");
  if (value === null || !Number.isInteger(value) || value < 1 || value > 7) return apiError(400, "message_cant_do_operation");
  row.happyDay = value;
  return json({ result: "ok", happy_day: happyDayDto(value, ctx.lang) });
}

function downloadAttachment(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const id = Number(ctx.params.attachmentId);
  for (const row of contractsOf(ctx.db, owner)) {
    const attachment = row.attachments.find((a) => a.id === id);
    if (attachment) {
      const category = ATTACHMENT_CATEGORIES.find((c) => c.key === attachment.category)?.names ?? ATTACHMENT_CATEGORIES[0]!.names;
      return file(
        pdfDocument(attachment.name, [tr(ctx.lang, category), `${row.name} - ${row.cups.name}`]),
        attachment.filename,
        "application/pdf",
      );
    }
  }
  return apiError(404, "attachment_not_found");
}

const V1 = [1];
const V2 = [2];
const V12 = [1, 2];

function route(method: Route["method"], path: string, versions: number[], handler: Route["handler"]): Route {
  return { method, path, versions, auth: "required", handler };
}

export const routes: Route[] = [
  route("GET", "contracts/list-info/", V2, listInfo),
  route("GET", "contracts/", V2, listContracts),
  route("POST", "contracts/:name/", V2, withContract(setInvoiceOnline)),
  route("GET", "contracts/:name/pdf/", V12, withContract(contractPdf)),
  route("PUT", "contracts/:name/ref_catastral/", V2, withContract(setRefCatastral)),
  route("POST", "contracts/:name/notification/", V2, withContract(notificationNew)),
  route("PUT", "contracts/:name/notification/", V2, withContract(notificationExisting)),
  route("PUT", "contracts/:name/notification/:field/", V12, withContract(notificationField)),
  route("POST", "contracts/:name/notification/:field/", V12, withContract(notificationField)),
  route("GET", "addresses/", V1, listAddresses),
  route("GET", "ibans/", V1, listIbans),
  route("POST", "contracts/:name/iban/", V12, withContract(changeIban)),
  route("POST", "contracts/:name/power/", V1, withContract(changePower)),
  route("POST", "contracts/:name/no_cession_sips/", V1, withContract(noCessionSips)),
  route(
    "GET",
    "contract/:id/double-tariff/",
    V1,
    withContract((_ctx, row) => json({ double_tariff: row.doubleTariff })),
  ),
  route(
    "GET",
    "contract/:id/available-double-tariffs/",
    V1,
    withContract((ctx) => json({ items: availableDoubleTariffs(ctx.db.now) })),
  ),
  route("PUT", "contract/:id/double-tariff/", V1, withContract(updateDoubleTariff)),
  route("POST", "contract/:id/double-tariff/", V1, withContract(updateDoubleTariff)),
  route(
    "GET",
    "contract/:id/happy-hours/",
    V1,
    withContract((_ctx, row) => json({ happy_hours: row.happyHours })),
  ),
  route(
    "GET",
    "contract/:id/available-happy-hours/",
    V1,
    withContract(() => json({ items: HAPPY_HOURS })),
  ),
  route("PUT", "contract/:id/happy-hours/", V1, withContract(updateHappyHours)),
  route("POST", "contract/:id/happy-hours/", V1, withContract(updateHappyHours)),
  route(
    "GET",
    "contract/:id/happy-day/",
    V1,
    withContract((ctx, row) => json({ happy_day: row.happyDay === null ? null : happyDayDto(row.happyDay, ctx.lang) })),
  ),
  route(
    "GET",
    "contract/:id/available-happy-days/",
    V1,
    withContract((ctx) => json({ items: [1, 2, 3, 4, 5, 6, 7].map((d) => happyDayDto(d, ctx.lang)) })),
  ),
  route("PUT", "contract/:id/happy-day/", V1, withContract(updateHappyDay)),
  route("POST", "contract/:id/happy-day/", V1, withContract(updateHappyDay)),
  route("GET", "contract/download_attachment/:attachmentId", V2, downloadAttachment),
];

/** Seeds the contracts table (the generator is derived from db.seed, not from `rng`, so order does not matter). */
export function seed(db: SandboxDb, _rng: Rng): void {
  db.tables.contracts = buildContracts(db);
}
