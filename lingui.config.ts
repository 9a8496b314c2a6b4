import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * spec §1: interface languages ca, es, en, gl, fr, de (default ca-ES), catalogs keyed by the 2-letter
 * code. One catalog per area and locale, `locales/<locale>/<area>.po`: `core` for src/ (element, UI
 * kit, validation and API messages) and one per widget folder, so a page with one comparator
 * downloads the comparator's texts, not the whole portal's (DESIGN budget: first load 100 kB gzip).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["ca", "es", "en", "gl", "fr", "de"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/core",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*", "**/*.stories.*", "<rootDir>/src/forms/lead/**"],
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
      path: "<rootDir>/locales/{locale}/{name}",
      include: ["<rootDir>/widgets/{name}/"],
      exclude: ["**/*.test.*", "**/*.stories.*", "<rootDir>/widgets/comparator/result/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
