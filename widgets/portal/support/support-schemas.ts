/**
 * The rules of the support forms (spec §5 "Contact": "contract, category, subject, description
 * required. Unsigned: email required and pattern-checked; mobile, category, subject, description
 * required. ATC: contract, type, subtype, description required."), as valibot schemas for the
 * react-hook-form resolver. DOM-free; the attachments are checked by the file upload (§5 "Uploads").
 */
import * as v from "valibot";
import { emailSchema } from "../../../src/domain/validation/contact-schemas";
import { requiredText } from "../../../src/domain/validation/schemas";
import { requiredString } from "../../../src/domain/validation/text-schemas";
import { SUBJECT_MAX_LENGTH } from "./support.constants";

/** The signed-in contact form (spec §2 "Authenticated contact: contract, category, subject, description"). */
export const contactSchema = /* @__PURE__ */ v.object({
  /** The contract option's value, `<type>:<id>` (see contract-options.ts). */
  contract: requiredText(),
  category: requiredText(),
  subject: requiredString(SUBJECT_MAX_LENGTH),
  description: requiredText(),
});
export type ContactValues = v.InferInput<typeof contactSchema>;
export const EMPTY_CONTACT: ContactValues = { contract: "", category: "", subject: "", description: "" };

/** The visitors' contact form (spec §2 "Unsigned contact: email, mobile, category, subject, description"). */
export const unsignedContactSchema = /* @__PURE__ */ v.object({
  email: emailSchema,
  mobile: requiredText(),
  category: requiredText(),
  subject: requiredString(SUBJECT_MAX_LENGTH),
  description: requiredText(),
});
export type UnsignedContactValues = v.InferInput<typeof unsignedContactSchema>;
export const EMPTY_UNSIGNED_CONTACT: UnsignedContactValues = { email: "", mobile: "", category: "", subject: "", description: "" };

/** The ATC claim (spec §2 "ATC claim dialog: contract, type, subtype, description"). */
export const atcClaimSchema = /* @__PURE__ */ v.object({
  /** The contract's name (the claim's path names it: calls §7.7 `contracts/{contractName}/atc/`). */
  contract: requiredText(),
  type: requiredText(),
  subtype: requiredText(),
  description: requiredText(),
});
export type AtcClaimValues = v.InferInput<typeof atcClaimSchema>;
export const EMPTY_ATC_CLAIM: AtcClaimValues = { contract: "", type: "", subtype: "", description: "" };

/** The reply to a case that asks for more information. */
export const replySchema = /* @__PURE__ */ v.object({ message: requiredText() });
export type ReplyValues = v.InferInput<typeof replySchema>;
