import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { contractKeys, getContract, getContractListInfo, type Contract, type ContractType } from "../../../src/api/contracts";
import { isApiError } from "../../../src/api/errors";
import { useQuery, type Query } from "../../../src/runtime/query";
import { useApi, useFlags, useSettings } from "../../../src/runtime/widget-context";
import type { MenuItem } from "../../../src/ui/menu-button";
import { Button } from "../../../src/ui/button";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Select } from "../../../src/ui/select";
import { Skeleton } from "../../../src/ui/skeleton";
import { PageTitle } from "../shell/pages";
import { usePortalNavigate, usePortalRoute } from "../shell/router";
import { PortalSlot } from "../shell/slots";
import { AttachmentsCard } from "./attachments-card";
import { availableDialogs, OpenDialog, useClaimItem, useContractDialogs, useDisabledReasons } from "./change-buttons";
import { ContactCard } from "./contact-card";
import { ContractDataCard, SupplyPointCard, useContractPdf } from "./contract-cards";
import { anchorOf, communicationsPath, contractTypeOfRoute, detailPath, invoicesPathOf, listPath, listTypesOf } from "./contract-routes";
import { ContractSummary } from "./contract-summary";
import { useMultipointNames } from "./use-multipoint-names";
import { ANCHOR_SETTLE_MS, CONSUMPTION_ANCHOR, isContractAction, type ContractAction } from "./contracts.constants";

/** What the visitor does to scroll on their own: following an anchor stops at the first of these. */
const OWN_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to an element of the screen by id, smoothly unless the visitor asked for reduced motion
 * (spec §2 "A hash anchor scrolls smoothly"), and keeps it at the top while the screen is still filling
 * in: the lent sections (consumption, battery) and the cards load after the scroll starts, so the page
 * is at first too short to bring the anchor up (demo walk: `action=consumption` stopped with the section
 * in the lower half) or the anchor is not there yet. Each growth of the screen scrolls again, until the
 * visitor scrolls, touches or types, or {@link ANCHOR_SETTLE_MS} pass.
 * @returns stops following
 */
function followAnchor(screen: Element | null, id: string): () => void {
  const root = screen?.getRootNode() as Document | ShadowRoot | undefined;
  const behavior = matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  const scroll = () => root?.getElementById(id)?.scrollIntoView({ behavior, block: "start" });
  scroll();
  if (!screen || typeof ResizeObserver === "undefined") return () => undefined;
  const observer = new ResizeObserver(scroll);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, ANCHOR_SETTLE_MS);
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(screen);
  return stop;
}

/** The contract of the route, loaded by name; unknown or none goes back to the list (spec §2 Contract detail). */
export function useRouteContract(): { contractType: ContractType; name: string; contract: Query<Contract> } {
  const api = useApi();
  const route = usePortalRoute();
  const navigate = usePortalNavigate();
  const contractType = contractTypeOfRoute(route.name);
  const name = route.params.contractName ?? "";
  const contract = useQuery(name ? contractKeys.detail(name) : null, (signal) => getContract(api, name, contractType, signal));
  const unknown = !name || (contract.status === "error" && isApiError(contract.error) && contract.error.status === 404);
  useEffect(() => {
    // spec §2: "Redirects to the default contracts route when the contract is unknown or none selected."
    if (unknown) navigate(listPath(contractType), { replace: true });
  }, [unknown, contractType, navigate]);
  return { contractType, name, contract };
}

/** What a screen shows once loaded (the contract; for the detail, the multipoint account's supplies too); its failure with a retry, or a skeleton while it loads. */
export function Loaded<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (query.data !== undefined) return children(query.data);
  if (query.status === "error")
    return (
      <RetryFailure
        error={query.error}
        retry={{ label: t({ id: "portal.contracts.retry", message: "Try again" }), onClick: query.retry }}
      />
    );
  return <Skeleton lines={8} />;
}

/** spec §2 "A contract selector switches contract": every contract of the customer, by type. */
function ContractSelector({ current, contractType }: { current: string; contractType: ContractType }) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = usePortalNavigate();
  const info = useQuery(contractKeys.info, (signal) => getContractListInfo(api, signal));
  if (!info.data) return null;
  const options = [
    ...info.data.electricity.map((ref) => ({ value: `electricity:${ref.name}`, label: ref.name })),
    ...info.data.gas.map((ref) => ({ value: `gas:${ref.name}`, label: ref.name })),
  ];
  if (options.length < 2) return null;
  return (
    <Select
      className="ov-contracts__selector"
      label={t({ id: "portal.contracts.selector", message: "Contract" })}
      value={`${contractType}:${current}`}
      onChange={(event) => {
        const [type, name] = event.target.value.split(":") as [ContractType, string];
        navigate(detailPath(type, name));
      }}
      options={options}
    />
  );
}

/**
 * spec §2 "Contract detail (electricity and gas)": selector and back, the summary (issue 39 item 4: the
 * values a customer looks for, each with its Change, and the other actions in a menu: the contract PDF,
 * the claim option...), the cards, then the sections other areas lend (consumption, virtual battery).
 * The `action` query value opens a dialog, downloads the PDF or scrolls to the consumption.
 */
export function ContractDetailScreen() {
  const { t } = useLingui();
  const route = usePortalRoute();
  const navigate = usePortalNavigate();
  const { contractType, name, contract } = useRouteContract();
  // A supply of the multipoint account has its invoices on the invoices' Multipoint tab only.
  const displayTypes = useSettings((settings) => settings.features.displayTypes);
  const multipoint = useMultipointNames(contractType === "electricity" && listTypesOf(displayTypes).includes("multipoint"));
  const [action] = useState(() => {
    const value = route.consumeQuery("action");
    return isContractAction(value) ? value : null;
  });

  return (
    <section className="ov-portal__page ov-contracts">
      <div className="ov-contracts__top ov-actions">
        <Button variant="text" onClick={() => navigate(listPath(contractType))}>
          {t({ id: "portal.contracts.back", message: "Back to my contracts" })}
        </Button>
        <ContractSelector current={name} contractType={contractType} />
      </div>
      <PageTitle>{t({ id: "portal.contracts.detail.title", message: `Contract ${name}` })}</PageTitle>
      <Loaded query={contract}>
        {(data) => (
          <Loaded query={multipoint}>
            {(names) => (
              <DetailBody
                contract={data}
                contractType={contractType}
                invoicesPath={invoicesPathOf(data, names.has(data.name) ? "multipoint" : contractType)}
                action={action}
              />
            )}
          </Loaded>
        )}
      </Loaded>
    </section>
  );
}

function DetailBody({
  contract,
  contractType,
  invoicesPath,
  action,
}: {
  contract: Contract;
  contractType: ContractType;
  /** The contract's invoices: its type's tab, or the Multipoint one for a supply of the multipoint account. */
  invoicesPath: string;
  action: ContractAction | null;
}) {
  const { t } = useLingui();
  const navigate = usePortalNavigate();
  const disabledReason = useDisabledReasons(contract);
  const pdf = useContractPdf(contract, contractType);
  const claim = useClaimItem(contract, contractType);
  const settings = useSettings((all) => all);
  const flags = useFlags();
  const available = availableDialogs(contract, contractType, settings, flags);
  // spec §2: "The query parameter action on a contract detail opens the matching dialog" (when allowed).
  const anchorRef = useRef<HTMLDivElement>(null);
  const { open, setOpen, close, saved } = useContractDialogs(
    () =>
      action && action !== "download" && action !== "consumption" && available.includes(action) && disabledReason(action) === undefined
        ? action
        : null,
    anchorRef,
  );
  const done = useRef(false);
  // Following an anchor ends with the screen.
  const stopFollowing = useRef<() => void>(() => undefined);
  useEffect(() => () => stopFollowing.current(), []);
  const follow = (id: string) =>
    requestAnimationFrame(() => {
      stopFollowing.current();
      stopFollowing.current = followAnchor(anchorRef.current, id);
    });

  // spec §2: "download downloads the report, consumption scrolls to the consumption anchor"; read once,
  // already out of the address.
  useEffect(() => {
    if (done.current || !action) return;
    done.current = true;
    if (action === "download") void pdf.download?.();
    else if (action === "consumption") follow(CONSUMPTION_ANCHOR);
  }, [action, pdf]);

  // spec §2: "A hash anchor scrolls smoothly" (`#consumption`, `#ov-contracts-attachments`...).
  useEffect(() => {
    const anchor = anchorOf(location.hash);
    if (anchor) follow(anchor);
  }, []);

  // The actions that are not a value's change, after the menu's dialogs (issue 39 item 4).
  const moreActions: MenuItem[] = [
    ...(pdf.download ? [{ id: "pdf", label: pdf.label, onSelect: () => void pdf.download?.() } satisfies MenuItem] : []),
    {
      id: "invoices",
      label: t({ id: "portal.contracts.action.invoices", message: `Invoices of ${contract.name}` }),
      // spec §2: the invoices with the contract's type (or multipoint) and name chosen.
      onSelect: () => navigate(invoicesPath),
    },
    {
      id: "communications",
      label: t({ id: "portal.contracts.communications.link", message: "Communications settings" }),
      onSelect: () => navigate(communicationsPath(contractType, contract.name)),
    },
    ...(claim ? [claim] : []),
  ];

  return (
    <div ref={anchorRef} className="ov-contracts__detail">
      <ContractSummary
        contract={contract}
        contractType={contractType}
        available={available}
        disabledReason={disabledReason}
        onOpen={setOpen}
        saved={saved}
        invoicesPath={invoicesPath}
        moreActions={moreActions}
      />
      {pdf.loading && (
        <p role="status" className="ov-contracts__hint">
          {t({ id: "portal.contracts.pdf.loading", message: "Downloading the contract…" })}
        </p>
      )}
      {pdf.failure}
      {open && <OpenDialog name={open} contract={contract} contractType={contractType} onClose={close} />}
      <div className="ov-contracts__cards">
        <ContractDataCard contract={contract} />
        <ContactCard contract={contract} disabledReason={disabledReason("notifAddrChange")} addressInSummary />
        <SupplyPointCard contract={contract} />
        <AttachmentsCard contract={contract} />
      </div>
      <PortalSlot name="contractDetail" props={{ contract, contractType }} />
    </div>
  );
}
