import { defineConfig } from "vitest/config";

/** Real-Chromium suites (test/browser): they run against the built CDN bundle in Node, one file at a time. */
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/browser/**/*.test.ts", "test/package/**/*.test.ts"],
    // The suites' fixture entries, built once for the whole run (test/browser/build-fixture.ts).
    globalSetup: ["test/browser/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
