// @vitest-environment node
/**
 * The import boundaries of eslint.config.js fail deliberate violations (issue 15 item 2, "Done when: the
 * lint rules fail a deliberate cross-area import"): each case lints a few lines of code as if they were
 * a file at the given path, with the repository's own config, and reads which rules report.
 * The portal's areas are read from the folders of widgets/portal/ as the config reads them, so the
 * cases hold on any set of areas.
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const PORTAL = "widgets/portal";

/** The areas: every folder of widgets/portal/ but the shell and shared/. */
const areas = readdirSync(join(ROOT, PORTAL), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shell" && entry.name !== "shared")
  .map((entry) => entry.name)
  .sort();

/** A real source file of an area (a boundary is checked on resolved paths, so the target must exist). */
function sourceFileOf(area: string): string {
  const files = readdirSync(join(ROOT, PORTAL, area), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name))
    .sort();
  const file = files[0];
  if (!file) throw new Error(`${PORTAL}/${area} has no source file`);
  return file.replace(/\\/g, "/").replace(/\.tsx?$/, "");
}

let eslint: ESLint;

/** The rules reporting errors when `code` is linted as the file at `filePath`. */
async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/**
 * Linting is slow (the type-aware config builds a program; the pairs of areas grow with the square of
 * their number): 110 lints for eleven areas took 6–8 s alone on a loaded 2-core machine.
 */
const LINTING = { timeout: 60_000 };

describe("portal areas", LINTING, () => {
  it("has at least two areas to check against each other", () => {
    expect(areas.length).toBeGreaterThanOrEqual(2);
  });

  const [first = "", second = ""] = areas;

  it("fails an area file importing another area, from any depth and by its repository path", async () => {
    const target = sourceFileOf(second);
    expect(await errors(`${PORTAL}/${first}/probe.tsx`, `import "../${second}/${target}";\n`)).toContain("import-x/no-restricted-paths");
    expect(await errors(`${PORTAL}/${first}/nested/probe.tsx`, `import "../../${second}/${target}";\n`)).toContain(
      "import-x/no-restricted-paths",
    );
    // Every pair, both ways: a new area folder is covered without editing the config.
    for (const area of areas) {
      for (const other of areas.filter((name) => name !== area)) {
        expect(await errors(`${PORTAL}/${area}/probe.ts`, `export * from "../${other}/${sourceFileOf(other)}";\n`)).toContain(
          "import-x/no-restricted-paths",
        );
      }
    }
  });

  it("lets an area import its own files and src/", async () => {
    const own = sourceFileOf(first);
    const code = `import "./${own}";\nimport { Button } from "../../../src/ui/button";\nexport { Button };\n`;
    expect(await errors(`${PORTAL}/${first}/probe.tsx`, code)).toEqual([]);
  });

  it("fails shared/ importing an area", async () => {
    expect(await errors(`${PORTAL}/shared/probe.tsx`, `import "../${first}/${sourceFileOf(first)}";\n`)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("fails the shell importing an area outside shell/areas.ts, and areas.ts importing more than a descriptor", async () => {
    const target = `../${first}/${sourceFileOf(first)}`;
    expect(await errors(`${PORTAL}/shell/router.tsx`, `import "${target}";\n`)).toContain("import-x/no-restricted-paths");
    if (!target.endsWith("/area")) {
      expect(await errors(`${PORTAL}/shell/areas.ts`, `import "${target}";\n`)).toContain("import-x/no-restricted-paths");
    }
    // Its descriptor is what areas.ts is for.
    expect(await errors(`${PORTAL}/shell/areas.ts`, `import "../${first}/area";\n`)).toEqual([]);
  });

  it("fails a portal file importing the demo or the sandbox; its tests run on the sandbox", async () => {
    const code = `import { createSandbox } from "../../../demo/sandbox/sandbox";\nexport { createSandbox };\n`;
    expect(await errors(`${PORTAL}/${first}/probe.tsx`, code)).toContain("no-restricted-imports");
    expect(await errors(`${PORTAL}/${first}/probe.test.tsx`, code)).toEqual([]);
  });
});

describe("src/domain", LINTING, () => {
  it("fails importing the UI kit, the runtime or React", async () => {
    expect(await errors("src/domain/probe.ts", `import { parseDecimal } from "../ui/number-field";\nexport { parseDecimal };\n`)).toContain(
      "import-x/no-restricted-paths",
    );
    expect(
      await errors("src/domain/portal/probe.ts", `import { storedToken } from "../../runtime/session";\nexport { storedToken };\n`),
    ).toContain("import-x/no-restricted-paths");
    expect(await errors("src/domain/probe.ts", `import { useState } from "react";\nexport { useState };\n`)).toContain(
      "no-restricted-imports",
    );
  });

  it("fails calling into src/api, and lets a rule name a wire shape as a type", async () => {
    expect(await errors("src/domain/probe.ts", `import { compareGas } from "../api/comparator";\nexport { compareGas };\n`)).toContain(
      "no-restricted-imports",
    );
    expect(
      await errors("src/domain/probe.ts", `import type { GasCompareInput } from "../api/comparator";\nexport type { GasCompareInput };\n`),
    ).toEqual([]);
  });

  it("lets the domain import itself and valibot", async () => {
    const code = `import * as v from "valibot";\nimport { parseDecimal } from "./parse-decimal";\nexport { v, parseDecimal };\n`;
    expect(await errors("src/domain/probe.ts", code)).toEqual([]);
  });
});

describe("API calls", LINTING, () => {
  it("fails a widget calling the client directly", async () => {
    const cases = [
      `declare const api: { post(path: string): Promise<unknown> };\nexport const send = () => api.post("leads/power-calculator/");\n`,
      `declare const ctx: { api: { get(path: string): Promise<unknown> } };\nexport const load = () => ctx.api.get("contracts");\n`,
      `declare function useApi(): { put(path: string): Promise<unknown> };\nexport const save = () => useApi().put("profile");\n`,
    ];
    for (const code of cases) {
      expect(await errors("widgets/comparator/probe.ts", code)).toContain("no-restricted-syntax");
      expect(await errors(`${PORTAL}/${areas[0]}/probe.ts`, code)).toContain("no-restricted-syntax");
    }
  });

  it("lets a widget call a function of src/api, src/api use the client, and tests exercise it", async () => {
    const viaFunction = `import { sendPowerCalculatorLead } from "../../src/api/leads";\nimport type { ApiClient } from "../../src/api/types";\ndeclare const api: ApiClient;\nexport const send = () => sendPowerCalculatorLead(api, { cups: "x", data: { optimalPower: 1, appliances: [], area: 1, numPersones: 1, cofSimul: 1, cups: "x" } });\n`;
    expect(await errors("widgets/power-calculator/probe.ts", viaFunction)).toEqual([]);
    const direct = `import type { ApiClient } from "./types";\ndeclare const api: ApiClient;\nexport const load = () => api.get("contracts");\n`;
    expect(await errors("src/api/probe.ts", direct)).toEqual([]);
    expect(await errors("src/element/probe.test.ts", direct.replace("./types", "../api/types"))).toEqual([]);
  });

  it("fails a key made outside the factories of src/api, and lets src/api make keys and a widget use them", async () => {
    const byHand = `import { queryKey } from "../../src/runtime/query-key";\nexport const key = queryKey("comers");\n`;
    expect(await errors("widgets/comparator/probe.ts", byHand)).toContain("no-restricted-syntax");
    expect(await errors("src/forms/probe.ts", byHand.replace("../../src/runtime", "../runtime"))).toContain("no-restricted-syntax");
    expect(await errors("src/api/probe.ts", byHand.replace("../../src/runtime", "../runtime"))).toEqual([]);
    const viaFactory = `import { tariffListKeys } from "../../src/api/tariff-lists";\nimport type { QueryKey } from "../../src/runtime/query-key";\nexport const key: QueryKey = tariffListKeys.comers("gas");\n`;
    expect(await errors("widgets/comparator/probe.ts", viaFactory)).toEqual([]);
  });
});
