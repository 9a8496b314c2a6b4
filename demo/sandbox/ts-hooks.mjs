/**
 * Module hooks for register-ts.mjs: `.ts` files are transpiled (types removed) with TypeScript, and a
 * relative import without an extension from one of them finds its `.ts` file (or folder's `index.ts`),
 * as the bundler resolves the product's sources (src/ imports without extensions).
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

let ts;

export async function resolve(specifier, context, nextResolve) {
  const relative = specifier.startsWith("./") || specifier.startsWith("../");
  if (relative && context.parentURL?.endsWith(".ts") && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier)) {
    for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
      const url = new URL(candidate, context.parentURL);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !url.endsWith(".ts")) return nextLoad(url, context);
  ts ??= (await import("typescript")).default;
  const source = await readFile(fileURLToPath(url), "utf8");
  const { outputText } = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      rewriteRelativeImportExtensions: false,
      sourceMap: false,
      inlineSourceMap: true,
    },
  });
  return { format: "module", source: outputText, shortCircuit: true };
}
