/**
 * JSX typings for the tags, so a partner's React or TypeScript code type-checks `<ov-comparator energy="gas" />`.
 * `import "ov-widgets/jsx"` once in a project to enable them. Each tag's attributes derive from its
 * surface (widgets/<tag>/surface.ts, see src/element/surface.ts): enums as their values, booleans as booleans;
 * its events as `onov-*` handlers with their detail's type. Needs `@types/react` (an optional peer).
 */
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { SurfaceAttributes, SurfaceHandlers, WidgetSurface } from "../src/element/surface";
import type { comparatorSurface } from "./comparator/surface";
import type { contextSurface } from "./context/surface";
import type { contractingSurface } from "./contracting/surface";
import type { newsletterSurface } from "./newsletter/surface";
import type { portalSurface } from "./portal/surface";
import type { powerCalculatorSurface } from "./power-calculator/surface";
import type { priceAlertsSurface } from "./price-alerts/surface";

type OvTag<S extends WidgetSurface> = Omit<DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>, keyof SurfaceAttributes<S>> &
  SurfaceAttributes<S> &
  SurfaceHandlers<S>;

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting React's own JSX namespace
  namespace JSX {
    interface IntrinsicElements {
      "ov-context": OvTag<typeof contextSurface>;
      "ov-comparator": OvTag<typeof comparatorSurface>;
      "ov-power-calculator": OvTag<typeof powerCalculatorSurface>;
      "ov-contracting": OvTag<typeof contractingSurface>;
      "ov-newsletter": OvTag<typeof newsletterSurface>;
      "ov-price-alerts": OvTag<typeof priceAlertsSurface>;
      "ov-portal": OvTag<typeof portalSurface>;
    }
  }
}

export {};
