#!/usr/bin/env node
// Fails when a Lingui catalog is out of date with the source or misses a translation (issue 2:
// "npm test fails when a catalog misses a message"). It extracts the messages into a scratch folder,
// so the committed catalogs are compared, never rewritten.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readPo } from "./po.mjs";

const root = resolve(import.meta.dirname, "..");
const locales = ["ca", "es", "en", "gl", "fr", "de"];
const scratch = join(root, "node_modules", ".cache", "ov-i18n-check");
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

writeFileSync(
  join(scratch, "lingui.config.mjs"),
  `import base from ${JSON.stringify(join(root, "lingui.config.ts"))};
export default { ...base, rootDir: ${JSON.stringify(root)}, catalogs: base.catalogs.map((c) => ({ ...c, path: c.path.replace("<rootDir>/locales", ${JSON.stringify(scratch)}) })) };
`,
);

try {
  execFileSync(
    process.execPath,
    [
      join(root, "node_modules", "@lingui", "cli", "dist", "lingui.js"),
      "extract",
      "--clean",
      "--config",
      join(scratch, "lingui.config.mjs"),
    ],
    {
      cwd: root,
      stdio: "pipe",
    },
  );
} catch (error) {
  console.error(String(error.stdout ?? ""), String(error.stderr ?? ""));
  console.error("i18n:check could not extract the messages");
  process.exit(1);
}

const problems = [];
const areasIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".po"))
        .map((f) => f.slice(0, -3))
    : [];
const sourceAreas = areasIn(join(scratch, "en"));
let total = 0;
for (const area of sourceAreas) {
  const source = readPo(join(scratch, "en", `${area}.po`));
  total += source.size;
  for (const locale of locales) {
    const file = `locales/${locale}/${area}.po`;
    let committed;
    try {
      committed = readPo(join(root, file));
    } catch {
      problems.push(`${file} is missing (run npm run i18n:extract)`);
      continue;
    }
    for (const id of source.keys()) {
      if (!committed.has(id)) problems.push(`${file}: message "${id}" is not in the catalog (run npm run i18n:extract)`);
      else if (!committed.get(id)) problems.push(`${file}: message "${id}" has no translation`);
    }
    for (const id of committed.keys()) {
      if (!source.has(id)) problems.push(`${file}: message "${id}" is no longer used (run npm run i18n:extract)`);
    }
    if (locale === "en") {
      for (const [id, text] of source)
        if (committed.get(id) !== text) problems.push(`${file}: message "${id}" changed in the source (run npm run i18n:extract)`);
    }
  }
}
for (const locale of locales) {
  for (const area of areasIn(join(root, "locales", locale))) {
    if (!sourceAreas.includes(area)) problems.push(`locales/${locale}/${area}.po belongs to no source folder any more`);
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\ni18n:check: ${problems.length} problem(s) in ${locales.length} catalogs`);
  process.exit(1);
}
console.log(`i18n:check: ${total} messages in ${sourceAreas.length} areas, translated in ${locales.join(", ")}`);
