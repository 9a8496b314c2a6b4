/**
 * The invoice export's flow (spec §4 "Invoice export: requested then done"): a flow store of
 * src/state/flow-store.ts, one per invoices tab. No call of the retailer makes an export (docs/api.md
 * §7.6), so the portal makes it: it reads every invoice of the tab's filter, page after page, writes
 * them as a CSV file and hands the file to the browser.
 */
import { proxy } from "valtio/vanilla";
import { isAborted } from "../../../src/api/errors";
import type { FlowStore } from "../../../src/state/flow-store";

/** Where an export stands. */
export type InvoiceExportPhase =
  | { kind: "idle" }
  /** Requested: the invoices are being read (`total` is null until the first page tells it). */
  | { kind: "requested"; read: number; total: number | null }
  /** Done: the file was handed to the browser under this name. */
  | { kind: "done"; filename: string }
  /** A call failed: the catalogue's message and Try again. */
  | { kind: "failed"; error: unknown };

/** One export: what reads the invoices and what writes the file (the tab's filter is in them). */
export interface InvoiceExportJob<Item> {
  /** Reads every invoice of the filter; passed the signal and a progress callback. */
  read: (signal: AbortSignal, onProgress: (read: number, total: number) => void) => Promise<Item[]>;
  /** Writes and saves the file; returns its name. */
  save: (invoices: Item[]) => string;
}

export interface InvoiceExportStore extends FlowStore<{ phase: InvoiceExportPhase }> {
  /** Starts an export (again after a failure, Try again); ignored while one is under way. */
  start: <Item>(job: InvoiceExportJob<Item>) => void;
  /** Stops the reading under way: nothing is saved and the button is back. */
  cancel: () => void;
  dispose: () => void;
}

/**
 * Makes the export's flow store.
 * @returns the state (`phase`) and its actions
 * @example const { store, snap } = useFlowStore(createInvoiceExportStore); store.start({ read, save });
 */
export function createInvoiceExportStore(): InvoiceExportStore {
  const state = proxy<{ phase: InvoiceExportPhase }>({ phase: { kind: "idle" } });
  let running: AbortController | null = null;

  const stop = () => {
    running?.abort();
    running = null;
  };

  return {
    state,
    start(job) {
      if (running) return;
      const controller = new AbortController();
      running = controller;
      state.phase = { kind: "requested", read: 0, total: null };
      const mine = () => running === controller;
      job
        .read(controller.signal, (read, total) => {
          if (mine()) state.phase = { kind: "requested", read, total };
        })
        .then((invoices) => {
          if (!mine()) return;
          running = null;
          state.phase = { kind: "done", filename: job.save(invoices) };
        })
        .catch((error: unknown) => {
          if (!mine()) return;
          running = null;
          state.phase = isAborted(error) || controller.signal.aborted ? { kind: "idle" } : { kind: "failed", error };
        });
    },
    cancel() {
      stop();
      state.phase = { kind: "idle" };
    },
    dispose: stop,
  };
}
