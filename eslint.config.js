import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const WIDGETS = ["comparator", "power-calculator", "contracting", "newsletter", "price-alerts", "context"];

const ROOT = import.meta.dirname;
const PORTAL = "widgets/portal";
/** The portal's composing folders: every other folder of widgets/portal/ is an area (docs/architecture.md "The portal's areas"). */
const PORTAL_SHELL = "shell";
const PORTAL_SHARED = "shared";
/** The one file of the shell that imports the areas (their descriptors), to compose the list. */
const PORTAL_AREAS_FILE = `${PORTAL}/${PORTAL_SHELL}/areas.ts`;
/**
 * The areas, read from the folders of widgets/portal/ when the config loads, so a new area folder is
 * covered without editing this file.
 */
const PORTAL_FOLDERS = readdirSync(join(ROOT, PORTAL), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const PORTAL_AREAS = PORTAL_FOLDERS.filter((name) => name !== PORTAL_SHELL && name !== PORTAL_SHARED);
const hasShell = PORTAL_FOLDERS.includes(PORTAL_SHELL);
const AREA_MESSAGE =
  "A portal area imports the shell, widgets/portal/shared/ and src/, never another area: move what both need to shared/ or src/.";

/**
 * Import boundaries resolved to files (import-x/no-restricted-paths: `../x`, `../../x` and
 * `widgets/portal/x` are the same path), with paths relative to this config whatever the working
 * directory.
 */
const restrictedPaths = (zones) => ["error", { basePath: ROOT, zones }];

/**
 * widgets/portal/ by area (docs/architecture.md "The portal's areas", issue 15 item 2):
 * - a file of an area (any folder other than shell/ and shared/) imports the shell, shared/ and src/,
 *   never another area;
 * - shared/ imports no area (the shell's hooks are allowed: shared pieces navigate too);
 * - the shell imports areas only in shell/areas.ts, and there only each area's descriptor
 *   (`<area>/area.ts`): a screen reaches the shell's router through the lazy import its descriptor
 *   declares, never through a static import of the shell, so each area stays its own chunk. The rest of
 *   the shell (router, header, menu, error pages) imports no area.
 * - once shell/ exists, the files directly in widgets/portal/ (the tag's entry) import areas only
 *   through the shell too; before that (the portal of one file, portal.tsx) they compose the folders.
 *   The shell's and the entry's tests are exempt (they may check the composition), the areas' are not.
 * - no portal file imports the demo or the sandbox (their tests may: the sandbox is the API they run on).
 */
const areaFolder = (name) => `${PORTAL}/${name}`;
const portalBoundaries = [
  ...PORTAL_AREAS.filter(() => PORTAL_AREAS.length > 1).map((area) => ({
    files: [`${PORTAL}/${area}/**/*.{ts,tsx}`],
    rules: {
      "import-x/no-restricted-paths": restrictedPaths(
        PORTAL_AREAS.filter((other) => other !== area).map((other) => ({
          target: areaFolder(area),
          from: areaFolder(other),
          message: AREA_MESSAGE,
        })),
      ),
    },
  })),
  ...(PORTAL_AREAS.length === 0
    ? []
    : [
        {
          files: [`${PORTAL}/${PORTAL_SHARED}/**/*.{ts,tsx}`],
          rules: {
            "import-x/no-restricted-paths": restrictedPaths(
              PORTAL_AREAS.map((area) => ({
                target: areaFolder(PORTAL_SHARED),
                from: areaFolder(area),
                message: "widgets/portal/shared/ is used by the areas and imports none of them.",
              })),
            ),
          },
        },
        {
          files: [`${PORTAL}/${PORTAL_SHELL}/**/*.{ts,tsx}`, ...(hasShell ? [`${PORTAL}/*.{ts,tsx}`] : [])],
          // A shell test may reach an area to check the composition; the shell's code may not.
          ignores: [PORTAL_AREAS_FILE, `${PORTAL}/**/*.test.{ts,tsx}`],
          rules: {
            "import-x/no-restricted-paths": restrictedPaths(
              PORTAL_AREAS.map((area) => ({
                target: [areaFolder(PORTAL_SHELL), ...(hasShell ? [`${PORTAL}/*.{ts,tsx}`] : [])],
                from: areaFolder(area),
                message: `The shell composes the areas in one place: ${PORTAL_AREAS_FILE} imports each area's descriptor.`,
              })),
            ),
          },
        },
        {
          files: [PORTAL_AREAS_FILE],
          rules: {
            "import-x/no-restricted-paths": restrictedPaths(
              PORTAL_AREAS.map((area) => ({
                target: PORTAL_AREAS_FILE,
                from: areaFolder(area),
                except: ["./area.ts"],
                message: "shell/areas.ts imports an area's descriptor (<area>/area.ts) only; its screens load lazily.",
              })),
            ),
          },
        },
      ]),
  {
    files: [`${PORTAL}/**/*.{ts,tsx}`],
    ignores: [`${PORTAL}/**/*.test.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/demo/**"], message: "The portal never imports the demo or the sandbox." }] },
      ],
    },
  },
];

/**
 * src/domain is the pure, DOM-free core (and the source of the public `ov-widgets/rules` and
 * `ov-widgets/validation` entries, imported in Node without a DOM): it imports no UI kit, no runtime
 * (cookies, the page's stores), no element wrapper, no form hooks, no API client and no React.
 * A rule may name a wire shape of src/api as a type (`import type`, erased at build: no code of
 * src/api reaches the domain), since the wire names are declared once there (issue 15 item 7).
 */
const domainBoundaries = [
  {
    files: ["src/domain/**/*.{ts,tsx}"],
    ignores: ["src/domain/**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": restrictedPaths([
        {
          target: "src/domain",
          from: ["src/ui", "src/runtime", "src/element", "src/forms", "src/events"],
          message: "src/domain is pure and DOM-free: it never imports the UI kit, the runtime, the element wrapper, forms or events.",
        },
      ]),
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)api(/|$)",
              allowTypeImports: true,
              message: "src/domain never calls the API: it may only name a wire shape of src/api with `import type`.",
            },
            {
              group: [
                "react",
                "react/*",
                "react-dom",
                "react-dom/*",
                "@lingui/react",
                "@lingui/react/*",
                "zustand",
                "zustand/*",
                "valtio",
                "valtio/*",
              ],
              message: "src/domain is pure and DOM-free: no React, no stores.",
            },
            { group: ["**/widgets/**", "**/demo/**"], message: "src/domain never imports a widget, the demo or the sandbox." },
          ],
        },
      ],
    },
  },
];

/**
 * Widgets reach the API only through the functions of src/api (one function per call, with its answer
 * schema next to it; issue 15 item 2): no `api.get(...)`, `api.post(...)` (and put, request, blob) on the
 * client outside src/api. The client is reached as `api` (useApi()) or `x.api` in this code base.
 * Tests may call the client directly when they exercise it.
 * Likewise a query key is made by the key factory of the src/api module called (`contractKeys`...):
 * `queryKey` is imported in src/api only, so the same call gets the same key everywhere.
 */
const API_VERBS = "/^(get|post|put|request|blob)$/";
const apiCallBoundaries = [
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["src/api/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          `CallExpression[callee.type="MemberExpression"][callee.property.name=${API_VERBS}][callee.object.type="Identifier"][callee.object.name="api"]`,
          `CallExpression[callee.type="MemberExpression"][callee.property.name=${API_VERBS}][callee.object.type="MemberExpression"][callee.object.property.name="api"]`,
          `CallExpression[callee.type="MemberExpression"][callee.property.name=${API_VERBS}][callee.object.type="CallExpression"][callee.object.callee.name="useApi"]`,
        ].map((selector) => ({
          selector,
          message: "Call the API through a function of src/api (one per call, with its answer schema), not the client directly.",
        })),
        {
          selector: 'ImportDeclaration[source.value=/(^|\\/)query-key$/] ImportSpecifier[imported.name="queryKey"]',
          message: "Make a query key with the key factory of the src/api module you call (e.g. contractKeys.detail(name)), not queryKey.",
        },
      ],
    },
  },
];

/**
 * Import boundaries of docs/architecture.md "Layout": src/ never imports widgets/ (or demo/); a widget imports
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
  // test/hosts/<app>/: partners' apps, linted by no one but their authors; the suite beside them is ours.
  {
    ignores: [
      "dist/**",
      "**/node_modules/**",
      "test/hosts/*/**",
      "storybook-static/**",
      "locales/**",
      "coverage/**",
      "custom-elements.json",
    ],
  },
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
  ...portalBoundaries,
  ...domainBoundaries,
  ...apiCallBoundaries,
  // Named exports only (issue 38 item 5): a lazy part loads its module's named export
  // (src/element/retryable-chunk.ts), so nothing needs a default one. Storybook's stories and the root
  // config files do (their tools read the default), and they live outside src/ and widgets/.
  {
    files: ["src/**/*.{ts,tsx}", "widgets/**/*.{ts,tsx}"],
    ignores: ["**/*.stories.{ts,tsx}"],
    rules: { "import-x/no-default-export": "error" },
  },
  {
    files: ["scripts/**", "demo/**", "test/**", "**/*.test.{ts,tsx}", ".storybook/**", "*.config.*"],
    rules: { "no-console": "off" },
  },
);
