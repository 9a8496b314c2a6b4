import { useLingui } from "@lingui/react/macro";
import { Fragment, useEffect, useId, useRef, useState } from "react";
import { contractKeys, getContractListInfo, listContracts, listWholeContracts, type Contract } from "../../../src/api/contracts";
import { matchRoute, pathOf } from "../../../src/domain/portal/routes";
import { formatMoney, formatPower } from "../../../src/i18n/format";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useLocale, useSettings } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { WarningIcon } from "../../../src/ui/icons";
import { Pagination, type PageWindow } from "../../../src/ui/pagination";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Select } from "../../../src/ui/select";
import { Skeleton } from "../../../src/ui/skeleton";
import { Table, type TableColumn } from "../../../src/ui/table";
import { Tabs } from "../../../src/ui/tabs";
import { TextField } from "../../../src/ui/text-field";
import { usePortalNavigate, usePortalRoute } from "../shell/router";
import { CONTRACTS_DEFAULT_PAGE_SIZE, CONTRACTS_SEARCH_DEBOUNCE_MS, isContractAction, type ContractAction } from "./contracts.constants";
import { detailPath, LIST_TYPE_QUERY, listPath, listTypesOf, type ContractListType } from "./contract-routes";
import { contractStateLabel, hasDebt, openFirst } from "./contract-state";
import { useActionLabel, useStateLabel } from "./contracts.texts";
import { PageTitle } from "../shell/pages";

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
            content: type === current ? <ContractList type={type} caption={labels[type]} pendingAction={pendingAction} /> : null,
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

/** One list: search, table, pagination, and the §8.2 failure with retry. */
function ContractList({ type, caption, pendingAction }: { type: ContractListType; caption: string; pendingAction: ContractAction | null }) {
  const { t } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const navigate = usePortalNavigate();
  const contracts = useSettings((settings) => settings.contracts);
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
  const failed = whole.status === "error" ? whole : paged.status === "error" ? paged : null;
  const shown = whole.data
    ? { rows: openFirst(whole.data.items).slice(window.offset, window.offset + window.limit), total: whole.data.total }
    : paged.data
      ? { rows: openFirst(paged.data.items), total: paged.data.total }
      : null;

  const columns: TableColumn<Contract>[] = [
    {
      id: "name",
      header: t({ id: "portal.contracts.column.name", message: "Contract" }),
      cell: (contract) => contract.name,
      rowHeader: true,
    },
    {
      id: "cups",
      header: t({ id: "portal.contracts.column.cups", message: "CUPS" }),
      // A CUPS is 20-22 characters without a break: it may wrap, so the actions stay in view at desktop widths.
      cell: (contract) => <span className="ov-contracts__cups">{contract.supplyPoint.cups}</span>,
    },
    {
      id: "address",
      header: t({ id: "portal.contracts.column.address", message: "Address" }),
      // spec §2: "address (street - city)".
      cell: (contract) => [contract.supplyPoint.street, contract.supplyPoint.city].filter(Boolean).join(" - "),
    },
    ...(contracts.showProduct
      ? [
          {
            id: "product",
            header: t({ id: "portal.contracts.column.product", message: "Product" }),
            cell: (contract: Contract) => contract.priceList?.commercialName ?? contract.priceList?.name ?? "",
          },
        ]
      : []),
    ...(contracts.showPower
      ? [
          {
            id: "power",
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
          },
        ]
      : []),
    {
      id: "amount",
      header: t({ id: "portal.contracts.column.amount", message: "Amount due" }),
      align: "end",
      cell: (contract) => formatMoney(contract.amountDebt, locale),
    },
    {
      id: "state",
      header: t({ id: "portal.contracts.column.state", message: "State" }),
      cell: (contract) => stateLabel(contractStateLabel(contract)),
    },
    {
      id: "debt",
      header: t({ id: "portal.contracts.column.payment", message: "Payment" }),
      cell: (contract) =>
        hasDebt(contract) ? (
          <span className="ov-contracts__debt">
            <WarningIcon aria-hidden="true" />
            {/* spec §2 "Rows with debt carry an icon": its words for screen readers. */}
            <span className="ov-visually-hidden">{t({ id: "portal.contracts.debt", message: "Has pending payments" })}</span>
          </span>
        ) : (
          t({ id: "portal.contracts.noDebt", message: "Up to date" })
        ),
    },
    {
      id: "actions",
      header: t({ id: "portal.contracts.column.actions", message: "Actions" }),
      cell: (contract) => (
        <div className="ov-contracts__row-actions">
          <Button
            size="small"
            variant="text"
            onClick={() =>
              // spec §2: "The invoices button goes to invoices with contractType and contractName query values."
              navigate(
                `${pathOf("invoices")}?${new URLSearchParams({ contractType: type === "multipoint" ? "multipoint" : contract.type, contractName: contract.name })}`,
              )
            }
          >
            {t({ id: "portal.contracts.action.invoices", message: `Invoices of ${contract.name}` })}
          </Button>
          <Button size="small" variant="text" onClick={() => navigate(detailPath(contract.type, contract.name))}>
            {t({ id: "portal.contracts.action.view", message: `View ${contract.name}` })}
          </Button>
          {pendingAction && (
            <Button size="small" onClick={() => navigate(detailPath(contract.type, contract.name, pendingAction))}>
              {t({ id: "portal.contracts.action.select", message: `Select ${contract.name}` })}
            </Button>
          )}
        </div>
      ),
    },
  ];

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
          <Table
            caption={caption}
            captionHidden
            columns={columns}
            rows={shown.rows}
            getRowKey={(contract) => contract.name}
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
