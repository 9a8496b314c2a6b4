import { slotPart } from "../shell/slots";
import { defineArea } from "../shell/area";

/**
 * The virtual batteries area (issue 17; spec §2 "Virtual battery panel"): no route of its own, it lends
 * its panel to the electricity contract's detail (spec §2 "Contract detail": "virtual battery card
 * (electricity only, when the contract has one)") through the `contractDetail` slot.
 */
export const batteriesArea = defineArea({
  name: "batteries",
  screens: () => Promise.resolve({}),
  catalog: import.meta.glob("../../../locales/*/portal-batteries.po"),
  parts: [
    slotPart<"contractDetail">({
      slot: "contractDetail",
      id: "virtual-battery",
      order: 20,
      // spec §2: electricity only, when the contract has a battery; decided before the chunk downloads.
      when: (props) => props.contractType === "electricity" && props.contract.virtualBatteries.length > 0,
      load: () => import("./batteries-screens").then((module) => module.batteriesScreens.virtualBattery),
    }),
  ],
  styles: () => import("./batteries-screens").then((module) => module.batteriesStyles),
});
