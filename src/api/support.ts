/**
 * Support requests, contact and claims (calls document §7.7). The catalogue documents the categories,
 * creating a request, the visitors' contact, the claim types and the claim. Listing the requests, one
 * request with its conversation and a reply are not in it: they are an optional server extension
 * (README "Support requests: an optional server extension"), `crm/cases/` (paged), `crm/cases/{id}/`
 * and `crm/cases/{id}/messages/`, which the default sandbox serves. A server without them answers
 * those calls as a missing route does, and the screens then offer what the catalogue has.
 * Answers are checked and mapped here to the English names below; bodies are mapped back.
 */
import * as v from "valibot";
import { callAbsent, isApiError } from "./errors";
import { queryKey } from "../runtime/query-key";
import type { ApiClient } from "./types";
import { listOf, pageOf, type Page } from "./wire";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one,
 * so `invalidate(supportKeys.all)` reloads the requests after a send.
 * @example const detail = useQuery(supportKeys.case(id), (signal) => getCase(api, id, signal));
 */
export const supportKeys = {
  all: queryKey("support"),
  /** `listCases(api, { offset, limit })` */
  cases: (offset: number, limit: number) => queryKey("support", "cases", offset, limit),
  /** `getCase(api, id)` */
  case: (id: string | number) => queryKey("support", "case", id),
  /** `listCaseCategories(api, { unsigned })` */
  categories: (unsigned: boolean) => queryKey("support", "categories", unsigned ? "unsigned" : "signed"),
  /** `listAtcTypes(api)` */
  atcTypes: queryKey("support", "atcTypes"),
  /** `listAtcSubtypes(api, typeId)` */
  atcSubtypes: (typeId: string) => queryKey("support", "atcSubtypes", typeId),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);
const text = /* @__PURE__ */ v.nullish(v.string());

/** spec §9: the self-reading category (autolectures). */
export const SELF_READING_CATEGORY_ID = 20;

/** portal-spec §4 support case states. */
export const CASE_STATES = ["accepted", "denied", "additional_information_required", "being_processed", "in_process"] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** A case category (calls §3 "Case category: id, name"; id 20 is the self-reading category). */
export interface CaseCategory {
  id: number;
  /** Translated by the server. */
  name: string;
}

/** A claim type (portal-spec §3 "ATC claim": type (id, label)). */
export interface AtcType {
  id: string;
  label: string;
}

/** A claim subtype (portal-spec §3 "ATC claim": subtype (name, desc)). */
export interface AtcSubtype {
  /** §3 `name`: the subtype's code, sent back as the claim's subtype. */
  id: string;
  /** §3 `desc`. */
  description: string;
}

/** A file attached to a case or a message (§3 support case `attachments`). */
export interface CaseAttachment {
  id: string | number | null;
  filename: string;
}

/** One message of a case (§3 "messages from user and administrator"). */
export interface CaseMessage {
  id: string | number | null;
  /** Who wrote it: the customer or the retailer. */
  author: "user" | "administrator";
  /** `author_name`. */
  authorName: string | null;
  date: string;
  body: string;
  attachments: CaseAttachment[];
}

/** A support request (portal-spec §3 "Support request / case"). */
export interface SupportCase {
  /** The case number shown to the customer. */
  id: string | number;
  /** §3 `section`, e.g. `atc` for a claim filed from a contract. */
  section: string | null;
  /** §3 `category {id, name}`. */
  category: { id: string | number; name: string } | null;
  /** §3 `contract (polissa_id, polissa_type)` and its name. */
  contract: { id: string | number | null; type: string | null; name: string | null } | null;
  /** §3 "subject (title)". */
  subject: string;
  /** §3 "description (message)". */
  description: string;
  /** portal-spec §4 case state, one of CASE_STATES. */
  state: string;
  /** The state as the server words it, translated. */
  stateLabel: string | null;
  /** `create_date`. */
  createdAt: string;
  /** `update_date`. */
  updatedAt: string | null;
  /** §3 `attachments`. */
  attachments: CaseAttachment[];
  /** `n_messages`: how many messages the case has (the list does not carry them). */
  messageCount: number | null;
  /** §3 "messages from user and administrator" (detail only). */
  messages: CaseMessage[] | null;
}

/** A page of support requests. */
export type SupportCasePage = Page<SupportCase>;

const CaseCategoriesSchema = /* @__PURE__ */ listOf(
  v.pipe(
    v.looseObject({ id: v.pipe(id, v.transform(Number)), name: v.string() }),
    v.transform((wire): CaseCategory => ({ id: wire.id, name: wire.name })),
  ),
);
const AtcTypesSchema = /* @__PURE__ */ listOf(
  v.pipe(
    v.looseObject({ id: v.pipe(id, v.transform(String)), label: v.string() }),
    v.transform((wire): AtcType => ({ id: wire.id, label: wire.label })),
  ),
);
const AtcSubtypesSchema = /* @__PURE__ */ listOf(
  v.pipe(
    v.looseObject({ name: v.pipe(id, v.transform(String)), desc: v.string() }),
    v.transform((wire): AtcSubtype => ({ id: wire.name, description: wire.desc })),
  ),
);

const CaseAttachmentSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ id: v.optional(id), filename: v.string() }),
  v.transform((wire): CaseAttachment => ({ id: wire.id ?? null, filename: wire.filename })),
);

const CaseMessageSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({
    id: v.optional(id),
    author: v.picklist(["user", "administrator"]),
    author_name: text,
    date: v.string(),
    body: v.string(),
    attachments: v.optional(v.array(CaseAttachmentSchema), []),
  }),
  v.transform((wire): CaseMessage => ({
    id: wire.id ?? null,
    author: wire.author,
    authorName: wire.author_name ?? null,
    date: wire.date,
    body: wire.body,
    attachments: wire.attachments,
  })),
);

/** Boundary check and mapping of one support request. */
export const SupportCaseSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({
    id,
    section: v.optional(v.string()),
    category: v.nullish(v.looseObject({ id, name: v.string() })),
    contract: v.nullish(v.looseObject({ polissa_id: v.optional(id), polissa_type: text, name: text })),
    title: v.string(),
    message: v.optional(v.string(), ""),
    state: v.string(),
    state_label: v.optional(v.string()),
    create_date: v.string(),
    update_date: text,
    attachments: v.optional(v.array(CaseAttachmentSchema), []),
    n_messages: v.optional(v.number()),
    messages: v.optional(v.array(CaseMessageSchema)),
  }),
  v.transform((wire): SupportCase => ({
    id: wire.id,
    section: wire.section ?? null,
    category: wire.category ? { id: wire.category.id, name: wire.category.name } : null,
    contract: wire.contract
      ? { id: wire.contract.polissa_id ?? null, type: wire.contract.polissa_type ?? null, name: wire.contract.name ?? null }
      : null,
    subject: wire.title,
    description: wire.message,
    state: wire.state,
    stateLabel: wire.state_label ?? null,
    createdAt: wire.create_date,
    updatedAt: wire.update_date ?? null,
    attachments: wire.attachments,
    messageCount: wire.n_messages ?? null,
    messages: wire.messages ?? null,
  })),
);

const SupportCasePageSchema = /* @__PURE__ */ pageOf(SupportCaseSchema);

const CreatedCaseSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ id }),
  v.transform((wire) => ({ id: wire.id })),
);
const ResultWire = /* @__PURE__ */ v.looseObject({ result: v.union([v.string(), v.number()]) });
const CaseNumberSchema = /* @__PURE__ */ v.pipe(
  ResultWire,
  v.transform((wire) => ({ caseNumber: wire.result })),
);
const ReferenceSchema = /* @__PURE__ */ v.pipe(
  ResultWire,
  v.transform((wire) => ({ reference: wire.result })),
);

/**
 * Case categories, names translated; `unsigned` gives those of the public contact form.
 * @param api the tag's client
 * @param options `unsigned` for the public contact form's categories
 * @param signal aborts the call
 * @returns the categories
 * @example const categories = await listCaseCategories(api);
 */
export function listCaseCategories(api: ApiClient, options: { unsigned?: boolean } = {}, signal?: AbortSignal): Promise<CaseCategory[]> {
  return api.get("crm/cases/categories/", {
    query: { unsigned: options.unsigned ? "true" : undefined },
    schema: CaseCategoriesSchema,
    signal,
  });
}

/**
 * Opens a support case; the answer's id is the case number shown to the customer.
 * Attachments are file names or data URLs (JSON). Sent as `polissa_id`, `polissa_type`, `categ_id`,
 * `title`, `message`, `attachments` (calls §7.7).
 * @param api the tag's client
 * @param request the contract, category, subject (title), description (message) and attachments
 * @param signal aborts the call
 * @returns the new case's id (its number)
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
): Promise<{ id: string | number }> {
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
 * The public contact form.
 * @param api the tag's client
 * @param request the visitor's contact, category, subject, description and attachments
 * @param signal aborts the call
 * @returns the case number (the wire's `result`)
 * @example const { caseNumber } = await sendUnsignedContact(api, { email, mobile, category: 9, subject, description });
 */
export function sendUnsignedContact(
  api: ApiClient,
  request: { email: string; mobile: string; category: number; subject: string; description: string; attachment?: readonly string[] },
  signal?: AbortSignal,
): Promise<{ caseNumber: string | number }> {
  return api.post("crm/unsigned/", { body: { ...request, attachment: request.attachment ?? [] }, schema: CaseNumberSchema, signal });
}

/**
 * The claim types (calls §7.7 `GET /atc/tipus`).
 * @param api the tag's client
 * @param signal aborts the call
 * @returns the types
 * @example const types = await listAtcTypes(api);
 */
export function listAtcTypes(api: ApiClient, signal?: AbortSignal): Promise<AtcType[]> {
  return api.get("atc/tipus", { schema: AtcTypesSchema, signal });
}

/**
 * The subtypes of a claim type.
 * @param api the tag's client
 * @param typeId `AtcType.id`
 * @param signal aborts the call
 * @returns the subtypes
 * @example const subtypes = await listAtcSubtypes(api, "01");
 */
export function listAtcSubtypes(api: ApiClient, typeId: string, signal?: AbortSignal): Promise<AtcSubtype[]> {
  return api.get(`atc/tipus/${encodeURIComponent(typeId)}/subtipus`, { schema: AtcSubtypesSchema, signal });
}

/**
 * A claim to customer service (ATC), sent as `contract`, `tipus`, `subtipus`, `comments`, `attachment`.
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param claim the type, subtype (`AtcSubtype.id`), description and attachment
 * @param signal aborts the call
 * @returns the claim's reference number (the wire's `result`)
 * @example const { reference } = await createAtcClaim(api, "0104521", { typeId: "01", subtypeId: "001", comments: "..." });
 */
export function createAtcClaim(
  api: ApiClient,
  contractName: string,
  claim: { typeId: string; subtypeId: string; comments: string; attachment?: string },
  signal?: AbortSignal,
): Promise<{ reference: string | number }> {
  return api.post(`contracts/${encodeURIComponent(contractName)}/atc/`, {
    body: {
      contract: contractName,
      tipus: claim.typeId,
      subtipus: claim.subtypeId,
      comments: claim.comments,
      attachment: claim.attachment ?? null,
    },
    schema: ReferenceSchema,
    signal,
  });
}

/**
 * Per client, the scopes (API base, language, session: `ApiClient.scope`) whose server answered that it
 * has no support requests' calls: asked once, then known, so a visit to the requests does not ask again.
 */
const withoutCaseCalls = new WeakMap<ApiClient, Set<string>>();

/** The answer of an optional call, or null when the server does not have it (the extension is absent). */
async function offered<T>(api: ApiClient, call: () => Promise<T>): Promise<T | null> {
  const scope = api.scope?.() ?? "";
  if (withoutCaseCalls.get(api)?.has(scope)) return null;
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || !callAbsent(error)) throw error;
    withoutCaseCalls.set(api, (withoutCaseCalls.get(api) ?? new Set()).add(scope));
    return null;
  }
}

/**
 * The customer's support requests, newest first (optional server extension).
 * @param api the tag's client
 * @param query paging and a state filter
 * @param signal aborts the call
 * @returns the page and the total count; null when the server does not list support requests
 * @example const page = await listCases(api, { offset: 0, limit: 10 });
 */
export function listCases(
  api: ApiClient,
  query: { offset?: number; limit?: number; state?: CaseState } = {},
  signal?: AbortSignal,
): Promise<SupportCasePage | null> {
  return offered(api, () => api.get("crm/cases/", { query, schema: SupportCasePageSchema, signal }));
}

/**
 * One request with its messages from the user and the administrator (optional server extension).
 * A request the server does not know is a 404 with its error code, not a missing call.
 * @param api the tag's client
 * @param caseId `SupportCase.id`
 * @param signal aborts the call
 * @returns the request with its messages; null when the server does not show support requests
 * @example const detail = await getCase(api, 31001);
 */
export function getCase(api: ApiClient, caseId: string | number, signal?: AbortSignal): Promise<SupportCase | null> {
  return offered(api, () => api.get(`crm/cases/${encodeURIComponent(String(caseId))}/`, { schema: SupportCaseSchema, signal }));
}

/**
 * Adds a message to a request (e.g. the additional information asked for; optional server extension,
 * offered from a request's detail only, so only where the server showed it).
 * @param api the tag's client
 * @param caseId `SupportCase.id`
 * @param reply the message and its attachments
 * @param signal aborts the call
 * @returns the request after the reply
 * @example await replyToCase(api, 31002, { message: "Adjunto el certificat." });
 */
export function replyToCase(
  api: ApiClient,
  caseId: string | number,
  reply: { message: string; attachments?: readonly string[] },
  signal?: AbortSignal,
): Promise<SupportCase> {
  return api.post(`crm/cases/${encodeURIComponent(String(caseId))}/messages/`, {
    body: { message: reply.message, attachments: reply.attachments ?? [] },
    schema: SupportCaseSchema,
    signal,
  });
}
