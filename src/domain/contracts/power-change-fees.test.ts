import { describe, expect, it } from "vitest";
import { powerChangeFees } from "./power-change-fees";
import { powerChangeFees as fromRules } from "../rules";

// spec §9 "Power change fees: connection right 9.04 EUR plus VAT; access right 19.7 EUR per added kW
// plus VAT; extension right 17.27 EUR per added kW plus VAT if the requested power was not held in the
// last three years". Hand checks in cents: 1970 × 1.15 = 2265.5 → 2266; 1727 × 1.15 = 1986.05 → 1986.
describe("powerChangeFees", () => {
  it("charges the connection right alone when the highest power does not rise", () => {
    expect(powerChangeFees({ currentKw: [5.75, 5.75], requestedKw: [4.6, 4.6], heldInLastThreeYears: false })).toEqual({
      connection: 9.04,
      access: 0,
      extension: 0,
      total: 9.04,
    });
    // P2 rises but stays below P1: the highest period's power is unchanged.
    expect(powerChangeFees({ currentKw: [5.75, 3.45], requestedKw: [5.75, 4.6], heldInLastThreeYears: false }).total).toBe(9.04);
  });

  it("charges access and extension per kW added to the highest period, each rounded to cents", () => {
    expect(powerChangeFees({ currentKw: [4.6, 4.6], requestedKw: [5.75, 5.75], heldInLastThreeYears: false })).toEqual({
      connection: 9.04,
      access: 22.66,
      extension: 19.86,
      total: 51.56,
    });
  });

  it("leaves out the extension right when the power was held in the last three years", () => {
    expect(powerChangeFees({ currentKw: [4.6, 4.6], requestedKw: [5.75, 5.75], heldInLastThreeYears: true })).toEqual({
      connection: 9.04,
      access: 22.66,
      extension: 0,
      total: 31.7,
    });
  });

  it("reads six periods above 15 kW by their highest power (spec §9: above 15 kW uses 6)", () => {
    // 5.75 → 25 kW: 19.25 kW added; 1970 × 19.25 = 37922.5 → 37923; 1727 × 19.25 = 33244.75 → 33245.
    expect(powerChangeFees({ currentKw: [5.75, 5.75], requestedKw: [20, 20, 20, 20, 20, 25], heldInLastThreeYears: false })).toEqual({
      connection: 9.04,
      access: 379.23,
      extension: 332.45,
      total: 720.72,
    });
  });

  it("keeps the total the sum of the rounded lines with 3-decimal powers", () => {
    const fees = powerChangeFees({ currentKw: [3.45, 3.45], requestedKw: [3.451, 3.451], heldInLastThreeYears: false });
    // 1 W added: 1970 × 0.001 = 1.97 → 2 cents; 1727 × 0.001 = 1.727 → 2 cents.
    expect(fees).toEqual({ connection: 9.04, access: 0.02, extension: 0.02, total: 9.08 });
  });

  it("is public in ov-widgets/rules", () => {
    expect(fromRules).toBe(powerChangeFees);
  });
});
