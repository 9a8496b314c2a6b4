import type { FirstLoad } from "../../src/load-protocol/first-load";

/**
 * `<ov-price-alerts>`'s first screen beyond its entry: the alerts panel (its table, form and their
 * texts), which only a signed-in visitor sees; an anonymous one sees the Sign in link.
 */
export const priceAlertsFirstLoad = {
  signedIn: { modules: ["./alerts-panel.tsx"], catalogs: ["ui-parts"] },
} satisfies FirstLoad;
