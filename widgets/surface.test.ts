import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { buildManifest, type Manifest, type ManifestDeclaration } from "../scripts/custom-elements.mjs";
import { WIDGET_ENTRIES } from "../scripts/widgets.mjs";
import { THEME_PROPERTIES } from "../src/element/surface";
import { getRuntime } from "../src/runtime/runtime";
import { themeStyles } from "../src/ui/theme";
import { scanSurface } from "./surface-scan";
import { TAG_LOADERS } from "./registry";
import { SURFACES, TAG_SURFACES } from "./surfaces";

// Issue 15 item 9: "A test fails when the manifest lacks a --ov-* property or a part that the CSS
// uses, or types a boolean attribute as a string." The manifest is built here as `npm run build`
// writes it (scripts/custom-elements.mjs), from each tag's surface.
const ROOT = resolve(import.meta.dirname, "..");
let manifest: Manifest;
const declarationOf = (tag: string): ManifestDeclaration => {
  const declaration = manifest.modules.flatMap((module) => module.declarations).find((d) => d.tagName === tag);
  if (!declaration) throw new Error(`custom-elements.json has no <${tag}>`);
  return declaration;
};

beforeAll(async () => {
  manifest = await buildManifest(ROOT);
});

// Issue 38 item 7: "a tag's registration derived from one list". The list is widgets/surfaces.ts; the
// folder layout gives the registry and the build's entries; package.json and the demo page are files
// a person edits, checked here.
describe("the one list of tags (widgets/surfaces.ts)", () => {
  const tags = TAG_SURFACES.map((surface) => surface.tag).sort();

  it("agrees with the folders the registry and the build find (widgets/<name>/index.ts and surface.ts)", () => {
    expect(Object.keys(TAG_LOADERS).sort()).toEqual(tags);
    expect(WIDGET_ENTRIES.map((entry) => entry.tag).sort()).toEqual(tags);
  });

  it("has an npm subpath per tag in package.json's exports", () => {
    const exports = Object.keys(JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8")).exports as Record<string, unknown>);
    expect(tags.filter((tag) => !exports.includes(`./${tag.slice("ov-".length)}`))).toEqual([]);
  });

  it("has every tag on the demo page", () => {
    const demo = ["demo/demo.ts", "demo/index.html"].map((file) => readFileSync(resolve(ROOT, file), "utf8")).join("\n");
    expect(tags.filter((tag) => !demo.includes(`<${tag}`))).toEqual([]);
  });
});

describe("custom-elements.json, from the tags' surfaces", () => {
  it("lists every tag of the registry, with the surface of widgets/<name>/surface.ts", () => {
    expect(manifest.modules.map((module) => module.declarations[0]?.tagName)).toEqual(WIDGET_ENTRIES.map((entry) => entry.tag));
    expect(Object.keys(SURFACES).sort()).toEqual(WIDGET_ENTRIES.map((entry) => entry.tag).sort());
  });

  it.each(WIDGET_ENTRIES)("<$tag> declares every --ov-* property and part its sources use", ({ tag, entry }) => {
    const used = scanSurface(entry);
    const declaration = declarationOf(tag);
    expect(used.files.length).toBeGreaterThan(3); // the scan followed the imports
    const properties = declaration.cssProperties.map((property) => property.name);
    expect(used.cssProperties.filter((name) => !properties.includes(name))).toEqual([]);
    const parts = declaration.cssParts.map((part) => part.name);
    expect(used.parts.filter((name) => !parts.includes(name))).toEqual([]);
    // Every declared entry has a description (an undeclared UI kit part would have none).
    for (const item of [...declaration.cssProperties, ...declaration.cssParts, ...declaration.attributes, ...declaration.events]) {
      expect(item.description, `${tag} ${item.name}`).toBeTruthy();
    }
  });

  it("describes every custom property the theme sets", () => {
    // Declared through their private twins (`--_ov-radius: var(--ov-radius, 6px)`, src/ui/theme.ts).
    const defined = [
      ...new Set([...themeStyles.matchAll(/--_ov-([a-z0-9-]+)\s*:\s*var\(--ov-\1,/g)].map((match) => `--ov-${match[1]}`)),
    ].sort();
    // Issue 37 item 2: the public names are declared below :host, never on it (a page's ancestor value would be shadowed).
    const hostRule = /:host \{([^}]*)\}/.exec(themeStyles)?.[1] ?? "";
    expect(hostRule).toContain("--_ov-color-primary: var(--ov-color-primary, #00796b)");
    expect(hostRule).not.toMatch(/(^|[^_])--ov-[a-z-]+\s*:/);
    expect(Object.keys(THEME_PROPERTIES).sort()).toEqual(defined);
  });

  it("reads the theme in the tags' sheets through the private twins, never the public names (no value when the page sets none)", () => {
    const publicRead = new RegExp(`var\\(\\s*(${Object.keys(THEME_PROPERTIES).join("|")})\\b`);
    const offenders = WIDGET_ENTRIES.flatMap(({ entry }) => scanSurface(entry).files)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith("src/ui/theme.ts") && !file.endsWith("src/element/surface.ts"))
      .filter((file, index, all) => all.indexOf(file) === index && publicRead.test(readFileSync(resolve(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("lists every theme property with its defaults in README's Theme section, and the tags' own ones", () => {
    const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Theme"), readme.indexOf("## Events"));
    const rows = [...section.matchAll(/^\| `(--ov-[a-z0-9-]+)` \| [^|]+ \| `([^`]+)` \| (?:`([^`]+)`|same) \|$/gm)];
    expect(rows.map((row) => [row[1], row[2], row[3]])).toEqual(
      Object.entries(THEME_PROPERTIES).map(([name, spec]) => [name, spec.light, "dark" in spec ? spec.dark : undefined]),
    );
    const own = new Set(Object.values(SURFACES).flatMap((surface) => Object.keys(surface.cssProperties)));
    for (const name of own) if (!(name in THEME_PROPERTIES)) expect(section, name).toContain(`\`${name}\``);
  });

  it("types boolean attributes as boolean, enums as their values, and every event with its detail", () => {
    const newsletter = declarationOf("ov-newsletter").attributes;
    expect(newsletter.find((a) => a.name === "require-params")?.type?.text).toBe("boolean");
    expect(newsletter.find((a) => a.name === "disable-mail-edit")?.type?.text).toBe("boolean");
    expect(declarationOf("ov-comparator").attributes.find((a) => a.name === "energy")).toMatchObject({
      type: { text: '"electricity" | "gas"' },
      default: '"electricity"',
    });
    expect(declarationOf("ov-comparator").events.find((e) => e.name === "ov-compare")?.type?.text).toBe(
      'CustomEvent<{ energy: "electricity" | "gas"; totalAmount: number | null }>',
    );
    for (const [tag, surface] of Object.entries(SURFACES)) {
      const attributes = declarationOf(tag).attributes;
      for (const [name, spec] of Object.entries(surface.attributes)) {
        const written = attributes.find((a) => a.name === name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase());
        if (spec.type === "boolean") expect(written?.type?.text, `${tag} ${name}`).toBe("boolean");
        // A description that calls itself a boolean must be typed as one.
        if (/\bboolean\b/i.test(spec.description)) expect(spec.type, `${tag} ${name}`).toBe("boolean");
      }
    }
    // The element types derive from the surface too (checked by tsc).
    expectTypeOf<HTMLElementTagNameMap["ov-newsletter"]["requireParams"]>().toEqualTypeOf<boolean>();
    expectTypeOf<HTMLElementTagNameMap["ov-comparator"]["energy"]>().toEqualTypeOf<"electricity" | "gas" | undefined>();
  });

  it("defines each element with the attributes its manifest lists, booleans read as booleans", async () => {
    await import("./newsletter/index");
    await import("./comparator/index");
    for (const tag of ["ov-newsletter", "ov-comparator"]) {
      const element = customElements.get(tag) as (CustomElementConstructor & { observedAttributes: string[] }) | undefined;
      expect([...(element?.observedAttributes ?? [])].sort(), tag).toEqual(declarationOf(tag).attributes.map((a) => a.name));
    }
    // An element given attributes renders; its calls go nowhere here (no server in unit tests).
    getRuntime().configure({ apiBase: "https://surface.test", fetch: () => new Promise<Response>(() => {}) });
    const newsletter = document.createElement("ov-newsletter");
    newsletter.setAttribute("require-params", "");
    newsletter.setAttribute("email", "a@b.es");
    expect(newsletter.requireParams).toBe(true);
    expect(newsletter.disableMailEdit).toBe(false);
    expect(newsletter.email).toBe("a@b.es");
  }, 30_000); // importing two widgets' modules takes a few seconds on the shared 2-core machine
});
