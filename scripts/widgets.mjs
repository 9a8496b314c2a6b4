// The public widgets: one npm subpath (`ov-widgets/<name>`) and one CDN chunk each, from the folder
// layout: a folder of widgets/ with a surface.ts and an index.ts is the tag `ov-<folder>` (the list of
// tags is widgets/surfaces.ts; widgets/surface.test.ts checks that the two agree).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const WIDGETS = join(import.meta.dirname, "..", "widgets");

export const WIDGET_ENTRIES = readdirSync(WIDGETS, { withFileTypes: true })
  .filter((folder) => folder.isDirectory() && existsSync(join(WIDGETS, folder.name, "surface.ts")) && existsSync(join(WIDGETS, folder.name, "index.ts")))
  .map((folder) => folder.name)
  .sort()
  .map((name) => ({ name, tag: `ov-${name}`, entry: `widgets/${name}/index.ts` }));
