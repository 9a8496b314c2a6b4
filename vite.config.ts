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
      // `*.styles.ts` of the UI kit and the widgets, a widget's `styles.ts`, `base-styles.ts`, the theme.
      if (!/[\\/.-]styles\.ts$|[\\/]src[\\/]ui[\\/]theme\.ts$/.test(id) || !code.includes("/* css */")) return null;
      return { code: code.replace(/\/\* css \*\/ `((?:[^`\\]|\\[\s\S])*)`/g, (_match, css: string) => `\`${minify(css)}\``), map: null };
    },
  };
}

/** What each React module name resolves to: Preact 11's compat layer serves React's API. */
const PREACT_FOR: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/test-utils": "preact/test-utils",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  // Unit tests: Testing Library's ES build, whose React imports this plugin can reach (its CommonJS
  // `main` would require React DOM itself).
  "@testing-library/react": "@testing-library/react/dist/@testing-library/react.esm.js",
};

/** The demo's hostile page runs its own app on React 18 (demo/host-app): its React stays React. */
const keepsReact = (importer: string | undefined) => /[\\/]demo[\\/]host-app[\\/]/.test(importer ?? "");

/**
 * React's API served by Preact (DESIGN "View library"): every `react` and `react-dom` import of our code
 * and of the libraries built on React (react-hook-form, Lingui, valtio, zustand, r2wc, react-chartjs-2)
 * resolves to `preact/compat`, in builds, the demo's dependency pre-bundling and unit tests alike.
 * Aliases rather than a resolve hook: Vitest and the dependency optimizer apply them to packages too.
 * `OV_VIEW=react` leaves the plugin out, to check that a test passes under React too.
 */
export function preactCompat() {
  type Resolve = { resolve: (source: string, importer?: string, options?: object) => Promise<unknown> };
  return {
    name: "ov-preact-compat",
    config: () => ({
      resolve: {
        alias: Object.entries(PREACT_FOR).map(([name, target]) => ({
          find: new RegExp(`^${name.replace(/[/.]/g, "\\$&")}$`),
          replacement: target,
          customResolver(this: Resolve, id: string, importer: string | undefined, options: object) {
            return this.resolve(keepsReact(importer) ? name : id, importer, { ...options, skipSelf: true });
          },
        })),
      },
    }),
  };
}

/**
 * Shared Vite plugins: the Lingui macros run through Babel (plugin-react 6 no longer does), and `.po`
 * catalogs are compiled on import by the Lingui plugin so each catalog is its own chunk.
 */
export const plugins = () => [
  ...(process.env.OV_VIEW === "react" ? [] : [preactCompat()]),
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
    // Through Vite, so that their React imports reach Preact's compat layer too (preactCompat).
    server: { deps: { inline: process.env.OV_VIEW === "react" ? [] : [/@testing-library[\\/]react/, /@lingui[\\/]react/, /react-hook-form/, /@hookform/, /valtio/, /zustand/, /use-sync-external-store/, /@r2wc/, /react-chartjs-2/] } },
  },
});
