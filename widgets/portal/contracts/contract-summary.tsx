import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Contract, ContractType } from "../../../src/api/contracts";
import { maskIban, powerGroups } from "../../../src/domain/contracts/summary";
import { formatMoney, formatPower } from "../../../src/i18n/format";
import { useLocale } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { Chip, type ChipTone } from "../../../src/ui/chip";
import { MenuButton, type MenuItem } from "../../../src/ui/menu-button";
import { contractStateLabel, hasDebt, isModifiable, type ContractStateLabel } from "./contract-state";
import { DIALOG_ATTRIBUTE, preloadDialog } from "./dialog-component";
import { CONTRACT_DIALOGS, type ContractDialogName } from "./dialogs/registry";
import { Identifier } from "../../../src/ui/identifier";
import { SavedNote } from "./saved-note";
import { usePortalNavigate } from "../shell/router";
import { useDialogLabel, useNotModifiableReason, useSavedText, useStateLabel } from "./contracts.texts";

/** The status badge's colour per state label (its text says the same, so colour is never alone). */
const STATE_TONES: Record<ContractStateLabel, ChipTone> = {
  open: "success",
  inProcess: "info",
  signaturePending: "warning",
  closed: "neutral",
};

/** What {@link ContractSummary} is given by the detail. */
export interface ContractSummaryProps {
  contract: Contract;
  contractType: ContractType;
  /** The change dialogs that exist for this contract and these settings (`availableDialogs`). */
  available: readonly ContractDialogName[];
  /** Why each change is off (read-only session, closed contract, ATR process), undefined when allowed. */
  disabledReason: (name: ContractDialogName) => string | undefined;
  /** Opens a dialog; `opener` (by default what has the focus) gets the focus back when it closes. */
  onOpen: (name: ContractDialogName, opener?: HTMLElement) => void;
  /** The dialog whose change was last accepted: its confirmation shows beside its value. */
  saved: ContractDialogName | null;
  /** The contract's invoices, where a debt is paid (its type's tab, or the Multipoint one). */
  invoicesPath: string;
  /** The actions after the dialogs of the menu (the PDF, the invoices, the communications, the claim). */
  moreActions: readonly MenuItem[];
}

/** The dialogs whose value has a row of its own in the summary, with its Change beside it. */
const ROW_DIALOGS: readonly ContractDialogName[] = ["powChange", "ibanChange", "notifAddrChange", "cadastralChange", "invoiceDelivery"];

/**
 * The head of a contract's detail (issue 39 item 4): the product and tariff, the state as a badge, the
 * debt, the powers in a line, the supply address, the bank account masked, the notification address,
 * the cadastral reference and how invoices are sent, each changeable value with its Change beside it
 * (named for screen readers by what it changes), the pending changes said plainly, and the other actions
 * in one "More actions" menu. Every gate of the change buttons stays: a change that does not exist for
 * this contract has no button; a change that is off is disabled with its reason (spec §4, §6).
 */
export function ContractSummary({
  contract,
  contractType,
  available,
  disabledReason,
  onOpen,
  saved,
  invoicesPath,
  moreActions,
}: ContractSummaryProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = usePortalNavigate();
  const stateLabel = useStateLabel();
  const dialogLabel = useDialogLabel();
  const savedText = useSavedText();
  const notModifiable = useNotModifiableReason();
  const label = contractStateLabel(contract);
  const typeLabel =
    contractType === "gas"
      ? t({ id: "portal.contracts.type.gas", message: "Gas" })
      : t({ id: "portal.contracts.type.electricity", message: "Electricity" });
  const product = contract.priceList?.commercialName ?? contract.priceList?.name ?? null;

  const change = (name: ContractDialogName) => {
    if (!available.includes(name)) return null;
    const reason = disabledReason(name);
    const entry = CONTRACT_DIALOGS[name];
    // The dialog's chunk starts downloading on intent (pointer over, focus), not on the click.
    const intent = reason === undefined && entry ? () => preloadDialog(entry) : undefined;
    return (
      <Button
        variant="secondary"
        size="small"
        className="ov-contracts__change"
        aria-label={dialogLabel(name)}
        disabled={reason !== undefined}
        disabledReason={reason}
        {...{ [DIALOG_ATTRIBUTE]: name }}
        onClick={(event) => onOpen(name, event.currentTarget)}
        onPointerEnter={intent}
        onFocus={intent}
      >
        {t({ id: "portal.contracts.summary.change", message: "Change" })}
      </Button>
    );
  };

  const rows: { id: string; label: string; value: ReactNode; dialog?: ContractDialogName; tone?: "warning"; action?: ReactNode }[] = [
    {
      id: "debt",
      label: t({ id: "portal.contracts.data.debt", message: "Pending payments" }),
      // spec §4 "Debt: shown if amount_debt is above 0, else no debt".
      value: hasDebt(contract) ? formatMoney(contract.amountDebt, locale) : t({ id: "portal.contracts.noDebt", message: "Up to date" }),
      tone: hasDebt(contract) ? "warning" : undefined,
      // A debt leads to the contract's invoices, where the open ones are paid (spec §2 Invoices).
      action: hasDebt(contract) ? (
        <Button variant="secondary" size="small" className="ov-contracts__change" onClick={() => navigate(invoicesPath)}>
          {t({ id: "portal.contracts.summary.seeInvoices", message: "See invoices" })}
        </Button>
      ) : undefined,
    },
    {
      id: "power",
      label: t({ id: "portal.contracts.summary.power", message: "Contracted power" }),
      value:
        contract.powers.length > 0 ? (
          <span className="ov-contracts__powers">
            {powerGroups(contract.powers).map((group) => (
              <span key={group.from} className="ov-contracts__power-group">
                <span className="ov-contracts__period">{group.from === group.to ? group.from : `${group.from}–${group.to}`}</span>{" "}
                {formatPower(group.kw, locale)}
              </span>
            ))}
          </span>
        ) : null,
      dialog: "powChange",
    },
    {
      id: "supply",
      label: t({ id: "portal.contracts.summary.supplyAddress", message: "Supply address" }),
      value: contract.supplyPoint.fullAddress,
    },
    {
      id: "iban",
      label: t({ id: "portal.contracts.data.iban", message: "Bank account" }),
      value: contract.bankAccount?.iban ? <span className="ov-contracts__nowrap">{maskIban(contract.bankAccount.iban)}</span> : null,
      dialog: "ibanChange",
    },
    {
      id: "notification",
      label: t({ id: "portal.contracts.contact.address", message: "Notification address" }),
      value: contract.notificationAddress?.fullAddress ?? null,
      dialog: "notifAddrChange",
    },
    {
      id: "cadastral",
      label: t({ id: "portal.contracts.supply.cadastral", message: "Cadastral reference" }),
      value: (() => {
        const reference = contract.cadastralReference ?? contract.supplyPoint.cadastralReference;
        return reference ? (
          <Identifier
            value={reference}
            copyLabel={t({ id: "portal.contracts.summary.copyCadastral", message: "Copy the cadastral reference" })}
          />
        ) : null;
      })(),
      dialog: "cadastralChange",
    },
    {
      id: "delivery",
      label: t({ id: "portal.contracts.summary.delivery", message: "Invoices" }),
      value:
        contract.invoiceDelivery === "email"
          ? t({ id: "portal.contracts.delivery.email", message: "By email" })
          : contract.invoiceDelivery === "postal"
            ? t({ id: "portal.contracts.delivery.postal", message: "By post" })
            : null,
      dialog: "invoiceDelivery",
    },
  ];
  // A row shows with its value, or without one when its change exists (to set it).
  const shown = rows.filter(
    (row) => (row.value !== null && row.value !== undefined && row.value !== "") || (row.dialog && available.includes(row.dialog)),
  );
  const rowDialogs = shown.flatMap((row) => (row.dialog ? [row.dialog] : []));
  // The confirmation of a change whose value has no row here (the menu's changes) shows under the rows.
  const savedElsewhere = saved && !rowDialogs.includes(saved) ? saved : null;

  const menuDialogs = available.filter((name) => !ROW_DIALOGS.includes(name));
  const menuItems: MenuItem[] = [
    ...menuDialogs.map((name): MenuItem => {
      const reason = disabledReason(name);
      return {
        id: name,
        label: dialogLabel(name),
        disabled: reason !== undefined,
        disabledReason: reason,
        // The menu has closed and given the focus back to its button: the dialog returns it there.
        onSelect: () => onOpen(name),
      };
    }),
    ...moreActions,
  ];

  return (
    <section className="ov-contracts__summary" aria-label={t({ id: "portal.contracts.summary.title", message: "Contract summary" })}>
      <div className="ov-contracts__summary-head">
        <div className="ov-contracts__summary-name">
          <h2 className="ov-contracts__product">{product ?? typeLabel}</h2>
          <p className="ov-contracts__kind">
            {contract.tariff
              ? t({ id: "portal.contracts.summary.kind", message: `${typeLabel} · access tariff ${contract.tariff}` })
              : typeLabel}
          </p>
        </div>
        <div className="ov-contracts__summary-tools">
          <p className="ov-contracts__state">
            <span className="ov-visually-hidden">{t({ id: "portal.contracts.data.state", message: "State" })}: </span>
            <Chip tone={STATE_TONES[label]}>{stateLabel(label)}</Chip>
          </p>
          <MenuButton
            className="ov-contracts__more"
            label={t({ id: "portal.contracts.summary.more", message: "More actions" })}
            items={menuItems}
          />
        </div>
      </div>
      {!isModifiable(contract) && (
        // A closed contract is warned of; a draft on its way to active only said so.
        <Alert tone={label === "closed" ? "warning" : "info"}>{notModifiable(label)}</Alert>
      )}
      <dl className="ov-contracts__summary-list">
        {shown.map((row) => (
          <div key={row.id} className={row.tone ? `ov-contracts__row ov-contracts__row--${row.tone}` : "ov-contracts__row"}>
            <dt>{row.label}</dt>
            <dd className="ov-contracts__row-value">
              {row.value ?? "—"}
              {row.dialog && <SavedNote>{saved === row.dialog ? savedText(row.dialog) : null}</SavedNote>}
            </dd>
            {row.action && <dd className="ov-contracts__row-action">{row.action}</dd>}
            {row.dialog && available.includes(row.dialog) && <dd className="ov-contracts__row-action">{change(row.dialog)}</dd>}
          </div>
        ))}
      </dl>
      <SavedNote>{savedElsewhere ? savedText(savedElsewhere) : null}</SavedNote>
      <PendingChanges contract={contract} />
    </section>
  );
}

/**
 * The contract's changes under way, said plainly: the processes waiting for the customer's signature
 * (spec §3 `waiting_for_signature`, and the SIPS opt-out's own), a SIPS opt-out requested, and an ATR
 * process with the distributor that blocks power and SIPS changes (`atr_available` false).
 */
function PendingChanges({ contract }: { contract: Contract }) {
  const { t } = useLingui();
  const signatures: Record<string, string> = {
    iban: t({ id: "portal.contracts.signature.iban", message: "Bank account change" }),
    power: t({ id: "portal.contracts.signature.power", message: "Power change" }),
  };
  const sipsName = t({ id: "portal.contracts.signature.sips", message: "Opt-out of sharing metering data" });
  const awaiting = [...contract.awaitingSignature, ...(contract.noCessionSips?.awaitingSignature ? ["sips"] : [])].map(
    (process) => signatures[process] ?? (process === "sips" ? sipsName : process),
  );
  const sipsRequested = contract.noCessionSips?.state === "requested" && !contract.noCessionSips.awaitingSignature;
  const atr = isModifiable(contract) && !contract.atrAvailable;
  if (awaiting.length === 0 && !sipsRequested && !atr) return null;
  const waiting = t({ id: "portal.contracts.signature.title", message: "Waiting for your signature" });
  return (
    <section className="ov-contracts__pending" aria-labelledby="ov-contracts-pending">
      <h3 id="ov-contracts-pending">{t({ id: "portal.contracts.summary.pending", message: "Changes under way" })}</h3>
      <ul>
        {awaiting.map((process) => (
          <li key={process}>
            <span>{process}</span> <Chip tone="warning">{waiting}</Chip>
          </li>
        ))}
        {sipsRequested && (
          <li>
            <span>{sipsName}</span> <Chip tone="info">{t({ id: "portal.contracts.summary.requested", message: "Requested" })}</Chip>
          </li>
        )}
        {atr && (
          <li>
            {t({
              id: "portal.contracts.atr.note",
              message:
                "A process is in progress on this supply: power changes and the opt-out of sharing metering data will be available when it ends.",
            })}
          </li>
        )}
      </ul>
      {awaiting.length > 0 && (
        <p className="ov-contracts__hint">
          {t({ id: "portal.contracts.summary.signHint", message: "We have sent you an email with the link to sign." })}
        </p>
      )}
    </section>
  );
}
