import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { Contract, ContractType } from "../../../src/api/contracts";
import { Button } from "../../../src/ui/button";
import { PageTitle } from "../shell/pages";
import { usePortalNavigate } from "../shell/router";
import { ChangeButtons, OpenDialog, useContractDialogs, useDisabledReasons } from "./change-buttons";
import { ContactCard } from "./contact-card";
import { Card, Facts } from "./contract-cards";
import { Loaded, useRouteContract } from "./contract-detail";
import { detailPath } from "./contract-routes";
import type { ContractDialogName } from "./dialogs/registry";
import { useSavedText } from "./contracts.texts";
import { SavedNote } from "./saved-note";

/** The dialogs of the communications sub-route: how invoices and notices reach the customer. */
const COMMUNICATION_DIALOGS: readonly ContractDialogName[] = ["invoiceDelivery", "notifAddrChange"];

/**
 * spec §2 routes ".../{contractName}/comunicacions" (issue 16: "the contract's delivery and contact
 * settings"): the invoice delivery mode (§3 `invoice_online`), the notification address with the
 * inline edit of email and mobile, and the matching change dialogs.
 */
export function CommunicationsScreen() {
  const { t } = useLingui();
  const navigate = usePortalNavigate();
  const { contractType, name, contract } = useRouteContract();
  return (
    <section className="ov-portal__page ov-contracts">
      <div className="ov-contracts__top ov-actions">
        <Button variant="text" onClick={() => navigate(detailPath(contractType, name))}>
          {t({ id: "portal.contracts.communications.back", message: `Back to contract ${name}` })}
        </Button>
      </div>
      <PageTitle>{t({ id: "portal.contracts.communications.title", message: `Communications of contract ${name}` })}</PageTitle>
      <Loaded query={contract}>{(data) => <CommunicationsBody contract={data} contractType={contractType} />}</Loaded>
    </section>
  );
}

function CommunicationsBody({ contract, contractType }: { contract: Contract; contractType: ContractType }) {
  const { t } = useLingui();
  const disabledReason = useDisabledReasons(contract);
  const screen = useRef<HTMLDivElement>(null);
  const { open, setOpen, close, saved } = useContractDialogs(() => null, screen);
  const savedText = useSavedText();
  const delivery =
    contract.invoiceDelivery === "email"
      ? t({ id: "portal.contracts.delivery.email", message: "By email" })
      : contract.invoiceDelivery === "postal"
        ? t({ id: "portal.contracts.delivery.postal", message: "By post" })
        : null;
  return (
    <div ref={screen} className="ov-contracts__cards">
      <Card id="ov-contracts-delivery" title={t({ id: "portal.contracts.delivery.title", message: "Invoice delivery" })}>
        <Facts rows={[[t({ id: "portal.contracts.delivery.mode", message: "Invoices are sent" }), delivery]]} />
      </Card>
      <ContactCard contract={contract} disabledReason={disabledReason("notifAddrChange")} />
      <ChangeButtons contract={contract} contractType={contractType} onOpen={setOpen} only={COMMUNICATION_DIALOGS} />
      {/* issue 39 item 5: every save ends with a visible confirmation, in a live region always there. */}
      <SavedNote>{saved ? savedText(saved) : null}</SavedNote>
      {open && <OpenDialog name={open} contract={contract} contractType={contractType} onClose={close} />}
    </div>
  );
}
