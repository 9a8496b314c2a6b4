import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { isApiError } from "../../../src/api/errors";
import { invoiceKeys, listInvoices, listMultipointInvoices, type InvoiceFileType } from "../../../src/api/invoices";
import { DEFAULT_CHART_MAX_CONTRACTS } from "../../../src/domain/invoices/invoices.constants";
import {
  EMPTY_INVOICE_FILTERS,
  invoiceFilterConditions,
  type InvoiceFilterKey,
  type InvoiceFilterValues,
} from "../../../src/domain/invoices/filters";
import { DEFAULT_INVOICES_PAGE_SIZE } from "../../../src/domain/limits";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useLocale, useLogout, useSettings } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { Pagination, type PageWindow } from "../../../src/ui/pagination";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Spinner } from "../../../src/ui/spinner";
import { InvoiceChart, useInvoiceChartSource } from "./invoice-chart";
import { InvoiceExport } from "./invoice-export";
import { InvoiceFilters } from "./invoice-filters";
import { useInvoiceFormat } from "./invoice-format";
import { InvoiceTable, type InvoiceRowOptions } from "./invoice-table";
import { usePayOnline } from "./payment/payment-entry";
import { LIST_TITLES, TYPE_LABELS, type InvoiceListType } from "./invoice-types";

/** calls §7.6 "files (pdf, signed_pdf, curve_csv)": the ones `invoices.downloadTypes` may name. */
const FILE_TYPES: readonly InvoiceFileType[] = ["pdf", "signed_pdf", "curve_csv"];

/**
 * One tab of the invoices page (spec §2 "Each tab: title, refresh button, chart of invoices per
 * contract, filter panel, paging above and below the list"; §8.3 "Warning on fetch error, info notice
 * on empty list").
 * @param props - the list's type, and the contract it opens filtered by (`contractName` query value)
 */
export function InvoiceTab({ type, contractName }: { type: InvoiceListType; contractName: string | null }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const logout = useLogout();
  const titleId = useId();
  const settings = useSettings((all) => all.invoices);
  // spec §9: "Page size default 100 (invoices)" unless `invoices.itemsPerPage` says otherwise.
  const configured = settings.itemsPerPage > 0 ? settings.itemsPerPage : DEFAULT_INVOICES_PAGE_SIZE;
  const [page, setPage] = useState<PageWindow>({ offset: 0, limit: configured });
  // spec §2: "contractName pre-filters by contract" (a chip the customer can toggle or delete).
  const [applied, setApplied] = useState<InvoiceFilterValues>(() =>
    contractName ? { ...EMPTY_INVOICE_FILTERS, contract: contractName } : EMPTY_INVOICE_FILTERS,
  );
  const [off, setOff] = useState<ReadonlySet<InvoiceFilterKey>>(() => new Set());
  const conditions = useMemo(() => invoiceFilterConditions(applied, locale, off), [applied, locale, off]);
  const multipoint = type === "multipoint";
  // spec §4 "Invoice export": every invoice of the applied filter. Memoised, as the panel it sits in is.
  const exportTool = useMemo(() => <InvoiceExport type={type} filter={conditions} />, [type, conditions]);
  const query = { offset: page.offset, limit: page.limit, filter: conditions };
  const invoices = useQuery(invoiceKeys.list(type, query), (signal) => {
    return multipoint ? listMultipointInvoices(api, query, signal) : listInvoices(api, { ...query, type }, signal);
  });

  // Every invoice of the filter for the chart (issue 39 item 3), read once the list has answered.
  const chart = useInvoiceChartSource(type, conditions, invoices);
  const refresh = () => {
    invoices.retry();
    chart.retry();
  };

  // spec §4 Session: "In multipoint calls a 401 logs out" (calls §6).
  const unauthorized = multipoint && invoices.status === "error" && isApiError(invoices.error) && invoices.error.status === 401;
  useEffect(() => {
    if (unauthorized) logout();
  }, [unauthorized, logout]);

  const format = useInvoiceFormat(locale);
  const downloadTypes = settings.downloadTypes;
  const payment = usePayOnline();
  const options = useMemo<InvoiceRowOptions>(
    () => ({
      format,
      multipoint,
      showTotal: settings.showTotal,
      downloadTypes: FILE_TYPES.filter((file) => downloadTypes.includes(file)),
      newTab: settings.downloadInNewTab,
      chippedStatus: settings.paymentStatus === "Chiped",
      i18n,
      payment,
    }),
    // `locale` too: the same i18n object changes language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [format, multipoint, settings.showTotal, downloadTypes, settings.downloadInNewTab, settings.paymentStatus, i18n, locale, payment],
  );

  // Stable, so that the memoised filter panel stays as it is when a page of the list arrives.
  const apply = useCallback((values: InvoiceFilterValues) => {
    setApplied(values);
    setOff(new Set());
    setPage((current) => ({ ...current, offset: 0 }));
  }, []);
  const toggle = useCallback((key: InvoiceFilterKey) => {
    setOff((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
    setPage((current) => ({ ...current, offset: 0 }));
  }, []);

  const title = i18n._(LIST_TITLES[type]);
  const data = invoices.data;
  const total = data?.total ?? 0;
  const paging = (position: "top" | "bottom") =>
    total > 0 && (
      <Pagination
        offset={page.offset}
        limit={page.limit}
        total={total}
        configuredPageSize={configured}
        // The pagination goes back to offset 0 itself on a new page size (spec §2).
        onChange={setPage}
        label={
          position === "top"
            ? t({ id: "portal.invoices.pagesTop", message: "Pages of invoices, above the list" })
            : t({ id: "portal.invoices.pagesBottom", message: "Pages of invoices, below the list" })
        }
      />
    );

  return (
    <section className="ov-invoices__tab" aria-labelledby={titleId}>
      <div className="ov-invoices__head">
        {/* The list's type only: "Invoices" is the page's h1 and every table's name says it. */}
        <h2 id={titleId}>{i18n._(TYPE_LABELS[type])}</h2>
        <Button variant="secondary" size="small" loading={invoices.status === "loading"} onClick={refresh}>
          {t({ id: "portal.invoices.refresh", message: "Refresh" })}
        </Button>
      </div>
      {/* Beside the list, never before it: shown while the list loads, gone when it is empty or failed. */}
      {invoices.status !== "error" && (data ? data.total > 0 : invoices.status === "loading") && (
        <InvoiceChart
          source={chart}
          filtered={conditions.length > 0}
          maxContracts={settings.chartMaxContracts || DEFAULT_CHART_MAX_CONTRACTS}
          format={format}
        />
      )}
      <InvoiceFilters type={type} applied={applied} off={off} onApply={apply} onToggle={toggle} toolbar={exportTool} />
      {paging("top")}
      {invoices.status === "error" && (
        <RetryFailure
          focus="idle"
          title={t({ id: "portal.invoices.fetchError", message: "The invoices could not be loaded." })}
          error={invoices.error}
          retry={{ label: t({ id: "portal.invoices.retry", message: "Try again" }), onClick: invoices.retry }}
        />
      )}
      {invoices.status === "loading" && !data && <Spinner label={t({ id: "portal.invoices.loading", message: "Loading the invoices…" })} />}
      {data && data.items.length === 0 && invoices.status !== "error" && (
        <Alert tone="info">
          {conditions.length > 0
            ? t({ id: "portal.invoices.noMatch", message: "No invoice matches the filters." })
            : t({ id: "portal.invoices.empty", message: "There are no invoices yet." })}
        </Alert>
      )}
      {data && data.items.length > 0 && <InvoiceTable invoices={data.items} options={options} caption={title} />}
      {paging("bottom")}
    </section>
  );
}
