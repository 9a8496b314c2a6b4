import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Shrinks the CSS strings of `*.styles.ts` and the theme in builds: comments and runs of white space
 * go. Spaces before ":" are kept on purpose (".a :focus" and ".a:focus" are different selectors); only
 * the space after a property name's colon goes.
 */
export function minifyCssStrings() {
  const minify = (css: string) =>
    css
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\s+/g, " ")
      .replace(/\s*([{};,])\s*/g, "$1")
      .replace(/;}/g, "}")
      // After a property name (right after "{" or ";") the space is noise: "color: red" → "color:red".
      .replace(/([{;][-a-z]+):\s+/g, "$1:")
      .replace(/\s+!important/g, "!important")
      .trim();
  return {
    name: "ov-minify-css-strings",
    apply: "build" as const,
    enforce: "pre" as const, // before Babel, on the source as written
    transform(code: string, id: string) {
      // `<name>.styles.ts` of the UI kit and the widgets, `base-styles.ts`, the theme.
      if (!/[\\/.-]styles\.ts$|[\\/]src[\\/]ui[\\/]theme\.ts$/.test(id) || !code.includes("/* css */")) return null;
      return { code: code.replace(/\/\* css \*\/ `((?:[^`\\]|\\[\s\S])*)`/g, (_match, css: string) => `\`${minify(css)}\``), map: null };
    },
  };
}

/**
 * Shared Vite plugins: the Lingui macros run through Babel (plugin-react 6 no longer does), and `.po`
 * catalogs are compiled on import by the Lingui plugin so each catalog is its own chunk.
 */
export const plugins = () => [
  minifyCssStrings(),
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
