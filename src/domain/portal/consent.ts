/**
 * Cookie consent of the portal (spec §2 Other: "Cookie consent (necessary, preferences, statistics,
 * marketing; analytics only with consent)"). Pure: reads a cookie string and says what it holds, and
 * turns a choice into the cookies to write. The `<ov-portal>` page-wide parts write them.
 *
 * spec §9: "consent cookies rcl_cookies_accepted, rcl_consent_given, rcl_statistics_consent,
 * rcl_marketing_consent, rcl_preferences_consent". The spec names them but not their values; here every
 * one holds "true" or "false":
 * - rcl_consent_given: the visitor decided (the banner no longer shows);
 * - rcl_cookies_accepted: every optional category was accepted ("accept all", or all three switched on);
 * - rcl_preferences_consent, rcl_statistics_consent, rcl_marketing_consent: one per optional category.
 * Necessary cookies need no consent and have no cookie.
 */

export const CONSENT_COOKIES = {
  given: "rcl_consent_given",
  accepted: "rcl_cookies_accepted",
  preferences: "rcl_preferences_consent",
  statistics: "rcl_statistics_consent",
  marketing: "rcl_marketing_consent",
} as const;

/** A decision is remembered for one year. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The optional categories (necessary is always on). */
export interface ConsentChoice {
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

export const ACCEPT_ALL: ConsentChoice = { preferences: true, statistics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { preferences: false, statistics: false, marketing: false };

/** `name=value; other=…` into a map (values URI-decoded). */
export function parseCookies(cookies: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of cookies.split(";")) {
    const [rawKey, ...rest] = part.trim().split("=");
    if (!rawKey) continue;
    let value = rest.join("=");
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed value is kept as written.
    }
    map.set(rawKey, value);
  }
  return map;
}

const pageCookies = (): string => (typeof document === "undefined" ? "" : document.cookie);

/**
 * The stored decision, or null while the visitor has not decided (the banner shows).
 * @example readConsent("rcl_consent_given=true; rcl_statistics_consent=true") // {preferences: false, statistics: true, marketing: false}
 */
export function readConsent(cookies: string = pageCookies()): ConsentChoice | null {
  const map = parseCookies(cookies);
  if (map.get(CONSENT_COOKIES.given) !== "true") return null;
  return {
    preferences: map.get(CONSENT_COOKIES.preferences) === "true",
    statistics: map.get(CONSENT_COOKIES.statistics) === "true",
    marketing: map.get(CONSENT_COOKIES.marketing) === "true",
  };
}

/**
 * spec §2 Other: "analytics only with consent": true only when the visitor decided and accepted the
 * statistics category. Anything else (no decision, rejected, a garbled value) is a no.
 * @example analyticsAllowed("rcl_consent_given=true; rcl_statistics_consent=true") // true
 */
export function analyticsAllowed(cookies: string = pageCookies()): boolean {
  return readConsent(cookies)?.statistics === true;
}

/**
 * The cookies that record a choice, as name and value pairs, in writing order.
 * @example consentCookies(REJECT_ALL)[0] // ["rcl_consent_given", "true"]
 */
export function consentCookies(choice: ConsentChoice): Array<[string, string]> {
  const all = choice.preferences && choice.statistics && choice.marketing;
  return [
    [CONSENT_COOKIES.given, "true"],
    [CONSENT_COOKIES.accepted, String(all)],
    [CONSENT_COOKIES.preferences, String(choice.preferences)],
    [CONSENT_COOKIES.statistics, String(choice.statistics)],
    [CONSENT_COOKIES.marketing, String(choice.marketing)],
  ];
}
