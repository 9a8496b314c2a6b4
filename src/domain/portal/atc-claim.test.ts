import { describe, expect, it } from "vitest";
import { atcClaimSettingOn, claimContractFrom, claimPathFor } from "./atc-claim";

describe("the ATC claim's rule and link", () => {
  it("is offered only when features.reclamATCContact is true", () => {
    expect(atcClaimSettingOn({ features: { reclamATCContact: true } })).toBe(true);
    expect(atcClaimSettingOn({ features: { reclamATCContact: false } })).toBe(false);
    expect(atcClaimSettingOn({ features: {} })).toBe(false);
  });

  it("links to the claims route with the contract, and reads it back", () => {
    const path = claimPathFor("0104 52/1", "gas");
    expect(path).toBe("/reclamacions?contract=0104+52%2F1&contractType=gas");
    const query = new URLSearchParams(path.split("?")[1]);
    expect(claimContractFrom((key) => query.get(key))).toEqual({ name: "0104 52/1", type: "gas" });
    expect(claimContractFrom((key) => (key === "contract" ? "0104521" : "water"))).toEqual({ name: "0104521", type: null });
    expect(claimContractFrom(() => null)).toBeNull();
  });
});
