import { useLingui } from "@lingui/react/macro";
import { pathOf } from "../../../src/domain/portal/routes";
import { useSettings } from "../../../src/runtime/widget-context";
import { Tabs } from "../../../src/ui/tabs";
import { usePortalNavigate, usePortalRoute } from "../shell/router";
import { InvoiceTab } from "./invoice-tab";
import { TYPE_LABELS, enabledInvoiceTypes, isInvoiceListType, type InvoiceListType } from "./invoice-types";
import { PaymentHost } from "./payment/payment-entry";
import { PaymentFlow } from "./payment/use-payment-store";

/**
 * The invoices page (spec §2 "Invoices"): one tab per enabled display type (none for one type). The
 * `contractType` query value picks the tab and `contractName` pre-filters it; changing tab removes
 * `contractName`. `/invoices-multipoint` opens the multipoint tab.
 */
export function InvoicesScreen() {
  const { t, i18n } = useLingui();
  const route = usePortalRoute();
  const navigate = usePortalNavigate();
  const displayTypes = useSettings((settings) => settings.features.displayTypes);
  const types = enabledInvoiceTypes(displayTypes);
  const asked = route.name === "multipointInvoices" ? "multipoint" : route.query.get("contractType");
  const current: InvoiceListType = isInvoiceListType(asked) && types.includes(asked) ? asked : (types[0] ?? "electricity");
  const contractName = route.query.get("contractName");
  const title = t({ id: "portal.invoices.title", message: "Invoices" });

  const tab = (type: InvoiceListType) => (
    // A new key per type and pre-filter: each tab starts from its own page and filters.
    <InvoiceTab key={`${type}:${contractName ?? ""}`} type={type} contractName={type === current ? contractName : null} />
  );

  return (
    // The screen holds the payment flow its rows open and its PaymentHost shows (ended when the screen goes).
    <PaymentFlow>
      <div className="ov-invoices">
        <h1 className="ov-portal__title" tabIndex={-1}>
          {title}
        </h1>
        {types.length > 1 ? (
          <Tabs
            label={title}
            value={current}
            // spec §2: "Query contractType picks the tab (changing tab removes contractName)".
            onValueChange={(id) => navigate(`${pathOf("invoices")}?contractType=${encodeURIComponent(id)}`, { replace: true })}
            items={types.map((type) => ({ id: type, label: i18n._(TYPE_LABELS[type]), content: type === current ? tab(type) : null }))}
          />
        ) : (
          tab(current)
        )}
        <PaymentHost />
      </div>
    </PaymentFlow>
  );
}
