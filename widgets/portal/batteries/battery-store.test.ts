// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type { BatteryAssignment } from "../../../src/api/batteries";
import { ApiError } from "../../../src/api/errors";
import { createBatteryStore, moveStepOf, type BatteryCalls } from "./battery-store";

const assignment = (extra: Partial<BatteryAssignment> = {}): BatteryAssignment => ({
  id: 5002,
  battery: { id: 101, name: "BV" },
  weight: 40,
  percentage: 40,
  discountManagement: "acumular",
  totalDiscount: 96.12,
  startDate: "2024-01-01",
  endDate: null,
  isOrigin: false,
  ...extra,
});

function setup(calls: Partial<BatteryCalls> = {}) {
  const changed = vi.fn();
  const save = vi.fn();
  const report = vi.fn();
  const store = createBatteryStore({
    calls: {
      setDiscountManagement: vi.fn(() => Promise.resolve(assignment({ discountManagement: "aplicar" }))),
      changePercentage: vi.fn(() => Promise.resolve([])),
      move: vi.fn(() => Promise.resolve([assignment({ id: 6000 })])),
      exportBatteries: vi.fn(() => Promise.resolve({ blob: new Blob(["x"]), filename: "b.xls" })),
      ...calls,
    },
    changed,
    save,
    report,
  });
  return { store, changed, save, report };
}

const failure = () => Promise.reject(new ApiError({ status: 400, code: "http", serverMessage: "battery_not_shared" }));

// portal-spec §4 "Battery move stepper" and "Percentage change", §5 "Battery percentage", calls §8.2.
describe("battery panel store (issue 17 item 6)", () => {
  it("percentage dialog: clamps to an integer 0-100, saves only a change, closes on success", async () => {
    const { store, changed } = setup();
    store.openPercentage(assignment(), 40);
    store.typePercentage(250);
    expect(store.state.percentage?.value).toBe(100);
    store.typePercentage(-4);
    expect(store.state.percentage?.value).toBe(0);
    store.typePercentage(40);
    await store.savePercentage(); // unchanged: no call
    expect(changed).not.toHaveBeenCalled();
    store.typePercentage(55);
    await store.savePercentage();
    expect(changed).toHaveBeenCalledWith([101]);
    expect(store.state.percentage).toBeNull();
    // The percentages answer names no contract: the share saved is kept as this contract's.
    expect(store.state.saved).toEqual({ "5002": 55 });
  });

  it("percentage dialog: ignores a second save while waiting, and resets the value on failure", async () => {
    let fail: (error: unknown) => void = () => {};
    const changePercentage = vi.fn(() => new Promise<never[]>((_, reject) => (fail = reject)));
    const { store, report } = setup({ changePercentage });
    store.openPercentage(assignment(), 40);
    store.typePercentage(70);
    const saving = store.savePercentage();
    expect(store.state.sends.percentage.phase).toBe("sending");
    void store.savePercentage();
    store.typePercentage(12); // typing is ignored while waiting
    expect(changePercentage).toHaveBeenCalledTimes(1);
    fail(new ApiError({ status: 500, code: "server", serverMessage: "internal_error" }));
    await saving;
    expect(store.state.percentage).toMatchObject({ value: 40 });
    expect(store.state.sends.percentage).toMatchObject({ phase: "idle", error: { cause: expect.any(ApiError) } });
    expect(store.state.saved).toEqual({});
    // A server fault reaches the page's reportError (ov-error); an answer about the write would not.
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  });

  it("move stepper: Next waits for a battery, Back is off on 0 and 3, sending then closing", async () => {
    let answer: (assignments: BatteryAssignment[]) => void = () => {};
    let moveCalls = 0;
    const { store, changed } = setup({
      move: () => {
        moveCalls++;
        return new Promise<BatteryAssignment[]>((resolve) => (answer = resolve));
      },
    });
    store.openPercentage(assignment(), 40);
    store.typePercentage(55);
    await store.savePercentage();
    store.openMove(assignment());
    expect(store.state.move?.step).toBe(0);
    store.next();
    expect(store.state.move?.step).toBe(0);
    store.back();
    expect(store.state.move?.step).toBe(0);
    store.chooseDestination(103);
    store.next();
    expect(store.state.move?.step).toBe(1);
    store.typeMovePercentage(140);
    expect(store.state.move?.percentage).toBe(100);
    store.typeMovePercentage(25);
    store.next();
    expect(store.state.move?.step).toBe(2);
    const sending = store.sendMove();
    expect(moveStepOf(store.state.move, store.state.sends.move)).toBe(3);
    void store.sendMove(); // a second send while the first runs sends nothing
    store.back();
    store.closeMove();
    expect(moveStepOf(store.state.move, store.state.sends.move)).toBe(3);
    answer([assignment({ id: 6000 })]);
    await sending;
    expect(store.state.move).toBeNull();
    expect(store.state.assignments?.map((a) => a.id)).toEqual([6000]);
    // The move's answer carries every share of the contract as it is now: nothing saved before stays.
    expect(store.state.saved).toEqual({});
    expect(changed).toHaveBeenCalledWith([101, 103]);
    expect(moveCalls).toBe(1);
  });

  it("move stepper: a failure goes back to the review with the alert and the percentage put back", async () => {
    const { store } = setup({ move: failure });
    store.openMove(assignment());
    store.chooseDestination(103);
    store.next();
    store.typeMovePercentage(10);
    store.next();
    await store.sendMove();
    expect(store.state.move).toMatchObject({ step: 2, percentage: 40 });
    expect(moveStepOf(store.state.move, store.state.sends.move)).toBe(2);
    expect(store.state.sends.move.error).not.toBeNull();
  });

  it("an origin battery opens the warning instead of the stepper", () => {
    const { store } = setup();
    store.openMove(assignment({ isOrigin: true }));
    expect(store.state.move).toBeNull();
    expect(store.state.originWarning).toBe(true);
  });

  it("discount management: saved, or put back with the alert on failure", async () => {
    const { store } = setup();
    await store.setDiscount(assignment(), "aplicar");
    expect(store.state.discount["5002"]).toBe("aplicar");
    const failing = setup({ setDiscountManagement: failure });
    await failing.store.setDiscount(assignment(), "aplicar");
    expect(failing.store.state.discount["5002"]).toBe("acumular");
    expect(failing.store.state.sends.discount.error).not.toBeNull();
    // battery_not_shared is the server's answer about this write (a 400): shown, not reported.
    expect(failing.report).not.toHaveBeenCalled();
  });

  it("export: hands the file over, or raises the error flag", async () => {
    const { store, save } = setup();
    await store.exportBatteries([101, 102]);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ filename: "b.xls" }));
    const failing = setup({ exportBatteries: failure });
    await failing.store.exportBatteries([101]);
    expect(failing.store.state.exportFailed).toBe(true);
    expect(failing.store.state.exporting).toBe(false);
  });
});
