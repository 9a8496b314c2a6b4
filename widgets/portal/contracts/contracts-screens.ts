import { CommunicationsScreen } from "./communications";
import { ContractDetailScreen } from "./contract-detail";
import { ContractsListScreen } from "./contracts-list";

/** The contracts area's chunk: its screens by route. */
export const contractsScreens = {
  electricityContracts: ContractsListScreen,
  gasContracts: ContractsListScreen,
  electricityContract: ContractDetailScreen,
  gasContract: ContractDetailScreen,
  electricityCommunications: CommunicationsScreen,
  gasCommunications: CommunicationsScreen,
};

// The area's CSS travels in this chunk (area.ts `styles`).
export { contractsStyles } from "./contracts.styles";
