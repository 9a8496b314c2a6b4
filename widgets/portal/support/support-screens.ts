import { SupportRequestScreen } from "./case-detail";
import { SupportRequestsScreen } from "./case-list";
import { ClaimsScreen, CustomerServiceScreen, SupportCreateScreen } from "./customer-service";
import { UnsignedContactScreen } from "./unsigned-contact";

/** The support area's chunk: its screens by route. */
export const supportScreens = {
  supportRequests: SupportRequestsScreen,
  supportCreate: SupportCreateScreen,
  supportRequest: SupportRequestScreen,
  customerService: CustomerServiceScreen,
  contact: UnsignedContactScreen,
  claims: ClaimsScreen,
};

// The area's CSS travels in this chunk (area.ts `styles`).
export { supportStyles } from "./support.styles";
