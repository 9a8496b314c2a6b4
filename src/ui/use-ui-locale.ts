import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE, reduceLocale, type Locale } from "../i18n/locales";

/**
 * The active interface locale as one of our 2-letter codes, for Intl formatting and number parsing
 * inside UI primitives (the Lingui instance may carry "es" or, from a caller, "es-ES").
 * @returns the reduced locale, or the spec default (ca) when Lingui holds an unknown code
 */
export function useUiLocale(): Locale {
  const { i18n } = useLingui();
  return reduceLocale(i18n.locale) ?? DEFAULT_LOCALE;
}
