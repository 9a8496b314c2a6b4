/**
 * Contracts and their per-contract changes (calls document §7.4; the consumption curve is in
 * `./consumption`, virtual batteries in `./batteries`). The wire's names (`pressio`, `caudal`, `dp`,
 * `dso`, `bateria_virtual`...) are checked and mapped here to the English domain names below, and
 * bodies are mapped back, so no screen sees a wire name. Spec references are portal-spec §3 (entities)
 * unless they say "calls §".
 */
import * as v from "valibot";
import { LARGEST_PAGE_SIZE } from "../domain/limits";
import { BatteryAssignmentSchema, type BatteryAssignment } from "./batteries";
import { readAllPages } from "./all-pages";
import { ApiError } from "./errors";
import { queryKey } from "../runtime/query-key";
import type { ApiClient, BlobAnswer } from "./types";
import { finiteNumber, listOf, type Page, pageOf } from "./wire";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one,
 * so `invalidate(contractKeys.all)` reloads the lists, the details and the rest after a change.
 * @example const contract = useQuery(contractKeys.detail(name), (signal) => getContract(api, name, type, signal));
 */
export const contractKeys = {
  all: queryKey("contracts"),
  /** `getContractListInfo(api)` */
  info: queryKey("contracts", "info"),
  /** `listContracts(api, query)` */
  list: (query: ContractListQuery) =>
    queryKey("contracts", "list", query.type ?? "", query.offset ?? "", query.limit ?? "", query.filter ?? "", query.initial ? 1 : 0),
  /** `listWholeContracts(api, query)`: every page of a type and search */
  whole: (query: Pick<ContractListQuery, "type" | "filter">) => queryKey("contracts", "whole", query.type ?? "", query.filter ?? ""),
  /** `getContract(api, name, type)` */
  detail: (name: string) => queryKey("contracts", "detail", name),
  /** `listAddresses(api)` */
  addresses: queryKey("contracts", "addresses"),
  /** `listBankAccounts(api)` */
  bankAccounts: queryKey("contracts", "bankAccounts"),
  /** A customisation's current value (`getDoubleTariff`, `getHappyHours`, `getHappyDay`) of a contract */
  customisation: (kind: string, contractId: string | number) => queryKey("contracts", "customisation", kind, contractId),
  /** A customisation's choices (`listAvailableDoubleTariffs`...) for a contract */
  customisationOptions: (kind: string, contractId: string | number) => queryKey("contracts", "customisationOptions", kind, contractId),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);
const text = /* @__PURE__ */ v.nullish(v.string());
const orNull = (value: string | null | undefined): string | null => value ?? null;

export const CONTRACT_TYPES = ["electricity", "gas"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** §3 contract state, in English: esborrany → draft, activa → active, baixa → closed, cancelada → cancelled. */
export type ContractStatus = "draft" | "active" | "closed" | "cancelled";
const STATUS_FROM_WIRE: Record<string, ContractStatus> = { esborrany: "draft", activa: "active", baixa: "closed", cancelada: "cancelled" };

/** §3 `invoice_online`: invoices by email or by post. */
export type InvoiceDelivery = "email" | "postal";

/** A contract's attachment (§3 "Attachment"). */
export interface ContractAttachment {
  /** §3 `id`: what `downloadContractAttachment` takes. */
  id: string | number;
  /** §3 `name`. */
  name: string;
  /** §3 `category_name`, translated by the server. */
  category: string;
  /** §3 `created_date`. */
  createdDate: string | null;
  /** §3 `size_text`, e.g. "120 kB". */
  sizeText: string | null;
  /** §3 `filename`. */
  filename: string | null;
}

/** The address notifications go to (§3 Contract `notification_address`). */
export interface NotificationAddress {
  id: string | number | null;
  name: string | null;
  /** §3 `full_address`. */
  fullAddress: string | null;
  email: string | null;
  mobile: string | null;
}

/** The supply point of a contract (§3 Contract `cups{name, street, city, full_address, ref_catastral}`). */
export interface SupplyPoint {
  /** §3 `cups.name`: the CUPS code. */
  cups: string;
  street: string | null;
  city: string | null;
  /** §3 `cups.full_address`. */
  fullAddress: string | null;
  /** §3 `cups.ref_catastral`. */
  cadastralReference: string | null;
}

/** One contracted power (§3 Contract `contracted_power_period[{period, power}]`). */
export interface ContractedPower {
  /** P1..P6. */
  period: string;
  /** §3 `power`, in kW (spec §5). */
  kw: number;
}

/** A contract, list item and detail alike (§3 "Contract"; calls §3 "Contract (list item and detail)"). */
export interface Contract {
  /** §3 `id`: used by the customisation and consumption calls. */
  id: string | number;
  /** §3 `name`: the contract number, used in the paths of calls §7.4 and §7.5. */
  name: string;
  /** §3 `type`. */
  type: ContractType;
  /** §3 `state` (esborrany, activa, baixa, cancelada); any other value reads as closed. */
  status: ContractStatus;
  /** §3 `sign_date`: a draft without it is waiting for the signature. */
  signDate: string | null;
  /** §3 `amount_debt`, in euros. */
  amountDebt: number;
  /** §3 `cups{...}`. */
  supplyPoint: SupplyPoint;
  /** §3 `pricelist{name, nom_comercial}`. */
  priceList: { name: string | null; commercialName: string | null } | null;
  /** §3 `tariff.name`: the access tariff. */
  tariff: string | null;
  /** §3 `contracted_power_period[]`. */
  powers: ContractedPower[];
  /** §3 `bateria_virtual[]`. */
  virtualBatteries: BatteryAssignment[];
  /** §3 `fiscal_partner{name, vat}`: who is invoiced. */
  fiscalPartner: { name: string | null; taxId: string | null } | null;
  /** §3 `owner_partner.name`. */
  ownerName: string | null;
  /** §3 `fiscal_address.full_address`. */
  fiscalAddress: string | null;
  /** §3 `bank_account{id, printable_iban}`. */
  bankAccount: { id: string | number | null; iban: string | null } | null;
  /** §3 `ref_catastral`. */
  cadastralReference: string | null;
  /** §3 `invoice_online` (email or postal). */
  invoiceDelivery: InvoiceDelivery | null;
  /** §3 `notification_address{...}`. */
  notificationAddress: NotificationAddress | null;
  /** §3 `dso{name, website}`: the distribution company. */
  distributor: { name: string | null; website: string | null } | null;
  /** §3 `dso_reference`. */
  distributorReference: string | null;
  /** §3 `dso_phone`. */
  distributorPhone: string | null;
  /** §3 `is_peninsula`. */
  isPeninsula: boolean;
  /** §3 `atr_available`: access-contract changes (power) can be requested. */
  atrAvailable: boolean;
  /** §3 `waiting_for_signature`: process names waiting for the customer's signature, e.g. iban, power. */
  awaitingSignature: string[];
  /** §3 `no_cession_sips{state, waiting_for_signature}`; state is requested, active or unactive. */
  noCessionSips: NoCessionSips | null;
  /** §3 `attachments`. */
  attachments: ContractAttachment[];
  /** §3 "gas adds pressio": the supply pressure (gas only). */
  pressure: number | null;
  /** §3 "gas adds caudal": the flow rate (gas only). */
  flowRate: number | null;
}

/** §3 Contract `no_cession_sips`: the refusal to share metering data. */
export interface NoCessionSips {
  /** requested, active or unactive (as the server spells it). */
  state: string;
  /** §3 `waiting_for_signature`. */
  awaitingSignature: boolean;
}

/** A page of contracts (calls §3 "List responses read: items, n_items (or total_items), offset, limit"). */
export type ContractPage = Page<Contract>;

/** calls §7.4 list-info: names and ids per type. */
export interface ContractListInfo {
  electricity: Array<{ id: string | number; name: string }>;
  gas: Array<{ id: string | number; name: string }>;
}

/** §3 "Address": one of the customer's addresses, also what a new notification address captures. */
export interface Address {
  id: string | number;
  name: string | null;
  /** §3 `full_address`. */
  fullAddress: string | null;
  email: string | null;
  mobile: string | null;
  /** §3 `tv`: the street type. */
  streetType: string | null;
  /** §3 `nv`: the street name. */
  street: string | null;
  /** §3 `pnp`: the street number. */
  number: string | null;
  /** §3 `bq`. */
  block: string | null;
  /** §3 `es`. */
  stair: string | null;
  /** §3 `pt`. */
  floor: string | null;
  /** §3 `pu`. */
  door: string | null;
  /** §3 `dp`. */
  postalCode: string | null;
  /** §3 `poblacio`. */
  city: string | null;
  /** §3 `ine`: the municipality's INE code. */
  municipalityCode: string | null;
  /** §3 `state`: the province id. */
  province: string | null;
  /** §3 `ref_catastral`. */
  cadastralReference: string | null;
  /** §3 `aclarador`: a free clarification. */
  clarification: string | null;
}

/** The fields of a new address (§3 "for capture"). */
export interface AddressInput {
  name: string;
  streetType: string;
  street: string;
  number: string;
  block?: string;
  stair?: string;
  floor?: string;
  door?: string;
  postalCode: string;
  city: string;
  municipalityCode: string;
  province: string;
  cadastralReference?: string;
  clarification?: string;
  email: string;
  mobile: string;
}

/** One of the customer's bank accounts (calls §7.4 `GET /ibans/`). */
export interface BankAccount {
  id: string | number;
  /** `printable_iban`: the IBAN grouped by four. */
  iban: string;
  /** The account some active contract uses now (the IBAN dialog excludes the contract's own one). */
  current: boolean;
}

/** calls §7.4: a change needing the customer's signature answers `waiting_for_signature`. */
export interface SignatureAnswer {
  /** The process names waiting for the signature (e.g. `["iban"]`), or a plain flag. */
  awaitingSignature: boolean | string[];
}

/** calls §7.4 no_cession_sips answer. */
export interface NoCessionSipsAnswer extends SignatureAnswer {
  noCessionSips: NoCessionSips | null;
}

/** §3 "Double tariff period" (already English on the wire). */
export interface DoubleTariffPeriod {
  startMonth: number;
  startYear: number;
  endMonth: number;
  endYear: number;
}
/** §3 "Happy hours". */
export interface HappyHours {
  startHour: number;
  endHour: number;
}
/** §3 "Happy day". */
export interface HappyDay {
  value: number;
  label: string;
}

const AttachmentWire = /* @__PURE__ */ v.looseObject({
  id,
  name: v.string(),
  category_name: v.optional(v.string(), ""),
  created_date: text,
  size_text: text,
  filename: text,
});

const NotificationAddressWire = /* @__PURE__ */ v.looseObject({
  id: v.nullish(id),
  name: text,
  full_address: text,
  email: text,
  mobile: text,
});
type NotificationAddressWireOut = v.InferOutput<typeof NotificationAddressWire>;
const toNotificationAddress = (wire: NotificationAddressWireOut): NotificationAddress => ({
  id: wire.id ?? null,
  name: orNull(wire.name),
  fullAddress: orNull(wire.full_address),
  email: orNull(wire.email),
  mobile: orNull(wire.mobile),
});

const NoCessionSipsWire = /* @__PURE__ */ v.looseObject({ state: v.string(), waiting_for_signature: v.optional(v.boolean(), false) });
const toNoCessionSips = (wire: v.InferOutput<typeof NoCessionSipsWire> | null | undefined): NoCessionSips | null =>
  wire ? { state: wire.state, awaitingSignature: wire.waiting_for_signature } : null;

const ContractWire = /* @__PURE__ */ v.looseObject({
  id,
  name: v.string(),
  type: v.optional(v.string()),
  state: v.string(),
  sign_date: text,
  amount_debt: v.optional(finiteNumber, 0),
  cups: v.looseObject({ name: v.string(), street: text, city: text, full_address: text, ref_catastral: text }),
  pricelist: v.nullish(v.looseObject({ name: text, nom_comercial: text })),
  tariff: v.nullish(v.looseObject({ name: v.string() })),
  contracted_power_period: v.optional(v.array(v.looseObject({ period: v.string(), power: finiteNumber })), []),
  bateria_virtual: v.optional(v.array(BatteryAssignmentSchema), []),
  fiscal_partner: v.nullish(v.looseObject({ name: text, vat: text })),
  owner_partner: v.nullish(v.looseObject({ name: text })),
  fiscal_address: v.nullish(v.looseObject({ full_address: text })),
  bank_account: v.nullish(v.looseObject({ id: v.nullish(id), printable_iban: text })),
  ref_catastral: text,
  invoice_online: v.nullish(v.union([v.string(), v.boolean()])),
  notification_address: v.nullish(NotificationAddressWire),
  dso: v.nullish(v.looseObject({ name: text, website: text })),
  dso_reference: text,
  dso_phone: text,
  is_peninsula: v.optional(v.boolean(), true),
  atr_available: v.optional(v.boolean(), true),
  waiting_for_signature: v.optional(v.array(v.string()), []),
  no_cession_sips: v.nullish(NoCessionSipsWire),
  attachments: v.optional(v.array(AttachmentWire), []),
  pressio: v.optional(v.nullable(finiteNumber)),
  caudal: v.optional(v.nullable(finiteNumber)),
});

/** §3 `invoice_online` arrives as "email"/"postal" or, from older servers, as a flag (true: email). */
function toInvoiceDelivery(wire: string | boolean | null | undefined): InvoiceDelivery | null {
  if (wire === null || wire === undefined) return null;
  return wire === true || wire === "email" ? "email" : "postal";
}

function toContract(wire: v.InferOutput<typeof ContractWire>): Contract {
  const type: ContractType =
    wire.type === "gas" || (wire.type === undefined && (wire.pressio !== undefined || wire.caudal !== undefined)) ? "gas" : "electricity";
  return {
    id: wire.id,
    name: wire.name,
    type,
    // §3 "esborrany, activa, baixa, cancelada (any other value reads as closed)".
    status: STATUS_FROM_WIRE[wire.state] ?? "closed",
    signDate: orNull(wire.sign_date),
    amountDebt: wire.amount_debt,
    supplyPoint: {
      cups: wire.cups.name,
      street: orNull(wire.cups.street),
      city: orNull(wire.cups.city),
      fullAddress: orNull(wire.cups.full_address),
      cadastralReference: orNull(wire.cups.ref_catastral),
    },
    priceList: wire.pricelist ? { name: orNull(wire.pricelist.name), commercialName: orNull(wire.pricelist.nom_comercial) } : null,
    tariff: wire.tariff?.name ?? null,
    powers: wire.contracted_power_period.map((period) => ({ period: period.period, kw: period.power })),
    virtualBatteries: wire.bateria_virtual,
    fiscalPartner: wire.fiscal_partner ? { name: orNull(wire.fiscal_partner.name), taxId: orNull(wire.fiscal_partner.vat) } : null,
    ownerName: wire.owner_partner?.name ?? null,
    fiscalAddress: wire.fiscal_address?.full_address ?? null,
    bankAccount: wire.bank_account ? { id: wire.bank_account.id ?? null, iban: orNull(wire.bank_account.printable_iban) } : null,
    cadastralReference: orNull(wire.ref_catastral),
    invoiceDelivery: toInvoiceDelivery(wire.invoice_online),
    notificationAddress: wire.notification_address ? toNotificationAddress(wire.notification_address) : null,
    distributor: wire.dso ? { name: orNull(wire.dso.name), website: orNull(wire.dso.website) } : null,
    distributorReference: orNull(wire.dso_reference),
    distributorPhone: orNull(wire.dso_phone),
    isPeninsula: wire.is_peninsula,
    atrAvailable: wire.atr_available,
    awaitingSignature: wire.waiting_for_signature,
    noCessionSips: toNoCessionSips(wire.no_cession_sips),
    attachments: wire.attachments.map((attachment) => ({
      id: attachment.id,
      name: attachment.name,
      category: attachment.category_name,
      createdDate: orNull(attachment.created_date),
      sizeText: orNull(attachment.size_text),
      filename: orNull(attachment.filename),
    })),
    pressure: wire.pressio ?? null,
    flowRate: wire.caudal ?? null,
  };
}

/** Boundary check and mapping of one contract (list item or detail). */
export const ContractSchema = /* @__PURE__ */ v.pipe(ContractWire, v.transform(toContract));

/** Boundary check and mapping of a page of contracts. */
export const ContractPageSchema = /* @__PURE__ */ pageOf(ContractSchema);

const ContractRefWire = /* @__PURE__ */ v.looseObject({ id, name: v.string() });
const ContractListInfoSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({
    result: v.looseObject({ electricity: v.optional(v.array(ContractRefWire), []), gas: v.optional(v.array(ContractRefWire), []) }),
  }),
  v.transform((wire): ContractListInfo => ({
    electricity: wire.result.electricity.map((ref) => ({ id: ref.id, name: ref.name })),
    gas: wire.result.gas.map((ref) => ({ id: ref.id, name: ref.name })),
  })),
);

const AddressWire = /* @__PURE__ */ v.looseObject({
  id,
  name: text,
  full_address: text,
  email: text,
  mobile: text,
  tv: text,
  nv: text,
  pnp: text,
  bq: text,
  es: text,
  pt: text,
  pu: text,
  dp: text,
  poblacio: text,
  ine: text,
  state: text,
  ref_catastral: text,
  aclarador: text,
});
/** Boundary check and mapping of one address. */
export const AddressSchema = /* @__PURE__ */ v.pipe(
  AddressWire,
  v.transform((wire): Address => ({
    id: wire.id,
    name: orNull(wire.name),
    fullAddress: orNull(wire.full_address),
    email: orNull(wire.email),
    mobile: orNull(wire.mobile),
    streetType: orNull(wire.tv),
    street: orNull(wire.nv),
    number: orNull(wire.pnp),
    block: orNull(wire.bq),
    stair: orNull(wire.es),
    floor: orNull(wire.pt),
    door: orNull(wire.pu),
    postalCode: orNull(wire.dp),
    city: orNull(wire.poblacio),
    municipalityCode: orNull(wire.ine),
    province: orNull(wire.state),
    cadastralReference: orNull(wire.ref_catastral),
    clarification: orNull(wire.aclarador),
  })),
);
const AddressListSchema = /* @__PURE__ */ listOf(AddressSchema);

/** The wire names of a new address (§3 "for capture"), sent by `createNotificationAddress`. */
function toAddressWire(address: AddressInput): Record<string, string | undefined> {
  return {
    name: address.name,
    tv: address.streetType,
    nv: address.street,
    pnp: address.number,
    bq: address.block,
    es: address.stair,
    pt: address.floor,
    pu: address.door,
    dp: address.postalCode,
    poblacio: address.city,
    ine: address.municipalityCode,
    state: address.province,
    ref_catastral: address.cadastralReference,
    aclarador: address.clarification,
    email: address.email,
    mobile: address.mobile,
  };
}

const BankAccountListSchema = /* @__PURE__ */ listOf(
  v.pipe(
    v.looseObject({ id, printable_iban: v.string(), current: v.optional(v.boolean(), false) }),
    v.transform((wire): BankAccount => ({ id: wire.id, iban: wire.printable_iban, current: wire.current })),
  ),
);

const signatureWire = /* @__PURE__ */ v.optional(v.union([v.boolean(), v.array(v.string())]), false);
const SignatureAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ waiting_for_signature: signatureWire }),
  v.transform((wire): SignatureAnswer => ({ awaitingSignature: wire.waiting_for_signature })),
);
const SipsAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ no_cession_sips: v.optional(NoCessionSipsWire), waiting_for_signature: signatureWire }),
  v.transform((wire): NoCessionSipsAnswer => ({
    noCessionSips: toNoCessionSips(wire.no_cession_sips),
    awaitingSignature: wire.waiting_for_signature,
  })),
);
const RefCatastralAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ ref_catastral: v.string() }),
  v.transform((wire) => ({ cadastralReference: wire.ref_catastral })),
);
const InvoiceDeliveryAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ invoice_online: v.union([v.string(), v.boolean()]) }),
  v.transform((wire) => ({ invoiceDelivery: toInvoiceDelivery(wire.invoice_online) ?? "postal" })),
);
const NewNotificationAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ address: AddressSchema }),
  v.transform((wire) => wire.address),
);
const ExistingNotificationAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ address_id: id }),
  v.transform((wire) => wire.address_id),
);
const NotificationFieldAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ notification_address: NotificationAddressWire }),
  v.transform((wire) => toNotificationAddress(wire.notification_address)),
);

const DoubleTariffPeriodSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ startMonth: v.number(), startYear: v.number(), endMonth: v.number(), endYear: v.number() }),
  v.transform((wire): DoubleTariffPeriod => ({
    startMonth: wire.startMonth,
    startYear: wire.startYear,
    endMonth: wire.endMonth,
    endYear: wire.endYear,
  })),
);
const HappyHoursSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ startHour: v.number(), endHour: v.number() }),
  v.transform((wire): HappyHours => ({ startHour: wire.startHour, endHour: wire.endHour })),
);
const HappyDaySchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ value: v.number(), label: v.string() }),
  v.transform((wire): HappyDay => ({ value: wire.value, label: wire.label })),
);
const DoubleTariffAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ double_tariff: v.nullable(DoubleTariffPeriodSchema) }),
  v.transform((wire) => wire.double_tariff),
);
const HappyHoursAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ happy_hours: v.nullable(HappyHoursSchema) }),
  v.transform((wire) => wire.happy_hours),
);
const HappyDayAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ happy_day: v.nullable(HappyDaySchema) }),
  v.transform((wire) => wire.happy_day),
);
const AvailableDoubleTariffsSchema = /* @__PURE__ */ listOf(DoubleTariffPeriodSchema);
const AvailableHappyHoursSchema = /* @__PURE__ */ listOf(HappyHoursSchema);
const AvailableHappyDaysSchema = /* @__PURE__ */ listOf(HappyDaySchema);
const CustomisationUpdateSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ result: v.optional(v.string()) }),
  v.transform((wire) => ({ result: wire.result })),
);

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * Names and ids of the customer's contracts per type (v2).
 * @param api the tag's client
 * @param signal aborts the call
 * @returns the electricity and gas contracts' ids and names
 * @example const { electricity, gas } = await getContractListInfo(api);
 */
export function getContractListInfo(api: ApiClient, signal?: AbortSignal): Promise<ContractListInfo> {
  return api.get("contracts/list-info/", { version: 2, schema: ContractListInfoSchema, signal });
}

/** What `listContracts` asks for: the type, the page and the search text (a type alias: it is the call's query record). */
export type ContractListQuery = {
  type?: ContractType | "multipoint";
  offset?: number;
  limit?: number;
  filter?: string;
  initial?: boolean;
};

/**
 * A page of contracts (v2). `filter` matches name, CUPS, address, tariff and price list.
 * @param api the tag's client
 * @param query type, paging and the search text
 * @param signal aborts the call
 * @returns the page and the total count
 * @example const page = await listContracts(api, { type: "electricity", offset: 0, limit: 10 });
 */
export function listContracts(api: ApiClient, query: ContractListQuery, signal?: AbortSignal): Promise<ContractPage> {
  return api.get("contracts/", { version: 2, query, schema: ContractPageSchema, signal }).then((page) =>
    // The calls document lists no type on a contract (the portal spec's entity has one): the type asked
    // for is the one the list holds (a multipoint list is of electricity ones), whatever the answer says.
    // Without a type asked for, the answer's type, else its gas fields (`pressio`, `caudal`), tell it.
    query.type === "gas" || query.type === "electricity"
      ? { ...page, items: page.items.map((item) => ({ ...item, type: query.type as ContractType })) }
      : page,
  );
}

/**
 * One contract by name. The catalogue has no call for one contract (§7.4 lists `contracts/list-info/`
 * and the paged `contracts`, whose items carry every field of the detail: §3 "Contract (list item and
 * detail)"), so the contract is the item of that name in the list of its type searched by its name.
 * The search also matches CUPS, addresses, tariffs and price lists, hence the exact match on the name
 * and a page as large as the lists offer (§9 "Page sizes"). No such item is a 404 `not_found`,
 * as an unknown contract would be: the detail then goes back to the list (spec §2).
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param type the contract's type (the detail's route says it)
 * @param signal aborts the call
 * @returns the contract
 * @example const contract = await getContract(api, "0104521", "electricity");
 */
export async function getContract(api: ApiClient, contractName: string, type: ContractType, signal?: AbortSignal): Promise<Contract> {
  const page = await listContracts(api, { type, filter: contractName, offset: 0, limit: CONTRACT_SEARCH_LIMIT }, signal);
  const contract = page.items.find((item) => item.name === contractName);
  if (!contract) throw new ApiError({ status: 404, code: "not_found", serverMessage: "contract_not_found" });
  return contract;
}

/** §9 "Page sizes": the largest page the lists offer. */
const CONTRACT_SEARCH_LIMIT = LARGEST_PAGE_SIZE;

/**
 * The most contracts the list reads whole to sort them itself (spec §2 "Open contracts sorted first";
 * the call has no sort). Two calls of the largest page: a household has a handful of contracts and
 * most businesses a few dozen, and 300 contracts are a few hundred kB of answer, read once per search.
 * Above it (a large multipoint company), reading all would cost the customer more than the order is
 * worth: the list keeps the server's pages and sorts each (docs/product.md "Contracts list").
 */
export const WHOLE_CONTRACT_LIST_MAX = 300;

/**
 * Every contract of a type and search, when there are at most {@link WHOLE_CONTRACT_LIST_MAX}: the
 * paged call read page after page (the largest page size), so the screen can order and page them itself.
 * @param api the tag's client
 * @param query the type and the search text
 * @param signal aborts the reading
 * @returns the whole list as one page, or null when the server counts more than the limit
 * @example const whole = await listWholeContracts(api, { type: "electricity", filter: "Girona" });
 */
export function listWholeContracts(
  api: ApiClient,
  query: Pick<ContractListQuery, "type" | "filter">,
  signal?: AbortSignal,
): Promise<ContractPage | null> {
  return readAllPages((window, abort) => listContracts(api, { ...query, ...window }, abort), {
    max: WHOLE_CONTRACT_LIST_MAX,
    signal,
  });
}

/**
 * The contract report: v1 for electricity, v2 for gas (spec §7.4).
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param type the contract's type
 * @param signal aborts the call
 * @returns the PDF and its file name
 * @example const { blob, filename } = await downloadContractPdf(api, "0104521", "electricity");
 */
export function downloadContractPdf(api: ApiClient, contractName: string, type: ContractType, signal?: AbortSignal): Promise<BlobAnswer> {
  return api.blob(`contracts/${seg(contractName)}/pdf/`, { version: type === "gas" ? 2 : 1, signal });
}

/**
 * Changes the contract's cadastral reference (sent as `ref_catastral`).
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param type the contract's type
 * @param cadastralReference the new reference
 * @param signal aborts the call
 * @returns the reference as saved (normalised by the server)
 * @example await updateCadastralReference(api, "0104521", "electricity", "9872023VH5797S0001WX");
 */
export function updateCadastralReference(
  api: ApiClient,
  contractName: string,
  type: ContractType,
  cadastralReference: string,
  signal?: AbortSignal,
): Promise<{ cadastralReference: string }> {
  return api.put(`contracts/${seg(contractName)}/ref_catastral/`, {
    version: 2,
    query: { type },
    body: { ref_catastral: cadastralReference },
    schema: RefCatastralAnswerSchema,
    signal,
  });
}

/**
 * Invoice delivery mode, email or postal (sent as `invoice_online`).
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param type the contract's type
 * @param mode email or postal
 * @param signal aborts the call
 * @returns the mode as saved
 * @example await updateInvoiceDelivery(api, "0104521", "electricity", "email");
 */
export function updateInvoiceDelivery(
  api: ApiClient,
  contractName: string,
  type: ContractType,
  mode: InvoiceDelivery,
  signal?: AbortSignal,
): Promise<{ invoiceDelivery: InvoiceDelivery }> {
  return api.post(`contracts/${seg(contractName)}/`, {
    version: 2,
    query: { type },
    body: { invoice_online: mode },
    schema: InvoiceDeliveryAnswerSchema,
    signal,
  });
}

/**
 * A new notification address for the contract (sent with the wire names of §3 "Address").
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param type the contract's type
 * @param address the new address
 * @param signal aborts the call
 * @returns the address as saved
 * @example const saved = await createNotificationAddress(api, "0104521", "electricity", address);
 */
export function createNotificationAddress(
  api: ApiClient,
  contractName: string,
  type: ContractType,
  address: AddressInput,
  signal?: AbortSignal,
): Promise<Address> {
  return api.post(`contracts/${seg(contractName)}/notification/`, {
    version: 2,
    query: { type },
    body: { address: toAddressWire(address) },
    schema: NewNotificationAnswerSchema,
    signal,
  });
}

/**
 * Uses one of the customer's existing addresses for notifications.
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param type the contract's type
 * @param addressId the chosen address
 * @param signal aborts the call
 * @returns the id of the address now used
 * @example await setNotificationAddress(api, "0104521", "electricity", 2);
 */
export function setNotificationAddress(
  api: ApiClient,
  contractName: string,
  type: ContractType,
  addressId: string | number,
  signal?: AbortSignal,
): Promise<string | number> {
  return api.put(`contracts/${seg(contractName)}/notification/`, {
    version: 2,
    query: { type },
    body: { addressId },
    schema: ExistingNotificationAnswerSchema,
    signal,
  });
}

/**
 * Inline edit of the notification email or phone; a 400 carries the field errors.
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param field which value
 * @param value the new value
 * @param signal aborts the call
 * @returns the notification address after the change
 * @example await updateNotificationField(api, "0104521", "email", "new@example.com");
 */
export function updateNotificationField(
  api: ApiClient,
  contractName: string,
  field: "email" | "mobile",
  value: string,
  signal?: AbortSignal,
): Promise<NotificationAddress> {
  // The catalogue's inline edit takes `email` or `phone` (§ contracts: "update to
  // contracts/{name}/notification/{field}/ with email or phone"): the address's `mobile` is sent as `phone`.
  const wire = field === "mobile" ? "phone" : "email";
  return api.put(`contracts/${seg(contractName)}/notification/${wire}/`, {
    version: 2,
    body: { [wire]: value },
    schema: NotificationFieldAnswerSchema,
    signal,
  });
}

/**
 * Addresses available as notification address (an empty list shows change_address_no_data).
 * @param api the tag's client
 * @param signal aborts the call
 * @returns the addresses
 * @example const addresses = await listAddresses(api);
 */
export function listAddresses(api: ApiClient, signal?: AbortSignal): Promise<Address[]> {
  return api.get("addresses/", { version: 1, schema: AddressListSchema, signal });
}

/**
 * The customer's bank accounts (the dialog leaves out the contract's current one; none left shows iban_change_none).
 * @param api the tag's client
 * @param signal aborts the call
 * @returns the accounts
 * @example const accounts = await listBankAccounts(api);
 */
export function listBankAccounts(api: ApiClient, signal?: AbortSignal): Promise<BankAccount[]> {
  return api.get("ibans/", { version: 1, schema: BankAccountListSchema, signal });
}

export type IbanChange =
  | { kind: "existing"; bankId: string | number; files?: readonly File[] }
  | { kind: "new"; iban: string; ownerIsBankOwner: boolean; files?: readonly File[] };

/**
 * Changes the contract's bank account (gas uses v2); with files the body goes as FormData.
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param type the contract's type
 * @param change an existing account or a new IBAN
 * @param signal aborts the call
 * @returns the processes now waiting for the signature
 * @example await changeIban(api, "0104521", "electricity", { kind: "existing", bankId: 302 });
 */
export function changeIban(
  api: ApiClient,
  contractName: string,
  type: ContractType,
  change: IbanChange,
  signal?: AbortSignal,
): Promise<SignatureAnswer> {
  const fields: Record<string, string | number | boolean> =
    change.kind === "existing"
      ? { already_registered: true, bank_id: change.bankId }
      : { already_registered: false, iban: change.iban.replace(/\s+/g, "").toUpperCase(), owner_is_bank_owner: change.ownerIsBankOwner };
  let body: unknown = { ...fields, files: [] };
  if (change.files && change.files.length > 0) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    for (const file of change.files) form.append("files", file);
    body = form;
  }
  return api.post(`contracts/${seg(contractName)}/iban/`, { version: type === "gas" ? 2 : 1, body, schema: SignatureAnswerSchema, signal });
}

/**
 * Requests new powers. Input in kW (spec §5), sent in watts; phone split into prefix and last 9 digits.
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param request the powers P1.. in kW and the contact phone
 * @param signal aborts the call
 * @returns the processes now waiting for the signature
 * @example await changePower(api, "0104521", { powersKw: [5.75, 5.75], phone: "+34 612 345 678" });
 */
export function changePower(
  api: ApiClient,
  contractName: string,
  request: { powersKw: readonly number[]; phone: string },
  signal?: AbortSignal,
): Promise<SignatureAnswer> {
  const body: Record<string, string | number> = {};
  request.powersKw.slice(0, 6).forEach((kw, index) => {
    body[`power_p${index + 1}`] = Math.round(kw * 1000);
  });
  const digits = request.phone.replace(/\D/g, "");
  body.phone = request.phone;
  body.phone_num = digits.slice(-9);
  body.phone_pre = request.phone.trim().startsWith("+") && digits.length > 9 ? `+${digits.slice(0, digits.length - 9)}` : "+34";
  return api.post(`contracts/${seg(contractName)}/power/`, { version: 1, body, schema: SignatureAnswerSchema, signal });
}

/**
 * Requests the no-transfer of metering data (SIPS) for the current contract.
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param signal aborts the call
 * @returns the new SIPS state and what waits for the signature
 * @example await requestNoCessionSips(api, "0104521");
 */
export function requestNoCessionSips(api: ApiClient, contractName: string, signal?: AbortSignal): Promise<NoCessionSipsAnswer> {
  return api.post(`contracts/${seg(contractName)}/no_cession_sips/`, {
    version: 1,
    body: { noCessionSelection: "actual" },
    schema: SipsAnswerSchema,
    signal,
  });
}

/**
 * The contract's double-tariff period, or null when none is set.
 * @param api the tag's client
 * @param contractId the contract's id or name
 * @param signal aborts the call
 * @returns the period or null
 * @example const period = await getDoubleTariff(api, 4100);
 */
export function getDoubleTariff(api: ApiClient, contractId: string | number, signal?: AbortSignal): Promise<DoubleTariffPeriod | null> {
  return api.get(`contract/${seg(contractId)}/double-tariff/`, { schema: DoubleTariffAnswerSchema, signal });
}

/**
 * The periods the contract may choose.
 * @param api the tag's client
 * @param contractId the contract's id or name
 * @param signal aborts the call
 * @returns the periods
 * @example const periods = await listAvailableDoubleTariffs(api, 4100);
 */
export function listAvailableDoubleTariffs(
  api: ApiClient,
  contractId: string | number,
  signal?: AbortSignal,
): Promise<DoubleTariffPeriod[]> {
  return api.get(`contract/${seg(contractId)}/available-double-tariffs/`, { schema: AvailableDoubleTariffsSchema, signal });
}

/**
 * Chooses the double-tariff period.
 * @param api the tag's client
 * @param contractId the contract's id or name
 * @param period one of `listAvailableDoubleTariffs`
 * @param signal aborts the call
 * @returns the server's result text, if any
 * @example await updateDoubleTariff(api, 4100, period);
 */
export function updateDoubleTariff(api: ApiClient, contractId: string | number, period: DoubleTariffPeriod, signal?: AbortSignal) {
  return api.put(`contract/${seg(contractId)}/double-tariff/`, { body: period, schema: CustomisationUpdateSchema, signal });
}

/**
 * The contract's happy hours, or null.
 * @param api the tag's client
 * @param contractId the contract's id or name
 * @param signal aborts the call
 * @returns the hours or null
 * @example const hours = await getHappyHours(api, 4100);
 */
export function getHappyHours(api: ApiClient, contractId: string | number, signal?: AbortSignal): Promise<HappyHours | null> {
  return api.get(`contract/${seg(contractId)}/happy-hours/`, { schema: HappyHoursAnswerSchema, signal });
}

/**
 * The happy hours the contract may choose.
 * @param api the tag's client
 * @param contractId the contract's id or name
 * @param signal aborts the call
 * @returns the choices
 * @example const choices = await listAvailableHappyHours(api, 4100);
 */
export function listAvailableHappyHours(api: ApiClient, contractId: string | number, signal?: AbortSignal): Promise<HappyHours[]> {
  return api.get(`contract/${seg(contractId)}/available-happy-hours/`, { schema: AvailableHappyHoursSchema, signal });
}

/**
 * Chooses the happy hours.
 * @param api the tag's client
 * @param contractId the contract's id or name
 * @param hours one of `listAvailableHappyHours`
 * @param signal aborts the call
 * @returns the server's result text, if any
 * @example await updateHappyHours(api, 4100, { startHour: 13, endHour: 16 });
 */
export function updateHappyHours(api: ApiClient, contractId: string | number, hours: HappyHours, signal?: AbortSignal) {
  return api.put(`contract/${seg(contractId)}/happy-hours/`, { body: hours, schema: CustomisationUpdateSchema, signal });
}

/**
 * The contract's happy day, or null.
 * @param api the tag's client
 * @param contractId the contract's id or name
 * @param signal aborts the call
 * @returns the day or null
 * @example const day = await getHappyDay(api, 4100);
 */
export function getHappyDay(api: ApiClient, contractId: string | number, signal?: AbortSignal): Promise<HappyDay | null> {
  return api.get(`contract/${seg(contractId)}/happy-day/`, { schema: HappyDayAnswerSchema, signal });
}

/**
 * The days the contract may choose, labels translated.
 * @param api the tag's client
 * @param contractId the contract's id or name
 * @param signal aborts the call
 * @returns the choices
 * @example const days = await listAvailableHappyDays(api, 4100);
 */
export function listAvailableHappyDays(api: ApiClient, contractId: string | number, signal?: AbortSignal): Promise<HappyDay[]> {
  return api.get(`contract/${seg(contractId)}/available-happy-days/`, { schema: AvailableHappyDaysSchema, signal });
}

/**
 * Chooses the happy day.
 * @param api the tag's client
 * @param contractId the contract's id or name
 * @param day one of `listAvailableHappyDays`
 * @param signal aborts the call
 * @returns the server's result text, if any
 * @example await updateHappyDay(api, 4100, { value: 6, label: "Dissabte" });
 */
export function updateHappyDay(api: ApiClient, contractId: string | number, day: HappyDay, signal?: AbortSignal) {
  return api.put(`contract/${seg(contractId)}/happy-day/`, {
    body: { value: day.value, label: day.label },
    schema: CustomisationUpdateSchema,
    signal,
  });
}

/**
 * An attachment of a contract (v2).
 * @param api the tag's client
 * @param attachmentId `ContractAttachment.id`
 * @param signal aborts the call
 * @returns the file and its name
 * @example const { blob, filename } = await downloadContractAttachment(api, 9001);
 */
export function downloadContractAttachment(api: ApiClient, attachmentId: string | number, signal?: AbortSignal): Promise<BlobAnswer> {
  return api.blob(`contract/download_attachment/${seg(attachmentId)}`, { version: 2, signal });
}
