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

/**
 * Every test-only entry of the browser suites (entry name → source). They are built together, once per
 * run, by test/browser/global-setup.ts into {@link FIXTURE_DIR}, where each suite loads its `<name>.js`:
 * one Vite build instead of one per suite (issue 38: fourteen builds, six of them the same portal).
 * The probe is built apart ({@link PROBE_ENTRIES}).
 */
export const FIXTURE_ENTRIES: Record<string, string> = {
  portal: "widgets/portal/index.ts",
  "price-alerts": "widgets/price-alerts/index.ts",
  newsletter: "widgets/newsletter/index.ts",
  sanitize: "test/browser/fixtures/sanitize.ts",
};

/**
 * The element contract's probe tag, built on its own: the suite imports `probe.js?copy=2` to load a second
 * copy of the bundle, which only a single-entry build makes whole (in the shared build the copy would reuse
 * the first copy's chunks, its wrapper and React among them).
 */
export const PROBE_ENTRIES: Record<string, string> = { probe: "test/browser/fixtures/probe.tsx" };
export const PROBE_DIR = join(ROOT, "node_modules/.cache", "ov-fixture-probe");

/** The folder of the shared fixture build (test/browser/global-setup.ts): `<entry>.js` for each of {@link FIXTURE_ENTRIES}. */
export const FIXTURE_DIR = join(ROOT, "node_modules/.cache", "ov-fixture-browser");
