import { defineConfig } from "vitest/config";

/** The partners' host apps (test/hosts): each installs the packed package, builds and runs in Chromium. */
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/hosts/**/*.test.ts"],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
