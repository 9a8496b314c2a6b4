import { defineWidget } from "../../src/element/define-widget";
import type { SurfaceProperties } from "../../src/element/surface";
import { UI_PARTS_AREA } from "../../src/i18n/catalogs";
import { uiPartsCatalogs } from "../../src/ui/ui-parts-catalogs";
import { Contracting } from "./contracting";
import { contractingStyles } from "./contracting.styles";
import { contractingSurface } from "./surface";

// Its attributes, events, custom properties and parts: ./surface.ts (the manifest and the types derive from it).
/**
 * The new-customer wizards for electricity, gas and dual supply (spec §2 "Contracting wizards", §4
 * "Contracting wizard"). Each step is saved as a lead step before the next one shows; the whole wizard
 * survives a reload (sessionStorage) until it is finished or reset.
 *
 * @summary The online contract of a new electricity, gas or dual supply.
 */
export const OvContractingElement = defineWidget(contractingSurface, Contracting, {
  catalogs: { ...import.meta.glob("../../locales/*/contracting.po"), ...uiPartsCatalogs },
  // The UI kit texts of its stepper and, in later steps, the file upload.
  areas: [UI_PARTS_AREA],
  styles: contractingStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-contracting": HTMLElement & SurfaceProperties<typeof contractingSurface>;
  }
}
