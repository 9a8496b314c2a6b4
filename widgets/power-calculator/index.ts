import { defineWidget } from "../../src/element/define-widget";
import type { SurfaceProperties } from "../../src/element/surface";
import { PowerCalculator } from "./power-calculator";
import { powerCalculatorStyles } from "./power-calculator.styles";
import { powerCalculatorSurface } from "./surface";

// Its attributes, events, custom properties and parts: ./surface.ts (the manifest and the types derive from it).
/**
 * The appliance-based power calculator with its lead form (spec §2 "Power calculator"). Needs no
 * session; the calculation is done in the page, only the lead is sent.
 *
 * @summary Suggests the contracted power for a home from its appliances, and collects a lead.
 */
export const OvPowerCalculatorElement = defineWidget(powerCalculatorSurface, PowerCalculator, {
  catalogs: import.meta.glob("../../locales/*/power-calculator.po"),
  styles: powerCalculatorStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-power-calculator": HTMLElement & SurfaceProperties<typeof powerCalculatorSurface>;
  }
}
