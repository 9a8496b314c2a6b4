/**
 * Entry point of `ov-widgets/validation`: the pure, DOM-free validators and normalisers of the
 * portal (docs/architecture.md "Domain rules"). The valibot form schemas live in `./schemas` and are not part
 * of this entry point, so that using a validator never pulls valibot in.
 */
export { normalizeCups, isValidCups } from "./cups";
export { isValidDni, isValidNie, isValidCif, isValidTaxId, isCompanyTaxId, normalizeTaxId } from "./tax-id";
export { isValidIban, normalizeIban, formatIban } from "./iban";
export { isValidCadastralReference } from "./cadastral-reference";
export { isValidPostalCode } from "./postal-code";
export { isValidSpanishPhone, normalizePhone, phoneLocalPart, stripSpanishPrefix } from "./phone";
