// Issue 38 item 7, "one name per kind of file": the names docs/architecture.md gives (its section on
// names and places), held by a test so that the old ones do not come back.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const FOLDERS = ["src", "widgets", "demo", "scripts", "test", "stories"];

/** The source files under a folder, as paths from the repository's root. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(/[\\/]/).includes("node_modules"));
}

const sources = FOLDERS.flatMap(sourcesUnder);

/** A file named the old ways: its kind is then said by the folder or a prefix, not by `.<kind>.ts`. */
const OLD_NAME = /(^|[\\/])(styles|messages|labels|constants)\.tsx?$|-constants\.tsx?$/;

describe("file names (docs/architecture.md, its section on names and places)", () => {
  it("finds the sources it checks", () => {
    expect(sources).toContain(join("widgets", "portal", "shell", "shell.styles.ts"));
  });

  it("names CSS <name>.styles.ts, texts <name>.texts.ts and constants <name>.constants.ts", () => {
    expect(sources.filter((file) => OLD_NAME.test(file))).toEqual([]);
    // The rule itself catches the old names.
    expect(["widgets/a/styles.ts", "widgets/a/labels.ts", "src/b/x-constants.ts"].every((file) => OLD_NAME.test(file))).toBe(true);
    expect(
      ["src/ui/base-styles.ts", "src/api/error-messages.ts", "src/forms/validation-messages.ts"].some((file) => OLD_NAME.test(file)),
    ).toBe(false);
  });

  it("exports by name: no default export in the product's code", () => {
    const product = sources.filter((file) => /^(src|widgets)[\\/]/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(product.filter((file) => /^export default\b/m.test(readFileSync(join(root, file), "utf8")))).toEqual([]);
  });
});
