/**
 * Sandbox domain: support cases and claims (calls document §7.7). Version 1 for every call.
 *
 * - GET  crm/cases/categories/ (optionally ?unsigned=true) → `{items: [{id, name}]}` translated; id
 *   20 is the self-reading category. No token needed.
 * - POST crm/cases/ {polissa_id (contract id or name), polissa_type, categ_id, title, message,
 *   attachments (0 to 6)} → `{id}` (the case number). The case shows in the list at once.
 * - POST crm/unsigned/ {email, mobile, category, subject, attachment, description} → `{result}`
 *   (the case number). No token needed.
 * - GET  atc/tipus → `{items: [{id, label}]}`; GET atc/tipus/{tipus}/subtipus → `{items: [{name, desc}]}`.
 * - POST contracts/{contractName}/atc/ {contract, tipus, subtipus, comments, attachment} →
 *   `{result}` (the claim reference, e.g. R1-2025-000412); it also opens a case (section "atc").
 *
 * Support request list and detail (not shown in the calls document; chosen here):
 * - GET  crm/cases/?offset&limit (default 10)&state → paged `{items, n_items, total_items, offset,
 *   limit}`, newest first; item: {id, section ("crm" | "atc"), category {id, name}, contract
 *   {polissa_id, polissa_type, name}, title, message, state, state_label, create_date, update_date,
 *   attachments [{id, filename}], n_messages}.
 * - GET  crm/cases/{id}/ → the item plus `messages: [{id, author ("user" | "administrator"),
 *   author_name, date, body, attachments}]`.
 * - POST crm/cases/{id}/messages/ {message, attachments} → the case; a case waiting for
 *   additional information goes back to in_process.
 * States (portal-spec §4): accepted, denied, additional_information_required, being_processed,
 * in_process; `state_label` is translated.
 * Errors: missing or invalid fields → 400 `{errors: {field: [message]}}`; an unknown contract,
 * case or type → 404.
 */
import { apiError, json, paged } from "../http.ts";
import { tr } from "../i18n.ts";
import type { Lang, Route, RouteContext, Rng, SandboxDb, SandboxUser } from "../types.ts";
import { ATC_TYPES, CASE_STATES, CATEGORIES, SEED_CASES, type CaseState } from "../data/support.ts";
import { addDays, bodyString, bodyValue, contractsTable, fieldErrors, findContract, ownerOf, partnerOf, type FieldMessage } from "./contracts.ts";

export interface CaseMessage {
  id: number;
  author: "user" | "administrator";
  author_name: string;
  date: string;
  body: string;
  attachments: { id: number; filename: string }[];
}

export interface CaseRow {
  id: number;
  owner: string;
  section: "crm" | "atc";
  categoryId: number;
  contractId: number;
  contractName: string;
  contractType: "electricity" | "gas";
  title: string;
  state: CaseState;
  create_date: string;
  update_date: string;
  messages: CaseMessage[];
  atc: { tipus: string; subtipus: string; reference: string } | null;
}

export interface UnsignedRequest {
  id: number;
  email: string;
  mobile: string;
  category: number;
  subject: string;
  description: string;
  attachments: number;
  date: string;
}

export interface SupportTable {
  cases: CaseRow[];
  unsigned: UnsignedRequest[];
  nextCaseId: number;
  nextMessageId: number;
  nextAtcReference: number;
}

const ADMIN_NAME = "Atenció al client";

function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

export function buildSupport(db: SandboxDb): SupportTable {
  const table: SupportTable = { cases: [], unsigned: [], nextCaseId: 31001, nextMessageId: 1, nextAtcReference: 400 };
  const contracts = contractsTable(db).contracts;
  let attachmentId = 77001;
  for (const seedCase of SEED_CASES) {
    const contract = contracts.find((c) => c.name === seedCase.contract);
    if (!contract) continue;
    const created = addDays(db.now, -seedCase.daysAgo);
    created.setUTCHours(9 + (seedCase.daysAgo % 8), 15);
    const userName = partnerOf(db, seedCase.owner).name;
    const messages: CaseMessage[] = seedCase.messages.map((body, index) => ({
      id: table.nextMessageId++,
      author: index % 2 === 0 ? "user" : "administrator",
      author_name: index % 2 === 0 ? userName : ADMIN_NAME,
      date: stamp(new Date(created.getTime() + index * 26 * 3_600_000)),
      body,
      attachments: index === 0 ? seedCase.attachments.map((filename) => ({ id: attachmentId++, filename })) : [],
    }));
    const year = created.getUTCFullYear();
    table.cases.push({
      id: table.nextCaseId++,
      owner: seedCase.owner,
      section: seedCase.atc ? "atc" : "crm",
      categoryId: seedCase.categoryId,
      contractId: contract.id,
      contractName: contract.name,
      contractType: contract.type,
      title: seedCase.title,
      state: seedCase.state,
      create_date: messages[0]?.date ?? stamp(created),
      update_date: messages[messages.length - 1]?.date ?? stamp(created),
      messages,
      atc: seedCase.atc ? { ...seedCase.atc, reference: `R1-${year}-${String(table.nextAtcReference++).padStart(6, "0")}` } : null,
    });
  }
  return table;
}

export function supportTable(db: SandboxDb): SupportTable {
  const existing = db.tables.support as SupportTable | undefined;
  if (existing) return existing;
  const table = buildSupport(db);
  db.tables.support = table;
  return table;
}

function userOf(ctx: RouteContext): SandboxUser {
  if (!ctx.user) throw new Error("auth: required route without a user");
  return ctx.user;
}

function categoryName(id: number, lang: Lang): string {
  const category = CATEGORIES.find((c) => c.id === id);
  return category ? tr(lang, category.name) : String(id);
}

function serializeCase(row: CaseRow, lang: Lang, withMessages: boolean) {
  const first = row.messages[0];
  const base = {
    id: row.id,
    section: row.section,
    category: { id: row.categoryId, name: categoryName(row.categoryId, lang) },
    contract: { polissa_id: row.contractId, polissa_type: row.contractType, name: row.contractName },
    title: row.title,
    message: first?.body ?? "",
    state: row.state,
    state_label: tr(lang, CASE_STATES[row.state]),
    create_date: row.create_date,
    update_date: row.update_date,
    attachments: row.messages.flatMap((m) => m.attachments),
    n_messages: row.messages.length,
    ...(row.atc ? { atc: { ...row.atc } } : {}),
  };
  return withMessages ? { ...base, messages: row.messages.map((m) => ({ ...m, attachments: [...m.attachments] })) } : base;
}

/** Attachments arrive as an array (JSON: names or data URLs), a single value, or FormData entries. */
function attachmentNames(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value];
  return list.map((item, index) => {
    if (typeof item === "string") return item.startsWith("data:") ? `attachment_${index + 1}` : item;
    if (typeof item === "object" && item !== null && "name" in item && typeof (item as { name: unknown }).name === "string") return (item as { name: string }).name;
    return `attachment_${index + 1}`;
  });
}

function categories(ctx: RouteContext): Response {
  const unsigned = ctx.query.get("unsigned") === "true";
  const items = CATEGORIES.filter((c) => (unsigned ? c.unsigned : c.signed)).map((c) => ({ id: c.id, name: tr(ctx.lang, c.name) }));
  return json({ items });
}

function listCases(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const state = ctx.query.get("state");
  const rows = supportTable(ctx.db)
    .cases.filter((c) => c.owner === owner && (!state || c.state === state))
    .sort((a, b) => b.create_date.localeCompare(a.create_date) || b.id - a.id);
  const page = paged(rows, ctx.query, 10);
  return json({ ...page, items: page.items.map((c) => serializeCase(c, ctx.lang, false)) });
}

function findCase(ctx: RouteContext): CaseRow | undefined {
  const owner = ownerOf(userOf(ctx));
  return supportTable(ctx.db).cases.find((c) => c.owner === owner && String(c.id) === ctx.params.id);
}

function caseDetail(ctx: RouteContext): Response {
  const row = findCase(ctx);
  return row ? json(serializeCase(row, ctx.lang, true)) : apiError(404, "case_not_found");
}

function createCase(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const table = supportTable(ctx.db);
  const errors: Record<string, FieldMessage> = {};
  const polissa = bodyString(ctx.body, "polissa_id");
  const contract = findContract(ctx.db, owner, polissa);
  if (!polissa) errors.polissa_id = "required";
  else if (!contract) errors.polissa_id = "invalid";
  const type = bodyString(ctx.body, "polissa_type");
  if (type && type !== "electricity" && type !== "gas") errors.polissa_type = "invalid";
  const categ = Number(bodyString(ctx.body, "categ_id"));
  if (!bodyString(ctx.body, "categ_id")) errors.categ_id = "required";
  else if (!CATEGORIES.some((c) => c.id === categ && c.signed)) errors.categ_id = "invalid";
  const title = (bodyString(ctx.body, "title") ?? "").trim();
  const message = (bodyString(ctx.body, "message") ?? "").trim();
  if (!title) errors.title = "required";
  else if (title.length > 256) errors.title = "tooLong";
  if (!message) errors.message = "required";
  const files = attachmentNames(bodyValue(ctx.body, "attachments"));
  // spec §5: contact forms take 1 to 6 files (attachments are optional here, at most 6).
  if (files.length > 6) errors.attachments = "invalid";
  if (Object.keys(errors).length > 0 || !contract) return fieldErrors(ctx.lang, errors);
  const date = stamp(new Date(ctx.db.now.getTime() + table.nextMessageId * 60_000));
  const row: CaseRow = {
    id: table.nextCaseId++,
    owner,
    section: "crm",
    categoryId: categ,
    contractId: contract.id,
    contractName: contract.name,
    contractType: contract.type,
    title,
    state: "in_process",
    create_date: date,
    update_date: date,
    messages: [
      {
        id: table.nextMessageId++,
        author: "user",
        author_name: partnerOf(ctx.db, owner).name,
        date,
        body: message,
        attachments: files.map((filename, index) => ({ id: 78000 + table.nextMessageId * 10 + index, filename })),
      },
    ],
    atc: null,
  };
  table.cases.push(row);
  return json({ id: row.id });
}

function reply(ctx: RouteContext): Response {
  const row = findCase(ctx);
  if (!row) return apiError(404, "case_not_found");
  const table = supportTable(ctx.db);
  const message = (bodyString(ctx.body, "message") ?? "").trim();
  if (!message) return fieldErrors(ctx.lang, { message: "required" });
  const date = stamp(new Date(ctx.db.now.getTime() + table.nextMessageId * 60_000));
  const files = attachmentNames(bodyValue(ctx.body, "attachments"));
  row.messages.push({
    id: table.nextMessageId++,
    author: "user",
    author_name: partnerOf(ctx.db, row.owner).name,
    date,
    body: message,
    attachments: files.map((filename, index) => ({ id: 79000 + table.nextMessageId * 10 + index, filename })),
  });
  row.update_date = date;
  if (row.state === "additional_information_required") row.state = "in_process";
  return json(serializeCase(row, ctx.lang, true));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function unsignedContact(ctx: RouteContext): Response {
  const table = supportTable(ctx.db);
  const s = (key: string) => (bodyString(ctx.body, key) ?? "").trim();
  const errors: Record<string, FieldMessage> = {};
  if (!s("email")) errors.email = "required";
  else if (!EMAIL.test(s("email"))) errors.email = "email";
  if (!s("mobile")) errors.mobile = "required";
  else if (s("mobile").replace(/\D/g, "").length < 4) errors.mobile = "phone";
  const category = Number(s("category"));
  if (!s("category")) errors.category = "required";
  else if (!CATEGORIES.some((c) => c.id === category && c.unsigned)) errors.category = "invalid";
  if (!s("subject")) errors.subject = "required";
  if (!s("description")) errors.description = "required";
  const files = attachmentNames(bodyValue(ctx.body, "attachment") ?? bodyValue(ctx.body, "attachments"));
  if (files.length > 6) errors.attachment = "invalid";
  if (Object.keys(errors).length > 0) return fieldErrors(ctx.lang, errors);
  const id = table.nextCaseId++;
  table.unsigned.push({ id, email: s("email"), mobile: s("mobile"), category, subject: s("subject"), description: s("description"), attachments: files.length, date: stamp(ctx.db.now) });
  return json({ result: id });
}

function atcTypes(ctx: RouteContext): Response {
  return json({ items: ATC_TYPES.map((t) => ({ id: t.id, label: tr(ctx.lang, t.label) })) });
}

function atcSubtypes(ctx: RouteContext): Response {
  const type = ATC_TYPES.find((t) => t.id === ctx.params.tipus);
  if (!type) return apiError(404, "atc_type_not_found");
  return json({ items: type.subtypes.map((s) => ({ name: s.name, desc: tr(ctx.lang, s.desc) })) });
}

function atcClaim(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const contract = findContract(ctx.db, owner, ctx.params.contractName);
  if (!contract) return apiError(404, "contract_not_found");
  const table = supportTable(ctx.db);
  const errors: Record<string, FieldMessage> = {};
  const tipus = bodyString(ctx.body, "tipus");
  const subtipus = bodyString(ctx.body, "subtipus");
  const comments = (bodyString(ctx.body, "comments") ?? "").trim();
  const type = ATC_TYPES.find((t) => t.id === tipus);
  if (!tipus) errors.tipus = "required";
  else if (!type) errors.tipus = "invalid";
  if (!subtipus) errors.subtipus = "required";
  else if (type && !type.subtypes.some((s) => s.name === subtipus)) errors.subtipus = "invalid";
  if (!comments) errors.comments = "required";
  const body = bodyString(ctx.body, "contract");
  if (body && body !== contract.name && body !== String(contract.id)) errors.contract = "invalid";
  // spec §5: the ATC form takes one attachment.
  const files = attachmentNames(bodyValue(ctx.body, "attachment"));
  if (files.length > 1) errors.attachment = "invalid";
  if (Object.keys(errors).length > 0 || !type || !subtipus) return fieldErrors(ctx.lang, errors);
  const date = stamp(new Date(ctx.db.now.getTime() + table.nextMessageId * 60_000));
  const reference = `R1-${ctx.db.now.getUTCFullYear()}-${String(table.nextAtcReference++).padStart(6, "0")}`;
  table.cases.push({
    id: table.nextCaseId++,
    owner,
    section: "atc",
    categoryId: 1,
    contractId: contract.id,
    contractName: contract.name,
    contractType: contract.type,
    title: `${tr(ctx.lang, type.label)}: ${tr(ctx.lang, type.subtypes.find((s) => s.name === subtipus)!.desc)}`,
    state: "in_process",
    create_date: date,
    update_date: date,
    messages: [{ id: table.nextMessageId++, author: "user", author_name: partnerOf(ctx.db, owner).name, date, body: comments, attachments: files.map((filename, i) => ({ id: 79500 + table.nextMessageId + i, filename })) }],
    atc: { tipus: type.id, subtipus, reference },
  });
  return json({ result: reference });
}

export const routes: Route[] = [
  { method: "GET", path: "crm/cases/categories/", versions: [1], auth: "optional", handler: categories },
  // extension (see ../extensions.ts): not in the call catalogue
  { method: "GET", path: "crm/cases/", versions: [1], auth: "required", handler: listCases },
  { method: "POST", path: "crm/cases/", versions: [1], auth: "required", handler: createCase },
  // extension (see ../extensions.ts): not in the call catalogue (nor the next one)
  { method: "GET", path: "crm/cases/:id/", versions: [1], auth: "required", handler: caseDetail },
  { method: "POST", path: "crm/cases/:id/messages/", versions: [1], auth: "required", handler: reply },
  { method: "POST", path: "crm/unsigned/", versions: [1], auth: "optional", handler: unsignedContact },
  { method: "GET", path: "atc/tipus", versions: [1], auth: "required", handler: atcTypes },
  { method: "GET", path: "atc/tipus/:tipus/subtipus", versions: [1], auth: "required", handler: atcSubtypes },
  { method: "POST", path: "contracts/:contractName/atc/", versions: [1], auth: "required", handler: atcClaim },
];

export function seed(db: SandboxDb, _rng: Rng): void {
  db.tables.support = buildSupport(db);
}
