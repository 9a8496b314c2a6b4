/**
 * The virtual battery panel's flow state (issue 17 item 6, on the pattern of `src/state/flow-store.ts`):
 * the discount toggles, the modify-percentage dialog, the move stepper, the origin warning and the
 * Excel export of one contract's panel, in a valtio store made per panel by {@link createBatteryStore}.
 * The rules (clamp, preview, permissions) are `src/domain/batteries/`; this store applies them and
 * makes the calls of calls §7.5 through `deps`.
 */
import { proxy } from "valtio/vanilla";
import type { BatteryAssignment, BatteryPercentage } from "../../../src/api/batteries";
import type { BlobAnswer } from "../../../src/api/types";
import { isAborted } from "../../../src/api/errors";
import { BATTERY_PERCENT_MAX, BATTERY_PERCENT_MIN, clampBatteryPercentage } from "../../../src/domain/batteries/distribution";
import type { FlowStore } from "../../../src/state/flow-store";

/** The calls of calls §7.5 for one contract, bound to the API client and the panel's abort signal. */
export interface BatteryCalls {
  setDiscountManagement(batteryId: string | number, value: string): Promise<BatteryAssignment>;
  changePercentage(batteryId: string | number, percentage: number): Promise<BatteryPercentage[]>;
  move(originBatteryId: string | number, move: { percentage: number; destination: string | number }): Promise<BatteryAssignment[]>;
  exportBatteries(batteryIds: readonly (string | number)[]): Promise<BlobAnswer>;
}

/** What the store needs besides the calls. */
export interface BatteryStoreDeps {
  calls: BatteryCalls;
  /** A battery's shares changed on the server: its percentages are asked again. */
  changed(batteryIds: readonly (string | number)[]): void;
  /** Hands the exported workbook to the browser. */
  save(file: BlobAnswer): void;
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
  saving: boolean;
  failed: boolean;
}

/** The move stepper while open. */
export interface MoveDialog {
  assignmentId: string;
  originBatteryId: string | number;
  step: MoveStep;
  /** The chosen battery's id, as the server gave it. */
  destination: string | number | null;
  /** The share the contract would take in the destination. */
  initial: number;
  percentage: number;
  failed: boolean;
}

export interface BatteryState {
  /** The contract's assignments as the last move answered them (null: the contract's own). */
  assignments: BatteryAssignment[] | null;
  /** Discount management by assignment id, as last saved (or being saved). */
  discount: Record<string, string>;
  /** The assignment whose discount management is being saved. */
  savingDiscount: string | null;
  /** calls §8.2 "can't-do-operation alert" of the panel (toggle failures). */
  operationFailed: boolean;
  exporting: boolean;
  /** calls §8.2 "export failure: error flag". */
  exportFailed: boolean;
  percentage: PercentageDialog | null;
  move: MoveDialog | null;
  /** calls §8.2 "origin battery move: warning dialog with the retailer contact". */
  originWarning: boolean;
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
}

/**
 * Makes the flow state of one contract's battery panel.
 * @param deps - the bound calls, what to refresh after a change, and how to save a file
 * @returns the store: its state and actions
 * @example const { store, snap } = useFlowStore(() => createBatteryStore({ calls, changed, save }));
 */
export function createBatteryStore(deps: BatteryStoreDeps): BatteryStore {
  const state = proxy<BatteryState>({
    assignments: null,
    discount: {},
    savingDiscount: null,
    operationFailed: false,
    exporting: false,
    exportFailed: false,
    percentage: null,
    move: null,
    originWarning: false,
    preview: {},
    saved: {},
  });

  const store: BatteryStore = {
    state,

    async setDiscount(assignment, value) {
      const id = String(assignment.id);
      if (state.savingDiscount !== null) return;
      const previous = state.discount[id] ?? assignment.discountManagement;
      if (previous === value) return;
      state.discount[id] = value;
      state.savingDiscount = id;
      state.operationFailed = false;
      try {
        const saved = await deps.calls.setDiscountManagement(assignment.battery.id, value);
        state.discount[id] = saved.discountManagement;
      } catch (error) {
        if (isAborted(error)) return;
        // calls §8.2: the can't-do-operation alert, and the toggle goes back.
        state.discount[id] = previous;
        state.operationFailed = true;
      } finally {
        state.savingDiscount = null;
      }
    },

    openPercentage(assignment, current) {
      const initial = clampBatteryPercentage(current);
      state.percentage = {
        assignmentId: String(assignment.id),
        batteryId: assignment.battery.id,
        initial,
        value: initial,
        saving: false,
        failed: false,
      };
    },

    typePercentage(value) {
      const dialog = state.percentage;
      if (!dialog || dialog.saving) return;
      // portal-spec §5: integer 0 to 100, out-of-range clamped (an emptied field reads as 0).
      dialog.value = clampBatteryPercentage(value ?? 0);
      dialog.failed = false;
    },

    async savePercentage() {
      const dialog = state.percentage;
      // portal-spec §4 "Percentage change: save disabled while waiting or when unchanged".
      if (!dialog || dialog.saving || dialog.value === dialog.initial) return;
      dialog.saving = true;
      dialog.failed = false;
      try {
        await deps.calls.changePercentage(dialog.batteryId, dialog.value);
        state.saved[dialog.assignmentId] = dialog.value;
        deps.changed([dialog.batteryId]);
        state.percentage = null;
      } catch (error) {
        if (isAborted(error)) return;
        // portal-spec §4 / calls §8.2: "failure resets the value", with the can't-do-operation alert.
        dialog.value = dialog.initial;
        dialog.failed = true;
      } finally {
        if (state.percentage === dialog) dialog.saving = false;
      }
    },

    closePercentage() {
      if (state.percentage?.saving) return;
      state.percentage = null;
    },

    openMove(assignment) {
      // calls §8.2: moving an origin battery shows the warning with the retailer's contact instead.
      if (assignment.isOrigin) {
        state.originWarning = true;
        return;
      }
      const initial = clampBatteryPercentage(assignment.percentage);
      state.move = {
        assignmentId: String(assignment.id),
        originBatteryId: assignment.battery.id,
        step: 0,
        destination: null,
        initial,
        percentage: initial,
        failed: false,
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
      move.failed = false;
      move.step = (move.step + 1) as MoveStep;
    },

    back() {
      const move = state.move;
      // portal-spec §4: "Back disabled on steps 0 and 3".
      if (!move || move.step === 0 || move.step === 3) return;
      move.failed = false;
      move.step = (move.step - 1) as MoveStep;
    },

    async sendMove() {
      const move = state.move;
      if (!move || move.step !== 2 || move.destination === null) return;
      move.step = 3;
      move.failed = false;
      try {
        const assignments = await deps.calls.move(move.originBatteryId, { percentage: move.percentage, destination: move.destination });
        state.assignments = assignments;
        // The answer's assignments carry every share as it is now.
        state.saved = {};
        deps.changed([move.originBatteryId, move.destination]);
        state.move = null;
      } catch (error) {
        if (isAborted(error)) return;
        // calls §8.2: the can't-do-operation alert; the percentage goes back to what it was.
        move.step = 2;
        move.percentage = move.initial;
        move.failed = true;
      }
    },

    closeMove() {
      if (state.move?.step === 3) return;
      state.move = null;
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
      state.operationFailed = false;
      state.exportFailed = false;
    },
  };
  return store;
}
