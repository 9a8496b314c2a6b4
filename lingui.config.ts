import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/** spec §1: interface languages ca, es, en, gl, fr, de (default ca-ES); catalogs keyed by the 2-letter code. */
export default defineConfig({
  sourceLocale: "en",
  locales: ["ca", "es", "en", "gl", "fr", "de"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}",
      include: ["<rootDir>/src", "<rootDir>/widgets"],
      exclude: ["**/*.test.*", "**/*.stories.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
