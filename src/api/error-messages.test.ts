import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as es } from "../../locales/es/core.po";
import { API_ERROR_MESSAGES, describeApiError } from "./error-messages";
import type { ApiErrorCode } from "./errors";

describe("describeApiError (calls §8.1: the catalogue's message of each failure)", () => {
  it.each(Object.entries(API_ERROR_MESSAGES))("%s: names the catalogs' message of the code", (code, descriptor) => {
    expect(describeApiError(code as ApiErrorCode)).toEqual({ id: descriptor.id });
  });

  it("is translated by the catalogs", () => {
    const spanish = setupI18n({ locale: "es", messages: { es } });
    const english = (code: ApiErrorCode) => API_ERROR_MESSAGES[code].message;
    for (const code of ["token_expired", "method_not_allowed", "network"] as const) {
      const text = spanish._(describeApiError(code));
      expect(text, code).not.toBe(describeApiError(code).id);
      expect(text, code).not.toBe(english(code));
    }
  });
});
