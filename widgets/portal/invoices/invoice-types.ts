import { msg } from "@lingui/core/macro";
/**
 * spec §2 "Invoices": "Tabs for multipoint, electricity, gas shown per enabled display types (no tabs
 * for one type)". The order of the tabs and which types the settings enable.
 */
export const INVOICE_LIST_TYPES = ["multipoint", "electricity", "gas"] as const;
export type InvoiceListType = (typeof INVOICE_LIST_TYPES)[number];

/**
 * The tabs the display types enable, in the spec's order.
 * @param displayTypes - `features.displayTypes` of the settings
 * @returns the enabled invoice lists
 * @example enabledInvoiceTypes(["gas", "electricity"]) // ["electricity", "gas"]
 */
export function enabledInvoiceTypes(displayTypes: readonly string[]): InvoiceListType[] {
  return INVOICE_LIST_TYPES.filter((type) => displayTypes.includes(type));
}

/**
 * Whether a query value names a list.
 * @param value - the `contractType` query value
 * @returns true for multipoint, electricity and gas
 * @example isInvoiceListType("gas") // true
 */
export function isInvoiceListType(value: string | null): value is InvoiceListType {
  return (INVOICE_LIST_TYPES as readonly (string | null)[]).includes(value);
}

/** Each list's name: its tab, and the heading of its panel. */
export const TYPE_LABELS = {
  multipoint: msg({ id: "portal.invoices.tabMultipoint", message: "Multipoint" }),
  electricity: msg({ id: "portal.invoices.tabElectricity", message: "Electricity" }),
  gas: msg({ id: "portal.invoices.tabGas", message: "Gas" }),
};

/** Each list's table name. */
export const LIST_TITLES = {
  multipoint: msg({ id: "portal.invoices.titleMultipoint", message: "Multipoint invoices" }),
  electricity: msg({ id: "portal.invoices.titleElectricity", message: "Electricity invoices" }),
  gas: msg({ id: "portal.invoices.titleGas", message: "Gas invoices" }),
};
