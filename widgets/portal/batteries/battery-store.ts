/**
 * The virtual battery panel's flow state (issue 17 item 6, on the pattern of `src/state/flow-store.ts`):
 * the discount toggles, the modify-percentage dialog, the move stepper, the origin warning and the
 * Excel export of one contract's panel, in a valtio store made per panel by {@link createBatteryStore}.
 * The rules (clamp, preview, permissions) are `src/domain/batteries/`; this store applies them and
 * makes the calls of calls §7.5 through `deps`.
 * The stepper and the dialogs stay this flow store; their writes (the percentage change, the move) go
 * through the one mutation primitive, composed in (`createMutation`, src/state/mutation.ts): each has
 * its own mutation whose state sits in `state.sends`, so "saving", the move's step 3 "sending" and the
 * failure alert are read from it rather than from flags of this store, and a write is never sent twice.
 */
import { proxy } from "valtio/vanilla";
import type { BatteryAssignment, BatteryPercentage } from "../../../src/api/batteries";
import type { BlobAnswer } from "../../../src/api/types";
import { isAborted } from "../../../src/api/errors";
import { BATTERY_PERCENT_MAX, BATTERY_PERCENT_MIN, clampBatteryPercentage } from "../../../src/domain/batteries/distribution";
import type { FlowStore } from "../../../src/state/flow-store";
import { createMutation, type MutationState } from "../../../src/state/mutation";

/**
 * The calls of calls §7.5 for one contract, bound to the API client and the panel's abort signal; the
 * writes sent through a mutation take its signal (aborted when the panel goes away).
 */
export interface BatteryCalls {
  setDiscountManagement(batteryId: string | number, value: string, signal: AbortSignal): Promise<BatteryAssignment>;
  changePercentage(batteryId: string | number, percentage: number, signal: AbortSignal): Promise<BatteryPercentage[]>;
  move(
    originBatteryId: string | number,
    move: { percentage: number; destination: string | number },
    signal: AbortSignal,
  ): Promise<BatteryAssignment[]>;
  exportBatteries(batteryIds: readonly (string | number)[]): Promise<BlobAnswer>;
}

/** What the store needs besides the calls. */
export interface BatteryStoreDeps {
  calls: BatteryCalls;
  /** A battery's shares changed on the server: its percentages are asked again. */
  changed(batteryIds: readonly (string | number)[]): void;
  /** Hands the exported workbook to the browser. */
  save(file: BlobAnswer): void;
  /** A write's fault (not an answer about it), for the page (src/state/mutation.ts `useFaultReporter`). */
  report?: (error: unknown) => void;
}

/** portal-spec §4 "Battery move stepper": 0 select battery, 1 choose percentage, 2 review after state, 3 sending. */
export const MOVE_STEPS = ["battery", "percentage", "review", "sending"] as const;
export type MoveStep = 0 | 1 | 2 | 3;

/** The modify-percentage dialog while open. */
export interface PercentageDialog {
  assignmentId: string;
  batteryId: string | number;
  /** The share when the dialog opened: the value goes back to it on failure (calls §8.2). */
  initial: number;
  value: number;
}

/** The move stepper while open. */
export interface MoveDialog {
  assignmentId: string;
  originBatteryId: string | number;
  /** The step chosen (0 to 2); step 3, sending, is the move's mutation sending ({@link moveStepOf}). */
  step: Exclude<MoveStep, 3>;
  /** The chosen battery's id, as the server gave it. */
  destination: string | number | null;
  /** The share the contract would take in the destination. */
  initial: number;
  percentage: number;
}

/** The writes of the panel and its dialogs, each the state of its mutation (src/state/mutation.ts). */
export interface BatterySends {
  /** The discount toggle: its error is the panel's calls §8.2 "can't-do-operation alert". */
  discount: MutationState<BatteryAssignment>;
  /** The percentage change: sending is the dialog's "saving", its error the can't-do-operation alert. */
  percentage: MutationState<BatteryPercentage[]>;
  /** The move: sending is the stepper's step 3, its error the alert on the review. */
  move: MutationState<BatteryAssignment[]>;
}

export interface BatteryState {
  /** The contract's assignments as the last move answered them (null: the contract's own). */
  assignments: BatteryAssignment[] | null;
  /** Discount management by assignment id, as last saved (or being saved). */
  discount: Record<string, string>;
  /** The assignment whose discount management was last toggled (being saved while `sends.discount` sends). */
  discountRow: string | null;
  exporting: boolean;
  /** calls §8.2 "export failure: error flag". */
  exportFailed: boolean;
  percentage: PercentageDialog | null;
  move: MoveDialog | null;
  /** calls §8.2 "origin battery move: warning dialog with the retailer contact". */
  originWarning: boolean;
  sends: BatterySends;
  /** The distribution preview's slider by assignment id (portal-spec §2). */
  preview: Record<string, number>;
  /**
   * The contract's share by assignment id, as last saved: the percentages answer names no contract
   * (calls §3), and the contract's `pes_percentatge` is the one read before the change.
   */
  saved: Record<string, number>;
}

export interface BatteryStore extends FlowStore<BatteryState> {
  setDiscount(assignment: BatteryAssignment, value: string): Promise<void>;
  openPercentage(assignment: BatteryAssignment, current: number): void;
  typePercentage(value: number | null): void;
  savePercentage(): Promise<void>;
  closePercentage(): void;
  openMove(assignment: BatteryAssignment): void;
  chooseDestination(batteryId: string | number | null): void;
  typeMovePercentage(value: number | null): void;
  next(): void;
  back(): void;
  sendMove(): Promise<void>;
  closeMove(): void;
  closeOriginWarning(): void;
  exportBatteries(batteryIds: readonly (string | number)[]): Promise<void>;
  setPreview(assignmentId: string, value: number): void;
  dismissFailure(): void;
  /** Aborts the writes under way (the panel goes away). */
  dispose(): void;
}

/**
 * The assignment whose discount management is being saved (its toggle waits), or null.
 * @param state - the panel's state (or its snapshot)
 * @returns the assignment's id, or null
 * @example savingDiscount={savingDiscountOf(snap)}
 */
export function savingDiscountOf(state: {
  discountRow: string | null;
  sends: { discount: Pick<MutationState<unknown>, "phase"> };
}): string | null {
  return state.sends.discount.phase === "sending" ? state.discountRow : null;
}

/**
 * The move stepper's step as shown: the step chosen, or 3 while the move is being sent.
 * @param move - the stepper's state (null: closed)
 * @param send - the move's mutation state (`state.sends.move`)
 * @returns the step, 0 to 3
 * @example const step = moveStepOf(snap.move, snap.sends.move);
 */
export function moveStepOf(move: Pick<MoveDialog, "step"> | null, send: Pick<MutationState<unknown>, "phase">): MoveStep {
  return send.phase === "sending" ? 3 : (move?.step ?? 0);
}

/**
 * Makes the flow state of one contract's battery panel.
 * @param deps - the bound calls, what to refresh after a change, and how to save a file
 * @returns the store: its state and actions
 * @example const { store, snap } = useFlowStore(() => createBatteryStore({ calls, changed, save }));
 */
export function createBatteryStore(deps: BatteryStoreDeps): BatteryStore {
  const discountSend = createMutation({
    send: ({ batteryId, value }: { batteryId: string | number; value: string }, signal) =>
      deps.calls.setDiscountManagement(batteryId, value, signal),
    report: deps.report,
  });
  const percentageSend = createMutation({
    send: ({ batteryId, percentage }: { batteryId: string | number; percentage: number }, signal) =>
      deps.calls.changePercentage(batteryId, percentage, signal),
    after: (_answer, { batteryId }) => deps.changed([batteryId]),
    report: deps.report,
  });
  const moveSend = createMutation({
    send: ({ origin, destination, percentage }: { origin: string | number; destination: string | number; percentage: number }, signal) =>
      deps.calls.move(origin, { percentage, destination }, signal),
    after: (_answer, { origin, destination }) => deps.changed([origin, destination]),
    report: deps.report,
  });
  const state = proxy<BatteryState>({
    assignments: null,
    discount: {},
    discountRow: null,
    exporting: false,
    exportFailed: false,
    percentage: null,
    move: null,
    originWarning: false,
    // The mutations' own proxies, kept as they are (valtio nests a proxy without copying it).
    sends: { discount: discountSend.state, percentage: percentageSend.state, move: moveSend.state },
    preview: {},
    saved: {},
  });

  const store: BatteryStore = {
    state,

    async setDiscount(assignment, value) {
      const id = String(assignment.id);
      if (discountSend.state.phase === "sending") return;
      const previous = state.discount[id] ?? assignment.discountManagement;
      if (previous === value) return;
      // Each toggle is a new write (and clears the last failure's alert).
      discountSend.reset();
      state.discount[id] = value;
      state.discountRow = id;
      if (await discountSend.send({ batteryId: assignment.battery.id, value })) {
        state.discount[id] = discountSend.state.result?.discountManagement ?? value;
        discountSend.reset();
      } else if (discountSend.state.error) {
        // calls §8.2: the can't-do-operation alert, and the toggle goes back.
        state.discount[id] = previous;
      }
    },

    openPercentage(assignment, current) {
      const initial = clampBatteryPercentage(current);
      percentageSend.reset();
      state.percentage = { assignmentId: String(assignment.id), batteryId: assignment.battery.id, initial, value: initial };
    },

    typePercentage(value) {
      const dialog = state.percentage;
      if (!dialog || percentageSend.state.phase === "sending") return;
      // portal-spec §5: integer 0 to 100, out-of-range clamped (an emptied field reads as 0).
      dialog.value = clampBatteryPercentage(value ?? 0);
      // A new value clears the last failure's alert.
      percentageSend.reset();
    },

    async savePercentage() {
      const dialog = state.percentage;
      // portal-spec §4 "Percentage change: save disabled while waiting (the mutation sends once) or when unchanged".
      if (!dialog || dialog.value === dialog.initial) return;
      const { assignmentId, value } = dialog;
      if (await percentageSend.send({ batteryId: dialog.batteryId, percentage: value })) {
        state.saved[assignmentId] = value;
        state.percentage = null;
        percentageSend.reset();
      } else if (percentageSend.state.error && state.percentage === dialog) {
        // portal-spec §4 / calls §8.2: "failure resets the value", with the can't-do-operation alert.
        dialog.value = dialog.initial;
      }
    },

    closePercentage() {
      if (percentageSend.state.phase === "sending") return;
      state.percentage = null;
      percentageSend.reset();
    },

    openMove(assignment) {
      // calls §8.2: moving an origin battery shows the warning with the retailer's contact instead.
      if (assignment.isOrigin) {
        state.originWarning = true;
        return;
      }
      const initial = clampBatteryPercentage(assignment.percentage);
      moveSend.reset();
      state.move = {
        assignmentId: String(assignment.id),
        originBatteryId: assignment.battery.id,
        step: 0,
        destination: null,
        initial,
        percentage: initial,
      };
    },

    chooseDestination(batteryId) {
      if (!state.move || state.move.step !== 0) return;
      state.move.destination = batteryId;
    },

    typeMovePercentage(value) {
      if (!state.move || state.move.step !== 1) return;
      state.move.percentage = clampBatteryPercentage(value ?? 0);
    },

    next() {
      const move = state.move;
      // portal-spec §4: "Next disabled until a battery is chosen"; step 2's next is the send.
      if (!move || move.destination === null || move.step >= 2) return;
      moveSend.reset();
      move.step = (move.step + 1) as 1 | 2;
    },

    back() {
      const move = state.move;
      // portal-spec §4: "Back disabled on steps 0 and 3".
      if (!move || move.step === 0 || moveSend.state.phase === "sending") return;
      moveSend.reset();
      move.step = (move.step - 1) as 0 | 1;
    },

    async sendMove() {
      const move = state.move;
      if (!move || move.step !== 2 || move.destination === null) return;
      const input = { origin: move.originBatteryId, destination: move.destination, percentage: move.percentage };
      if (await moveSend.send(input)) {
        // The answer's assignments carry every share as it is now.
        state.assignments = moveSend.state.result;
        state.saved = {};
        state.move = null;
        moveSend.reset();
      } else if (moveSend.state.error && state.move === move) {
        // calls §8.2: the can't-do-operation alert on the review; the percentage goes back to what it was.
        move.percentage = move.initial;
      }
    },

    closeMove() {
      if (moveSend.state.phase === "sending") return;
      state.move = null;
      moveSend.reset();
    },

    closeOriginWarning() {
      state.originWarning = false;
    },

    async exportBatteries(batteryIds) {
      if (state.exporting || batteryIds.length === 0) return;
      state.exporting = true;
      state.exportFailed = false;
      try {
        deps.save(await deps.calls.exportBatteries(batteryIds));
      } catch (error) {
        if (isAborted(error)) return;
        state.exportFailed = true;
      } finally {
        state.exporting = false;
      }
    },

    setPreview(assignmentId, value) {
      state.preview[assignmentId] = Math.min(BATTERY_PERCENT_MAX, Math.max(BATTERY_PERCENT_MIN, value));
    },

    dismissFailure() {
      discountSend.reset();
      state.exportFailed = false;
    },

    dispose() {
      discountSend.dispose();
      percentageSend.dispose();
      moveSend.dispose();
    },
  };
  return store;
}
