// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/errors";
import { createInvoiceExportStore, type InvoiceExportJob } from "./invoice-export-store";

/** A job whose reading the test ends by hand. */
function job() {
  let finish: (items: string[]) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  let progress: (read: number, total: number) => void = () => {};
  let signal: AbortSignal | null = null;
  const saved: string[][] = [];
  let reads = 0;
  const work: InvoiceExportJob<string> = {
    read: (abort, onProgress) => {
      reads++;
      signal = abort;
      progress = onProgress;
      return new Promise((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    },
    save: (items) => {
      saved.push(items);
      return "invoices.csv";
    },
  };
  return {
    work,
    saved,
    finish: (items: string[]) => finish(items),
    fail: (error: unknown) => fail(error),
    progress: (r: number, t: number) => progress(r, t),
    signal: () => signal,
    reads: () => reads,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// spec §4 "Invoice export: requested then done".
describe("invoice export store", () => {
  it("is requested with its progress, then done with the saved file's name; a second start meanwhile is ignored", async () => {
    const store = createInvoiceExportStore();
    const one = job();
    store.start(one.work);
    expect(store.state.phase).toEqual({ kind: "requested", read: 0, total: null });
    store.start(one.work);
    expect(one.reads()).toBe(1);
    one.progress(150, 320);
    expect(store.state.phase).toEqual({ kind: "requested", read: 150, total: 320 });
    one.finish(["a", "b"]);
    await settle();
    expect(store.state.phase).toEqual({ kind: "done", filename: "invoices.csv" });
    expect(one.saved).toEqual([["a", "b"]]);
  });

  it("a failure is kept for the message and Try again; cancel aborts and saves nothing", async () => {
    const store = createInvoiceExportStore();
    const failing = job();
    store.start(failing.work);
    const error = new ApiError({ status: 500, code: "server" });
    failing.fail(error);
    await settle();
    expect(store.state.phase).toEqual({ kind: "failed", error });

    const cancelled = job();
    store.start(cancelled.work);
    store.cancel();
    expect(cancelled.signal()?.aborted).toBe(true);
    expect(store.state.phase).toEqual({ kind: "idle" });
    // A late answer of the cancelled reading changes nothing.
    cancelled.finish(["late"]);
    await settle();
    expect(store.state.phase).toEqual({ kind: "idle" });
    expect(cancelled.saved).toEqual([]);
  });

  it("dispose aborts the reading under way", () => {
    const store = createInvoiceExportStore();
    const running = job();
    store.start(running.work);
    store.dispose();
    expect(running.signal()?.aborted).toBe(true);
  });
});
