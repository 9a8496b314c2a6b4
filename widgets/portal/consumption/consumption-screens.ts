/**
 * The consumption area's chunk (the build names `<area>-screens` chunks, and the bench checks each
 * against the 25 kB budget): the section it lends to a contract's detail.
 */
export { ConsumptionSection } from "./consumption-section";

// The area's CSS travels in this chunk (area.ts `styles`).
export { consumptionStyles } from "./consumption.styles";
