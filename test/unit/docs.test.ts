// Issue 38 item 8, "documentation that stands alone": a clone holds every document the code points to.
// - README.md's events table is the one the tags' surfaces give (scripts/docs-events.mjs writes it);
// - no tracked file points outside the repository (to a sibling folder of product documents, or to
//   the machine's own paths);
// - each "spec §N" (and "portal §N") cited in the code is a heading of docs/product.md, each "calls §N"
//   a heading of docs/api.md;
// - no file outside docs/ cites the architecture document that lived outside the repository: the code
//   cites `docs/architecture.md "<subsection>"`, and each subsection it names is a heading under that
//   file's "Design decisions".
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

/** The headings of the "## Design decisions" section of docs/architecture.md (its `###` subsections). */
function designDecisions(): Set<string> {
  const names = new Set<string>();
  let inside = false;
  for (const line of readFileSync(join(root, "docs/architecture.md"), "utf8").split("\n")) {
    const heading = /^(#{1,6})\s+(.+?)\s*$/.exec(line);
    if (!heading) continue;
    const level = heading[1]?.length ?? 0;
    if (level <= 2) inside = heading[2] === "Design decisions";
    else if (inside) names.add(heading[2] ?? "");
  }
  return names;
}

/**
 * Each `docs/architecture.md "<name>"` in a text, the name possibly on the next comment line or
 * inside an escaped string (`\"name\"`).
 */
function architectureCitations(text: string): string[] {
  return [...text.matchAll(/docs\/architecture\.md[\s*/]*\\?"([^"\\\n]+)\\?"/g)].map((match) => match[1] ?? "");
}

/** Files outside docs/ that cite the old design document (a word built from parts, so this file does not match). */
function citesOldDesign(text: string): boolean {
  return new RegExp(`\\b${["DES", "IGN"].join("")}\\b`).test(text);
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

  it('no file outside docs/ cites the old design document, and each docs/architecture.md "X" is a heading', () => {
    const decisions = designDecisions();
    expect(decisions.size).toBeGreaterThan(10);
    const offenders: string[] = [];
    let cited = 0;
    // This file names citations in its examples, and is left out.
    const self = relative(root, import.meta.filename);
    for (const file of trackedFiles().filter((f) => !f.startsWith("docs/") && f !== self)) {
      const text = readFileSync(join(root, file), "utf8");
      if (citesOldDesign(text)) offenders.push(`${file}: cites the design document outside the repository`);
      for (const name of architectureCitations(text)) {
        cited += 1;
        if (!decisions.has(name)) offenders.push(`${file}: docs/architecture.md "${name}" is no heading under "Design decisions"`);
      }
    }
    expect(cited).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });

  it("the citation checks see a planted violation", () => {
    expect(citesOldDesign(`// (${["DES", "IGN"].join("")} "Quality bars": at most 100 kB)`)).toBe(true);
    expect(citesOldDesign("// a design decision, DESIGNATED")).toBe(false);
    expect(architectureCitations('// docs/architecture.md "Builds" and docs/architecture.md\n * "Layout"')).toEqual(["Builds", "Layout"]);
    expect(architectureCitations('describe("x (docs/architecture.md \\"The portal\'s areas\\")")')).toEqual(["The portal's areas"]);
    expect(designDecisions().has("No such subsection")).toBe(false);
  });
});
