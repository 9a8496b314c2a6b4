import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as de } from "../../locales/de/comparator.po";
import { comparatorMessageIds } from "../../src/domain/comparator";
import { fieldErrorText } from "../../src/forms/validation-messages";
import { RULE_MESSAGES } from "./comparator.texts";

describe("the comparator rules' messages", () => {
  const german = setupI18n({ locale: "de", messages: { de } });

  it.each(Object.values(comparatorMessageIds))("%s: shown at its field in the tag's language, by its id", (id) => {
    expect(RULE_MESSAGES[id].id).toBe(id);
    const text = fieldErrorText(german, { message: id, type: "check" });
    expect(text).toBeTypeOf("string");
    expect(text).not.toBe(id);
    expect(text).not.toBe(RULE_MESSAGES[id].message);
  });
});
