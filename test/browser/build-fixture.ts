import { join, resolve } from "node:path";
import { build, loadConfigFromFile } from "vite";

export const ROOT = resolve(import.meta.dirname, "../..");

/** Builds the probe tag (test-only) into its own folder, bundled like the CDN build. */
export async function buildProbe(): Promise<string> {
  const outDir = join(ROOT, "node_modules/.cache/ov-probe");
  // Vitest sets NODE_ENV=test, which would make Vite compile JSX for development against React's
  // production build; the fixture is built exactly like the CDN bundle instead.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    return await buildInto(outDir);
  } finally {
    process.env.NODE_ENV = previous;
  }
}

async function buildInto(outDir: string): Promise<string> {
  const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, join(ROOT, "vite.config.ts"), ROOT, "silent");
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "silent",
    plugins: loaded?.config.plugins,
    define: { __OV_VERSION__: JSON.stringify("test"), "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      target: "es2022",
      modulePreload: false,
      rollupOptions: {
        input: { probe: join(ROOT, "test/browser/fixtures/probe.tsx") },
        output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  });
  return outDir;
}
