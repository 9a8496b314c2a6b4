// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as rules from "./index";

// `ov-widgets/rules` is DOM-free (docs/architecture.md "Public rules"): it loads and works where there is no document.
describe("ov-widgets/rules", () => {
  it("loads without a DOM and exports working rules", () => {
    expect(typeof document).toBe("undefined");
    expect(rules.calculatePower({ fridge: { enabled: true }, oven: { enabled: true } }, 80, rules.DEFAULT_SIMULTANEITY).optimalPower).toBe(
      1.1,
    );
    expect(rules.parseDecimal("3,45", "es", { decimals: rules.POWER_DECIMALS })).toBe(3.45);
    expect(rules.needsSixPowers({ power: "15,001", power2: "4" }, "es")).toBe(true);
    expect(rules.needsSixPowers({ power: "15", power2: "15" }, "es")).toBe(false);
    expect(rules.tariffFields("2.0TD")).toEqual({ periods: ["p1", "p2", "p3"], power2: true });
    expect(rules.lineAmount({ price_unit: 0.1, quantity: 4.6, multi: 30 })).toBe(13.8);
    expect(rules.matchesAccept({ name: "a.PDF", size: 1, type: "" }, [".pdf"])).toBe(true);
    expect(rules.passwordChecklist("abC1").map(({ met }) => met)).toEqual([true, true, true, false]);
    // Spain's local time through Intl alone (no time-zone library): 10:00 CEST on a Monday is 2.0TD peak.
    expect(rules.timeOfUsePeriod(new Date("2025-06-16T08:00:00Z"), "2.0TD", "peninsula")).toBe("P1");
    // Issue 16: the power change fees of spec §9.
    expect(rules.powerChangeFees({ currentKw: [4.6, 4.6], requestedKw: [5.75, 5.75], heldInLastThreeYears: true }).total).toBe(31.7);
    // Issue 36 item 8: a gas year is the sum of days in the last 12 months.
    expect(rules.gasYearDays("2024-06-15")).toBe(366);
  });
});
