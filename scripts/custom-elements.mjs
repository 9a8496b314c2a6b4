// Writes custom-elements.json (the Custom Elements Manifest, schema 2.1) from the JSDoc block above
// each widget's `defineWidget(...)` registration: @summary, @attr, @event, @cssproperty, @csspart.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { WIDGET_ENTRIES } from "./widgets.mjs";

const tagText = (tag) => (typeof tag.comment === "string" ? tag.comment : (tag.comment ?? []).map((part) => part.text).join("")).trim();

/** "name - description" → { name, description } */
function split(text) {
  const [name, ...rest] = text.split(/\s+-\s+|\s+/);
  return { name: name.replace(/^\{[^}]*\}\s*/, ""), description: rest.join(" ").replace(/^-\s*/, "").trim() };
}

export function describeWidget(root, { tag, entry }) {
  const source = ts.createSourceFile(entry, readFileSync(join(root, entry), "utf8"), ts.ScriptTarget.Latest, true);
  let declaration = null;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    const call = node.declarationList.declarations[0]?.initializer;
    if (
      call &&
      ts.isCallExpression(call) &&
      call.expression.getText(source) === "defineWidget" &&
      call.arguments[0]?.getText(source) === JSON.stringify(tag)
    ) {
      declaration = { node, name: node.declarationList.declarations[0].name.getText(source) };
    }
  });
  if (!declaration) throw new Error(`${entry}: no defineWidget("${tag}", ...) declaration found`);
  const docs = ts.getJSDocCommentsAndTags(declaration.node).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  const tags = doc?.tags ?? [];
  const all = (name) => tags.filter((t) => t.tagName.text === name).map((t) => split(tagText(t)));
  const summary = tags.find((t) => t.tagName.text === "summary");
  return {
    kind: "class",
    name: declaration.name,
    tagName: tag,
    customElement: true,
    summary: summary ? tagText(summary) : "",
    description: typeof doc?.comment === "string" ? doc.comment : "",
    attributes: all("attr").map(({ name, description }) => ({ name, description, type: { text: "string" } })),
    events: all("event").map(({ name, description }) => ({ name, description, type: { text: "CustomEvent" } })),
    cssProperties: all("cssproperty").map(({ name, description }) => ({ name, description })),
    cssParts: all("csspart").map(({ name, description }) => ({ name, description })),
  };
}

export function writeManifest(root) {
  const manifest = {
    schemaVersion: "2.1.0",
    readme: "README.md",
    modules: WIDGET_ENTRIES.map((widget) => ({
      kind: "javascript-module",
      path: widget.entry,
      declarations: [describeWidget(root, widget)],
      exports: [
        {
          kind: "custom-element-definition",
          name: widget.tag,
          declaration: { name: describeWidget(root, widget).name, module: widget.entry },
        },
      ],
    })),
  };
  writeFileSync(join(root, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}
