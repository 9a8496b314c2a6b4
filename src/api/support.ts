/**
 * Support requests, contact and claims (calls document §7.7). The list and detail calls are not
 * shown in the document; the sandbox serves them as `crm/cases/` (paged) and `crm/cases/{id}/`.
 */
import * as v from "valibot";
import type { ApiClient } from "./types";

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);
const text = /* @__PURE__ */ v.nullish(v.string());

/** spec §9: the self-reading category (autolectures). */
export const SELF_READING_CATEGORY_ID = 20;

/** portal-spec §4 support case states. */
export const CASE_STATES = ["accepted", "denied", "additional_information_required", "being_processed", "in_process"] as const;
export type CaseState = (typeof CASE_STATES)[number];

export const CaseCategorySchema = /* @__PURE__ */ v.looseObject({ id: v.pipe(id, v.transform(Number)), name: v.string() });
export const CaseCategoriesSchema = /* @__PURE__ */ v.looseObject({ items: v.array(CaseCategorySchema) });

export const AtcTypeSchema = /* @__PURE__ */ v.looseObject({ id: v.pipe(id, v.transform(String)), label: v.string() });
export const AtcTypesSchema = /* @__PURE__ */ v.looseObject({ items: v.array(AtcTypeSchema) });
export const AtcSubtypeSchema = /* @__PURE__ */ v.looseObject({ name: v.pipe(id, v.transform(String)), desc: v.string() });
export const AtcSubtypesSchema = /* @__PURE__ */ v.looseObject({ items: v.array(AtcSubtypeSchema) });

const CaseAttachmentSchema = /* @__PURE__ */ v.looseObject({ id: v.optional(id), filename: v.string() });

export const CaseMessageSchema = /* @__PURE__ */ v.looseObject({
  id: v.optional(id),
  author: v.picklist(["user", "administrator"]),
  author_name: text,
  date: v.string(),
  body: v.string(),
  attachments: v.optional(v.array(CaseAttachmentSchema), []),
});

export const SupportCaseSchema = /* @__PURE__ */ v.looseObject({
  id,
  section: v.optional(v.string()),
  category: v.nullish(v.looseObject({ id, name: v.string() })),
  contract: v.nullish(v.looseObject({ polissa_id: v.optional(id), polissa_type: text, name: text })),
  title: v.string(),
  message: v.optional(v.string(), ""),
  /** One of CASE_STATES. */
  state: v.string(),
  state_label: v.optional(v.string()),
  create_date: v.string(),
  update_date: text,
  attachments: v.optional(v.array(CaseAttachmentSchema), []),
  n_messages: v.optional(v.number()),
  messages: v.optional(v.array(CaseMessageSchema)),
});

export const SupportCasePageSchema = /* @__PURE__ */ v.looseObject({
  items: v.array(SupportCaseSchema),
  n_items: v.optional(v.number()),
  total_items: v.optional(v.number()),
  offset: v.optional(v.number(), 0),
  limit: v.optional(v.number()),
});

export const CreatedCaseSchema = /* @__PURE__ */ v.looseObject({ id });
export const ResultSchema = /* @__PURE__ */ v.looseObject({ result: v.union([v.string(), v.number()]) });

export type CaseCategory = v.InferOutput<typeof CaseCategorySchema>;
export type AtcType = v.InferOutput<typeof AtcTypeSchema>;
export type AtcSubtype = v.InferOutput<typeof AtcSubtypeSchema>;
export type SupportCase = v.InferOutput<typeof SupportCaseSchema>;
export type CaseMessage = v.InferOutput<typeof CaseMessageSchema>;

/**
 * Case categories, names translated; `unsigned` gives those of the public contact form.
 * @example const { items } = await listCaseCategories(api);
 */
export function listCaseCategories(api: ApiClient, options: { unsigned?: boolean } = {}, signal?: AbortSignal) {
  return api.get("crm/cases/categories/", {
    query: { unsigned: options.unsigned ? "true" : undefined },
    schema: CaseCategoriesSchema,
    signal,
  });
}

/**
 * Opens a support case; the answer's id is the case number shown to the customer.
 * Attachments are file names or data URLs (JSON); pass a FormData body through `api.post` for files.
 * @example const { id } = await createCase(api, { contractId: 4100, contractType: "electricity", categoryId: 20, title: "Autolectura", message: "045872 kWh" });
 */
export function createCase(
  api: ApiClient,
  request: {
    contractId: string | number;
    contractType: "electricity" | "gas";
    categoryId: number;
    title: string;
    message: string;
    attachments?: readonly string[];
  },
  signal?: AbortSignal,
) {
  return api.post("crm/cases/", {
    body: {
      polissa_id: request.contractId,
      polissa_type: request.contractType,
      categ_id: request.categoryId,
      title: request.title,
      message: request.message,
      attachments: request.attachments ?? [],
    },
    schema: CreatedCaseSchema,
    signal,
  });
}

/**
 * The public contact form; `result` is the case number.
 * @example const { result } = await sendUnsignedContact(api, { email, mobile, category: 9, subject, description });
 */
export function sendUnsignedContact(
  api: ApiClient,
  request: { email: string; mobile: string; category: number; subject: string; description: string; attachment?: readonly string[] },
  signal?: AbortSignal,
) {
  return api.post("crm/unsigned/", { body: { ...request, attachment: request.attachment ?? [] }, schema: ResultSchema, signal });
}

/** @example const { items } = await listAtcTypes(api); */
export function listAtcTypes(api: ApiClient, signal?: AbortSignal) {
  return api.get("atc/tipus", { schema: AtcTypesSchema, signal });
}

/** @example const { items } = await listAtcSubtypes(api, "01"); */
export function listAtcSubtypes(api: ApiClient, typeId: string, signal?: AbortSignal) {
  return api.get(`atc/tipus/${encodeURIComponent(typeId)}/subtipus`, { schema: AtcSubtypesSchema, signal });
}

/**
 * A claim to customer service (ATC); `result` is the reference number.
 * @example const { result } = await createAtcClaim(api, "0104521", { typeId: "01", subtypeId: "001", comments: "..." });
 */
export function createAtcClaim(
  api: ApiClient,
  contractName: string,
  claim: { typeId: string; subtypeId: string; comments: string; attachment?: string },
  signal?: AbortSignal,
) {
  return api.post(`contracts/${encodeURIComponent(contractName)}/atc/`, {
    body: {
      contract: contractName,
      tipus: claim.typeId,
      subtipus: claim.subtypeId,
      comments: claim.comments,
      attachment: claim.attachment ?? null,
    },
    schema: ResultSchema,
    signal,
  });
}

/**
 * The customer's support requests, newest first.
 * @example const page = await listCases(api, { offset: 0, limit: 10 });
 */
export function listCases(api: ApiClient, query: { offset?: number; limit?: number; state?: CaseState } = {}, signal?: AbortSignal) {
  return api.get("crm/cases/", { query, schema: SupportCasePageSchema, signal });
}

/**
 * One request with its messages from the user and the administrator.
 * @example const detail = await getCase(api, 31001);
 */
export function getCase(api: ApiClient, caseId: string | number, signal?: AbortSignal) {
  return api.get(`crm/cases/${encodeURIComponent(String(caseId))}/`, { schema: SupportCaseSchema, signal });
}

/**
 * Adds a message to a request (e.g. the additional information asked for).
 * @example await replyToCase(api, 31002, { message: "Adjunto el certificat." });
 */
export function replyToCase(
  api: ApiClient,
  caseId: string | number,
  reply: { message: string; attachments?: readonly string[] },
  signal?: AbortSignal,
) {
  return api.post(`crm/cases/${encodeURIComponent(String(caseId))}/messages/`, {
    body: { message: reply.message, attachments: reply.attachments ?? [] },
    schema: SupportCaseSchema,
    signal,
  });
}
