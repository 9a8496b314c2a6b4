import type { CatalogFiles } from "../i18n/catalogs";

/**
 * The files of the `ui-parts` catalog area (src/i18n/catalogs.ts UI_PARTS_AREA): the texts of the UI
 * kit's parts that the comparator's first screen never shows (file upload, pagination, stepper, data list, identifier,
 * chip, dialog and the session-expired dialog; lingui.config.ts
 * `UI_PARTS`), apart from `core` so that a comparator page does not download them (docs/architecture.md
 * "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs). Registered by what shows those parts: the
 * tags that show them on their first screen (`defineWidget`'s `catalogs`, with `areas` to load them
 * before the first paint), the lead contact form and the session-expired dialog's host.
 */
export const uiPartsCatalogs: CatalogFiles = import.meta.glob("../../locales/*/ui-parts.po");
