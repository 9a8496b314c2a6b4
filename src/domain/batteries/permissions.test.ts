// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  batteryPermissions,
  hasActiveSelfConsumption,
  otherBatteries,
  sharingContracts,
  type AssignmentFacts,
  type PermissionContext,
} from "./permissions";

const TODAY = "2025-06-15";
const share = (extra: Partial<AssignmentFacts> = {}): AssignmentFacts => ({
  battery: { id: 101 },
  percentage: 40,
  startDate: "2024-01-01",
  endDate: null,
  isOrigin: false,
  ...extra,
});
const context = (assignment: AssignmentFacts, extra: Partial<PermissionContext> = {}): PermissionContext => ({
  today: TODAY,
  canModify: true,
  contractAssignments: [assignment],
  sharingContracts: 2,
  otherBatteries: [102, 103],
  ...extra,
});

// portal-spec §6 "Roles and permissions", Battery.
describe("batteryPermissions (portal-spec §6)", () => {
  it("allows everything on an active, shared, non-origin share with two other batteries", () => {
    const assignment = share();
    const verdicts = batteryPermissions(assignment, context(assignment));
    expect(verdicts).toEqual({
      active: true,
      walletLocked: false,
      discount: { allowed: true },
      modify: { allowed: true },
      move: { allowed: true, originWarning: false },
    });
  });

  it("a read-only token disables toggle, modify and move, before any other reason", () => {
    const assignment = share({ endDate: "2025-01-01", isOrigin: true });
    const verdicts = batteryPermissions(assignment, context(assignment, { canModify: false, sharingContracts: 1 }));
    expect(verdicts.discount).toEqual({ allowed: false, reason: "readOnly" });
    expect(verdicts.modify).toEqual({ allowed: false, reason: "readOnly" });
    expect(verdicts.move).toEqual({ allowed: false, reason: "readOnly", originWarning: false });
  });

  it("an assignment not active by its dates is disabled, and its solar wallet locked", () => {
    for (const dates of [{ endDate: "2025-06-15" }, { startDate: "2025-07-01" }]) {
      const assignment = share(dates);
      const verdicts = batteryPermissions(assignment, context(assignment));
      expect(verdicts.active).toBe(false);
      expect(verdicts.walletLocked).toBe(true);
      expect([verdicts.discount, verdicts.modify, verdicts.move]).toEqual([
        { allowed: false, reason: "inactive" },
        { allowed: false, reason: "inactive" },
        { allowed: false, reason: "inactive", originWarning: false },
      ]);
    }
  });

  it("a 0 % share locks the solar wallet but stays usable (portal-spec §4)", () => {
    const assignment = share({ percentage: 0 });
    const verdicts = batteryPermissions(assignment, context(assignment));
    expect(verdicts.walletLocked).toBe(true);
    expect(verdicts.modify.allowed).toBe(true);
  });

  it("modifying needs the battery shared by more than one contract", () => {
    const assignment = share();
    expect(batteryPermissions(assignment, context(assignment, { sharingContracts: 1 })).modify).toEqual({
      allowed: false,
      reason: "notShared",
    });
    expect(batteryPermissions(assignment, context(assignment, { sharingContracts: null })).modify).toEqual({
      allowed: false,
      reason: "notShared",
    });
  });

  it("moving needs at least two other batteries in other contracts", () => {
    const assignment = share();
    expect(batteryPermissions(assignment, context(assignment, { otherBatteries: [102] })).move).toEqual({
      allowed: false,
      reason: "notEnoughBatteries",
      originWarning: false,
    });
    expect(batteryPermissions(assignment, context(assignment, { otherBatteries: null })).move.allowed).toBe(false);
  });

  it("moving an origin battery opens the warning instead", () => {
    const assignment = share({ isOrigin: true });
    expect(batteryPermissions(assignment, context(assignment, { otherBatteries: [] })).move).toEqual({
      allowed: true,
      originWarning: true,
    });
  });

  it("a contract with active self-consumption cannot transfer its other shares", () => {
    const origin = share({ isOrigin: true, battery: { id: 200 } });
    const assignment = share();
    const verdicts = batteryPermissions(assignment, context(assignment, { contractAssignments: [origin, assignment] }));
    expect(verdicts.move).toEqual({ allowed: false, reason: "selfConsumption", originWarning: false });
    // An ended origin share is no active self-consumption.
    const ended = share({ isOrigin: true, endDate: "2025-01-01" });
    expect(hasActiveSelfConsumption([ended, assignment], TODAY)).toBe(false);
  });
});

describe("otherBatteries (portal-spec §6: other batteries in other contracts)", () => {
  it("lists each battery of the other contracts once, leaving out the current one", () => {
    const contracts = [
      { name: "A", batteries: [{ id: 1 }, { id: 9 }] },
      { name: "B", batteries: [{ id: 1 }, { id: 2 }] },
      { name: "C", batteries: [{ id: 2 }, { id: 3 }] },
    ];
    expect(otherBatteries("A", 1, contracts)).toEqual([{ id: 2 }, { id: 3 }]);
  });
});

describe("sharingContracts (portal-spec §6 modify percentage needs the battery shared across more than one contract)", () => {
  it("counts this contract and every other with a share above 0 % (a 0 % one is locked or ended)", () => {
    expect(sharingContracts([])).toBe(1);
    expect(sharingContracts([0, 0])).toBe(1);
    expect(sharingContracts([62.5, 0, 0])).toBe(2);
    expect(sharingContracts([42, 18])).toBe(3);
  });
});
