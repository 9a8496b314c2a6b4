import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import * as v from "valibot";
import { describeApiError } from "../../src/api/error-messages";
import { isApiError } from "../../src/api/errors";
import {
  ALERT_TYPES,
  deletePriceAlert,
  getOmipProducts,
  getPriceAlerts,
  priceAlertKeys,
  savePriceAlert,
  type AlertType,
  type OmipProduct,
  type PriceAlert,
} from "../../src/api/price-alerts";
import { valibotFormResolver } from "../../src/forms/resolver";
import type { Locale } from "../../src/i18n/locales";
import { useQuery } from "../../src/runtime/query";
import { useCanModify } from "../../src/runtime/use-can-modify";
import { useApi, useLocale } from "../../src/runtime/widget-context";
import { useMutation } from "../../src/state/mutation";
import { Alert, type AlertTone } from "../../src/ui/alert";
import { Button } from "../../src/ui/button";
import { NumberField } from "../../src/ui/number-field";
import { parseDecimal } from "../../src/domain/parse-decimal";
import { RetryFailure } from "../../src/ui/retry-failure";
import { Select } from "../../src/ui/select";
import { Skeleton } from "../../src/ui/skeleton";
import { Spinner } from "../../src/ui/spinner";
import { DataList, type DataListColumn } from "../../src/ui/data-list";
import { formatProductPrice } from "./price-format";
import { PriceSparkline } from "./price-sparkline";

// spec §8.5 "Alerts: product fetch, alert fetch, add and delete failures each show a translated error".
const MESSAGES = {
  productsFailed: msg({ id: "priceAlerts.error.products", message: "We could not load the market products." }),
  alertsFailed: msg({ id: "priceAlerts.error.alerts", message: "We could not load your price alerts." }),
  addFailed: msg({ id: "priceAlerts.error.add", message: "We could not add the alert." }),
  deleteFailed: msg({ id: "priceAlerts.error.delete", message: "We could not delete the alert." }),
  // spec §7.11: "a null id is an error".
  nullId: msg({
    id: "priceAlerts.error.nullId",
    message: "This alert has no identifier, so it cannot be deleted. Reload the page and try again.",
  }),
  added: msg({ id: "priceAlerts.success.added", message: "The alert has been added." }),
  deleted: msg({ id: "priceAlerts.success.deleted", message: "The alert has been deleted." }),
} as const;

// spec §5 "Price alert: product and type chosen, price a number of 0 or more".
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  "priceAlerts.validation.product": msg({ id: "priceAlerts.validation.product", message: "Choose a product" }),
  "priceAlerts.validation.type": msg({ id: "priceAlerts.validation.type", message: "Choose a comparison" }),
  "priceAlerts.validation.price": msg({
    id: "priceAlerts.validation.price",
    message: "Enter a price in euros of 0 or more, with up to 2 decimals",
  }),
};

const PRICE_MESSAGE = FIELD_MESSAGES["priceAlerts.validation.price"] as MessageDescriptor;

const COMPARISONS: Record<AlertType, MessageDescriptor> = {
  "<": msg({ id: "priceAlerts.type.lower", message: "Lower than" }),
  ">": msg({ id: "priceAlerts.type.greater", message: "Greater than" }),
  "==": msg({ id: "priceAlerts.type.equal", message: "Equal to" }),
};

/** Money takes 2 decimals (spec §9). */
const PRICE_DECIMALS = 2;

/** The add form's schema; the price is read in the active locale (decimal comma in ca/es/gl/fr/de). */
export function alertFormSchema(locale: Locale) {
  return v.object({
    product: v.pipe(v.string(), v.nonEmpty("priceAlerts.validation.product")),
    type: v.pipe(v.string(), v.picklist(ALERT_TYPES, "priceAlerts.validation.type")),
    price: v.pipe(
      v.string(),
      v.transform((text) => parseDecimal(text, locale, { decimals: PRICE_DECIMALS }) ?? Number.NaN),
      v.number("priceAlerts.validation.price"),
      v.minValue(0, "priceAlerts.validation.price"),
    ),
  });
}

type AlertFormInput = { product: string; type: string; price: string };

interface Notice {
  tone: AlertTone;
  title: MessageDescriptor;
  detail?: MessageDescriptor;
  retry?: () => void;
}

const codeOf = (error: unknown) => (isApiError(error) ? error.code : "network");

/**
 * The signed-in part of the tag: the market products, the customer's alerts and the add form. A chunk of
 * its own (issue 20 "the first screen carries only what it shows"): a visitor without a session sees only
 * the Sign in link, so react-hook-form, the table and the form's rules are not on that first load; the
 * loader's wave carries this chunk for a stored session (widgets/price-alerts/first-load.ts).
 */
export function AlertsPanel() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const products = useQuery(priceAlertKeys.products, (querySignal) => getOmipProducts(api, querySignal));
  const alerts = useQuery(priceAlertKeys.alerts, (querySignal) => getPriceAlerts(api, querySignal));
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const productList = products.data ?? [];
  const productName = (id: PriceAlert["product"]) => productList.find((p) => String(p.id) === String(id))?.name ?? String(id);
  const unitOf = (id: PriceAlert["product"]) => productList.find((p) => String(p.id) === String(id))?.unit;
  // spec §6: a read-only token disables add and delete with the tooltip that the action cannot be performed.
  const { canModify, reason: readonlyReason } = useCanModify();

  const comparison = (type: AlertType) => i18n._(COMPARISONS[type]);
  const columns: DataListColumn<PriceAlert>[] = [
    {
      id: "product",
      role: "title",
      header: t({ id: "priceAlerts.column.product", message: "Product" }),
      cell: (a) => productName(a.product),
    },
    { id: "type", role: "fact", header: t({ id: "priceAlerts.column.type", message: "Condition" }), cell: (a) => comparison(a.type) },
    {
      id: "price",
      role: "primary",
      header: t({ id: "priceAlerts.column.price", message: "Price" }),
      cell: (a) => formatProductPrice(a.price, unitOf(a.product), locale),
      align: "end",
    },
    {
      id: "actions",
      role: "actions",
      header: t({ id: "priceAlerts.column.actions", message: "Actions" }),
      // The delete button in every language.
      width: "8rem",
      cell: (a) => {
        const name = productName(a.product);
        const condition = comparison(a.type).toLowerCase();
        const price = formatProductPrice(a.price, unitOf(a.product), locale);
        return (
          <DeleteAlertButton
            alert={a}
            disabled={!canModify}
            disabledReason={readonlyReason}
            label={t({ id: "priceAlerts.delete.label", message: `Delete the alert ${name} ${condition} ${price}` })}
            onNotice={setNotice}
          />
        );
      },
    },
  ];

  return (
    <div className="ov-price-alerts__panel">
      <div ref={noticeRef} tabIndex={-1} className="ov-price-alerts__notice">
        {notice && (
          <Alert
            tone={notice.tone}
            title={i18n._(notice.title)}
            action={notice.retry ? { label: t({ id: "priceAlerts.retry", message: "Retry" }), onClick: notice.retry } : undefined}
            onDismiss={notice.retry ? undefined : () => setNotice(null)}
          >
            {notice.detail ? i18n._(notice.detail) : undefined}
          </Alert>
        )}
      </div>

      {products.status === "loading" && !products.data && (
        <Spinner label={t({ id: "priceAlerts.loadingProducts", message: "Loading the market products…" })} />
      )}
      {products.status === "error" && (
        <RetryFailure
          focus="idle"
          error={products.error}
          title={i18n._(MESSAGES.productsFailed)}
          retry={{ label: t({ id: "priceAlerts.retry", message: "Retry" }), onClick: products.retry }}
        >
          {i18n._(describeApiError(codeOf(products.error)))}
        </RetryFailure>
      )}
      {products.status !== "error" && products.data && (
        <AddAlertForm
          products={products.data}
          readonlyReason={readonlyReason}
          onAdded={() => setNotice({ tone: "success", title: MESSAGES.added })}
          onFailed={(detail) => setNotice({ tone: "error", title: MESSAGES.addFailed, detail })}
        />
      )}

      {alerts.status === "loading" && !alerts.data && <Skeleton lines={3} />}
      {alerts.status === "error" && (
        <RetryFailure
          focus="idle"
          error={alerts.error}
          title={i18n._(MESSAGES.alertsFailed)}
          retry={{ label: t({ id: "priceAlerts.retry", message: "Retry" }), onClick: alerts.retry }}
        >
          {i18n._(describeApiError(codeOf(alerts.error)))}
        </RetryFailure>
      )}
      {alerts.status !== "error" && alerts.data && (
        <DataList
          caption={t({ id: "priceAlerts.table.caption", message: "Your alerts" })}
          columns={columns}
          rows={alerts.data}
          rowKey={(a) => `${String(a.id)}-${String(a.product)}-${a.type}-${a.price}`}
          emptyState={t({ id: "priceAlerts.table.empty", message: "You have no price alerts yet." })}
        />
      )}
    </div>
  );
}

function AddAlertForm({
  products,
  readonlyReason,
  onAdded,
  onFailed,
}: {
  products: OmipProduct[];
  readonlyReason: string | undefined;
  onAdded: () => void;
  onFailed: (detail: MessageDescriptor) => void;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const schema = useMemo(() => alertFormSchema(locale), [locale]);
  const form = useForm<AlertFormInput, unknown, v.InferOutput<ReturnType<typeof alertFormSchema>>>({
    resolver: valibotFormResolver(schema),
    defaultValues: { product: "", type: "", price: "" },
  });
  const { errors } = form.formState;
  // The list of the customer's alerts changes with an added one: it loads again (in every tag showing it).
  const { store, snap } = useMutation((alert: Parameters<typeof savePriceAlert>[1], signal) => savePriceAlert(api, alert, signal), {
    invalidates: [priceAlertKeys.alerts],
  });
  const fieldError = (error: { message?: string } | undefined) =>
    error?.message ? i18n._(FIELD_MESSAGES[error.message] ?? PRICE_MESSAGE) : undefined;
  const selectedId = useWatch({ control: form.control, name: "product" });
  const selected = products.find((p) => String(p.id) === selectedId);

  const submit = form.handleSubmit(async (values) => {
    const product = products.find((p) => String(p.id) === values.product);
    if (!product) return;
    if (await store.send({ id: null, product: product.id, type: values.type, price: values.price })) {
      form.reset({ product: values.product, type: values.type, price: "" });
      // Added: the form is ready for the next alert.
      store.reset();
      onAdded();
      return;
    }
    // No error: the send was refused (one already runs) or aborted (the tag went away).
    const error = store.state.error?.cause;
    if (error === undefined) return;
    // A 400 names its fields (product, type, price): each gets its own message too.
    if (isApiError(error)) {
      for (const name of ["product", "type", "price"] as const) {
        if (error.fields[name]) form.setError(name, { message: `priceAlerts.validation.${name}` });
      }
    }
    onFailed(describeApiError(codeOf(error)));
  });

  return (
    <>
      <form className="ov-price-alerts__form" noValidate onSubmit={submit} aria-labelledby="ov-price-alerts-form-title">
        <h3 id="ov-price-alerts-form-title" className="ov-price-alerts__subtitle">
          <Trans id="priceAlerts.form.title">New alert</Trans>
        </h3>
        <div className="ov-price-alerts__fields">
          <Select
            label={t({ id: "priceAlerts.form.product", message: "Product" })}
            placeholder={t({ id: "priceAlerts.form.select", message: "Select…" })}
            required
            options={products.map((p) => ({ value: String(p.id), label: p.description ? `${p.name} (${p.description})` : p.name }))}
            error={fieldError(errors.product)}
            {...form.register("product")}
          />
          <Select
            label={t({ id: "priceAlerts.form.type", message: "When the price is" })}
            placeholder={t({ id: "priceAlerts.form.select", message: "Select…" })}
            required
            options={ALERT_TYPES.map((type) => ({ value: type, label: i18n._(COMPARISONS[type]) }))}
            error={fieldError(errors.type)}
            {...form.register("type")}
          />
          <NumberField
            label={t({ id: "priceAlerts.form.price", message: "Price" })}
            unit={selected?.unit ?? "€/MWh"}
            decimals={PRICE_DECIMALS}
            required
            error={fieldError(errors.price)}
            {...form.register("price")}
          />
        </div>
        <Button type="submit" loading={snap.phase === "sending"} disabled={Boolean(readonlyReason)} disabledReason={readonlyReason}>
          <Trans id="priceAlerts.form.add">Add alert</Trans>
        </Button>
      </form>
      {selected && <PriceSparkline product={selected} locale={locale} />}
    </>
  );
}

/**
 * A row's Delete button, with its own send (a row's deletion runs on its own; the row goes away when the
 * list loads again after it). Its result and failure show in the panel's notice, the failure with a
 * Retry that sends the same deletion.
 */
function DeleteAlertButton({
  alert,
  label,
  disabled,
  disabledReason,
  onNotice,
}: {
  alert: PriceAlert;
  label: string;
  disabled: boolean;
  /** Why the customer cannot delete (a read-only session). */
  disabledReason: string | undefined;
  onNotice: (notice: Notice | null) => void;
}) {
  const api = useApi();
  // A first send and its Retry end alike: the panel says the result.
  const { store, snap } = useMutation((id: NonNullable<PriceAlert["id"]>, signal) => deletePriceAlert(api, id, signal), {
    invalidates: [priceAlertKeys.alerts],
    onDone: () => onNotice({ tone: "success", title: MESSAGES.deleted }),
    onFailed: (error) => {
      const nullId = isApiError(error) && error.serverMessage === "id_required";
      onNotice({
        tone: "error",
        title: MESSAGES.deleteFailed,
        detail: nullId ? MESSAGES.nullId : describeApiError(codeOf(error)),
        retry: nullId ? undefined : () => void store.retry(),
      });
    },
  });
  return (
    <Button
      variant="text"
      size="small"
      disabled={disabled}
      disabledReason={disabledReason}
      loading={snap.phase === "sending"}
      aria-label={label}
      onClick={() => {
        onNotice(null);
        if (alert.id === null) onNotice({ tone: "error", title: MESSAGES.deleteFailed, detail: MESSAGES.nullId });
        else void store.send(alert.id);
      }}
    >
      <Trans id="priceAlerts.delete">Delete</Trans>
    </Button>
  );
}
