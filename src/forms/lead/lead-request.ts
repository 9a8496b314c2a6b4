export { LEAD_FORM_AREA } from "../../i18n/catalogs";
/** spec §3 "Lead contact form" and §9: the four contact-hour slots. */
export const CONTACT_HOURS = ["9-13h", "13-15h", "15-19h", "19-21h"] as const;
export type ContactHours = (typeof CONTACT_HOURS)[number];

/** What the form hands to its caller: the fields of spec §3, the telephone already without +34. */
export interface LeadContactValues {
  name: string;
  surname1: string;
  surname2: string;
  email: string;
  /** spec §3: "+34 removed before sending". */
  telephone: string;
  contactHours: ContactHours;
  consent: true;
  invoice: File | null;
}

/**
 * The body of a lead call: JSON, or FormData when an invoice is attached (the file travels as is).
 * @param extra fields the call adds (cups, mode, the calculator's data); objects are sent as JSON text
 * @example await api.post("price-compare/confirm", { body: leadRequestBody(values, { cups }) });
 */
export function leadRequestBody(values: LeadContactValues, extra: Record<string, unknown> = {}): Record<string, unknown> | FormData {
  const { invoice, ...fields } = values;
  const all: Record<string, unknown> = { ...extra, ...fields };
  if (!invoice) return all;
  const form = new FormData();
  for (const [key, value] of Object.entries(all)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  form.append("invoice", invoice, invoice.name);
  return form;
}
