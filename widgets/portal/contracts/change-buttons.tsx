import { useLingui } from "@lingui/react/macro";
import { createElement, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { Contract, ContractType } from "../../../src/api/contracts";
import { claimPathFor } from "../../../src/domain/portal/atc-claim";
import { WidgetErrorBoundary } from "../../../src/element/error-boundary";
import type { Settings } from "../../../src/runtime/default-settings";
import { useCanModify } from "../../../src/runtime/use-can-modify";
import { isFeatureEnabled, type FeatureFlags } from "../../../src/runtime/settings";
import { useFlags, useRuntime, useSettings } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import type { MenuItem } from "../../../src/ui/menu-button";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Spinner } from "../../../src/ui/spinner";
import { useAtcClaimOffered } from "../shared/atc-claim";
import { usePortalNavigate } from "../shell/router";
import { contractStateLabel, isModifiable } from "./contract-state";
import { CONTRACT_DIALOGS, type ContractDialogEntry, type ContractDialogName, type ContractDialogProps } from "./dialogs/registry";
import { DIALOG_ATTRIBUTE, preloadDialog, useDialogComponent } from "./dialog-component";
import { useDialogLabel, useNotModifiableReason } from "./contracts.texts";

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
  /** Opens a dialog; `opener` gets the focus back when it closes. */
  onOpen: (name: ContractDialogName, opener: HTMLElement) => void;
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
                {...{ [DIALOG_ATTRIBUTE]: name }}
                onClick={(event) => onOpen(name, event.currentTarget)}
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
 * route with this contract chosen, offered in the detail's "More actions" menu when the claim is offered;
 * a write, so a read-only session sees it disabled with the read-only tooltip like the changes. A claim
 * may concern a contract in any state.
 * @returns the menu item, or null when the claim is not offered
 */
export function useClaimItem(contract: Contract, contractType: ContractType): MenuItem | null {
  const { t } = useLingui();
  const navigate = usePortalNavigate();
  const offered = useAtcClaimOffered();
  const { canModify, reason } = useCanModify();
  if (!offered) return null;
  return {
    id: "claim",
    label: t({ id: "portal.contracts.claim", message: "File a claim" }),
    disabled: !canModify,
    disabledReason: reason,
    onSelect: () => navigate(claimPathFor(contract.name, contractType)),
  };
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

/** The element focused inside `root`, looking through nested open shadow roots. */
function deepActiveElement(root: Node | null): HTMLElement | null {
  let active = (root as Document | ShadowRoot | null)?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The control that stands for a dialog on a screen: its Change button, else the "More actions" button
 * of the menu that holds it (the menu's items are gone once it closes).
 * @param screen - the screen's element
 * @param name - the dialog
 * @returns the control, or null when the screen has none
 */
function controlOf(screen: HTMLElement | null, name: ContractDialogName): HTMLElement | null {
  return (
    screen?.querySelector<HTMLElement>(`[${DIALOG_ATTRIBUTE}="${name}"]`) ??
    screen?.querySelector<HTMLElement>(".ov-contracts__more button[aria-haspopup]") ??
    null
  );
}

/**
 * The open change dialog of a contract screen and what ends it: the change is remembered so the screen
 * can say it was saved beside the value (issue 39 item 5, `saved`), and focus goes back to the control
 * that opened the dialog when it closes (the dialog's own return cannot reach it: the dialog is
 * unmounted with its close, before the browser's "close" event); a dialog the address's `action`
 * opened has no opener, and gives it to its Change button (`controlOf`). The contract's queries are
 * reloaded by the change's own mutation (dialogs/use-change-flow.ts), not here.
 * @param initial - the dialog open at first (the `action` query's), or null
 * @param screen - the screen's element, where the Change buttons are
 * @returns the open dialog, `setOpen(name, opener)` (the opener by default what has the focus),
 *   `close(changed)` for the dialogs' `onClose`, and the dialog whose change was last accepted (null
 *   once another opens)
 * @example const { open, setOpen, close, saved } = useContractDialogs(() => null, screenRef);
 */
export function useContractDialogs(initial: () => ContractDialogName | null, screen: RefObject<HTMLElement | null>) {
  const [open, setOpenState] = useState<ContractDialogName | null>(initial);
  const [saved, setSaved] = useState<ContractDialogName | null>(null);
  // Who gets the focus back: the opener, or the name of a dialog opened without one.
  const opener = useRef<HTMLElement | ContractDialogName | null>(open);
  const setOpen = useCallback((name: ContractDialogName | null, from?: HTMLElement | null) => {
    if (name) {
      opener.current = from ?? deepActiveElement(document) ?? name;
      setSaved(null);
    }
    setOpenState(name);
  }, []);
  const close = useCallback(
    (changed: boolean) => {
      if (changed) setSaved(open);
      setOpenState(null);
    },
    [open],
  );
  useEffect(() => {
    if (open !== null) return;
    const target = opener.current;
    opener.current = null;
    if (typeof target === "string") {
      // Opened by the address: the dialog's own return goes to what had the focus then (the screen's
      // title), not to a control of this dialog.
      controlOf(screen.current, target)?.focus();
      return;
    }
    if (!target?.isConnected) return;
    // Unless the focus is already somewhere on the screen (the dialog's own return, or the visitor's).
    const active = deepActiveElement(target.getRootNode());
    if (!active || !active.isConnected || active === target.ownerDocument.body) target.focus();
  }, [open, screen]);
  return { open, setOpen, close, saved };
}
