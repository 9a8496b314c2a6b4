/**
 * The consumption area's chunk (the build names `<area>-screens` chunks, and the bench checks each
 * against the 25 kB budget): the section it lends to a contract's detail.
 */
export { ConsumptionSection } from "./consumption-section";
