/**
 * The interface languages and how a language code is read (spec §1), shared by the runtime
 * (src/i18n/locales.ts re-exports them) and the loader, which chooses a first screen's texts file
 * before any runtime has run. Dependency-free.
 */

/** spec §1: the six interface languages. */
export const LOCALES = ["ca", "es", "en", "gl", "fr", "de"] as const;
export type Locale = (typeof LOCALES)[number];

/** spec §1: the default language (ca-ES), shown until the settings name another. */
export const DEFAULT_LOCALE: Locale = "ca";

/**
 * spec §1: "A language code is reduced to its first 2 letters for lookup."
 * @returns the supported 2-letter locale, or null when the code is not one of ours.
 * @example reduceLocale("es-ES") // "es"; reduceLocale(" ES ") // "es"; reduceLocale("pt") // null
 */
export function reduceLocale(code: unknown): Locale | null {
  const short = typeof code === "string" ? code.trim().slice(0, 2).toLowerCase() : "";
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : null;
}
