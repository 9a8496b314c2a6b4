import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { THEME_PROPERTIES } from "../src/element/surface";

/**
 * What a tag's sources show of its public surface, found by reading them: the modules reachable from
 * its registration module through relative imports (static and dynamic), the `--ov-*` properties their
 * CSS reads and the `part`s their JSX sets. Used by widgets/surface.test.ts to check each surface.
 */
export interface ScannedSurface {
  /** Files reached, relative to the checkout. */
  files: string[];
  /** Custom properties read with `var(--ov-…)` and not set by a UI sheet (those are internal, like `--ov-chip-tone`). */
  cssProperties: string[];
  /** Values of `part="…"` in the tag's JSX. */
  parts: string[];
}

const ROOT = resolve(import.meta.dirname, "..");
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Reads the sources reachable from one registration module.
 * @param entry - e.g. `widgets/comparator/index.ts`
 * @returns the files, the public custom properties and the parts they use
 * @example scanSurface("widgets/newsletter/index.ts").parts // ["alert", "button", "field", …]
 */
export function scanSurface(entry: string): ScannedSurface {
  const seen = new Set<string>();
  const queue = [resolve(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = resolveModule(file, match[1]!);
      // The tag registry loads other tags: they are elements of their own, with their own surface.
      if (target && !/\.test\.tsx?$/.test(target) && !target.endsWith("widgets/registry.ts")) queue.push(target);
    }
  }
  const files = [...seen].map((file) => relative(ROOT, file)).sort();
  const read = new Set<string>();
  const setInSheets = new Set<string>();
  const parts = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), "utf8");
    for (const match of text.matchAll(/var\(\s*(--ov-[a-z0-9-]+)/g)) read.add(match[1]!);
    // A theme property is read through its private twin (`--_ov-radius`, src/ui/theme.ts): the public name is `--ov-radius`.
    for (const match of text.matchAll(/var\(\s*--_(ov-[a-z0-9-]+)/g)) if (`--${match[1]!}` in THEME_PROPERTIES) read.add(`--${match[1]!}`);
    // A property a UI sheet sets itself (not the theme, whose properties are the public API) is internal.
    if (/styles\.ts$/.test(file) && !file.endsWith("src/ui/theme.ts")) {
      for (const match of text.matchAll(/(--ov-[a-z0-9-]+)\s*:/g)) setInSheets.add(match[1]!);
    }
    for (const match of text.matchAll(/(?<![\w-])part=(?:"([^"]+)"|\{\s*["'`]([^"'`]+)["'`]\s*\})/g)) {
      for (const part of (match[1] ?? match[2] ?? "").split(/\s+/)) if (part) parts.add(part);
    }
  }
  return {
    files,
    cssProperties: [...read].filter((name) => !setInSheets.has(name)).sort(),
    parts: [...parts].sort(),
  };
}
