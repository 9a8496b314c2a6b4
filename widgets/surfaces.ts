import type { WidgetSurface } from "../src/element/surface";
import { comparatorSurface } from "./comparator/surface";
import { contextSurface } from "./context/surface";
import { contractingSurface } from "./contracting/surface";
import { newsletterSurface } from "./newsletter/surface";
import { portalSurface } from "./portal/surface";
import { powerCalculatorSurface } from "./power-calculator/surface";
import { priceAlertsSurface } from "./price-alerts/surface";

/**
 * Every tag's surface by tag name, as plain data (no tag's chunk): for the demo's event log and the
 * surface test. The manifest script reads each `widgets/<name>/surface.ts` beside its registration.
 */
export const SURFACES: Readonly<Record<string, WidgetSurface>> = Object.fromEntries(
  [contextSurface, comparatorSurface, powerCalculatorSurface, contractingSurface, newsletterSurface, priceAlertsSurface, portalSurface].map(
    (surface) => [surface.tag, surface],
  ),
);
