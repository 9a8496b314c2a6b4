/**
 * Where a long identifier may wrap (issue 39 item 6: "wrap at sensible places", never mid-token): the
 * groups its own format reads in, so a narrow column breaks it where a person reading it aloud would
 * pause. A shape it does not know is one group (the caller then keeps it on one line or cuts it).
 * - CUPS: ES, the distributor's four digits, three groups of four, the check letters, the border suffix
 *   (ES 0031 7128 6180 1344 PF 0F);
 * - cadastral reference (20 characters): the plot's seven, the sheet's seven, the property's four, the
 *   two check letters (8157338 LZ5255M 2045 PI);
 * - IBAN: groups of four, as banks print it;
 * - e-mail: before its @ and before each dot.
 * @param value - the identifier as stored
 * @returns its groups, which joined give the value back
 * @example identifierGroups("ES0031712861801344PF0F") // ["ES", "0031", "7128", "6180", "1344", "PF", "0F"]
 */
export function identifierGroups(value: string): string[] {
  if (/^ES\d{16}[A-Z]{2}(\d[A-Z])?$/.test(value)) return value.match(/^ES|\d{4}|[A-Z]{2}$|\d[A-Z]$|[A-Z]{2}(?=\d[A-Z]$)/g) ?? [value];
  if (/^\d{7}[A-Z0-9]{7}\d{4}[A-Z]{2}$/.test(value)) return [value.slice(0, 7), value.slice(7, 14), value.slice(14, 18), value.slice(18)];
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return value.match(/.{1,4}/g) ?? [value];
  if (value.includes("@")) return value.split(/(?=[@.])/);
  return [value];
}
