/**
 * The design system's scales (issue 39 item 1): type, spacing, radii, elevation, surface levels and
 * status surfaces, each derived from the public base tokens of THEME_PROPERTIES (src/element/surface.ts)
 * through their private twins (src/ui/theme.ts): `calc()` on `--_ov-space`, `--_ov-font-size` and
 * `--_ov-radius`, `color-mix()` on the surface and status colours. A page that sets `--ov-space: 6px` or
 * `--ov-color-success: #0a7d3b` moves the whole scale with it; nothing here is a public name, so the
 * theme's surface (README "Theme", custom-elements.json) stays the one list of what a page may set.
 *
 * A sheet of its own, not part of the theme sheet every tag adopts: the comparator's first load has less
 * than 1 kB left of its 105 kB budget (scripts/budgets.mjs), and it would carry these rules without
 * reading one. A tag whose sheets use the scales adopts it before its own sheet (the portal:
 * widgets/portal/index.ts); Storybook's frame adopts it with the theme (.storybook/shadow-root-frame.tsx),
 * and stories/ui/design-tokens.stories.tsx shows every step in both palettes.
 *
 * Status surfaces: the tint is mixed into the tag's surface, its border halfway, and its text is the
 * status colour itself, which the default palettes keep at 4.5:1 or more on the tint (light: 10 %, dark:
 * 16 %; checked by test/browser/theme-contrast.test.ts on the screens that use them).
 */
const STATUSES = ["success", "warning", "danger", "info"] as const;

// The sheet is built from its steps, without comments: it travels in the portal's first load (125 kB
// budget), which it costs about 0.6 kB gzip.
const steps = (prefix: string, base: string, factors: ReadonlyArray<number | string>, names?: readonly string[]) =>
  factors.map((factor, index) => `--_ov-${prefix}-${names?.[index] ?? index + 1}:calc(var(--_ov-${base}) * ${factor});`).join("");
const status = (tint: number) =>
  STATUSES.map(
    (name) =>
      `--_ov-${name}-surface:color-mix(in srgb,var(--_ov-color-${name}) ${tint}%,var(--_ov-color-surface));` +
      `--_ov-${name}-border:color-mix(in srgb,var(--_ov-color-${name}) 50%,var(--_ov-color-surface));` +
      `--_ov-${name}-text:var(--_ov-color-${name});`,
  ).join("");
const mix = (colour: string, percent: number) => `color-mix(in srgb,var(--_ov-color-${colour}) ${percent}%,var(--_ov-color-surface))`;

/**
 * The scales, on `:host` (light, and the steps that do not change with the palette) and under the dark
 * theme's selectors (theme.ts):
 * - type: `--_ov-text-xs|sm|md|lg|xl|2xl`, 0.75, 0.875, 1, 1.25, 1.5 and 2 times the base font size;
 * - spacing: `--_ov-space-1` to `-7`, 0.5, 1, 1.5, 2, 3, 4 and 6 units (4 to 48 px with the default 8 px);
 * - radii: `--_ov-radius-sm|md|lg`, half, once and twice the theme's radius (a page's `--ov-radius: 0`
 *   squares them all), and `--_ov-radius-pill`;
 * - elevation: `--_ov-elevation-1` is the theme's shadow (menus, tooltips), `-2` a card floating on the
 *   page, `-3` dialogs and sheets; darker under the dark palette;
 * - surface levels: `--_ov-surface-page` (behind cards: the portal's page, widgets/portal/shell/shell.styles.ts,
 *   which a page moves with the portal's own `--ov-portal-background`), `-card` (the portal's header, its
 *   areas' cards and DataList's cards and wide table), `-raised` (above a card) and `-brand` (a panel in
 *   the brand's tint); in the dark palette a surface is lighter the higher it is;
 * - `--_ov-border-subtle`: a card's edge, quieter than a field's border (which keeps 3:1, WCAG 1.4.11);
 * - status: `--_ov-<success|warning|danger|info>-surface|border|text`.
 */
export const tokenStyles =
  `:host{` +
  steps("text", "font-size", [0.75, 0.875, 1, 1.25, 1.5, 2], ["xs", "sm", "md", "lg", "xl", "2xl"]) +
  steps("space", "space", [0.5, 1, 1.5, 2, 3, 4, 6]) +
  steps("radius", "radius", [0.5, 1, 2], ["sm", "md", "lg"]) +
  `--_ov-radius-pill:999px;` +
  `--_ov-elevation-1:var(--_ov-shadow);` +
  `--_ov-elevation-2:0 1px 2px rgb(0 0 0/.06),0 4px 12px rgb(0 0 0/.08);` +
  `--_ov-elevation-3:0 2px 6px rgb(0 0 0/.08),0 12px 32px rgb(0 0 0/.16);` +
  `--_ov-surface-page:var(--_ov-color-surface-alt);` +
  `--_ov-surface-card:var(--_ov-color-surface);` +
  `--_ov-surface-raised:var(--_ov-color-surface);` +
  `--_ov-surface-brand:${mix("primary", 8)};` +
  `--_ov-border-subtle:${mix("border", 40)};` +
  status(10) +
  `}:host([theme="dark"]),:host([data-ov-theme="dark"]){` +
  `--_ov-elevation-2:0 1px 2px rgb(0 0 0/.4),0 4px 12px rgb(0 0 0/.4);` +
  `--_ov-elevation-3:0 2px 6px rgb(0 0 0/.5),0 12px 32px rgb(0 0 0/.6);` +
  `--_ov-surface-page:var(--_ov-color-surface);` +
  `--_ov-surface-card:${mix("text", 5)};` +
  `--_ov-surface-raised:${mix("text", 9)};` +
  `--_ov-surface-brand:${mix("primary", 12)};` +
  status(16) +
  `}`;

/** The token names by group, for the Storybook page (stories/ui/design-tokens.stories.tsx) and the tests. */
export const TOKENS = {
  text: ["--_ov-text-xs", "--_ov-text-sm", "--_ov-text-md", "--_ov-text-lg", "--_ov-text-xl", "--_ov-text-2xl"],
  space: ["--_ov-space-1", "--_ov-space-2", "--_ov-space-3", "--_ov-space-4", "--_ov-space-5", "--_ov-space-6", "--_ov-space-7"],
  radius: ["--_ov-radius-sm", "--_ov-radius-md", "--_ov-radius-lg", "--_ov-radius-pill"],
  elevation: ["--_ov-elevation-1", "--_ov-elevation-2", "--_ov-elevation-3"],
  surface: ["--_ov-surface-page", "--_ov-surface-card", "--_ov-surface-raised", "--_ov-surface-brand"],
  status: STATUSES,
} as const;
