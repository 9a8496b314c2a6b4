import { defineArea } from "../shell/area";
import { slotPart } from "../shell/slots";

/**
 * The consumption area (issue 17 items 1–2): no routes of its own; it lends the consumption section to
 * an electricity contract's detail through the `contractDetail` slot (spec §2 "Contract detail":
 * consumption charts; the `consumption` action and `#consumption` anchor scroll to it). Its code, and
 * chart.js, download only when a contract's detail shows.
 */
export const consumptionArea = defineArea({
  name: "consumption",
  screens: () => Promise.resolve({}),
  catalog: import.meta.glob("../../../locales/*/portal-consumption.po"),
  styles: () => import("./consumption-screens").then((module) => module.consumptionStyles),
  parts: [
    slotPart<"contractDetail">({
      slot: "contractDetail",
      id: "consumption",
      order: 10,
      // Electricity only (issue 39 item 4): the section's measures (active, exported and reactive energy)
      // and periods are an electricity meter's, and the sandbox and the catalogue give no gas curve, so a
      // gas contract showed an electricity panel and then "no data". A gas contract's detail shows no
      // consumption section until there is a gas view (docs/product.md "Contract detail").
      when: ({ contractType }) => contractType === "electricity",
      load: () => import("./consumption-screens").then((module) => module.ConsumptionSection),
    }),
  ],
});
