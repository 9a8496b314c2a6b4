// @vitest-environment node
import { describe, expect, it } from "vitest";
import { batteryDistribution, clampBatteryPercentage, isActiveOn, otherShares } from "./distribution";

/** A small seeded generator (mulberry32): the property runs are the same on every machine. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Case {
  assignments: Array<{ id: number; weight: number; active: boolean }>;
  currentId: number;
  share: number;
}

/** Batteries of 1 to 8 assignments, the current one active; weights often 0 (locked) and sometimes all 0. */
function randomCase(random: () => number): Case {
  const count = 1 + Math.floor(random() * 8);
  const allZero = random() < 0.15;
  const assignments = Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    weight: allZero || random() < 0.25 ? 0 : Math.round(random() * 10_000) / 100,
    active: index === 0 || random() < 0.7,
  }));
  const share = random() < 0.2 ? Math.round(random() * 100) : random() * 100;
  return { assignments, currentId: 100, share };
}

const RUNS = 2_000;
const EPSILON = 1e-9;

// portal-spec §2 "Distribution preview" and calls §7.5: the slider sets the current contract's share,
// the others are rescaled by weight (pes); weight 0 is locked; inactive get 0 %; all weights 0: equal.
describe("batteryDistribution (portal-spec §2 Distribution preview)", () => {
  it("gives the current contract the slider's share, in every seeded case", () => {
    const random = seeded(17);
    for (let run = 0; run < RUNS; run++) {
      const { assignments, currentId, share } = randomCase(random);
      expect(batteryDistribution(assignments, currentId, share)[String(currentId)]).toBeCloseTo(share, 9);
    }
  });

  it("adds up to 100 whenever another assignment is active", () => {
    const random = seeded(4242);
    let checked = 0;
    for (let run = 0; run < RUNS; run++) {
      const { assignments, currentId, share } = randomCase(random);
      const result = batteryDistribution(assignments, currentId, share);
      const sum = Object.values(result).reduce((total, value) => total + value, 0);
      if (assignments.some((a) => a.id !== currentId && a.active)) {
        checked++;
        expect(Math.abs(sum - 100)).toBeLessThan(EPSILON);
      } else {
        expect(sum).toBeCloseTo(share, 9);
      }
    }
    // The generator must exercise the property, not skip it.
    expect(checked).toBeGreaterThan(RUNS / 2);
  });

  it("keeps inactive assignments at 0, and locked ones at 0 unless every active weight is 0", () => {
    const random = seeded(99);
    for (let run = 0; run < RUNS; run++) {
      const { assignments, currentId, share } = randomCase(random);
      const result = batteryDistribution(assignments, currentId, share);
      const others = assignments.filter((a) => a.id !== currentId && a.active);
      const allLocked = others.every((a) => a.weight === 0);
      for (const assignment of assignments) {
        if (!assignment.active) expect(result[String(assignment.id)]).toBe(0);
        else if (assignment.id !== currentId && assignment.weight === 0 && !allLocked) expect(result[String(assignment.id)]).toBe(0);
        expect(result[String(assignment.id)]).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("rescales the others in proportion to their weight", () => {
    const random = seeded(7);
    for (let run = 0; run < RUNS; run++) {
      const { assignments, currentId, share } = randomCase(random);
      const result = batteryDistribution(assignments, currentId, share);
      const weighted = assignments.filter((a) => a.id !== currentId && a.active && a.weight > 0);
      const [first, ...rest] = weighted;
      for (const other of first ? rest : []) {
        // share_first / weight_first == share_other / weight_other
        expect((result[String(first?.id)] ?? NaN) * other.weight).toBeCloseTo(
          (result[String(other.id)] ?? NaN) * (first?.weight ?? NaN),
          6,
        );
      }
    }
  });

  it("works the spec's examples: locked weight, inactive share, all weights 0", () => {
    const battery = [
      { id: "origin", weight: 50, active: true },
      { id: "flat", weight: 30, active: true },
      { id: "locked", weight: 0, active: true },
      { id: "ended", weight: 20, active: false },
    ];
    expect(batteryDistribution(battery, "flat", 40)).toEqual({ origin: 60, flat: 40, locked: 0, ended: 0 });
    expect(
      batteryDistribution(
        [
          { id: 1, weight: 0, active: true },
          { id: 2, weight: 0, active: true },
          { id: 3, weight: 0, active: true },
        ],
        1,
        40,
      ),
    ).toEqual({ 1: 40, 2: 30, 3: 30 });
    expect(batteryDistribution([{ id: 1, weight: 10, active: true }], 1, 55)).toEqual({ 1: 55 });
  });

  it("clamps the slider, and gives an inactive current contract 0 and the rest to the others", () => {
    const battery = [
      { id: 1, weight: 1, active: true },
      { id: 2, weight: 3, active: true },
    ];
    expect(batteryDistribution(battery, 1, 140)).toEqual({ 1: 100, 2: 0 });
    expect(batteryDistribution(battery, 1, -5)).toEqual({ 1: 0, 2: 100 });
    expect(batteryDistribution(battery, 1, Number.NaN)).toEqual({ 1: 0, 2: 100 });
    expect(
      batteryDistribution(
        [
          { id: 1, weight: 1, active: false },
          { id: 2, weight: 3, active: true },
        ],
        1,
        70,
      ),
    ).toEqual({ 1: 0, 2: 100 });
  });
});

describe("clampBatteryPercentage (portal-spec §5 Battery percentage: integer 0 to 100; out-of-range clamped)", () => {
  it.each([
    [-3, 0],
    [0, 0],
    [42, 42],
    [42.6, 43],
    [100, 100],
    [250, 100],
    [Number.NaN, 0],
    [Infinity, 100],
  ])("%s → %s", (value, expected) => {
    expect(clampBatteryPercentage(value)).toBe(expected);
  });
});

describe("isActiveOn (portal-spec §3: active after data_inici and before data_final, or no end)", () => {
  it("is active from the start day, until the day before the end, and for ever without an end", () => {
    expect(isActiveOn({ startDate: "2025-06-15", endDate: null }, "2025-06-15")).toBe(true);
    expect(isActiveOn({ startDate: "2025-06-16", endDate: null }, "2025-06-15")).toBe(false);
    expect(isActiveOn({ startDate: "2024-01-01", endDate: "2025-06-15" }, "2025-06-15")).toBe(false);
    expect(isActiveOn({ startDate: "2024-01-01", endDate: "2025-06-16" }, "2025-06-15")).toBe(true);
    expect(isActiveOn({ startDate: null, endDate: null }, "2025-06-15")).toBe(true);
  });
});

describe("otherShares (calls §3 Battery percentages: bateria_id, percentage, naming no contract)", () => {
  it("leaves out the one share nearest this contract's, the first of equals, and keeps the server's order", () => {
    expect(otherShares([62.5, 37.5, 0, 0], 37.5)).toEqual([62.5, 0, 0]);
    // The assignment's pes_percentatge may be rounded otherwise than the answer's percentage.
    expect(otherShares([62.49, 37.51], 37.5)).toEqual([62.49]);
    expect(otherShares([50, 50], 50)).toEqual([50]);
    expect(otherShares([0, 100, 0], 0)).toEqual([100, 0]);
  });

  it("keeps every share when this contract has none in the battery, and answers an empty answer with none", () => {
    expect(otherShares([70, 30], null)).toEqual([70, 30]);
    expect(otherShares([], 40)).toEqual([]);
  });
});
