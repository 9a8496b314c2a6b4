// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readAllPages } from "./all-pages";
import type { Page } from "./wire";

/** A list of `count` numbers answered in windows, at most `cap` a page, with the total `claimed`. */
function list(count: number, options: { cap?: number; claimed?: number } = {}) {
  const asked: [number, number][] = [];
  const items = Array.from({ length: count }, (_, index) => index);
  const readPage = async (window: { offset: number; limit: number }): Promise<Page<number>> => {
    asked.push([window.offset, window.limit]);
    const size = Math.min(window.limit, options.cap ?? Infinity);
    return { items: items.slice(window.offset, window.offset + size), total: options.claimed ?? count, offset: window.offset, limit: size };
  };
  return { readPage, asked };
}

describe("readAllPages (calls §3 paged lists, read to the end)", () => {
  it("reads page after page until the total, advancing by what came", async () => {
    const { readPage, asked } = list(250, { cap: 100 });
    const progress: number[] = [];
    const all = await readAllPages(readPage, { pageSize: 150, onProgress: (read) => progress.push(read) });
    expect(all?.items).toHaveLength(250);
    expect(all?.items.at(-1)).toBe(249);
    expect(asked).toEqual([
      [0, 150],
      [100, 150],
      [200, 150],
    ]);
    expect(progress).toEqual([100, 200, 250]);
  });

  it("answers null after the first page when the total is above the most wanted", async () => {
    const { readPage, asked } = list(301);
    expect(await readAllPages(readPage, { pageSize: 150, max: 300 })).toBeNull();
    expect(asked).toEqual([[0, 150]]);
  });

  it("stops once upTo items are in, asking no more than that, and keeps the server's total", async () => {
    const { readPage, asked } = list(1000, { cap: 100 });
    const first = await readAllPages(readPage, { pageSize: 150, upTo: 250 });
    expect(first?.items).toHaveLength(250);
    expect(first?.items.at(-1)).toBe(249);
    expect(first?.total).toBe(1000);
    expect(asked).toEqual([
      [0, 150],
      [100, 150],
      [200, 50],
    ]);
    // A list within the limit is read whole, its total the items read.
    expect((await readAllPages(list(120).readPage, { pageSize: 50, upTo: 250 }))?.total).toBe(120);
  });

  it("ends on an empty page when the server's total promised more", async () => {
    const { readPage } = list(20, { claimed: 40 });
    const all = await readAllPages(readPage, { pageSize: 10 });
    expect(all).toEqual({ items: Array.from({ length: 20 }, (_, index) => index), total: 20, offset: 0, limit: null });
  });

  it("asks no further page once aborted", async () => {
    const controller = new AbortController();
    const { readPage, asked } = list(50);
    const reading = readAllPages(readPage, { pageSize: 10, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(reading).rejects.toThrow();
    expect(asked).toEqual([[0, 10]]);
  });
});
