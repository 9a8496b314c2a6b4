import { msg } from "@lingui/core/macro";
import { defineArea } from "../shell/area";

const communications = msg({ id: "portal.area.communications", message: "Contract communications" });
const titles = {
  electricityContracts: msg({ id: "portal.area.electricityContracts", message: "Electricity contracts" }),
  electricityContract: msg({ id: "portal.area.electricityContract", message: "Electricity contract" }),
  electricityCommunications: communications,
  gasContracts: msg({ id: "portal.area.gasContracts", message: "Gas contracts" }),
  gasContract: msg({ id: "portal.area.gasContract", message: "Gas contract" }),
  gasCommunications: communications,
};

/**
 * The contracts area (spec §2 "Contracts list", "Contract detail"): the lists per display type, a
 * contract's detail with its cards and change dialogs, and its communications settings.
 */
export const contractsArea = defineArea({
  name: "contracts",
  screens: () => import("./contracts-screens").then((module) => module.contractsScreens),
  titles,
  menu: [
    { route: "electricityContracts", label: titles.electricityContracts, audience: "customer", order: 10 },
    {
      route: "gasContracts",
      label: titles.gasContracts,
      audience: "customer",
      order: 20,
      when: (settings) => settings.features.displayTypes.includes("gas"),
    },
  ],
  catalog: import.meta.glob("../../../locales/*/portal-contracts.po"),
  styles: () => import("./contracts-screens").then((module) => module.contractsStyles),
});
