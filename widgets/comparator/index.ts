import { defineWidget } from "../../src/element/define-widget";
import type { SurfaceProperties } from "../../src/element/surface";
import { Comparator } from "./comparator";
import { comparatorStyles } from "./comparator.styles";
import { comparatorSurface } from "./surface";

// Its attributes, events, custom properties and parts: ./surface.ts (the manifest and the types derive from it).
/**
 * The electricity and gas price comparators with the lead form (spec §2 "Comparators and calculator").
 * A marketing page drops it anywhere; it needs no session.
 *
 * @summary Compares a visitor's electricity or gas invoice with our offer and collects a lead.
 */
export const OvComparatorElement = defineWidget(comparatorSurface, Comparator, {
  catalogs: import.meta.glob("../../locales/*/comparator.po"),
  styles: comparatorStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-comparator": HTMLElement & SurfaceProperties<typeof comparatorSurface>;
  }
}
