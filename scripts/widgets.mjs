// The public widgets: one npm subpath (`ov-widgets/<name>`) and one CDN chunk each.
// Add a widget here, in widgets/registry.ts and in package.json "exports" when it is built.
export const WIDGET_ENTRIES = [
  { name: "context", tag: "ov-context", entry: "widgets/context/index.ts" },
  { name: "comparator", tag: "ov-comparator", entry: "widgets/comparator/index.ts" },
  { name: "power-calculator", tag: "ov-power-calculator", entry: "widgets/power-calculator/index.ts" },
  { name: "contracting", tag: "ov-contracting", entry: "widgets/contracting/index.ts" },
  { name: "newsletter", tag: "ov-newsletter", entry: "widgets/newsletter/index.ts" },
  { name: "price-alerts", tag: "ov-price-alerts", entry: "widgets/price-alerts/index.ts" },
  { name: "portal", tag: "ov-portal", entry: "widgets/portal/index.ts" },
];
