// The public widgets: one npm subpath (`ov-widgets/<name>`) and one CDN chunk each.
// Add a widget here, in widgets/registry.ts and in package.json "exports" when it is built.
export const WIDGET_ENTRIES = [
  { name: "context", tag: "ov-context", entry: "widgets/context/index.ts" },
  { name: "comparator", tag: "ov-comparator", entry: "widgets/comparator/index.ts" },
];
