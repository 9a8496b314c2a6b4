import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The emitted declarations' relative imports, made explicit (issue 37 item 4). The sources import
 * without extensions, as the bundler resolves them; `tsc` copies those specifiers into the `.d.ts`
 * files, and under `moduleResolution: "node16"`/`"nodenext"` a package of `"type": "module"` must name
 * the file (TS2834), or with `skipLibCheck` every export silently became `any`. Each specifier becomes
 * the file the package ships: `./x` → `./x.js` (declared by `x.d.ts`), `./dir` → `./dir/index.js`.
 * @param folder - the declarations' folder (dist/npm/types)
 * @returns how many specifiers were rewritten
 * @example addDeclarationExtensions("dist/npm/types") // 1200
 */
export function addDeclarationExtensions(folder) {
  let rewritten = 0;
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith(".d.ts")) rewrite(path);
    }
  };
  const rewrite = (file) => {
    const source = readFileSync(file, "utf8");
    const next = source.replace(/((?:from|import)\s*\(?\s*)(["'])(\.{1,2}\/[^"']*)\2/g, (whole, before, quote, specifier, at) => {
      if (/\.(js|mjs|cjs|json)$/.test(specifier)) return whole;
      // An example in a TSDoc comment is prose, not an import.
      if (/^\s*(\*|\/\/)/.test(source.slice(source.lastIndexOf("\n", at) + 1, at))) return whole;
      const base = join(dirname(file), specifier);
      const explicit = existsSync(`${base}.d.ts`)
        ? `${specifier}.js`
        : existsSync(join(base, "index.d.ts"))
          ? `${specifier}/index.js`
          : null;
      if (!explicit) throw new Error(`declarations: ${file} imports ${specifier}, which has no declaration file`);
      rewritten++;
      return `${before}${quote}${explicit}${quote}`;
    });
    if (next !== source) writeFileSync(file, next);
  };
  visit(folder);
  return rewritten;
}
