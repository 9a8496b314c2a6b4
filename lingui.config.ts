import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * spec §1: interface languages ca, es, en, gl, fr, de (default ca-ES), catalogs keyed by the 2-letter
 * code. One catalog per area and locale, `locales/<locale>/<area>.po`: `core` for src/ (element, UI
 * kit, validation and API messages) and one per widget folder, so a page with one comparator
 * downloads the comparator's texts, not the whole portal's (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs).
 */
/**
 * The `ui-parts` catalog area (src/i18n/catalogs.ts UI_PARTS_AREA): file upload, pagination, stepper,
 * data list, identifier, chip, dialog and the session-expired dialog. (The read-only gate's text stays in `core`: any
 * tag may use the hook, and its one message costs some 40 bytes.)
 */
const UI_PARTS = [
  "<rootDir>/src/ui/file-upload.tsx",
  "<rootDir>/src/ui/pagination.tsx",
  "<rootDir>/src/ui/stepper.tsx",
  "<rootDir>/src/ui/data-list.tsx",
  "<rootDir>/src/ui/identifier.tsx",
  "<rootDir>/src/ui/chip.tsx",
  "<rootDir>/src/ui/dialog.tsx",
  "<rootDir>/src/ui/session-expired-dialog.tsx",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["ca", "es", "en", "gl", "fr", "de"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/core",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*", "**/*.stories.*", "<rootDir>/src/forms/lead/**", ...UI_PARTS],
    },
    {
      // The texts of the UI kit's parts that the comparator's first screen never shows load with the
      // tags that show them (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs).
      path: "<rootDir>/locales/{locale}/ui-parts",
      include: UI_PARTS,
      exclude: ["**/*.test.*", "**/*.stories.*"],
    },
    {
      // The lead contact form's texts load with the form (comparator result, power calculator), not
      // with every tag: the comparator's first load stays within its budget.
      path: "<rootDir>/locales/{locale}/lead-form",
      include: ["<rootDir>/src/forms/lead/"],
      exclude: ["**/*.test.*", "**/*.stories.*"],
    },
    {
      // The comparator's result and contact forms load on demand, and so do their texts.
      path: "<rootDir>/locales/{locale}/comparator-result",
      include: ["<rootDir>/widgets/comparator/result/"],
      exclude: ["**/*.test.*", "**/*.stories.*"],
    },
    {
      // The portal's shell: its own folder, its shared pieces, and the areas' descriptors (their menu
      // labels and titles show on every page, so they load with the tag).
      path: "<rootDir>/locales/{locale}/portal",
      include: [
        "<rootDir>/widgets/portal/*.{ts,tsx}",
        "<rootDir>/widgets/portal/shell/",
        "<rootDir>/widgets/portal/shared/",
        "<rootDir>/widgets/portal/*/area.ts",
      ],
      exclude: ["**/*.test.*", "**/*.stories.*"],
    },
    {
      // One catalog per portal area (docs/architecture.md "The portal's areas"), loaded with the area's screens: the
      // login downloads no invoice texts.
      path: "<rootDir>/locales/{locale}/portal-{name}",
      include: ["<rootDir>/widgets/portal/{name}/"],
      exclude: ["**/*.test.*", "**/*.stories.*", "**/area.ts", "<rootDir>/widgets/portal/shell/**", "<rootDir>/widgets/portal/shared/**"],
    },
    {
      path: "<rootDir>/locales/{locale}/{name}",
      include: ["<rootDir>/widgets/{name}/"],
      // widgets/loader/ is the loader's code, not a tag: it shows no text.
      exclude: [
        "**/*.test.*",
        "**/*.stories.*",
        "<rootDir>/widgets/comparator/result/**",
        "<rootDir>/widgets/portal/**",
        "<rootDir>/widgets/loader/**",
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
