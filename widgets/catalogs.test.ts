import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../src/i18n/catalogs";
import { TAG_LOADERS } from "./registry";

// Each tag registers its own catalog areas from its chunk (defineWidget's `catalogs`), and parts
// loaded on demand register theirs with their code. An area nobody registers would show English in
// every language without any error: this catches it.
// (An area whose folder has no texts, like ov-context's, has an empty catalog and needs none.)
const folder = join(import.meta.dirname, "../locales/es");
const AREAS = readdirSync(folder)
  .filter((file) => /^msgid "[^"]/m.test(readFileSync(join(folder, file), "utf8")))
  .map((file) => file.replace(/\.po$/, ""));

describe("catalog areas", () => {
  it("every locales/<locale>/<area>.po is registered once the tags and their on-demand parts are loaded", async () => {
    await Promise.all(Object.values(TAG_LOADERS).map((load) => load()));
    // The parts that register their areas when they are loaded.
    await import("./comparator/result/lead");
    await import("../src/forms/lead/lead-contact-form");
    const missing: string[] = [];
    for (const area of AREAS) {
      const messages = await loadCatalog("es", area);
      if (!messages || Object.keys(messages).length === 0) missing.push(area);
    }
    expect(AREAS).toContain("contracting");
    expect(missing).toEqual([]);
  });
});
