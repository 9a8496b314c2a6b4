import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../../src/ui/field";
import { type FormEvent } from "react";
import { requestNoCessionSips } from "../../../../src/api/contracts";
import { isApiError } from "../../../../src/api/errors";
import { useApi } from "../../../../src/runtime/widget-context";
import { Alert } from "../../../../src/ui/alert";
import { ChangeDialog } from "./change-dialog";
import { useChangeFlow } from "./use-change-flow";
import type { ContractDialogProps } from "./registry";

/**
 * spec §2 Contract detail "no-SIPS-cession" dialog: the customer refuses that the distributor shares
 * the supply point's metering data. spec §4 SIPS: "requested, active, unactive (can be activated).
 * Submitting sets requested, then waiting_for_signature is stored; on error it reverts to unactive.
 * Active is read-only; requested without pending signature disables the button. A request in progress
 * blocks a new one." calls §8.2: "for SIPS, the first noCessionSelection message".
 */
export function NoCessionSipsDialog({ contract, onClose }: ContractDialogProps) {
  const { t } = useLingui();
  const api = useApi();
  const formId = `ov-sips${useSafeId()}`;
  const flow = useChangeFlow<void>({
    send: (_request, signal) => requestNoCessionSips(api, contract.name, signal),
    props: { onClose },
    closeOnSuccess: false,
  });
  const { snap } = flow;
  // Our own send, under way or done.
  const ownSend = snap.phase !== "idle";
  const sips = contract.noCessionSips ?? { state: "unactive", awaitingSignature: false };
  // Submitting shows "requested" at once; an error reverts to what the contract had (spec §4).
  const state = ownSend ? "requested" : sips.state;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    await flow.submit();
  };

  const error = snap.error?.cause;
  const firstSelectionMessage = isApiError(error) ? error.fields.noCessionSelection?.[0] : undefined;
  // spec §4: "requested without pending signature disables the button": a request waiting for its
  // signature may be sent again (its signature email comes again); our own send in flight blocks a new one.
  const blockedReason =
    state === "active"
      ? t({ id: "portal.contracts.dialog.sips.alreadyActive", message: "The no-cession of your data is already active." })
      : state === "requested" && (ownSend || !sips.awaitingSignature)
        ? t({ id: "portal.contracts.dialog.sips.inProgress", message: "A request is already in progress." })
        : undefined;

  return (
    <ChangeDialog
      title={t({ id: "portal.contracts.dialog.sips.title", message: "Do not share my metering data (SIPS)" })}
      {...flow.frame}
      failureText={firstSelectionMessage ?? undefined}
      formId={formId}
      submitLabel={t({ id: "portal.contracts.dialog.sips.submit", message: "Request the no-cession" })}
      blockedReason={snap.phase === "sending" ? undefined : blockedReason}
      doneText={t({ id: "portal.contracts.dialog.sips.done", message: "Your request has been sent." })}
    >
      <form id={formId} noValidate className="ov-change__form" onSubmit={(event) => void send(event)}>
        <p>
          {t({
            id: "portal.contracts.dialog.sips.explain",
            message:
              "The supply point information system (SIPS) lets other retailers see your supply's data. You can ask that your data is not shared.",
          })}
        </p>
        {state === "active" ? (
          <Alert tone="success">{t({ id: "portal.contracts.dialog.sips.active", message: "Active: your data is not shared." })}</Alert>
        ) : state === "requested" ? (
          <Alert tone="info">
            {sips.awaitingSignature
              ? t({
                  id: "portal.contracts.dialog.sips.awaitingSignature",
                  message: "Requested: a digital signature is in progress. We have sent you an email to finish it.",
                })
              : t({ id: "portal.contracts.dialog.sips.requested", message: "Requested: your request is being processed." })}
          </Alert>
        ) : (
          <p>{t({ id: "portal.contracts.dialog.sips.unactive", message: "Now: your data can be shared." })}</p>
        )}
      </form>
    </ChangeDialog>
  );
}
