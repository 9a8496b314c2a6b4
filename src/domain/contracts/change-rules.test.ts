import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  cadastralChangeSchema,
  contractChangeMessageIds as cids,
  ibanChangeSchema,
  notificationAddressSchema,
  powerChangeSchema,
  type PowerChangeValues,
} from "./change-rules";

const EMPTY: PowerChangeValues = {
  power1: "",
  power2: "",
  power3: "",
  power4: "",
  power5: "",
  power6: "",
  phone: "",
  heldInLastThreeYears: "",
};

/** The first message per field of a power form, or the request when valid. */
function checkPower(values: Partial<PowerChangeValues>, currentKw: number[] = [4.6, 4.6], locale = "es") {
  const all = { ...EMPTY, ...values };
  const result = v.safeParse(powerChangeSchema(all, { currentKw, locale }), all);
  if (result.success) return result.output;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join(".") ?? "";
    errors[key] ??= issue.message;
  }
  return errors;
}

// spec §5 "Power change".
describe("powerChangeSchema", () => {
  it("needs P1, P2 of at least 1 kW and a valid phone", () => {
    expect(checkPower({})).toMatchObject({ power1: "validation.required", power2: "validation.required", phone: "validation.required" });
    expect(checkPower({ power1: "0,5", power2: "-2", phone: "12" })).toMatchObject({
      power1: cids.powerMin,
      power2: cids.powerInvalid,
      phone: "validation.tooShort",
    });
  });

  it("reads kW with a decimal comma and 3 decimals, not more", () => {
    expect(checkPower({ power1: "5,7501", power2: "5,75", phone: "612345678", heldInLastThreeYears: "no" })).toMatchObject({
      power1: cids.powerInvalid,
    });
    expect(checkPower({ power1: "5,75", power2: "5,751", phone: "+34 612 345 678", heldInLastThreeYears: "no" })).toEqual({
      powersKw: [5.75, 5.751],
      phone: "+34 612 345 678",
      heldInLastThreeYears: false,
    });
  });

  it("refuses the current powers (power_same_error_modification_close)", () => {
    expect(checkPower({ power1: "4,6", power2: "4,600", phone: "612345678" })).toEqual({ power1: cids.powerSame });
  });

  it("asks whether the power was held in the last three years only when it rises (spec §9 extension right)", () => {
    expect(checkPower({ power1: "5,75", power2: "5,75", phone: "612345678" })).toMatchObject({
      heldInLastThreeYears: "validation.required",
    });
    expect(checkPower({ power1: "3,45", power2: "3,45", phone: "612345678" })).toEqual({
      powersKw: [3.45, 3.45],
      phone: "612345678",
      heldInLastThreeYears: false,
    });
  });

  it("above 15 kW needs P3-P6, each not lower than the previous (spec §5, §9)", () => {
    expect(checkPower({ power1: "15,001", power2: "5", phone: "612345678", heldInLastThreeYears: "yes" })).toMatchObject({
      power3: "validation.required",
      power6: "validation.required",
    });
    expect(
      checkPower({
        power1: "20",
        power2: "20",
        power3: "19",
        power4: "20",
        power5: "25",
        power6: "25",
        phone: "612345678",
        heldInLastThreeYears: "yes",
      }),
    ).toEqual({ power3: cids.powerLowerThanPrevious });
    expect(
      checkPower({
        power1: "20",
        power2: "20",
        power3: "20",
        power4: "20",
        power5: "25",
        power6: "25",
        phone: "612345678",
        heldInLastThreeYears: "yes",
      }),
    ).toEqual({ powersKw: [20, 20, 20, 20, 25, 25], phone: "612345678", heldInLastThreeYears: true });
  });

  it("leaves P3-P6 out at 15 kW or below, whatever they hold", () => {
    expect(checkPower({ power1: "15", power2: "15", power3: "x", phone: "612345678", heldInLastThreeYears: "no" })).toEqual({
      powersKw: [15, 15],
      phone: "612345678",
      heldInLastThreeYears: false,
    });
  });

  it("reads a dot as the decimal mark in English", () => {
    expect(checkPower({ power1: "5.75", power2: "5.75", phone: "612345678", heldInLastThreeYears: "no" }, [4.6, 4.6], "en")).toMatchObject({
      powersKw: [5.75, 5.75],
    });
  });
});

// spec §5 "Cadastral reference: spaces stripped, upper-cased, letters and digits only; 1 to 20
// characters in the dialog; must differ from the current value and be non-empty to submit".
describe("cadastralChangeSchema", () => {
  const first = (value: string, current: string | null = "9872023VH5797S0001WX") => {
    const result = v.safeParse(cadastralChangeSchema(current), value);
    return result.success ? result.output : result.issues[0]?.message;
  };
  it("upper-cases and strips spaces", () => expect(first(" 1234 abc ")).toBe("1234ABC"));
  it("accepts 1 to 20 letters or digits", () => {
    expect(first("A")).toBe("A");
    expect(first("12345678901234567890")).toBe("12345678901234567890");
    expect(first("123456789012345678901")).toBe("validation.tooLong");
    expect(first("12-34")).toBe(cids.cadastralInvalid);
    expect(first("  ")).toBe("validation.required");
  });
  it("must differ from the current value", () => {
    expect(first("9872023 vh5797s 0001wx")).toBe(cids.cadastralSame);
    expect(first("9872023VH5797S0001WX", null)).toBe("9872023VH5797S0001WX");
  });
});

// spec §5 "IBAN change".
describe("ibanChangeSchema", () => {
  const file = { name: "titularitat.pdf", size: 1200, type: "application/pdf" };
  const blank = { choice: "", bankId: "", iban: "", owner: false, files: [] };
  const check = (values: Record<string, unknown>, filesRequired = false) => {
    const all = { ...blank, ...values };
    return v.safeParse(ibanChangeSchema(String(all.choice), { filesRequired }), all);
  };
  it("needs a choice, and an existing account needs its id (a new IBAN's fields are then not checked)", () => {
    expect(check({ choice: "" }).issues?.[0]?.message).toBe(cids.choose);
    expect(check({ choice: "existing" }).success).toBe(false);
    expect(check({ choice: "existing", bankId: "302", iban: "not an iban" }).success).toBe(true);
  });
  it("a new IBAN must be valid, pasted with separators or not, and confirmed by its owner", () => {
    const ok = check({ choice: "new", iban: "es91-2100-0418-4502-0005-1332", owner: true });
    expect(ok.success && ok.output.iban).toBe("ES9121000418450200051332");
    const bad = check({ choice: "new", iban: "ES9121000418450200051333", owner: false });
    expect(bad.issues?.map((issue) => issue.message)).toEqual(["validation.iban.invalid", cids.ownerConfirm]);
  });
  it("asks for a file when attachmentOnIbanChange is on", () => {
    expect(check({ choice: "existing", bankId: "302" }, true).issues?.[0]?.message).toBe(cids.filesMin);
    expect(check({ choice: "existing", bankId: "302", files: [file] }, true).success).toBe(true);
  });
});

// spec §5 "Notification address".
describe("notificationAddressSchema", () => {
  const address = {
    name: "Casa",
    postalCode: "08013",
    city: "Barcelona",
    municipalityCode: "08019",
    province: "08",
    streetType: "CL",
    street: "Provença",
    number: "214",
    block: "",
    stair: "",
    floor: "3r",
    door: "2a",
    cadastralReference: "",
    mobile: "612345678",
    email: "marta@example.com",
  };
  /** The first message per field, as the form shows them. */
  const messages = (patch: Record<string, string>) => {
    const first: Record<string, string> = {};
    const values = { choice: "new", addressId: "", address: { ...address, ...patch } };
    for (const issue of v.safeParse(notificationAddressSchema("new"), values).issues ?? []) {
      first[String(issue.path?.at(-1)?.key)] ??= issue.message;
    }
    return first;
  };
  it("accepts a complete address and an existing one by id", () => {
    expect(messages({})).toEqual({});
    const empty = Object.fromEntries(Object.keys(address).map((key) => [key, ""]));
    expect(v.safeParse(notificationAddressSchema("existing"), { choice: "existing", addressId: "2", address: empty }).success).toBe(true);
    expect(v.safeParse(notificationAddressSchema("existing"), { choice: "existing", addressId: "", address: empty }).success).toBe(false);
  });
  it("applies the lengths of §5", () => {
    expect(
      messages({
        name: "n".repeat(257),
        street: "s".repeat(257),
        number: "1234567890",
        block: "12345",
        stair: "12345",
        floor: "12345678901",
        door: "12345",
      }),
    ).toEqual({
      name: "validation.tooLong",
      street: "validation.tooLong",
      number: "validation.tooLong",
      block: "validation.tooLong",
      stair: "validation.tooLong",
      floor: "validation.tooLong",
      door: "validation.tooLong",
    });
  });
  it("needs postal code, locality, province, street type, mobile and email", () => {
    expect(messages({ postalCode: "080", city: "", province: "", streetType: "", mobile: "1", email: "x" })).toEqual({
      postalCode: "validation.postalCode.invalid",
      city: "validation.required",
      province: "validation.required",
      streetType: "validation.required",
      mobile: "validation.tooShort",
      email: "validation.email.invalid",
    });
  });
  it("checks a cadastral reference when one is given", () => {
    expect(messages({ cadastralReference: "123" })).toEqual({ cadastralReference: "validation.cadastralReference.invalid" });
  });
});
