import type { Messages } from "@lingui/core";
import type { Locale } from "./locales";

/**
 * Every catalog file, `locales/<locale>/<area>.po`, as a lazy import: the bundler makes one chunk per
 * file, so a page downloads only the languages it shows and the areas (core, one per widget) it uses.
 */
const FILES = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po");

/** The catalog area of the shared kernel (src/): element, UI kit, validation and API messages. */
export const CORE_AREA = "core";

/** The lead contact form's texts (src/forms/lead/): loaded with the form, not with the page. */
export const LEAD_FORM_AREA = "lead-form";

/**
 * Loads one area's compiled catalog for a locale; an area without a file (a widget with no texts)
 * yields no messages.
 * @example await loadCatalog("es", "comparator")
 */
export async function loadCatalog(locale: Locale, area: string = CORE_AREA): Promise<Messages> {
  const load = FILES[`../../locales/${locale}/${area}.po`];
  return load ? (await load()).messages : {};
}

/** Every area of a locale merged, for tools that show everything at once (Storybook). */
export async function loadAllCatalogs(locale: Locale): Promise<Messages> {
  const prefix = `../../locales/${locale}/`;
  const parts = await Promise.all(
    Object.entries(FILES)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([, load]) => (await load()).messages),
  );
  return Object.assign({}, ...parts) as Messages;
}
