import { describe, expect, it } from "vitest";
import {
  APPLIANCES,
  DEFAULT_SIMULTANEITY,
  SIMULTANEITY_FACTORS,
  appliancePower,
  calculatePower,
  type Appliance,
  type ApplianceName,
} from "./power-calculator";

const byName = (name: ApplianceName) => APPLIANCES.find((appliance) => appliance.name === name) as Appliance;

describe("appliance powers (spec §9)", () => {
  it("has every appliance of the spec with its power", () => {
    const fixed: Array<[ApplianceName, number]> = [
      ["heater", 1.2],
      ["dishwasher", 1.7],
      ["washer", 2],
      ["dryer", 2],
      ["oven", 2],
      ["hob", 1.5],
      ["airConditioner", 1.5],
      ["microwave", 1.1],
      ["fridge", 0.3],
      ["tv", 0.2],
      ["electricVehicle", 0],
      ["heatingOil", 0],
    ];
    for (const [name, kw] of fixed) expect(appliancePower(byName(name), { enabled: true }, 100)).toBe(kw);
    expect(APPLIANCES).toHaveLength(15);
  });

  it("heating is 0.1 kW plus 0.01 kW per m² (area-dependent)", () => {
    expect(appliancePower(byName("heating"), { enabled: true }, 0)).toBeCloseTo(0.1);
    expect(appliancePower(byName("heating"), { enabled: true }, 80)).toBeCloseTo(0.9);
    expect(appliancePower(byName("oven"), { enabled: true }, 80)).toBe(2); // not area-dependent
  });

  it("the water heater takes its capacity option: 30 L 1.2, 50 L 1.6, 80 L 2, 100 L 2.4", () => {
    const heater = byName("waterHeater");
    expect([30, 50, 80, 100].map((litres) => appliancePower(heater, { enabled: true, option: String(litres) }, 0))).toEqual([
      1.2, 1.6, 2, 2.4,
    ]);
    expect(appliancePower(heater, { enabled: true }, 0)).toBe(0);
  });

  it("the pool is 0.0085 kW per m³ of its quantity", () => {
    expect(appliancePower(byName("pool"), { enabled: true, quantity: 40 }, 0)).toBeCloseTo(0.34);
  });
});

describe("calculatePower (spec §3: optimalPower = sum of total powers, 2 decimals, kW)", () => {
  it("offers the factors 25, 40 and 60 percent, 40 by default", () => {
    expect(SIMULTANEITY_FACTORS).toEqual([0.25, 0.4, 0.6]);
    expect(DEFAULT_SIMULTANEITY).toBe(0.4);
  });

  it("applies the factor to simultaneity-dependent appliances only, and sums the lines", () => {
    const result = calculatePower({ fridge: { enabled: true }, oven: { enabled: true }, heating: { enabled: true } }, 80, 0.4);
    const line = (name: ApplianceName) => result.appliances.find((item) => item.name === name);
    expect(line("fridge")).toEqual({ name: "fridge", enabled: true, power: 0.3, factor: 1, totalPower: 0.3 });
    expect(line("oven")).toEqual({ name: "oven", enabled: true, power: 2, factor: 0.4, totalPower: 0.8 });
    expect(line("heating")).toMatchObject({ power: 0.9, factor: 1, totalPower: 0.9 });
    expect(line("washer")).toMatchObject({ enabled: false, totalPower: 0 });
    expect(result.optimalPower).toBe(2);
  });

  it("changes with the factor and the area", () => {
    const choices = { oven: { enabled: true }, hob: { enabled: true }, heating: { enabled: true } };
    expect(calculatePower(choices, 50, 0.25).optimalPower).toBe(1.48); // 2×0.25 + 1.5×0.25 + 0.6 = 1.475 → lines 0.5 + 0.38 + 0.6
    expect(calculatePower(choices, 50, 0.6).optimalPower).toBe(2.7); // 1.2 + 0.9 + 0.6
    expect(calculatePower(choices, 120, 0.6).optimalPower).toBe(3.4); // heating 1.3
  });

  it("rounds each line and the total to 2 decimals, the total being the sum of the lines shown", () => {
    const result = calculatePower({ pool: { enabled: true, quantity: 33 }, tv: { enabled: true } }, 0, 0.25);
    expect(result.appliances.find((item) => item.name === "pool")?.totalPower).toBe(0.28); // 0.2805
    expect(result.appliances.find((item) => item.name === "tv")?.totalPower).toBe(0.05);
    expect(result.optimalPower).toBe(0.33);
  });

  it("is 0 with nothing switched on", () => {
    expect(calculatePower({}, 90, 0.4).optimalPower).toBe(0);
  });
});
