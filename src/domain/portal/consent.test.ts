import { describe, expect, it } from "vitest";
import { ACCEPT_ALL, REJECT_ALL, analyticsAllowed, consentCookies, parseCookies, readConsent } from "./consent";

const asCookieString = (pairs: Array<[string, string]>) => pairs.map(([name, value]) => `${name}=${value}`).join("; ");

describe("cookie consent (spec §2 Other, §9 rcl_* cookies)", () => {
  it("has no decision without rcl_consent_given=true", () => {
    expect(readConsent("")).toBeNull();
    expect(readConsent("rcl_statistics_consent=true")).toBeNull();
    expect(readConsent("rcl_consent_given=false; rcl_statistics_consent=true")).toBeNull();
  });

  it("reads each category of a decision", () => {
    expect(readConsent("lang=ca; rcl_consent_given=true; rcl_marketing_consent=true; rcl_statistics_consent=false")).toEqual({
      preferences: false,
      statistics: false,
      marketing: true,
    });
  });

  it("allows analytics only with the statistics consent", () => {
    expect(analyticsAllowed("")).toBe(false);
    expect(analyticsAllowed(asCookieString(consentCookies(REJECT_ALL)))).toBe(false);
    expect(analyticsAllowed(asCookieString(consentCookies({ preferences: true, statistics: false, marketing: true })))).toBe(false);
    expect(analyticsAllowed(asCookieString(consentCookies({ preferences: false, statistics: true, marketing: false })))).toBe(true);
    expect(analyticsAllowed(asCookieString(consentCookies(ACCEPT_ALL)))).toBe(true);
    // Statistics accepted but the decision cookie missing (e.g. cleared): not a consent.
    expect(analyticsAllowed("rcl_statistics_consent=true")).toBe(false);
    expect(analyticsAllowed("rcl_consent_given=true; rcl_statistics_consent=yes")).toBe(false);
  });

  it("writes the five cookies the spec names; rcl_cookies_accepted only when everything is accepted", () => {
    expect(consentCookies(ACCEPT_ALL)).toEqual([
      ["rcl_consent_given", "true"],
      ["rcl_cookies_accepted", "true"],
      ["rcl_preferences_consent", "true"],
      ["rcl_statistics_consent", "true"],
      ["rcl_marketing_consent", "true"],
    ]);
    expect(Object.fromEntries(consentCookies({ preferences: true, statistics: true, marketing: false }))).toMatchObject({
      rcl_consent_given: "true",
      rcl_cookies_accepted: "false",
      rcl_marketing_consent: "false",
    });
  });

  it("parses cookie strings with spaces, = in values and encoded values", () => {
    const map = parseCookies(" a=1;b=x=y ; c=%C3%A0");
    expect(map.get("a")).toBe("1");
    expect(map.get("b")).toBe("x=y");
    expect(map.get("c")).toBe("à");
  });
});
