/**
 * The communication languages offered on the person step, named in their own language (they are not
 * translated). The values follow the API's `<lang>_<COUNTRY>` form (GET contractacio/config
 * `comms_language`). The confirmation's summary names the chosen one the same way.
 */
export const COMMS_LANGUAGES = [
  { value: "ca_ES", label: "Català" },
  { value: "es_ES", label: "Español" },
  { value: "gl_ES", label: "Galego" },
  { value: "en_US", label: "English" },
  { value: "fr_FR", label: "Français" },
  { value: "de_DE", label: "Deutsch" },
] as const;

/**
 * The name of a communication language, or its code when it is not one offered.
 * @example commsLanguageName("ca_ES"); // "Català"
 */
export function commsLanguageName(value: string): string {
  return COMMS_LANGUAGES.find((language) => language.value === value)?.label ?? value;
}
