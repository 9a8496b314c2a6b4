/**
 * Contracts and their per-contract changes (calls document §7.4; the consumption curve is in
 * `./consumption`, virtual batteries in `./batteries`).
 */
import * as v from "valibot";
import { BatteryAssignmentSchema } from "./batteries";
import type { ApiClient, BlobAnswer } from "./types";

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);
const num = /* @__PURE__ */ v.pipe(v.union([v.number(), v.string()]), v.transform(Number));
const text = /* @__PURE__ */ v.nullish(v.string());

export const CONTRACT_TYPES = ["electricity", "gas"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const AttachmentSchema = /* @__PURE__ */ v.looseObject({
  id,
  name: v.string(),
  category_name: v.optional(v.string(), ""),
  created_date: text,
  size_text: text,
  filename: text,
});

export const NotificationAddressSchema = /* @__PURE__ */ v.looseObject({
  id: v.nullish(id),
  name: text,
  full_address: text,
  email: text,
  mobile: text,
});

/** spec §3 "Contract (list item and detail)"; gas adds pressio and caudal. */
export const ContractSchema = /* @__PURE__ */ v.looseObject({
  id,
  name: v.string(),
  type: v.optional(v.string()),
  /** esborrany, activa, baixa, cancelada (any other value reads as closed). */
  state: v.string(),
  sign_date: text,
  amount_debt: v.optional(num, 0),
  cups: v.looseObject({
    name: v.string(),
    street: text,
    city: text,
    full_address: text,
    ref_catastral: text,
  }),
  pricelist: v.nullish(v.looseObject({ name: text, nom_comercial: text })),
  tariff: v.nullish(v.looseObject({ name: v.string() })),
  contracted_power_period: v.optional(v.array(v.looseObject({ period: v.string(), power: num })), []),
  bateria_virtual: v.optional(v.array(BatteryAssignmentSchema), []),
  fiscal_partner: v.nullish(v.looseObject({ name: text, vat: text })),
  owner_partner: v.nullish(v.looseObject({ name: text })),
  fiscal_address: v.nullish(v.looseObject({ full_address: text })),
  bank_account: v.nullish(v.looseObject({ id: v.nullish(id), printable_iban: text })),
  ref_catastral: text,
  /** "email" or "postal". */
  invoice_online: v.nullish(v.union([v.string(), v.boolean()])),
  notification_address: v.nullish(NotificationAddressSchema),
  dso: v.nullish(v.looseObject({ name: text, website: text })),
  dso_reference: text,
  dso_phone: text,
  is_peninsula: v.optional(v.boolean(), true),
  atr_available: v.optional(v.boolean(), true),
  /** Process names waiting for the customer's signature, e.g. iban, power. */
  waiting_for_signature: v.optional(v.array(v.string()), []),
  no_cession_sips: v.nullish(
    v.looseObject({
      /** requested, active, unactive */
      state: v.string(),
      waiting_for_signature: v.optional(v.boolean(), false),
    }),
  ),
  attachments: v.optional(v.array(AttachmentSchema), []),
  pressio: v.optional(v.nullable(num)),
  caudal: v.optional(v.nullable(num)),
});

export const ContractPageSchema = /* @__PURE__ */ v.looseObject({
  items: v.array(ContractSchema),
  n_items: v.optional(v.number()),
  total_items: v.optional(v.number()),
  total: v.optional(v.number()),
  offset: v.optional(v.number(), 0),
  limit: v.optional(v.number()),
});

const ContractRefSchema = /* @__PURE__ */ v.looseObject({ id, name: v.string() });
export const ContractListInfoSchema = /* @__PURE__ */ v.looseObject({
  result: v.looseObject({
    electricity: v.optional(v.array(ContractRefSchema), []),
    gas: v.optional(v.array(ContractRefSchema), []),
  }),
});

/** spec §3 "Address" (for capture and for the list of available notification addresses). */
export const AddressSchema = /* @__PURE__ */ v.looseObject({
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
export const AddressPageSchema = /* @__PURE__ */ v.looseObject({ items: v.array(AddressSchema) });

export const BankAccountSchema = /* @__PURE__ */ v.looseObject({
  id,
  printable_iban: v.string(),
  /** The account some active contract uses now (the IBAN dialog excludes the contract's own one). */
  current: v.optional(v.boolean(), false),
});
export const BankAccountPageSchema = /* @__PURE__ */ v.looseObject({ items: v.array(BankAccountSchema) });

/** A change that needs the customer's signature answers the process names waiting for it. */
export const SignatureAnswerSchema = /* @__PURE__ */ v.looseObject({
  waiting_for_signature: v.optional(v.union([v.boolean(), v.array(v.string())])),
});

export const SipsAnswerSchema = /* @__PURE__ */ v.looseObject({
  no_cession_sips: v.optional(v.looseObject({ state: v.string(), waiting_for_signature: v.optional(v.boolean(), false) })),
  waiting_for_signature: v.optional(v.union([v.boolean(), v.array(v.string())])),
});

export const RefCatastralAnswerSchema = /* @__PURE__ */ v.looseObject({ ref_catastral: v.string() });
export const InvoiceDeliveryAnswerSchema = /* @__PURE__ */ v.looseObject({ invoice_online: v.union([v.string(), v.boolean()]) });
export const NewNotificationAnswerSchema = /* @__PURE__ */ v.looseObject({ address: AddressSchema });
export const ExistingNotificationAnswerSchema = /* @__PURE__ */ v.looseObject({ address_id: id });
export const NotificationFieldAnswerSchema = /* @__PURE__ */ v.looseObject({ notification_address: NotificationAddressSchema });

export const DoubleTariffPeriodSchema = /* @__PURE__ */ v.looseObject({
  startMonth: v.number(),
  startYear: v.number(),
  endMonth: v.number(),
  endYear: v.number(),
});
export const HappyHoursSchema = /* @__PURE__ */ v.looseObject({ startHour: v.number(), endHour: v.number() });
export const HappyDaySchema = /* @__PURE__ */ v.looseObject({ value: v.number(), label: v.string() });
export const DoubleTariffAnswerSchema = /* @__PURE__ */ v.looseObject({ double_tariff: v.nullable(DoubleTariffPeriodSchema) });
export const HappyHoursAnswerSchema = /* @__PURE__ */ v.looseObject({ happy_hours: v.nullable(HappyHoursSchema) });
export const HappyDayAnswerSchema = /* @__PURE__ */ v.looseObject({ happy_day: v.nullable(HappyDaySchema) });
export const AvailableDoubleTariffsSchema = /* @__PURE__ */ v.looseObject({ items: v.array(DoubleTariffPeriodSchema) });
export const AvailableHappyHoursSchema = /* @__PURE__ */ v.looseObject({ items: v.array(HappyHoursSchema) });
export const AvailableHappyDaysSchema = /* @__PURE__ */ v.looseObject({ items: v.array(HappyDaySchema) });
export const CustomisationUpdateSchema = /* @__PURE__ */ v.looseObject({ result: v.optional(v.string()) });

export type Contract = v.InferOutput<typeof ContractSchema>;
export type ContractPage = v.InferOutput<typeof ContractPageSchema>;
export type ContractAttachment = v.InferOutput<typeof AttachmentSchema>;
export type Address = v.InferOutput<typeof AddressSchema>;
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;
export type DoubleTariffPeriod = v.InferOutput<typeof DoubleTariffPeriodSchema>;
export type HappyHours = v.InferOutput<typeof HappyHoursSchema>;
export type HappyDay = v.InferOutput<typeof HappyDaySchema>;

/** The fields of a new address (spec §3 "for capture"). */
export interface AddressInput {
  name: string;
  tv: string;
  nv: string;
  pnp: string;
  bq?: string;
  es?: string;
  pt?: string;
  pu?: string;
  dp: string;
  poblacio: string;
  ine: string;
  state: string;
  ref_catastral?: string;
  aclarador?: string;
  email: string;
  mobile: string;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * Names and ids of the customer's contracts per type (v2).
 * @example const { result } = await getContractListInfo(api);
 */
export function getContractListInfo(api: ApiClient, signal?: AbortSignal) {
  return api.get("contracts/list-info/", { version: 2, schema: ContractListInfoSchema, signal });
}

/**
 * A page of contracts (v2). `filter` matches name, CUPS, address, tariff and price list.
 * @example const page = await listContracts(api, { type: "electricity", offset: 0, limit: 10 });
 */
export function listContracts(
  api: ApiClient,
  query: { type?: ContractType | "multipoint"; offset?: number; limit?: number; filter?: string; initial?: boolean },
  signal?: AbortSignal,
) {
  return api.get("contracts/", { version: 2, query, schema: ContractPageSchema, signal });
}

/**
 * One contract by name (v2; the sandbox's detail call, the list with `filter` works too).
 * @example const contract = await getContract(api, "0104521");
 */
export function getContract(api: ApiClient, contractName: string, signal?: AbortSignal) {
  return api.get(`contracts/${seg(contractName)}/`, { version: 2, schema: ContractSchema, signal });
}

/**
 * The contract report: v1 for electricity, v2 for gas (spec §7.4).
 * @example const { blob, filename } = await downloadContractPdf(api, "0104521", "electricity");
 */
export function downloadContractPdf(api: ApiClient, contractName: string, type: ContractType, signal?: AbortSignal): Promise<BlobAnswer> {
  return api.blob(`contracts/${seg(contractName)}/pdf/`, { version: type === "gas" ? 2 : 1, signal });
}

/**
 * @example await updateCadastralReference(api, "0104521", "electricity", "9872023VH5797S0001WX");
 */
export function updateCadastralReference(
  api: ApiClient,
  contractName: string,
  type: ContractType,
  refCatastral: string,
  signal?: AbortSignal,
) {
  return api.put(`contracts/${seg(contractName)}/ref_catastral/`, {
    version: 2,
    query: { type },
    body: { ref_catastral: refCatastral },
    schema: RefCatastralAnswerSchema,
    signal,
  });
}

/**
 * Invoice delivery mode, email or postal.
 * @example await updateInvoiceDelivery(api, "0104521", "electricity", "email");
 */
export function updateInvoiceDelivery(
  api: ApiClient,
  contractName: string,
  type: ContractType,
  mode: "email" | "postal",
  signal?: AbortSignal,
) {
  return api.post(`contracts/${seg(contractName)}/`, {
    version: 2,
    query: { type },
    body: { invoice_online: mode },
    schema: InvoiceDeliveryAnswerSchema,
    signal,
  });
}

/**
 * A new notification address for the contract.
 * @returns `{address}` as saved
 * @example await createNotificationAddress(api, "0104521", "electricity", address);
 */
export function createNotificationAddress(
  api: ApiClient,
  contractName: string,
  type: ContractType,
  address: AddressInput,
  signal?: AbortSignal,
) {
  return api.post(`contracts/${seg(contractName)}/notification/`, {
    version: 2,
    query: { type },
    body: { address },
    schema: NewNotificationAnswerSchema,
    signal,
  });
}

/**
 * Uses one of the customer's existing addresses for notifications.
 * @example await setNotificationAddress(api, "0104521", "electricity", 2);
 */
export function setNotificationAddress(
  api: ApiClient,
  contractName: string,
  type: ContractType,
  addressId: string | number,
  signal?: AbortSignal,
) {
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
 * @example await updateNotificationField(api, "0104521", "email", "new@example.com");
 */
export function updateNotificationField(
  api: ApiClient,
  contractName: string,
  field: "email" | "mobile" | "phone",
  value: string,
  signal?: AbortSignal,
) {
  return api.put(`contracts/${seg(contractName)}/notification/${field}/`, {
    version: 2,
    body: { [field]: value },
    schema: NotificationFieldAnswerSchema,
    signal,
  });
}

/**
 * Addresses available as notification address (an empty list shows change_address_no_data).
 * @example const { items } = await listAddresses(api);
 */
export function listAddresses(api: ApiClient, signal?: AbortSignal) {
  return api.get("addresses/", { version: 1, schema: AddressPageSchema, signal });
}

/**
 * The customer's bank accounts (the dialog leaves out the contract's current one; none left shows iban_change_none).
 * @example const { items } = await listBankAccounts(api);
 */
export function listBankAccounts(api: ApiClient, signal?: AbortSignal) {
  return api.get("ibans/", { version: 1, schema: BankAccountPageSchema, signal });
}

export type IbanChange =
  | { kind: "existing"; bankId: string | number; files?: readonly File[] }
  | { kind: "new"; iban: string; ownerIsBankOwner: boolean; files?: readonly File[] };

/**
 * Changes the contract's bank account (gas uses v2); the answer carries waiting_for_signature.
 * With files the body goes as FormData.
 * @example await changeIban(api, "0104521", "electricity", { kind: "existing", bankId: 302 });
 */
export function changeIban(api: ApiClient, contractName: string, type: ContractType, change: IbanChange, signal?: AbortSignal) {
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
 * @example await changePower(api, "0104521", { powersKw: [5.75, 5.75], phone: "+34 612 345 678" });
 */
export function changePower(
  api: ApiClient,
  contractName: string,
  request: { powersKw: readonly number[]; phone: string },
  signal?: AbortSignal,
) {
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
 * @example await requestNoCessionSips(api, "0104521");
 */
export function requestNoCessionSips(api: ApiClient, contractName: string, signal?: AbortSignal) {
  return api.post(`contracts/${seg(contractName)}/no_cession_sips/`, {
    version: 1,
    body: { noCessionSelection: "actual" },
    schema: SipsAnswerSchema,
    signal,
  });
}

/** @example const { double_tariff } = await getDoubleTariff(api, 4100); */
export function getDoubleTariff(api: ApiClient, contractId: string | number, signal?: AbortSignal) {
  return api.get(`contract/${seg(contractId)}/double-tariff/`, { schema: DoubleTariffAnswerSchema, signal });
}

/** @example const { items } = await listAvailableDoubleTariffs(api, 4100); */
export function listAvailableDoubleTariffs(api: ApiClient, contractId: string | number, signal?: AbortSignal) {
  return api.get(`contract/${seg(contractId)}/available-double-tariffs/`, { schema: AvailableDoubleTariffsSchema, signal });
}

/** @example await updateDoubleTariff(api, 4100, period); */
export function updateDoubleTariff(api: ApiClient, contractId: string | number, period: DoubleTariffPeriod, signal?: AbortSignal) {
  return api.put(`contract/${seg(contractId)}/double-tariff/`, { body: period, schema: CustomisationUpdateSchema, signal });
}

/** @example const { happy_hours } = await getHappyHours(api, 4100); */
export function getHappyHours(api: ApiClient, contractId: string | number, signal?: AbortSignal) {
  return api.get(`contract/${seg(contractId)}/happy-hours/`, { schema: HappyHoursAnswerSchema, signal });
}

/** @example const { items } = await listAvailableHappyHours(api, 4100); */
export function listAvailableHappyHours(api: ApiClient, contractId: string | number, signal?: AbortSignal) {
  return api.get(`contract/${seg(contractId)}/available-happy-hours/`, { schema: AvailableHappyHoursSchema, signal });
}

/** @example await updateHappyHours(api, 4100, { startHour: 13, endHour: 16 }); */
export function updateHappyHours(api: ApiClient, contractId: string | number, hours: HappyHours, signal?: AbortSignal) {
  return api.put(`contract/${seg(contractId)}/happy-hours/`, { body: hours, schema: CustomisationUpdateSchema, signal });
}

/** @example const { happy_day } = await getHappyDay(api, 4100); */
export function getHappyDay(api: ApiClient, contractId: string | number, signal?: AbortSignal) {
  return api.get(`contract/${seg(contractId)}/happy-day/`, { schema: HappyDayAnswerSchema, signal });
}

/** @example const { items } = await listAvailableHappyDays(api, 4100); */
export function listAvailableHappyDays(api: ApiClient, contractId: string | number, signal?: AbortSignal) {
  return api.get(`contract/${seg(contractId)}/available-happy-days/`, { schema: AvailableHappyDaysSchema, signal });
}

/** @example await updateHappyDay(api, 4100, { value: 6, label: "Dissabte" }); */
export function updateHappyDay(api: ApiClient, contractId: string | number, day: HappyDay, signal?: AbortSignal) {
  return api.put(`contract/${seg(contractId)}/happy-day/`, {
    body: { value: day.value, label: day.label },
    schema: CustomisationUpdateSchema,
    signal,
  });
}

/**
 * An attachment of a contract (v2).
 * @example const { blob, filename } = await downloadContractAttachment(api, 9001);
 */
export function downloadContractAttachment(api: ApiClient, attachmentId: string | number, signal?: AbortSignal): Promise<BlobAnswer> {
  return api.blob(`contract/download_attachment/${seg(attachmentId)}`, { version: 2, signal });
}
