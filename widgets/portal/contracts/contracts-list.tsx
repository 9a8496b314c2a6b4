import { useLingui } from "@lingui/react/macro";
import { EllipsisVertical, FileText, Receipt } from "lucide-react";
import { Fragment, useEffect, useId, useMemo, useRef, useState } from "react";
import { contractKeys, getContractListInfo, listContracts, listWholeContracts, type Contract } from "../../../src/api/contracts";
import { matchRoute, pathOf } from "../../../src/domain/portal/routes";
import { formatMoney, formatPower } from "../../../src/i18n/format";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useLocale, useSettings } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { Chip, type ChipTone } from "../../../src/ui/chip";
import { DataList, type DataListColumn } from "../../../src/ui/data-list";
import { WarningIcon } from "../../../src/ui/icons";
import { Identifier } from "../../../src/ui/identifier";
import { MenuButton, type MenuItem } from "../../../src/ui/menu-button";
import { Pagination, type PageWindow } from "../../../src/ui/pagination";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Select } from "../../../src/ui/select";
import { Skeleton } from "../../../src/ui/skeleton";
import { Tabs } from "../../../src/ui/tabs";
import { TextField } from "../../../src/ui/text-field";
import { usePortalNavigate, usePortalRoute } from "../shell/router";
import { CONTRACTS_DEFAULT_PAGE_SIZE, CONTRACTS_SEARCH_DEBOUNCE_MS, isContractAction, type ContractAction } from "./contracts.constants";
import { detailPath, invoicesPathOf, LIST_TYPE_QUERY, listPath, listTypesOf, type ContractListType } from "./contract-routes";
import { contractStateLabel, hasDebt, openFirst, type ContractStateLabel } from "./contract-state";
import { useActionLabel, useStateLabel } from "./contracts.texts";
import { PageTitle } from "../shell/pages";
import { useMultipointNames } from "./use-multipoint-names";

/**
 * spec §2 "Contracts list": tabs per display type when several are enabled (one list otherwise), the
 * contracting buttons, and an `action` from the home's contract actions: with exactly one contract it
 * goes straight to its detail keeping the action; with several it asks which contract.
 */
export function ContractsListScreen() {
  const { t } = useLingui();
  const route = usePortalRoute();
  const navigate = usePortalNavigate();
  const displayTypes = useSettings((settings) => settings.features.displayTypes);
  const types = listTypesOf(displayTypes);
  const [pendingAction] = useState(() => {
    const action = route.consumeQuery("action");
    return isContractAction(action) ? action : null;
  });
  const requested: ContractListType =
    route.name === "gasContracts" ? "gas" : route.query.get(LIST_TYPE_QUERY) === "multipoint" ? "multipoint" : "electricity";
  const current = types.includes(requested) ? requested : (types[0] as ContractListType);

  const labels: Record<ContractListType, string> = {
    electricity: t({ id: "portal.contracts.type.electricity", message: "Electricity" }),
    gas: t({ id: "portal.contracts.type.gas", message: "Gas" }),
    multipoint: t({ id: "portal.contracts.type.multipoint", message: "Multipoint" }),
  };

  // The menu's words: the screen is the list its entry opened.
  const titles: Record<ContractListType, string> = {
    electricity: t({ id: "portal.contracts.list.title.electricity", message: "Electricity contracts" }),
    gas: t({ id: "portal.contracts.list.title.gas", message: "Gas contracts" }),
    multipoint: t({ id: "portal.contracts.list.title.multipoint", message: "Multipoint contracts" }),
  };

  return (
    <section className="ov-portal__page ov-contracts">
      <PageTitle>{titles[current]}</PageTitle>
      <ContractingButtons />
      {pendingAction && <ActionChooser action={pendingAction} />}
      {types.length > 1 ? (
        <Tabs
          label={t({ id: "portal.contracts.list.tabs", message: "Contract types" })}
          value={current}
          onValueChange={(id) => navigate(listPath(id as ContractListType), { replace: true })}
          items={types.map((type) => ({
            id: type,
            label: labels[type],
            // Only the tab on show asks the server for its list.
            content:
              type === current ? (
                <ContractList
                  type={type}
                  caption={labels[type]}
                  pendingAction={pendingAction}
                  besideMultipoint={types.includes("multipoint")}
                />
              ) : null,
          }))}
        />
      ) : (
        <ContractList type={current} caption={labels[current]} pendingAction={pendingAction} />
      )}
    </section>
  );
}

/** spec §2 Contracts list: "A contracting button or menu per enabled type (electricity, gas, dual)". */
function ContractingButtons() {
  const { t } = useLingui();
  const navigate = usePortalNavigate();
  const settings = useSettings((all) => all);
  const entries = [
    { route: "newElectricityCustomer", label: t({ id: "portal.contracts.new.electricity", message: "New electricity contract" }) },
    { route: "newGasCustomer", label: t({ id: "portal.contracts.new.gas", message: "New gas contract" }) },
    { route: "newDualCustomer", label: t({ id: "portal.contracts.new.dual", message: "New electricity and gas contract" }) },
  ] as const;
  // A contracting route exists only when its type is enabled (spec §2 routes table).
  const shown = entries.filter((entry) => matchRoute(pathOf(entry.route), settings));
  if (shown.length === 0) return null;
  return (
    <div className="ov-contracts__new ov-actions">
      {shown.map((entry) => (
        <Button key={entry.route} variant="secondary" onClick={() => navigate(pathOf(entry.route))}>
          {entry.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * spec §2 "action": a list opened with an action (the home's contract actions). One contract: its
 * detail at once, keeping the action. Several: a select asks which one.
 */
function ActionChooser({ action }: { action: ContractAction }) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = usePortalNavigate();
  const actionLabel = useActionLabel(action);
  const info = useQuery(contractKeys.info, (signal) => getContractListInfo(api, signal));
  const [choice, setChoice] = useState("");
  const all = info.data
    ? [
        ...info.data.electricity.map((ref) => ({ type: "electricity" as const, name: ref.name })),
        ...info.data.gas.map((ref) => ({ type: "gas" as const, name: ref.name })),
      ]
    : [];
  const only = all.length === 1 ? all[0] : undefined;
  useEffect(() => {
    if (only) navigate(detailPath(only.type, only.name, action), { replace: true });
  }, [only, action, navigate]);

  if (info.status === "error")
    return (
      <RetryFailure
        focus="idle"
        error={info.error}
        retry={{ label: t({ id: "portal.contracts.retry", message: "Try again" }), onClick: info.retry }}
      />
    );
  if (!info.data || only) return <Skeleton lines={2} />;
  if (all.length === 0) return <Alert tone="info">{t({ id: "portal.contracts.none", message: "You have no contracts yet." })}</Alert>;
  const go = () => {
    const picked = all.find((entry) => `${entry.type}:${entry.name}` === choice);
    if (picked) navigate(detailPath(picked.type, picked.name, action));
  };
  return (
    <form
      className="ov-contracts__chooser"
      aria-label={t({ id: "portal.contracts.chooser.label", message: "Choose a contract" })}
      onSubmit={(event) => {
        event.preventDefault();
        go();
      }}
    >
      <Alert tone="info" title={actionLabel}>
        {t({ id: "portal.contracts.chooser.body", message: "Choose the contract you want to do this on." })}
      </Alert>
      <Select
        label={t({ id: "portal.contracts.chooser.select", message: "Contract" })}
        placeholder={t({ id: "portal.contracts.chooser.placeholder", message: "Choose a contract" })}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        options={all.map((entry) => ({ value: `${entry.type}:${entry.name}`, label: entry.name }))}
      />
      <Button type="submit" disabled={choice === ""}>
        {t({ id: "portal.contracts.chooser.go", message: "Continue" })}
      </Button>
    </form>
  );
}

/** The state's colour: open is well, a draft is under way, closed is neither. */
const STATE_TONES: Record<ContractStateLabel, ChipTone> = {
  open: "success",
  inProcess: "info",
  signaturePending: "warning",
  closed: "neutral",
};

/** spec §2 Contracts list "address (street - city)". */
const addressOf = (contract: Contract) => [contract.supplyPoint.street, contract.supplyPoint.city].filter(Boolean).join(" - ");

/**
 * One list: search, the contracts, pagination, and the §8.2 failure with retry. The contracts are the
 * kit's data list (issue 39 item 4): a table of rows on a desktop (spec §2 "Columns: contract
 * name/number, CUPS, address (street - city), product (optional), power or tariff (optional), quantity,
 * state, payment/debt, actions"), a card per contract on a phone with its name, amount due, state, CUPS,
 * address and payment, and one primary action (Open, or Select when a home's action asks for a contract) with the others in a menu.
 */
function ContractList({
  type,
  caption,
  pendingAction,
  besideMultipoint = false,
}: {
  type: ContractListType;
  caption: string;
  pendingAction: ContractAction | null;
  /** A Multipoint tab is shown too: the multipoint account's supplies belong there, not here. */
  besideMultipoint?: boolean;
}) {
  const { t } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const navigate = usePortalNavigate();
  const contracts = useSettings((settings) => settings.contracts);
  const { showProduct, showPower } = contracts;
  const stateLabel = useStateLabel();
  const configured = contracts.itemsPerPage > 0 ? contracts.itemsPerPage : CONTRACTS_DEFAULT_PAGE_SIZE;
  const [window, setWindow] = useState<PageWindow>({ offset: 0, limit: configured });
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState("");
  const searchId = useId();

  // spec §2 / calls §7.4: "Search is debounced 1500 ms and resets to page 1", sent as the server's filter.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      setFilter(search.trim());
      setWindow((previous) => ({ offset: 0, limit: previous.limit }));
    }, CONTRACTS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // spec §2 "Open contracts sorted first", across the whole list: the call has no sort, so a list of
  // up to WHOLE_CONTRACT_LIST_MAX contracts is read whole once per search and paged here; a longer one
  // (the answer is null) keeps the server's pages, each sorted (docs/product.md "Contracts list").
  const searched = { type, ...(filter ? { filter } : {}) };
  const whole = useQuery(contractKeys.whole(searched), (signal) => listWholeContracts(api, searched, signal));
  const listed = { ...searched, offset: window.offset, limit: window.limit };
  const paged = useQuery(whole.data === null ? contractKeys.list(listed) : null, (signal) => listContracts(api, listed, signal));
  // The server lists the multipoint account's supplies under electricity too, while their invoices are
  // on the multipoint list only: beside a Multipoint tab the Electricity tab leaves them to it (and,
  // past WHOLE_CONTRACT_LIST_MAX, where the server's pages are kept, sends their Invoices there).
  const multipoint = useMultipointNames(type === "electricity" && besideMultipoint);
  const multipointNames = multipoint.data;
  const failed = whole.status === "error" ? whole : paged.status === "error" ? paged : multipoint.status === "error" ? multipoint : null;
  const waiting = multipoint.status !== "success";
  const own = whole.data ? whole.data.items.filter((contract) => !multipointNames?.has(contract.name)) : null;
  const shown = waiting
    ? null
    : own
      ? { rows: openFirst(own).slice(window.offset, window.offset + window.limit), total: own.length }
      : paged.data
        ? { rows: openFirst(paged.data.items), total: paged.data.total }
        : null;

  const columns = useMemo<DataListColumn<Contract>[]>(() => {
    // spec §2: "The invoices button goes to invoices with contractType and contractName query values."
    const invoicesOf = (contract: Contract) =>
      invoicesPathOf(contract, type === "multipoint" || multipointNames?.has(contract.name) ? "multipoint" : contract.type);
    return [
      {
        id: "name",
        role: "title",
        width: "5.5rem",
        header: t({ id: "portal.contracts.column.name", message: "Contract" }),
        cell: (contract) => contract.name,
        fullText: (contract) => contract.name,
      },
      {
        id: "cups",
        role: "fact",
        control: true,
        // Cut where the column is narrower than a CUPS (20 or 22 characters), whole in its title and copied whole.
        width: "minmax(9rem, 1.2fr)",
        header: t({ id: "portal.contracts.column.cups", message: "CUPS" }),
        // Issue 39 item 6: on one line, cut where it does not fit, whole in its title and a copy button.
        cell: (contract) => {
          const name = contract.name;
          return (
            <Identifier
              value={contract.supplyPoint.cups}
              copyLabel={t({ id: "portal.contracts.copyCupsOf", message: `Copy the CUPS of contract ${name}` })}
            />
          );
        },
      },
      {
        id: "address",
        role: "fact",
        width: "minmax(8rem, 1.5fr)",
        header: t({ id: "portal.contracts.column.address", message: "Address" }),
        // spec §2: "address (street - city)".
        cell: (contract) => addressOf(contract),
        fullText: (contract) => addressOf(contract) || undefined,
      },
      ...(showProduct
        ? [
            {
              id: "product",
              role: "fact",
              width: "minmax(6rem, 1fr)",
              fullText: (contract: Contract) => contract.priceList?.commercialName ?? contract.priceList?.name ?? undefined,
              header: t({ id: "portal.contracts.column.product", message: "Product" }),
              cell: (contract: Contract) => contract.priceList?.commercialName ?? contract.priceList?.name ?? "",
            } satisfies DataListColumn<Contract>,
          ]
        : []),
      ...(showPower
        ? [
            {
              id: "power",
              role: "fact",
              width: "minmax(6.5rem, 1fr)",
              fullText: (contract: Contract) =>
                contract.powers.length > 0
                  ? contract.powers.map((power) => `${power.period} ${formatPower(power.kw, locale)}`).join(" · ")
                  : (contract.tariff ?? undefined),
              header: t({ id: "portal.contracts.column.power", message: "Power or tariff" }),
              // spec §2 "power or tariff": gas supplies have no contracted power.
              // Each period on one line ("P2 9.9 kW", never "P2" / "9.9 kW"); the line breaks between periods.
              cell: (contract: Contract) =>
                contract.powers.length > 0
                  ? contract.powers.map((power, index) => (
                      <Fragment key={power.period}>
                        {index > 0 && " · "}
                        <span className="ov-contracts__power">{`${power.period} ${formatPower(power.kw, locale)}`}</span>
                      </Fragment>
                    ))
                  : (contract.tariff ?? ""),
            } satisfies DataListColumn<Contract>,
          ]
        : []),
      {
        id: "amount",
        role: "primary",
        align: "end",
        width: "6rem",
        header: t({ id: "portal.contracts.column.amount", message: "Amount due" }),
        cell: (contract) => formatMoney(contract.amountDebt, locale),
      },
      {
        id: "state",
        role: "status",
        // A longer state's chip wraps in its column ("Signature pending").
        width: "minmax(6.5rem, 0.7fr)",
        header: t({ id: "portal.contracts.column.state", message: "State" }),
        cell: (contract) => {
          const label = contractStateLabel(contract);
          return <Chip tone={STATE_TONES[label]}>{stateLabel(label)}</Chip>;
        },
      },
      {
        id: "debt",
        role: "fact",
        width: "6.5rem",
        header: t({ id: "portal.contracts.column.payment", message: "Payment" }),
        // spec §2 "Rows with debt carry an icon", with its words: beside it in a card, for screen readers
        // and in the cell's title in the table (contracts.styles.ts).
        fullText: (contract) => (hasDebt(contract) ? t({ id: "portal.contracts.debt", message: "Has pending payments" }) : undefined),
        cell: (contract) =>
          hasDebt(contract) ? (
            <span className="ov-contracts__debt">
              <WarningIcon aria-hidden="true" />
              <span className="ov-contracts__debt-words">{t({ id: "portal.contracts.debt", message: "Has pending payments" })}</span>
            </span>
          ) : (
            t({ id: "portal.contracts.noDebt", message: "Up to date" })
          ),
      },
      {
        id: "actions",
        role: "actions",
        // Open (or Select) and the menu's button on one line in every language.
        width: "10.5rem",
        header: t({ id: "portal.contracts.column.actions", message: "Actions" }),
        cell: (contract) => {
          const open = () => navigate(detailPath(contract.type, contract.name));
          const name = contract.name;
          const openLabel = t({ id: "portal.contracts.action.open", message: "Open" });
          const openNamed = t({ id: "portal.contracts.action.openNamed", message: `Open contract ${name}` });
          // Issue 39 item 4: one primary action, the others in a menu. Chosen from a home's action, the
          // contract is what the customer came to pick: Select is the primary one, Open joins the menu.
          const items: MenuItem[] = [
            ...(pendingAction ? [{ id: "open", label: openLabel, ariaLabel: openNamed, icon: FileText, onSelect: open }] : []),
            {
              id: "invoices",
              label: t({ id: "portal.contracts.action.invoicesShort", message: "Invoices" }),
              ariaLabel: t({ id: "portal.contracts.action.invoices", message: `Invoices of ${contract.name}` }),
              icon: Receipt,
              onSelect: () => navigate(invoicesOf(contract)),
            },
          ];
          return (
            <>
              {pendingAction ? (
                <Button
                  size="small"
                  aria-label={t({ id: "portal.contracts.action.select", message: `Select ${contract.name}` })}
                  onClick={() => navigate(detailPath(contract.type, contract.name, pendingAction))}
                >
                  {t({ id: "portal.contracts.action.selectShort", message: "Select" })}
                </Button>
              ) : (
                <Button size="small" aria-label={openNamed} onClick={open}>
                  {openLabel}
                </Button>
              )}
              <MenuButton
                label={t({ id: "portal.contracts.moreActions", message: "More actions" })}
                ariaLabel={t({ id: "portal.contracts.moreActionsContract", message: `More actions: contract ${name}` })}
                icon={EllipsisVertical}
                iconOnly
                items={items}
              />
            </>
          );
        },
      },
    ];
  }, [t, type, locale, showProduct, showPower, stateLabel, navigate, pendingAction, multipointNames]);

  return (
    <div className="ov-contracts__list">
      {!contracts.dontShowSearchFilter && (
        <TextField
          id={searchId}
          type="search"
          label={t({ id: "portal.contracts.search", message: "Search by contract, CUPS or address" })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {failed ? (
        <RetryFailure focus="idle" retry={{ label: t({ id: "portal.contracts.retry", message: "Try again" }), onClick: failed.retry }}>
          {/* calls §8.2 "Contract list fetch failure". */}
          {t({
            id: "portal.contracts.list.failed",
            message: "Failed to get the contract list of electricity and gas. Please try again later.",
          })}
        </RetryFailure>
      ) : shown ? (
        <>
          <DataList
            caption={caption}
            columns={columns}
            rows={shown.rows}
            rowKey={(contract) => contract.name}
            // Nine columns, as the invoices': a table from the invoices' width, cards below it (a phone, a tablet).
            tableFrom="wide"
            emptyState={t({ id: "portal.contracts.empty", message: "No contracts match." })}
          />
          <Pagination
            offset={window.offset}
            limit={window.limit}
            total={shown.total}
            configuredPageSize={configured}
            onChange={setWindow}
            label={t({ id: "portal.contracts.pagination", message: "Pages of contracts" })}
          />
        </>
      ) : (
        <Skeleton lines={5} />
      )}
    </div>
  );
}
