import { useLingui } from "@lingui/react/macro";
import { createElement, useCallback, useState, type ReactNode } from "react";
import { contractKeys, type Contract, type ContractType } from "../../../src/api/contracts";
import { claimPathFor } from "../../../src/domain/portal/atc-claim";
import { WidgetErrorBoundary } from "../../../src/element/error-boundary";
import type { Settings } from "../../../src/runtime/default-settings";
import { useCanModify } from "../../../src/runtime/use-can-modify";
import { useInvalidate } from "../../../src/runtime/query";
import { isFeatureEnabled, type FeatureFlags } from "../../../src/runtime/settings";
import { useFlags, useRuntime, useSettings } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Spinner } from "../../../src/ui/spinner";
import { useAtcClaimOffered } from "../shared/atc-claim";
import { usePortalNavigate } from "../shell/router";
import { contractStateLabel, isModifiable } from "./contract-state";
import { CONTRACT_DIALOGS, type ContractDialogEntry, type ContractDialogName, type ContractDialogProps } from "./dialogs/registry";
import { preloadDialog, useDialogComponent } from "./dialog-component";
import { useDialogLabel, useNotModifiableReason } from "./labels";

/** spec §6 / issue 16 item 5: the changes an ATR process in progress blocks (`atr_available` false). */
const ATR_BLOCKED: readonly ContractDialogName[] = ["powChange", "noCesionSips"];

/**
 * The dialogs of the registry that exist for this contract and these settings, in the registry's order.
 * @param contract - the contract on show
 * @param contractType - its type
 * @param settings - the merged settings
 * @param flags - the server's feature flags (a dialog's `feature` explicitly false hides it; spec §4)
 * @returns the dialog names
 * @example availableDialogs(contract, "electricity", settings, flags) // ["powChange", "ibanChange", ...]
 */
export function availableDialogs(
  contract: Contract,
  contractType: ContractType,
  settings: Settings,
  flags: FeatureFlags | null,
): ContractDialogName[] {
  return (Object.entries(CONTRACT_DIALOGS) as [ContractDialogName, ContractDialogEntry][])
    .filter(([, entry]) => !entry.feature || isFeatureEnabled(flags, entry.feature))
    .filter(([, entry]) => !entry.available || entry.available(contract, contractType, settings))
    .map(([name]) => name);
}

/** Why each change is off for this contract and session, by dialog name (undefined: allowed). */
export function useDisabledReasons(contract: Contract): (name: ContractDialogName) => string | undefined {
  const { t } = useLingui();
  const { canModify, reason } = useCanModify();
  const notModifiable = useNotModifiableReason();
  return (name) => {
    // spec §6: read-only tokens see every change disabled with the one tooltip.
    if (!canModify) return reason;
    // spec §4: "Only activa contracts can be modified".
    if (!isModifiable(contract)) return notModifiable(contractStateLabel(contract));
    if (!contract.atrAvailable && ATR_BLOCKED.includes(name))
      return t({
        id: "portal.contracts.atr.reason",
        message: "A process is in progress on this supply: this change will be available when it ends.",
      });
    return undefined;
  };
}

/**
 * spec §2 "Contract detail" dialogs: one button per registered dialog whose gate passes, disabled with
 * its reason (read-only session, closed contract, ATR process in progress).
 */
export function ChangeButtons({
  contract,
  contractType,
  onOpen,
  only,
}: {
  contract: Contract;
  contractType: ContractType;
  onOpen: (name: ContractDialogName) => void;
  /** Only these dialogs (the communications sub-route shows the delivery and contact ones). */
  only?: readonly ContractDialogName[];
}) {
  const { t } = useLingui();
  const settings = useSettings((all) => all);
  const flags = useFlags();
  const label = useDialogLabel();
  const disabledReason = useDisabledReasons(contract);
  const names = availableDialogs(contract, contractType, settings, flags).filter((name) => !only || only.includes(name));
  if (names.length === 0) return null;
  return (
    <section className="ov-contracts__card ov-contracts__changes" aria-labelledby="ov-contracts-changes">
      <h2 id="ov-contracts-changes">{t({ id: "portal.contracts.changes.title", message: "Changes" })}</h2>
      <ul className={settings.contracts.horizontalButtons ? "ov-contracts__buttons ov-contracts__buttons--row" : "ov-contracts__buttons"}>
        {names.map((name) => {
          const reason = disabledReason(name);
          // The dialog's chunk starts downloading on intent (pointer over, focus), not on the click.
          const entry = CONTRACT_DIALOGS[name];
          const intent = reason === undefined && entry ? () => preloadDialog(entry) : undefined;
          return (
            <li key={name}>
              <Button
                variant="secondary"
                disabled={reason !== undefined}
                disabledReason={reason}
                onClick={() => onOpen(name)}
                onPointerEnter={intent}
                onFocus={intent}
              >
                {label(name)}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * spec §2 Contract detail: "A reclamation option exists". The support area's ATC claim, on the claims
 * route with this contract chosen, shown when the claim is offered; a write, so a read-only session sees
 * it disabled with the read-only tooltip like the changes. A claim may concern a contract in any state.
 */
export function ClaimButton({ contract, contractType }: { contract: Contract; contractType: ContractType }) {
  const { t } = useLingui();
  const navigate = usePortalNavigate();
  const offered = useAtcClaimOffered();
  const { canModify, reason } = useCanModify();
  if (!offered) return null;
  return (
    <Button
      variant="secondary"
      disabled={!canModify}
      disabledReason={reason}
      onClick={() => navigate(claimPathFor(contract.name, contractType))}
    >
      {t({ id: "portal.contracts.claim", message: "File a claim" })}
    </Button>
  );
}

/** The open dialog, downloaded on first use (a spinner until then), inside its own error boundary. */
export function OpenDialog({ name, ...props }: { name: ContractDialogName } & ContractDialogProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const entry = CONTRACT_DIALOGS[name];
  if (!entry) return null;
  const spinner = <Spinner label={t({ id: "portal.contracts.dialog.opening", message: "Opening…" })} />;
  return (
    <WidgetErrorBoundary
      onError={(error) => runtime.report(error, { kind: "portal-dialog", tag: `contracts:${name}` })}
      fallback={(retry) => (
        <RetryFailure
          title={t({ id: "portal.contracts.dialog.failed", message: "This change could not be opened." })}
          retry={{ label: t({ id: "portal.contracts.retry", message: "Try again" }), onClick: retry }}
        />
      )}
    >
      {/* Keyed by entry: another dialog starts from its own download state. */}
      <LoadedDialog key={name} entry={entry} spinner={spinner} props={props} />
    </WidgetErrorBoundary>
  );
}

/** The entry's dialog once downloaded, the spinner until then. */
function LoadedDialog({ entry, spinner, props }: { entry: ContractDialogEntry; spinner: ReactNode; props: ContractDialogProps }) {
  const Dialog = useDialogComponent(entry);
  if (!Dialog) return spinner;
  // The same downloaded component for an entry on every render (kept per entry), so creating the
  // element from it here does not remount the dialog.
  return createElement(Dialog, props);
}

/**
 * The open change dialog of a contract screen and what a change does: the contract's query and the
 * lists reload (calls §7.4 answers change the contract).
 * @param contract - the contract on show
 * @param initial - the dialog open at first (the `action` query's), or null
 * @returns the open dialog, its setter and the `onChanged` the dialogs receive
 * @example const { open, setOpen, onChanged } = useContractDialogs(contract, () => null);
 */
export function useContractDialogs(contract: Contract, initial: () => ContractDialogName | null) {
  const invalidate = useInvalidate();
  const [open, setOpen] = useState<ContractDialogName | null>(initial);
  // The module's prefix: the contract's detail and every list showing it.
  const onChanged = useCallback(() => void invalidate(contractKeys.all), [invalidate]);
  return { open, setOpen, onChanged };
}
