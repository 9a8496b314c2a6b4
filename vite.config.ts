import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Shared Vite configuration: the Lingui macros run through Babel (plugin-react 6 no longer does),
 * and `.po` catalogs are compiled on import by the Lingui plugin so each locale is its own chunk.
 */
export const plugins = () => [
  babel({ plugins: ["@lingui/babel-plugin-lingui-macro"], exclude: /node_modules/ }),
  react(),
  lingui(),
];

export default defineConfig({
  plugins: plugins(),
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "widgets/**/*.test.{ts,tsx}", "demo/**/*.test.{ts,tsx}", "test/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["test/setup.ts"],
    restoreMocks: true,
  },
});
