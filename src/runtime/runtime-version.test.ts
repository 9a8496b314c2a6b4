import { afterEach, describe, expect, it, vi } from "vitest";
import { RUNTIME_KEY } from "../load-protocol/globals";

/** A fresh copy of the runtime module, as a second bundle on the page has its own. */
const freshCopy = async () => {
  vi.resetModules();
  return import("./runtime");
};

afterEach(() => {
  delete (globalThis as { [RUNTIME_KEY]?: unknown })[RUNTIME_KEY];
  vi.restoreAllMocks();
});

describe("two runtimes on one page", () => {
  it("a copy meeting another version's runtime uses it and says so once, naming both versions", async () => {
    const first = await freshCopy();
    const shared = { ...first.createRuntime(), version: "9.9.9" };
    (globalThis as { [RUNTIME_KEY]?: unknown })[RUNTIME_KEY] = shared;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const second = await freshCopy();
    expect(second.getRuntime()).toBe(shared);
    expect(second.getRuntime()).toBe(shared);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`[ov-widgets] ${second.version} runs on 9.9.9`);
  });

  it("a copy of the same version shares the runtime without a word", async () => {
    const first = await freshCopy();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const created = first.getRuntime();
    const second = await freshCopy();
    expect(second.getRuntime()).toBe(created);
    expect(created.version).toBe(second.version);
    expect(warn).not.toHaveBeenCalled();
  });
});
