/** spec §1: the six interface languages, their full codes, and the default (ca-ES). */
export const LOCALES = ["ca", "es", "en", "gl", "fr", "de"] as const;
export type Locale = (typeof LOCALES)[number];

/** spec §9: ca-ES, es-ES, en-US, gl-ES, fr-FR, de-DE. */
export const FULL_LOCALE: Record<Locale, string> = {
  ca: "ca-ES",
  es: "es-ES",
  en: "en-US",
  gl: "gl-ES",
  fr: "fr-FR",
  de: "de-DE",
};

export const DEFAULT_LOCALE: Locale = "ca";

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

/**
 * spec §1: "A language code is reduced to its first 2 letters for lookup."
 * @returns the supported 2-letter locale, or null when the code is not one of ours.
 * @example reduceLocale("es-ES") // "es"
 */
export function reduceLocale(code: string | null | undefined): Locale | null {
  if (!code) return null;
  const short = code.trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : null;
}
