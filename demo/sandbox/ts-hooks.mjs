/** Module hooks for register-ts.mjs: `.ts` files are transpiled (types removed) with TypeScript. */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

let ts;

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
