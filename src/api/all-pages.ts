/**
 * Reading a paged list to its end (calls §3 "List responses read: items, n_items (or total_items),
 * offset, limit"), for the screens that need all of it at once: the contract list sorts open contracts
 * first across every page (spec §2), the invoice export writes every invoice of a filter (spec §4), the
 * invoices chart sums them (spec §2, up to its own limit).
 */
import { LARGEST_PAGE_SIZE } from "../domain/limits";
import type { Page } from "./wire";

/** What {@link readAllPages} is told. */
export interface AllPagesOptions {
  /** The page size asked for on each call, by default the largest the lists offer (spec §9); the server may give fewer: the next offset is what came. */
  pageSize?: number;
  /** The most items the caller will hold: a larger total stops after the first page (the answer is null). */
  max?: number;
  /** Reads no page once this many items are in: the answer holds the first pages and the server's larger total. */
  upTo?: number;
  /** Aborts the call under way; no further page is asked. */
  signal?: AbortSignal;
  /** Told after each page: the items read so far and the total the server gave. */
  onProgress?: (read: number, total: number) => void;
}

/**
 * Reads every page of a list, one call after another from offset 0, until the server's total is read.
 * A page with no items ends the reading (a total that shrank while reading), so it always ends.
 * @param readPage one call of the list at a window, passed the signal
 * @param options page size, the largest total wanted, the signal, progress
 * @returns every item as one page (offset 0, total the items read), or null when the total is above
 *   `max`; stopped by `upTo`, the items read and the server's total
 * @example const all = await readAllPages((window, signal) => listInvoices(api, { ...window, filter }, signal), {});
 */
export async function readAllPages<T>(
  readPage: (window: { offset: number; limit: number }, signal?: AbortSignal) => Promise<Page<T>>,
  options: AllPagesOptions = {},
): Promise<Page<T> | null> {
  const { pageSize = LARGEST_PAGE_SIZE, max = Infinity, upTo = Infinity, signal, onProgress } = options;
  const items: T[] = [];
  let total = Infinity;
  while (items.length < total) {
    if (items.length >= upTo) return { items, total, offset: 0, limit: null };
    signal?.throwIfAborted();
    const page = await readPage({ offset: items.length, limit: Math.min(pageSize, upTo - items.length) }, signal);
    total = page.total;
    if (total > max) return null;
    items.push(...page.items);
    onProgress?.(items.length, total);
    if (page.items.length === 0) break;
  }
  return { items, total: items.length, offset: 0, limit: null };
}
