import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { SupportCase } from "../../../src/api/support";
import { contractChoices } from "./contract-options";
import { describeCase } from "./support.texts";

describe("the support forms' contract choices", () => {
  it("lists electricity then gas, tells the types apart, and finds the contract of an option even when two types share an id", () => {
    const { options, find } = contractChoices({ electricity: [{ id: 7, name: "0104521" }], gas: [{ id: 7, name: "0104522" }] }, (type) =>
      type === "gas" ? "Gas" : "Electricity",
    );
    expect(options).toEqual([
      { value: "electricity:7", label: "0104521 · Electricity" },
      { value: "gas:7", label: "0104522 · Gas" },
    ]);
    // calls §7.7: the case is sent with polissa_id and polissa_type; the claim's path names the contract.
    expect(find("gas:7")).toEqual({ id: 7, name: "0104522", type: "gas" });
    expect(find("gas:8")).toBeUndefined();
  });

  it("finds a contract's option by its name, of its type when given (the claims route's ?contract=)", () => {
    const { valueOfName } = contractChoices(
      { electricity: [{ id: 7, name: "0104521" }], gas: [{ id: 8, name: "0104521" }, { id: 9, name: "0104522" }] },
      () => "",
    );
    expect(valueOfName("0104521", "gas")).toBe("gas:8");
    expect(valueOfName("0104521")).toBe("electricity:7");
    expect(valueOfName("0104522", "electricity")).toBeUndefined();
    expect(valueOfName("9999999")).toBeUndefined();
  });
});

describe("a case's words", () => {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  const item = (state: string, section: string | null): SupportCase => ({
    id: 1,
    section,
    category: null,
    contract: null,
    subject: "s",
    description: "d",
    state,
    stateLabel: "Estat del servidor",
    createdAt: "2025-06-01 09:00:00",
    updatedAt: null,
    attachments: [],
    messageCount: null,
    messages: null,
  });

  it("says spec §4's states in the visitor's words with a tone, and the server's words for a state it adds", () => {
    expect(describeCase(i18n, item("additional_information_required", "crm"))).toEqual({
      section: "Request",
      state: "Additional information required",
      tone: "warning",
    });
    expect(describeCase(i18n, item("denied", "atc"))).toMatchObject({ section: "Claim", tone: "error" });
    expect(describeCase(i18n, item("archived", null))).toEqual({ section: null, state: "Estat del servidor", tone: "neutral" });
  });
});
