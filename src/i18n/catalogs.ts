import type { Messages } from "@lingui/core";
import { TEXTS_KEY, page } from "../load-protocol/globals";
import type { Locale } from "./locales";

/** Catalog files as `import.meta.glob` gives them: a path ending in `locales/<locale>/<area>.po` to its lazy import. */
export type CatalogFiles = Record<string, () => Promise<unknown>>;

/** The catalog area of the shared kernel (src/): element, UI kit, validation and API messages. */
export const CORE_AREA = "core";

/** The lead contact form's texts (src/forms/lead/): loaded with the form, not with the page. */
export const LEAD_FORM_AREA = "lead-form";

/**
 * The texts of the UI kit's parts that the comparator's first screen never shows (lingui.config.ts
 * `UI_PARTS`); their files (src/ui/ui-parts-catalogs.ts) are registered by what shows those parts.
 */
export const UI_PARTS_AREA = "ui-parts";

// Kept on globalThis, like the runtime, so that a tag of a second copy of the bundle finds its texts
// through the runtime of the first copy.
const REGISTRY = Symbol.for("ov-widgets.catalogs");
type Registry = Map<string, () => Promise<unknown>>;
const registry: Registry = ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= new Map());
// Told of every registration, for the same reason: the runtime of the first copy waits for the areas
// a second copy registers.
const LISTENERS = Symbol.for("ov-widgets.catalog-listeners");
const listeners: Set<() => void> = ((globalThis as { [LISTENERS]?: Set<() => void> })[LISTENERS] ??= new Set());

const AREA_PATH = /locales\/([a-z]{2})\/([\w-]+)\.po$/;

/**
 * Makes catalog files loadable by locale and area. The runtime holds only the core catalogs; each tag
 * registers its own areas from its chunk (`defineWidget(..., { catalogs })`), so a widget added to the
 * library adds nothing to the shared runtime chunk every page downloads (docs/architecture.md "Quality bars").
 * @example registerCatalogs(import.meta.glob("../../locales/*\/newsletter.po"));
 */
export function registerCatalogs(files: CatalogFiles): void {
  for (const [path, load] of Object.entries(files)) {
    const match = AREA_PATH.exec(path);
    if (match) registry.set(`${match[1]}/${match[2]}`, load);
  }
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` after each `registerCatalogs`, so that an area asked for before its module was
 * imported still gets its texts (see `I18nRegistry`).
 */
export function onCatalogsRegistered(listener: () => void): void {
  listeners.add(listener);
}

// One chunk per file: a page downloads only the languages it shows.
registerCatalogs(import.meta.glob("../../locales/*/core.po"));

/**
 * Loads one area's compiled catalog for a locale. An area registered without a file for that locale
 * yields no messages; an area nobody has registered (yet) yields null, decided at once (not after an
 * await), so that a caller can wait for its registration without missing one made in between.
 * @example await loadCatalog("es", "comparator")
 */
export function loadCatalog(locale: Locale, area: string = CORE_AREA): Promise<Messages> | null {
  const key = `${locale}/${area}`;
  const load = registry.get(key);
  if (!load) return [...registry.keys()].some((name) => name.endsWith(`/${area}`)) ? Promise.resolve({}) : null;
  // A compiled catalog module exports `messages` (@lingui/vite-plugin).
  const fromFile = () => load().then((module) => (module as { messages?: Messages }).messages ?? {});
  const early = requestedTexts(key);
  if (early === undefined) return fromFile();
  return Promise.resolve(early).then((messages) => (isMessages(messages) ? messages : fromFile()), fromFile);
}

/**
 * An area's messages when the loader's wave has already brought them, else null: read synchronously,
 * so a tag's first render shows its texts (src/runtime/i18n.ts `peek`) rather than an empty root that
 * the texts replace a task later (issue 35: the comparator's runtime screen came one render later).
 * @example arrivedCatalog("ca", "comparator") // { "comparator.title": "…" } or null
 */
export function arrivedCatalog(locale: Locale, area: string = CORE_AREA): Messages | null {
  const early = requestedTexts(`${locale}/${area}`);
  return isMessages(early) && !(early instanceof Promise) ? early : null;
}

function requestedTexts(key: string): unknown {
  // CDN build: the texts of a tag's first screen, requested with its wave (widgets/loader/wave.ts), in
  // one file or in each area's own; a promise of the area's messages, failing if the file did, replaced
  // by the messages themselves once they have arrived.
  const texts = page[TEXTS_KEY];
  return texts instanceof Map ? texts.get(key) : undefined;
}

/** Compiled messages: an object of message ids to their compiled form (strings and arrays). */
const isMessages = (value: unknown): value is Messages => typeof value === "object" && value !== null && !Array.isArray(value);
