import type { WidgetSurface } from "../src/element/surface";
import { comparatorSurface } from "./comparator/surface";
import { contextSurface } from "./context/surface";
import { contractingSurface } from "./contracting/surface";
import { newsletterSurface } from "./newsletter/surface";
import { portalSurface } from "./portal/surface";
import { powerCalculatorSurface } from "./power-calculator/surface";
import { priceAlertsSurface } from "./price-alerts/surface";

/**
 * The tags: the one list a new tag is added to (docs/architecture.md, adding a tag), beside its folder
 * `widgets/<name>/` with `index.ts` (the registration) and `surface.ts`. What else knows the tags derives
 * from this list or from that folder layout: the loader's registry (registry.ts), the JSX typings
 * (jsx.ts), the build's entries (scripts/widgets.mjs), the manifest, the demo's event log; and
 * surface.test.ts fails when package.json's exports or the demo page miss a tag of it.
 */
export const TAG_SURFACES = [
  contextSurface,
  comparatorSurface,
  powerCalculatorSurface,
  contractingSurface,
  newsletterSurface,
  priceAlertsSurface,
  portalSurface,
] as const satisfies readonly WidgetSurface[];

/** A tag's name (`ov-comparator`). */
export type OvTagName = (typeof TAG_SURFACES)[number]["tag"];

/** Every tag's surface by tag name, as plain data (no tag's chunk): for the demo's event log and the surface test. */
export const SURFACES: Readonly<Record<string, WidgetSurface>> = Object.fromEntries(TAG_SURFACES.map((surface) => [surface.tag, surface]));
