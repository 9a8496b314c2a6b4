import { join, resolve } from "node:path";
import { build, loadConfigFromFile } from "vite";

export const ROOT = resolve(import.meta.dirname, "../..");

/**
 * Builds test-only entries (fixture tags, or a widget not yet registered in the loader) into their
 * own folder under node_modules/.cache, bundled exactly like the CDN build.
 * @returns the output folder; each entry is `<name>.js` in it
 */
export async function buildFixture(name: string, entries: Record<string, string>): Promise<string> {
  // Vitest sets NODE_ENV=test, which would make Vite compile JSX for development against React's
  // production build; fixtures are built like the CDN bundle instead.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const outDir = join(ROOT, "node_modules/.cache", `ov-fixture-${name}`);
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
          input: Object.fromEntries(Object.entries(entries).map(([key, file]) => [key, join(ROOT, file)])),
          output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
        },
      },
    });
    return outDir;
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** The probe tag of the element contract suite. */
export const buildProbe = () => buildFixture("probe", { probe: "test/browser/fixtures/probe.tsx" });
