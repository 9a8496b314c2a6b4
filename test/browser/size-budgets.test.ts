import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

// The size budgets of scripts/budgets.mjs, enforced on the CDN build this suite runs against
// (`npm run test:browser` builds it first): the bench's size table, which exits 1 on a budget exceeded.
describe("the CDN build's size budgets", () => {
  it("keeps the loader, every widget chunk and every tag's first load within their budgets", () => {
    let output = "";
    let status = 0;
    try {
      output = execFileSync(process.execPath, [join(ROOT, "scripts/bench.mjs"), "--no-build", "--sizes-only"], {
        cwd: ROOT,
        encoding: "utf8",
      });
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      status = failed.status;
      output = failed.stdout;
    }
    // The rows it checked, so that a table that checks nothing cannot pass.
    for (const tag of ["comparator", "power-calculator", "contracting", "newsletter", "price-alerts", "portal"])
      expect(output).toMatch(new RegExp(`^${tag} first load .* ok`, "m"));
    expect(output).toMatch(/^loader .* ok/m);
    expect(output.split("\n").filter((line) => / OVER\s*$/.test(line))).toEqual([]);
    expect(status).toBe(0);
  });
});
