import type { Messages } from "@lingui/core";
import type { Locale } from "./locales";

/** Catalog files as `import.meta.glob` gives them: a path ending in `locales/<locale>/<area>.po` to its lazy import. */
export type CatalogFiles = Record<string, () => Promise<unknown>>;

/** The catalog area of the shared kernel (src/): element, UI kit, validation and API messages. */
export const CORE_AREA = "core";

/** The lead contact form's texts (src/forms/lead/): loaded with the form, not with the page. */
export const LEAD_FORM_AREA = "lead-form";

// Kept on globalThis, like the runtime, so that a tag of a second copy of the bundle finds its texts
// through the runtime of the first copy.
const REGISTRY = Symbol.for("ov-widgets.catalogs");
type Registry = Map<string, () => Promise<unknown>>;
const registry = ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= new Map());

const AREA_PATH = /locales\/([a-z]{2})\/([\w-]+)\.po$/;

/**
 * Makes catalog files loadable by locale and area. The runtime holds only the core catalogs; each tag
 * registers its own areas from its chunk (`defineWidget(..., { catalogs })`), so a widget added to the
 * library adds nothing to the shared runtime chunk every page downloads (DESIGN "Quality bars").
 * @example registerCatalogs(import.meta.glob("../../locales/*\/newsletter.po"));
 */
export function registerCatalogs(files: CatalogFiles): void {
  for (const [path, load] of Object.entries(files)) {
    const match = AREA_PATH.exec(path);
    if (match) registry.set(`${match[1]}/${match[2]}`, load);
  }
}

// One chunk per file: a page downloads only the languages it shows.
registerCatalogs(import.meta.glob("../../locales/*/core.po"));

/**
 * Loads one area's compiled catalog for a locale; an area without a registered file (a widget with no
 * texts) yields no messages.
 * @example await loadCatalog("es", "comparator")
 */
export async function loadCatalog(locale: Locale, area: string = CORE_AREA): Promise<Messages> {
  const load = registry.get(`${locale}/${area}`);
  // A compiled catalog module exports `messages` (@lingui/vite-plugin).
  return load ? (((await load()) as { messages?: Messages }).messages ?? {}) : {};
}
