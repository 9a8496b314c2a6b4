// Writes README.md's events table from the tags' surfaces (widgets/<name>/surface.ts), through the
// same manifest custom-elements.json is written from (scripts/custom-elements.mjs): one row per event,
// its detail type (src/events/catalogue.ts), the tags that fire it and what it means in each.
// `node scripts/docs-events.mjs` rewrites the table between the markers; `--check` only fails when it
// is out of date (test/unit/docs.test.ts runs the same comparison).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildManifest } from "./custom-elements.mjs";

export const START = "<!-- events:start (written by scripts/docs-events.mjs from widgets/*/surface.ts) -->";
export const END = "<!-- events:end -->";

const cell = (text) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

/** The events table, in Markdown, from the manifest of every tag. */
export async function eventsTable(root) {
  const manifest = await buildManifest(root);
  /** @type {Map<string, { type: string, byTag: Array<[string, string]> }>} */
  const events = new Map();
  for (const module of manifest.modules) {
    for (const declaration of module.declarations) {
      for (const event of declaration.events) {
        const row = events.get(event.name) ?? { type: event.type?.text ?? "", byTag: [] };
        row.byTag.push([declaration.tagName, event.description ?? ""]);
        events.set(event.name, row);
      }
    }
  }
  const tagCount = manifest.modules.length;
  const lines = ["| event | detail | fired by | when |", "| --- | --- | --- | --- |"];
  for (const [name, { type, byTag }] of [...events].sort(([a], [b]) => a.localeCompare(b))) {
    const detail = type.replace(/^CustomEvent<(.*)>$/, "$1");
    const tags = byTag.length === tagCount ? "every tag" : byTag.map(([tag]) => `\`<${tag}>\``).join(", ");
    // Tags that describe the event alike share one sentence.
    const groups = new Map();
    for (const [tag, description] of byTag) groups.set(description, [...(groups.get(description) ?? []), tag]);
    const when =
      groups.size === 1
        ? byTag[0][1]
        : [...groups].map(([description, named]) => `${named.map((tag) => `\`<${tag}>\``).join(", ")}: ${description}`).join(" ");
    lines.push(`| \`${name}\` | \`${cell(detail)}\` | ${tags} | ${cell(when)} |`);
  }
  return lines.join("\n");
}

/** README.md's text with the table between the markers replaced by `table`. */
export function withTable(readme, table) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${START} ... ${END}`);
  return `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

/** Whether README.md's table is the one the surfaces give; rewrites it unless `check`. */
export async function updateReadme(root, { check = false } = {}) {
  const file = join(root, "README.md");
  const readme = readFileSync(file, "utf8");
  const next = withTable(readme, await eventsTable(root));
  if (next === readme) return true;
  if (!check) writeFileSync(file, next);
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const check = process.argv.includes("--check");
  const current = await updateReadme(root, { check });
  if (check && !current) {
    console.error("README.md's events table is out of date: run `npm run docs:events`.");
    process.exit(1);
  }
  console.log(current ? "README.md's events table is up to date." : "README.md's events table rewritten.");
}
