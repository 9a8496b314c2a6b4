import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const WIDGETS = ["comparator", "power-calculator", "contracting", "newsletter", "price-alerts", "context"];

/**
 * Import boundaries of DESIGN.md "Layout": src/ never imports widgets/ (or demo/); a widget imports
 * src/ and never another widget; only widgets/portal composes the others.
 */
const boundaries = [
  // Tests of the kernel may use the sandbox (the one source of API behaviour), never a widget.
  {
    files: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/widgets/**"], message: "src/ tests never import a widget." }] }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/widgets/**", "widgets/*"], message: "src/ is the shared kernel: it never imports a widget." },
            { group: ["**/demo/**"], message: "src/ never imports the demo or the sandbox." },
          ],
        },
      ],
    },
  },
  ...WIDGETS.map((name) => ({
    files: [`widgets/${name}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: WIDGETS.filter((other) => other !== name)
                .flatMap((other) => [`**/widgets/${other}/**`, `../${other}/**`, `../${other}`])
                .concat(["**/widgets/portal/**", "../portal/**", "../portal"]),
              message: "A widget never imports another widget; only widgets/portal composes them.",
            },
            { group: ["**/demo/**"], message: "Widgets never import the demo or the sandbox." },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ["dist/**", "**/node_modules/**", "storybook-static/**", "locales/**", "coverage/**", "custom-elements.json"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...boundaries,
  {
    files: ["scripts/**", "demo/**", "test/**", "**/*.test.{ts,tsx}", ".storybook/**", "*.config.*"],
    rules: { "no-console": "off" },
  },
);
