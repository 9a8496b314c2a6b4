// The portal's routes by area, read from the sources for the CDN loader's table (scripts/build.mjs): a
// page opened on one of an area's routes gets that area's files in the loader's first wave, not once the
// portal's code has run. Read with the TypeScript parser, not run: the descriptors use Vite's and Lingui's
// compile-time features. Also the names the session start checks in the address, for the portal's
// photographed login (scripts/first-screens.mjs). test/unit/portal-routes.test.ts checks what it reads
// against ROUTES, AREAS and CONSUMED_QUERY_KEYS.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** The protection levels of src/domain/portal/routes.ts. */
const LEVELS = ["private", "public", "unprotected"];

/**
 * Parses a TypeScript file.
 * @param {string} file - its path
 * @returns {import("typescript").SourceFile} the tree
 */
const parse = (file) => ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/**
 * The properties of an object literal by name.
 * @param {import("typescript").ObjectLiteralExpression} node - the literal
 * @returns {Map<string, import("typescript").Expression>} each property's value
 */
const propertiesOf = (node) =>
  new Map(node.properties.filter(ts.isPropertyAssignment).map((property) => [property.name.getText(), property.initializer]));

/**
 * The strings of an array literal of string literals.
 * @param {import("typescript").Expression | undefined} node - the array
 * @returns {string[]} the strings
 */
const stringsOf = (node) =>
  node && ts.isArrayLiteralExpression(node) ? node.elements.filter(ts.isStringLiteral).map((item) => item.text) : [];

/**
 * A route's protection level when it does not depend on the settings (`always("private")`), the level
 * given to `when(test, level)` (the route exists only for some settings), else null.
 * @param {import("typescript").Expression | undefined} node - the route's `level`
 * @returns {string | null} the level
 */
function levelOf(node) {
  if (!node || !ts.isCallExpression(node) || !["always", "when"].includes(node.expression.getText())) return null;
  const last = node.arguments.at(-1);
  return last && ts.isStringLiteral(last) && LEVELS.includes(last.text) ? last.text : null;
}

/**
 * Every portal area's routes, with their paths and levels, as the sources declare them, and every route
 * of the table (those the shell draws itself too: the loading and version pages).
 * @param {string} root - the repository's folder
 * @returns {{ areas: Array<{ area: string, catalog: string | null, firstScreen: boolean, routes: Route[] }>, routes: Route[] }}
 *   one area per folder with a descriptor (`widgets/portal/<area>/area.ts`); a Route is
 *   `{ name: string, paths: string[], level: string | null }`
 * @example portalRouteAreas(root).areas.find((area) => area.area === "invoices") // { area: "invoices", catalog: "portal-invoices", firstScreen: false, routes: [{ name: "invoices", paths: ["/factures", "/facturas"], level: "private" }, …] }
 */
export function portalRouteAreas(root) {
  const routes = new Map();
  const visitRoutes = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === "ROUTES" &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      for (const element of node.initializer.elements.filter(ts.isObjectLiteralExpression)) {
        const properties = propertiesOf(element);
        const name = properties.get("name");
        if (name && ts.isStringLiteral(name))
          routes.set(name.text, { name: name.text, paths: stringsOf(properties.get("paths")), level: levelOf(properties.get("level")) });
      }
    }
    ts.forEachChild(node, visitRoutes);
  };
  visitRoutes(parse(join(root, "src/domain/portal/routes.ts")));
  if (routes.size === 0) throw new Error("portal-routes: no ROUTES table in src/domain/portal/routes.ts");

  const areas = [];
  for (const folder of readdirSync(join(root, "widgets/portal"), { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    let file;
    try {
      file = parse(join(root, "widgets/portal", folder.name, "area.ts"));
    } catch {
      continue; // no descriptor: the shell's own folder, or shared code
    }
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.getText() === "defineArea" &&
        node.arguments[0] &&
        ts.isObjectLiteralExpression(node.arguments[0])
      ) {
        const properties = propertiesOf(node.arguments[0]);
        const name = properties.get("name");
        const catalog = properties.get("catalog");
        const catalogArea = catalog && ts.isObjectLiteralExpression(catalog) ? propertiesOf(catalog).get("area") : undefined;
        areas.push({
          area: name && ts.isStringLiteral(name) ? name.text : folder.name,
          catalog: catalogArea && ts.isStringLiteral(catalogArea) ? catalogArea.text : null,
          firstScreen: properties.get("firstScreen")?.kind === ts.SyntaxKind.TrueKeyword,
          routes: stringsOf(properties.get("routes")).map((route) => {
            const known = routes.get(route);
            if (!known) throw new Error(`portal-routes: ${folder.name}/area.ts names a route ROUTES does not have: ${route}`);
            return known;
          }),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { areas, routes: [...routes.values()] };
}

/**
 * The names in the page's address that the portal's session start checks (spec §4 Session: a token,
 * a client id and its secret, the identity provider's code and state), read from START_QUERY in
 * src/domain/portal/session-start.ts: with one of them in the address, the portal's first screen waits
 * for the start, so the build's photograph of its login (scripts/first-screens.mjs) is not drawn.
 * @param {string} root - the repository's folder
 * @returns {string[]} the names
 * @example portalStartQuery(root) // ["token", "id_client", "secret", "code", "state"]
 */
export function portalStartQuery(root) {
  const names = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === "START_QUERY" && node.initializer) {
      const literal = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isObjectLiteralExpression(literal))
        for (const value of propertiesOf(literal).values()) if (ts.isStringLiteral(value)) names.push(value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(join(root, "src/domain/portal/session-start.ts")));
  if (names.length === 0) throw new Error("portal-routes: no START_QUERY in src/domain/portal/session-start.ts");
  return names;
}
