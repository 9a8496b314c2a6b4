import { defineArea } from "../shell/area";
import { slotPart } from "../shell/slots";

/**
 * The consumption area (issue 17 items 1–2): no routes of its own; it lends the consumption section to
 * an electricity or gas contract's detail through the `contractDetail` slot (spec §2 "Contract detail":
 * consumption charts; the `consumption` action and `#consumption` anchor scroll to it). Its code, and
 * chart.js, download only when a contract's detail shows.
 */
export const consumptionArea = defineArea({
  name: "consumption",
  routes: [],
  screens: () => Promise.resolve({}),
  catalog: { area: "portal-consumption", files: import.meta.glob("../../../locales/*/portal-consumption.po") },
  styles: () => import("./consumption-screens").then((module) => module.consumptionStyles),
  parts: [
    slotPart<"contractDetail">({
      slot: "contractDetail",
      id: "consumption",
      order: 10,
      // spec §2: consumption of electricity and gas contracts (a multipoint contract's detail is not these).
      when: ({ contractType }) => contractType === "electricity" || contractType === "gas",
      load: () => import("./consumption-screens").then((module) => module.ConsumptionSection),
    }),
  ],
});
