// Writes custom-elements.json (the Custom Elements Manifest, schema 2.1) from each tag's surface
// (widgets/<name>/surface.ts, the one declaration of its attributes, events, custom properties and
// parts: see src/element/surface.ts), the detail types of src/events/catalogue.ts, and the prose
// (@summary and description) of the JSDoc above the tag's `defineWidget(...)` registration.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import { WIDGET_ENTRIES } from "./widgets.mjs";

/**
 * Loads a plain-data TypeScript module (a surface: type imports only) without a bundler: its types
 * erased by TypeScript, then imported from a data URL.
 */
async function importData(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    fileName: file,
  });
  if (/^\s*import\s[^t]/m.test(outputText)) throw new Error(`${file}: a surface module may only import types`);
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`);
}

const tagText = (tag) => (typeof tag.comment === "string" ? tag.comment : (tag.comment ?? []).map((part) => part.text).join("")).trim();

/** The prose of the JSDoc above `export const OvXElement = defineWidget(...)`, and the constant's name. */
function registrationDocs(root, entry) {
  const source = ts.createSourceFile(entry, readFileSync(join(root, entry), "utf8"), ts.ScriptTarget.Latest, true);
  let found = null;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    const call = node.declarationList.declarations[0]?.initializer;
    if (call && ts.isCallExpression(call) && call.expression.getText(source) === "defineWidget") {
      found = { node, name: node.declarationList.declarations[0].name.getText(source) };
    }
  });
  if (!found) throw new Error(`${entry}: no defineWidget(...) registration found`);
  const doc = ts.getJSDocCommentsAndTags(found.node).filter(ts.isJSDoc).at(-1);
  const summary = doc?.tags?.find((t) => t.tagName.text === "summary");
  const description = typeof doc?.comment === "string" ? doc.comment : (doc?.comment ?? []).map((part) => part.text).join("");
  return { name: found.name, summary: summary ? tagText(summary) : "", description: description.trim() };
}

/** Each event's detail type as written in the OvEventMap interface of src/events/catalogue.ts. */
export function eventDetailTypes(root) {
  const file = join(root, "src/events/catalogue.ts");
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const types = {};
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== "OvEventMap") return;
    for (const member of node.members) {
      if (ts.isPropertySignature(member) && member.type)
        types[member.name.getText(source).replace(/"/g, "")] = member.type.getText(source).replace(/\s+/g, " ");
    }
  });
  return types;
}

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
/** An attribute type as the manifest writes it: the enum's values as a union of string literals. */
const typeText = (type) =>
  Array.isArray(type) ? type.map((value) => JSON.stringify(value)).join(" | ") : type === "json" ? "object" : type;
const byName = (a, b) => a.name.localeCompare(b.name);

/**
 * One tag's manifest declaration.
 * @returns the custom-element declaration of the Custom Elements Manifest schema 2.1
 */
export async function describeWidget(root, { tag, entry }, common = null, details = eventDetailTypes(root)) {
  const shared = common ?? (await importData(join(root, "src/element/surface.ts")));
  const module = await importData(join(root, dirname(entry), "surface.ts"));
  const surface = Object.values(module).find((value) => value && typeof value === "object" && value.tag === tag);
  if (!surface) throw new Error(`${dirname(entry)}/surface.ts: no surface for <${tag}>`);
  const docs = registrationDocs(root, entry);
  const attributes = Object.entries({ ...shared.COMMON_ATTRIBUTES, ...surface.attributes }).map(([property, spec]) => ({
    name: kebab(property),
    fieldName: property,
    description: spec.description,
    type: { text: typeText(spec.type) },
    ...(spec.default !== undefined ? { default: JSON.stringify(spec.default) } : {}),
  }));
  const events = Object.entries({ ...shared.COMMON_EVENTS, ...surface.events }).map(([name, description]) => {
    if (!details[name]) throw new Error(`<${tag}> fires ${name}, which src/events/catalogue.ts does not declare`);
    return { name, description, type: { text: `CustomEvent<${details[name]}>` } };
  });
  // A theme property carries its default (a tag's own may re-describe it); a tag's own property is its description.
  const cssProperties = Object.entries({ ...shared.THEME_PROPERTIES, ...surface.cssProperties }).map(([name, spec]) => ({
    name,
    description: typeof spec === "string" ? spec : spec.description,
    ...(shared.THEME_PROPERTIES[name] ? { default: shared.THEME_PROPERTIES[name].light } : {}),
  }));
  const cssParts = [
    ...[...new Set([...surface.uiParts, ...shared.SESSION_DIALOG_PARTS])].map((name) => ({ name, description: shared.UI_PARTS[name] })),
    ...Object.entries(surface.cssParts).map(([name, description]) => ({ name, description })),
  ];
  return {
    kind: "class",
    name: docs.name,
    tagName: tag,
    customElement: true,
    summary: docs.summary,
    description: docs.description,
    attributes: attributes.sort(byName),
    members: [
      ...attributes.map(({ name, fieldName, description, type }) => ({
        kind: "field",
        name: fieldName,
        attribute: name,
        description,
        type,
      })),
      ...Object.entries(surface.properties ?? {}).map(([name, { description }]) => ({ kind: "field", name, description })),
    ].sort(byName),
    events: events.sort(byName),
    cssProperties: cssProperties.sort(byName),
    cssParts: cssParts.sort(byName),
  };
}

/**
 * The whole manifest, every tag of scripts/widgets.mjs.
 * @returns the manifest object (schema 2.1)
 */
export async function buildManifest(root) {
  const common = await importData(join(root, "src/element/surface.ts"));
  const details = eventDetailTypes(root);
  const modules = [];
  for (const widget of WIDGET_ENTRIES) {
    const declaration = await describeWidget(root, widget, common, details);
    // The module as the package ships it (`ov-widgets/<name>`), not the source it was built from: the
    // package holds no `.ts` (issue 37 item 9), and tools open the path they read here.
    const path = `dist/npm/widgets/${widget.name}.js`;
    modules.push({
      kind: "javascript-module",
      path,
      declarations: [declaration],
      exports: [{ kind: "custom-element-definition", name: widget.tag, declaration: { name: declaration.name, module: path } }],
    });
  }
  return { schemaVersion: "2.1.0", readme: "README.md", modules };
}

export async function writeManifest(root) {
  writeFileSync(join(root, "custom-elements.json"), `${JSON.stringify(await buildManifest(root), null, 2)}\n`);
}
