import { afterEach, describe, expect, it } from "vitest";
import { createSandbox } from "../../demo/sandbox/sandbox";
import { pinnedSandboxNow, pinSandboxNow, SANDBOX_NOW_ENV, TEST_NOW } from "../../demo/sandbox/test-clock";

// Issue 15 item 10: the sandbox's "now" is pinned in every test, so the data are the same any day.
describe("the tests' clock", () => {
  afterEach(() => {
    pinSandboxNow(TEST_NOW);
    delete process.env[SANDBOX_NOW_ENV];
  });

  it("is pinned by test/setup.ts for every sandbox created without a now", () => {
    expect(createSandbox().db.now.toISOString()).toBe(TEST_NOW.toISOString());
    expect(createSandbox({ seed: 7 }).db.now.toISOString()).toBe("2025-06-15T00:00:00.000Z");
  });

  it("leaves a sandbox's own now alone", () => {
    expect(createSandbox({ now: new Date("2024-01-31T00:00:00Z") }).db.now.toISOString()).toBe("2024-01-31T00:00:00.000Z");
  });

  it("reads SANDBOX_NOW when nothing is pinned (a sandbox in a spawned server), else follows the real day", () => {
    pinSandboxNow(null);
    process.env[SANDBOX_NOW_ENV] = "2024-02-29T00:00:00Z";
    expect(createSandbox().db.now.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    delete process.env[SANDBOX_NOW_ENV];
    expect(pinnedSandboxNow()).toBeNull();
    const before = new Date().toISOString().slice(0, 10);
    const day = createSandbox().db.now.toISOString().slice(0, 10);
    // Either side of a midnight that falls between the two readings.
    expect([before, new Date().toISOString().slice(0, 10)]).toContain(day);
  });
});
