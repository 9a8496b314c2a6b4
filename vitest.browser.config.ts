import { defineConfig } from "vitest/config";

/** Real-Chromium suites (test/browser): they run against the built CDN bundle in Node, one file at a time. */
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/browser/**/*.test.ts", "test/package/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
