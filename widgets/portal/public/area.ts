import { msg } from "@lingui/core/macro";
import { defineArea } from "../shell/area";

/**
 * The public widgets mounted at their routes (issue 8): comparators, power calculator, newsletter,
 * price alerts and the contracting wizards. An area like the others, not part of the shell, so that
 * the shell carries no widget's code nor route-specific hand-offs (the promocode); each tag brings its
 * own catalog, so the area has none.
 */
export const publicArea = defineArea({
  name: "public",
  screens: () => import("./public-screens").then((module) => module.publicScreens),
  titles: {
    newElectricityCustomer: msg({ id: "portal.area.newElectricity", message: "Electricity contracting" }),
    newGasCustomer: msg({ id: "portal.area.newGas", message: "Gas contracting" }),
    newDualCustomer: msg({ id: "portal.area.newDual", message: "Electricity and gas contracting" }),
  },
  menu: [
    { route: "comparator", label: msg({ id: "portal.nav.comparator", message: "Compare prices" }), audience: "visitor", order: 10 },
    {
      route: "powerCalculator",
      label: msg({ id: "portal.nav.powerCalculator", message: "Power calculator" }),
      audience: "visitor",
      order: 20,
    },
  ],
});
