// Issue 38 item 8, "documentation that stands alone": a clone holds every document the code points to.
// - README.md's events table is the one the tags' surfaces give (scripts/docs-events.mjs writes it);
// - no tracked file points outside the repository (to a sibling folder of product documents, or to
//   the machine's own paths);
// - each "spec §N" (and "portal §N") cited in the code is a heading of docs/product.md, each "calls §N"
//   a heading of docs/api.md.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { eventsTable, updateReadme } from "../../scripts/docs-events.mjs";

const root = resolve(import.meta.dirname, "../..");

/** Tracked text files, outside node_modules and dist. */
function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((file) => file && !/^(node_modules|dist)\//.test(file) && !/\.(png|jpe?g|gif|webp|ico|woff2?|ttf|pdf|zip|gz)$/i.test(file))
    .filter((file) => existsSync(join(root, file)));
}

/** The section numbers of a Markdown file's headings: "## 4. States" → "4", "### 7.3 Settings" → "7.3". */
function headingNumbers(file: string): Set<string> {
  const numbers = new Set<string>();
  for (const line of readFileSync(join(root, file), "utf8").split("\n")) {
    const match = /^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line);
    if (match?.[1]) numbers.add(match[1]);
  }
  return numbers;
}

describe("documentation", () => {
  it("README.md's events table is generated from the tags' surfaces (run `npm run docs:events`)", async () => {
    expect(await eventsTable(root)).toMatch(/\| `ov-error` \|/);
    expect(await updateReadme(root, { check: true })).toBe(true);
  });

  it("no tracked file points to documents outside the repository", () => {
    // Built from parts so that this file does not name what it looks for.
    const machinePath = ["", "work", ""].join("/");
    const sibling = /((?:\.\.\/)+)shared\b/g;
    const offenders: string[] = [];
    for (const file of trackedFiles()) {
      const text = readFileSync(join(root, file), "utf8");
      if (text.includes(machinePath)) offenders.push(`${file}: names a path of this machine`);
      for (const match of text.matchAll(sibling)) {
        // An area of widgets/portal imports the portal's own shared folder one level up: only a `shared`
        // that resolves outside the repository, or to no folder in it, is a pointer elsewhere.
        const target = resolve(dirname(join(root, file)), match[1] ?? "", "shared");
        const inside = !relative(root, target).startsWith("..");
        if (!inside || !existsSync(target)) offenders.push(`${file}: ${match[0]} leads outside the repository`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("every section the code cites is a heading of docs/product.md or docs/api.md", () => {
    const sections = { spec: headingNumbers("docs/product.md"), calls: headingNumbers("docs/api.md") };
    const citation = /\b(spec|portal|calls)(?: document)? §(\d+(?:\.\d+)*)/g;
    const missing = new Set<string>();
    let cited = 0;
    for (const file of trackedFiles().filter((f) => /^(src|widgets|demo|scripts|test)\//.test(f))) {
      for (const match of readFileSync(join(root, file), "utf8").matchAll(citation)) {
        cited += 1;
        const book = match[1] === "calls" ? "calls" : "spec";
        if (!sections[book].has(match[2] ?? "")) missing.add(`${file}: ${match[0]}`);
      }
    }
    expect(cited).toBeGreaterThan(1000);
    expect([...missing]).toEqual([]);
  });
});
