import { msg } from "@lingui/core/macro";
import { placeholderArea } from "../shell/placeholder-area";

const communications = msg({ id: "portal.area.communications", message: "Contract communications" });
const titles = {
  electricityContracts: msg({ id: "portal.area.electricityContracts", message: "Electricity contracts" }),
  electricityContract: msg({ id: "portal.area.electricityContract", message: "Electricity contract" }),
  electricityCommunications: communications,
  gasContracts: msg({ id: "portal.area.gasContracts", message: "Gas contracts" }),
  gasContract: msg({ id: "portal.area.gasContract", message: "Gas contract" }),
  gasCommunications: communications,
};

/** The contracts area (its issue replaces this placeholder): electricity and gas contracts, their detail and communications. */
export const contractsArea = placeholderArea({
  name: "contracts",
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
});
