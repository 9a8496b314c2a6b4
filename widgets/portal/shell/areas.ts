import { accountArea } from "../account/area";
import { authArea } from "../auth/area";
import { batteriesArea } from "../batteries/area";
import { consumptionArea } from "../consumption/area";
import { contentArea } from "../content/area";
import { contractsArea } from "../contracts/area";
import { homeArea } from "../home/area";
import { invoicesArea } from "../invoices/area";
import { publicArea } from "../public/area";
import { supportArea } from "../support/area";
import type { PortalArea } from "./area";

/**
 * The portal's areas (docs/architecture.md "The portal's areas"). Adding an area is its folder with an `area.ts`
 * descriptor, and one line here; the shell knows areas only through this list.
 */
export const AREAS: readonly PortalArea[] = [
  authArea,
  homeArea,
  contentArea,
  publicArea,
  contractsArea,
  invoicesArea,
  supportArea,
  accountArea,
  batteriesArea,
  consumptionArea,
];
