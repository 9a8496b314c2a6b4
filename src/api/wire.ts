/**
 * Shapes shared by the answers of calls §7.4–7.7, checked and mapped once. calls §3: "List responses
 * read: items, n_items (or total_items), offset, limit".
 */
import * as v from "valibot";

/** A page of a list, in English: the items and where the page stands. */
export interface Page<T> {
  items: T[];
  /** The number of items matching, over all pages (`total_items`, `n_items` or `total`). */
  total: number;
  offset: number;
  /** The page size the server applied, when it says. */
  limit: number | null;
}

/**
 * The boundary check of a paged answer, mapped to `Page` with each item mapped by `item`.
 * @param item the check (and mapping) of one item
 * @returns the page's schema
 * @example const InvoicePageSchema = pageOf(InvoiceSchema);
 */
export function pageOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.looseObject({
      items: v.array(item),
      n_items: v.optional(v.number()),
      total_items: v.optional(v.number()),
      total: v.optional(v.number()),
      offset: v.optional(v.number(), 0),
      limit: v.optional(v.number()),
    }),
    v.transform((wire): Page<T> => ({
      items: wire.items,
      total: wire.total_items ?? wire.n_items ?? wire.total ?? wire.items.length,
      offset: wire.offset,
      limit: wire.limit ?? null,
    })),
  );
}

/**
 * The boundary check of an unpaged `{items}` answer, mapped to the list itself.
 * @param item the check (and mapping) of one item
 * @returns the list's schema
 * @example const AddressListSchema = listOf(AddressSchema);
 */
export function listOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.looseObject({ items: v.array(item) }),
    v.transform((wire) => wire.items),
  );
}

/**
 * A number of an answer, which the server may send as a number or as its text ("12.5"). Only a finite
 * number passes: text that is no number ("n/d", "", "1,5") fails the answer's check, so the screen
 * shows the catalogue's malformed-answer message with a retry instead of "NaN kW" (issue 36, hostile answers).
 * @example v.parse(finiteNumber, "4.6") // 4.6; v.parse(finiteNumber, "n/d") throws
 */
export const finiteNumber = /* @__PURE__ */ v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty())]),
  v.transform(Number),
  v.finite(),
);
