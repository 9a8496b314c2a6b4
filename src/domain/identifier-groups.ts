import { REFERENCE_PATTERN } from "./validation/cadastral-reference";
import { CUPS_PATTERN } from "./validation/cups";
import { formatIban, isValidIban } from "./validation/iban";

/**
 * Where a long identifier may wrap (issue 39 item 6: "wrap at sensible places", never mid-token): the
 * groups its own format reads in, so a narrow column breaks it where a person reading it aloud would
 * pause. The shapes are the validators' own (src/domain/validation), and an IBAN's groups are
 * `formatIban`'s. A shape it does not know is one group (the caller then keeps it on one line or cuts it).
 * - CUPS: ES, the distributor's four digits, three groups of four, the check letters, the border suffix
 *   (ES 0031 7128 6180 1344 PF 0F);
 * - cadastral reference (14 or 20 characters): the plot's seven, the sheet's seven, then the property's
 *   four and the two check letters (8157338 LZ5255M 2045 PI);
 * - IBAN (a valid one): groups of four, as banks print it;
 * - e-mail: before its @ and before each dot.
 * @param value - the identifier as stored
 * @returns its groups, which joined give the value back
 * @example identifierGroups("ES0031712861801344PF0F") // ["ES", "0031", "7128", "6180", "1344", "PF", "0F"]
 */
export function identifierGroups(value: string): string[] {
  const cups = CUPS_PATTERN.exec(value);
  if (cups) return ["ES", ...(cups[1]?.match(/\d{4}/g) ?? []), cups[2] ?? "", value.slice(20)].filter(Boolean);
  if (isValidIban(value)) return formatIban(value).split(" ");
  if (REFERENCE_PATTERN.test(value)) return [value.slice(0, 7), value.slice(7, 14), value.slice(14, 18), value.slice(18)].filter(Boolean);
  if (value.includes("@")) return value.split(/(?=[@.])/);
  return [value];
}
