import { describe, expect, it } from "vitest";
import { THEME_PROPERTIES } from "../element/surface";
import { TOKENS, tokenStyles } from "./tokens";

/** The declarations of the rule whose selector starts with `selector`, by name. */
function declarations(selector: string): Map<string, string> {
  const start = tokenStyles.indexOf(`${selector}`);
  const body = tokenStyles.slice(tokenStyles.indexOf("{", start) + 1, tokenStyles.indexOf("}", start));
  return new Map(
    body
      .split(";")
      .filter((part) => part.includes(":"))
      .map((part) => [part.slice(0, part.indexOf(":")).trim(), part.slice(part.indexOf(":") + 1).trim()]),
  );
}
const light = declarations(":host{");
const dark = declarations(':host([theme="dark"])');

/** `#rrggbb` as 0..255 channels. */
const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
/** color-mix(in srgb, a p%, b): each channel mixed linearly in sRGB, as the CSS definition says. */
const mix = (a: number[], percent: number, b: number[]) =>
  a.map((channel, index) => (channel * percent + b[index]! * (100 - percent)) / 100);
const luminance = (channels: number[]) => {
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: number[], b: number[]) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

describe("the design tokens (issue 39 item 1)", () => {
  it("derive every size from the theme's base through its private twin, so a page's --ov-* moves the scale", () => {
    for (const name of TOKENS.text) expect(light.get(name), name).toContain("var(--_ov-font-size)");
    for (const name of TOKENS.space) expect(light.get(name), name).toContain("var(--_ov-space)");
    for (const name of TOKENS.radius.filter((name) => name !== "--_ov-radius-pill"))
      expect(light.get(name), name).toContain("var(--_ov-radius)");
    expect(light.get("--_ov-elevation-1")).toBe("var(--_ov-shadow)");
    for (const status of TOKENS.status) {
      expect(light.get(`--_ov-${status}-surface`)).toContain(`var(--_ov-color-${status})`);
      expect(light.get(`--_ov-${status}-text`)).toBe(`var(--_ov-color-${status})`);
    }
    // Never a public name: the theme's surface (README "Theme") stays the one list a page sets.
    expect(tokenStyles).not.toMatch(/(^|[^_])--ov-/);
    // Every token that the dark palette changes is a light one too (a fallback on every tag that adopts the sheet).
    for (const name of dark.keys()) expect(light.has(name), name).toBe(true);
  });

  it.each(["light", "dark"] as const)("keep each status colour at 4.5:1 or more as text on its tinted surface (%s defaults)", (palette) => {
    const tokens = palette === "light" ? light : new Map([...light, ...dark]);
    const surface = rgb(THEME_PROPERTIES["--ov-color-surface"][palette]);
    for (const status of TOKENS.status) {
      const colour = rgb(THEME_PROPERTIES[`--ov-color-${status}`][palette]);
      const percent = Number(/ (\d+)%/.exec(tokens.get(`--_ov-${status}-surface`) ?? "")?.[1]);
      expect(contrast(colour, mix(colour, percent, surface)), `${status} in ${palette}`).toBeGreaterThanOrEqual(4.5);
      // And the theme's text colour on the same tint.
      expect(contrast(rgb(THEME_PROPERTIES["--ov-color-text"][palette]), mix(colour, percent, surface))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
