import { BatteryPanel } from "./battery-panel";

/**
 * The batteries area's chunk (named `batteries-screens` in the CDN build, like the areas' screens, so
 * a network panel tells it apart): no route of its own, only the panel it lends to the contract detail.
 */
export const batteriesScreens = { virtualBattery: BatteryPanel };

// The area's CSS travels in this chunk (area.ts `styles`).
export { batteriesStyles } from "./batteries.styles";
