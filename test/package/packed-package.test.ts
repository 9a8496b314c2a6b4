import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// CONVENTIONS: "A test imports the built package the way a user would". The package is packed
// with `npm pack` and installed into a scratch project, offline, with its dependencies linked from
// this checkout's node_modules so no registry is needed.
const ROOT = resolve(import.meta.dirname, "../..");
let project: string;

const node = (code: string) =>
  execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: project, encoding: "utf8" }).trim();

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "ov-package-"));
  const tarball = execFileSync("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", project], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .pop()!;
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "partner-app", private: true, type: "module" }));
  execFileSync("tar", ["-xzf", join(project, tarball), "-C", project]);
  execFileSync("mkdir", ["-p", join(project, "node_modules")]);
  execFileSync("mv", [join(project, "package"), join(project, "node_modules", "ov-widgets")]);
  // Dependencies resolve from the checkout, as a registry install would provide them.
  writeFileSync(join(project, "node_modules", ".keep"), "");
  for (const dependency of Object.keys(
    JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).dependencies as Record<string, string>,
  )) {
    const target = join(project, "node_modules", dependency);
    execFileSync("mkdir", ["-p", resolve(target, "..")]);
    if (!existsSync(target)) execFileSync("ln", ["-s", join(ROOT, "node_modules", dependency), target]);
  }
  for (const transitive of ["scheduler", "use-sync-external-store", "proxy-compare", "@lingui/message-utils", "unraw"]) {
    const target = join(project, "node_modules", transitive);
    execFileSync("mkdir", ["-p", resolve(target, "..")]);
    if (existsSync(join(ROOT, "node_modules", transitive)) && !existsSync(target))
      execFileSync("ln", ["-s", join(ROOT, "node_modules", transitive), target]);
  }
}, 120_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("the packed npm package", () => {
  it("ships the entry points, types and the custom-elements manifest, and not the sandbox", () => {
    const files = execFileSync("find", ["node_modules/ov-widgets", "-type", "f"], { cwd: project, encoding: "utf8" });
    expect(files).toContain("dist/npm/index.js");
    expect(files).toContain("dist/npm/validation.js");
    expect(files).toContain("dist/npm/rules.js");
    expect(files).toContain("dist/npm/types/src/domain/rules/index.d.ts");
    expect(files).toContain("dist/npm/types/widgets/loader.d.ts");
    expect(files).toContain("dist/cdn/ov-widgets.js");
    expect(files).toContain("custom-elements.json");
    expect(files).not.toMatch(/sandbox|demo\//);
  });

  it("imports in plain Node without a DOM", () => {
    const out = node(
      `const m = await import("ov-widgets"); console.log(typeof m.configure, typeof m.setToken, typeof m.setLanguage, typeof m.version);`,
    );
    expect(out).toBe("function function function string");
  });

  it("exposes the DOM-free validators", () => {
    const out = node(
      `const v = await import("ov-widgets/validation"); console.log(v.isValidIban("ES91 2100 0418 4502 0005 1332"), v.isValidCups("es0021000000000000rc"), v.normalizeCups(" es0021 0000 OOOO 0000 rc"), v.isValidPostalCode("53001"));`,
    );
    expect(out).toBe("true true ES0021000000000000RC false");
  });

  it("exposes the DOM-free rules in plain Node", () => {
    const out = node(
      [
        `const r = await import("ov-widgets/rules");`,
        `console.log(typeof document, r.calculatePower({ fridge: { enabled: true }, oven: { enabled: true } }, 80, r.DEFAULT_SIMULTANEITY).optimalPower,`,
        `r.parseDecimal("1.234,5", "es", { decimals: 2 }), r.needsSixPowers({ power: "20", power2: "4" }), r.tariffFields("3.0TD").periods.length,`,
        `r.maxConsumptionKwh([4.6, 4.6], 30), r.resolveUploadMaxBytes(undefined), r.isStrongPassword("abC1!x"));`,
      ].join(" "),
    );
    expect(out).toBe("undefined 1.1 1234.5 true 6 3312 15000000 true");
  });

  it("lists every tag in custom-elements.json", () => {
    const manifest = JSON.parse(readFileSync(join(project, "node_modules/ov-widgets/custom-elements.json"), "utf8")) as {
      modules: Array<{ declarations: Array<{ tagName: string; attributes: Array<{ name: string }> }> }>;
    };
    const context = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === "ov-context");
    expect(context?.attributes.map((a) => a.name)).toEqual(["api-base", "lang", "languages", "theme"]);
  });
});
