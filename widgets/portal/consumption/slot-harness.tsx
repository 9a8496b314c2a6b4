/**
 * A test-only tag, `<ov-consumption-harness contract-name contract-type>`, that mounts the consumption
 * section the way the contract detail does: the contract loaded from the API and passed to the shell's
 * `contractDetail` slot, inside a tag with the portal's catalogs, so the part's lazy chunk, catalog and
 * error boundary are the real ones. Used by the component tests, the Chromium suite and the stories
 * until the contracts area's detail renders the slot. Not part of any bundle of the library.
 */
import { contractKeys, getContract, type ContractType } from "../../../src/api/contracts";
import { defineWidget } from "../../../src/element/define-widget";
import { UI_PARTS_AREA } from "../../../src/i18n/catalogs";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useSession } from "../../../src/runtime/widget-context";
import { uiPartsCatalogs } from "../../../src/ui/ui-parts-catalogs";
import { PortalSlot } from "../shell/slots";
import { portalStyles } from "../shell/styles";
import { consumptionArea } from "./area";

/** The harness's tag name. */
export const HARNESS_TAG = "ov-consumption-harness";

/** Loads the named contract and shows the `contractDetail` slot's parts for it. */
export function SlotHarness({ contractName, contractType }: { contractName?: string; contractType?: string }) {
  const api = useApi();
  // A stored session (the token cookie) is read when the runtime starts: the contract is asked once signed in.
  const signedIn = useSession((session) => session.status === "authenticated");
  const key = signedIn && contractName ? contractKeys.detail(contractName) : null;
  const contract = useQuery(key, (signal) => getContract(api, contractName ?? "", contractType === "gas" ? "gas" : "electricity", signal));
  if (contract.status === "error") return <p role="alert">{String(contract.error)}</p>;
  if (!contract.data) return null;
  return (
    <main className="ov-portal__main">
      <PortalSlot
        name="contractDetail"
        props={{ contract: contract.data, contractType: contractType === "gas" ? "gas" : ("electricity" satisfies ContractType) }}
      />
    </main>
  );
}

defineWidget(HARNESS_TAG, SlotHarness as (props: Record<string, unknown>) => ReturnType<typeof SlotHarness>, {
  props: { contractName: "string", contractType: "string" },
  catalog: "portal",
  catalogs: Object.assign({}, import.meta.glob("../../../locales/*/portal.po"), uiPartsCatalogs, consumptionArea.catalog?.files ?? {}),
  areas: [UI_PARTS_AREA],
  styles: portalStyles + (consumptionArea.styles ?? ""),
});
