import { describe, expect, it } from "vitest";
import * as rules from "./rules";
import * as validation from "./validation";

// Issue 37 item 9: "the public rules validate their input and throw a TypeError that names the
// argument" (it was `needsSixPowers(16)` → "Cannot read properties of undefined"). Through the public
// entries, as a partner's JavaScript calls them.
describe("the public rules and validators, called with the wrong types", () => {
  it("name the function, the argument, what it takes and what it got", () => {
    expect(() => rules.needsSixPowers(16 as never)).toThrow(new TypeError("needsSixPowers: contract must be an object, got number"));
    expect(() => rules.parseDecimal(4.6 as never, "es")).toThrow(new TypeError("parseDecimal: text must be a string, got number"));
    expect(() => rules.maxConsumptionKwh("4,6" as never, 30)).toThrow(
      new TypeError("maxConsumptionKwh: powersKw must be an array, got string"),
    );
    expect(() => rules.timeOfUsePeriod(new Date("no"), "2.0TD", "peninsula")).toThrow(
      new TypeError("timeOfUsePeriod: instant must be a valid Date, got invalid date"),
    );
    expect(() => rules.powerChangeFees({ currentKw: 4.6, requestedKw: [5.75], heldInLastThreeYears: false } as never)).toThrow(
      new TypeError("powerChangeFees: input.currentKw must be an array, got number"),
    );
    expect(() => rules.invoiceStatus(null as never)).toThrow(new TypeError("invoiceStatus: invoice must be an object, got null"));
    expect(() => rules.signedEnergy(12, undefined as never)).toThrow(
      new TypeError("signedEnergy: rectificativeType must be a string or null, got undefined"),
    );
    expect(() => validation.isValidCups(21 as never)).toThrow(new TypeError("isValidCups: value must be a string, got number"));
    expect(() => validation.normalizeIban(undefined as never)).toThrow(
      new TypeError("normalizeIban: value must be a string, got undefined"),
    );
  });

  it("take what their types say, optional arguments left out included", () => {
    expect(rules.needsSixPowers({ power: "16", power2: "16" })).toBe(true);
    expect(rules.parsePower("4,6")).toBe(4.6);
    expect(rules.clampBatteryPercentage(Number.NaN)).toBe(0);
    expect(rules.roundPower(4.567)).toBe(4.57);
    expect(validation.isValidCups("ES0021000000000000AA")).toBeTypeOf("boolean");
  });

  it("check every function of both entries: each throws a TypeError on a symbol in every argument", () => {
    const unchecked = Object.entries({ ...rules, ...validation })
      .filter(([name, value]) => typeof value === "function" && name !== "resolveUploadMaxBytes") // a setting as the server sent it: any value
      .filter(([, fn]) => {
        try {
          (fn as (...args: unknown[]) => unknown)(Symbol("wrong"), Symbol("wrong"), Symbol("wrong"));
          return true;
        } catch (error) {
          return !(error instanceof TypeError && /^\w+: \S+ must be /.test(error.message));
        }
      })
      .map(([name]) => name);
    expect(unchecked).toEqual([]);
  });
});
