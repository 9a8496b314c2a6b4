import { describe, expect, it } from "vitest";
import { leadEndpoint, leadStepNumber, stepsFor } from "./steps";

describe("stepsFor (spec §2, §4)", () => {
  it("electricity has no gas contract step", () => {
    expect(stepsFor("electricity")).toEqual(["installation", "person", "contract", "payment", "confirmation", "finish"]);
  });
  it("dual adds the gas contract after the contract", () => {
    expect(stepsFor("dual")).toEqual(["installation", "person", "contract", "gasContract", "payment", "confirmation", "finish"]);
  });
  it("gas has the gas contract instead of the contract", () => {
    expect(stepsFor("gas")).toEqual(["installation", "person", "gasContract", "payment", "confirmation", "finish"]);
  });
  it("a company loses contract, gas contract and payment when business contracting is halted", () => {
    expect(stepsFor("dual", { isCompany: true, haltBusiness: true })).toEqual(["installation", "person", "confirmation", "finish"]);
    expect(stepsFor("gas", { isCompany: true, haltBusiness: true })).toEqual(["installation", "person", "confirmation", "finish"]);
  });
  it("keeps every step for a company without the setting, or for a person with it", () => {
    expect(stepsFor("electricity", { isCompany: true, haltBusiness: false })).toHaveLength(6);
    expect(stepsFor("electricity", { isCompany: false, haltBusiness: true })).toHaveLength(6);
  });
  it("returns a fresh list each time", () => {
    const list = stepsFor("gas");
    list.pop();
    expect(stepsFor("gas")).toHaveLength(6);
  });
});

describe("leadStepNumber (spec §9: lead steps 1 to 5)", () => {
  it("numbers each step", () => {
    expect(leadStepNumber("installation")).toBe(1);
    expect(leadStepNumber("person")).toBe(2);
    expect(leadStepNumber("contract")).toBe(3);
    expect(leadStepNumber("gasContract")).toBe(3);
    expect(leadStepNumber("payment")).toBe(4);
    expect(leadStepNumber("confirmation")).toBe(5);
    expect(leadStepNumber("finish")).toBeNull();
  });
});

describe("leadEndpoint (spec §7.8)", () => {
  it("sends gas leads to gas/leads", () => {
    expect(leadEndpoint("gas", "installation")).toBe("gas/leads");
    expect(leadEndpoint("dual", "gasContract")).toBe("gas/leads");
    expect(leadEndpoint("dual", "contract")).toBe("leads");
    expect(leadEndpoint("electricity", "confirmation")).toBe("leads");
  });
});
