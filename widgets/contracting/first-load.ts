import { comersCall, type FirstLoad } from "../../src/load-protocol/first-load";

/**
 * `<ov-contracting>`'s first screen beyond its entry (src/load-protocol/first-load.ts): the wizard's
 * first step, with its address fields, and the stepper's texts (the UI kit's `ui-parts` area:
 * src/ui/ui-parts-catalogs.ts); its lists are the companies of origin and the street types of its
 * address (getStreetTypes, src/api/geo.ts).
 */
export const contractingFirstLoad = {
  modules: ["./steps/installation.tsx"],
  catalogs: ["ui-parts"],
  calls: [comersCall("type"), "v1/geo/tipovias/"],
} satisfies FirstLoad;
