import type { Locale } from "../load-protocol/locale";

/** spec §1: the six interface languages and the default (ca-ES), with the reading of a code, shared with the loader. */
export { DEFAULT_LOCALE, LOCALES, reduceLocale, type Locale } from "../load-protocol/locale";

/** spec §9: ca-ES, es-ES, en-US, gl-ES, fr-FR, de-DE. */
export const FULL_LOCALE: Record<Locale, string> = {
  ca: "ca-ES",
  es: "es-ES",
  en: "en-US",
  gl: "gl-ES",
  fr: "fr-FR",
  de: "de-DE",
};

/**
 * The locales to hand to Intl for a language: its own, then Spain's Spanish. Some browsers' ICU data
 * lack Galician (Debian's Chromium: `Intl.NumberFormat.supportedLocalesOf("gl")` is empty), and Intl
 * then formats in the browser's default, English: "1,294 kWh" and "€96.12" on a Galician screen (demo
 * walk of the consumption and battery sections). Spanish conventions are the nearest: decimal comma,
 * euro after the amount, day before month.
 * @param locale - the active language
 * @returns the list for `Intl.NumberFormat` / `Intl.DateTimeFormat`
 * @example new Intl.NumberFormat(intlLocales("gl")).format(1294.5) // "1294,5" where gl-ES is missing, as in gl-ES
 */
export function intlLocales(locale: Locale): string[] {
  return [FULL_LOCALE[locale], FULL_LOCALE.es];
}

/** Each interface language by its own name, as a language menu offers it (spec §1). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  ca: "Català",
  es: "Español",
  en: "English",
  gl: "Galego",
  fr: "Français",
  de: "Deutsch",
};
