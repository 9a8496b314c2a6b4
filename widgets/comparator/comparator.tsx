import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState } from "react";
import {
  compareElectricity,
  compareGas,
  type CompareResult,
  type ElectricityCompareInput,
  type GasCompareInput,
} from "../../src/api/comparator";
import { describeApiError } from "../../src/api/error-messages";
import { isAborted, isApiError, readableServerMessage, type ApiErrorCode } from "../../src/api/errors";
import { enumProp } from "../../src/element/enum-prop";
import { Lazy, retryableChunk } from "../../src/element/retryable-chunk";
import { LEAD_FORM_AREA, UI_PARTS_AREA } from "../../src/i18n/catalogs";

/** The catalog area of the parts loaded on demand (widgets/comparator/result/, lingui.config.ts). */
const RESULT_AREA = "comparator-result";
import { useAbortSignal, useApi, useEmit, useLocale, useRuntime, useSettings } from "../../src/runtime/widget-context";
import { Alert } from "../../src/ui/alert";
import { Button } from "../../src/ui/button";
import { RetryFailure } from "../../src/ui/retry-failure";
import { Spinner } from "../../src/ui/spinner";
import { ElectricityForm } from "./electricity-form";
import { GasForm } from "./gas-form";

// The result (with the sanitiser and the chart) and the contact form load on demand, not with the page.
const resultView = retryableChunk(() => import("./result/result-view").then((module) => module.ResultView));
const manualForm = retryableChunk(() => import("./result/manual-form").then((module) => module.ManualForm));

export const TAG = "ov-comparator";
export const ENERGIES = ["electricity", "gas"] as const;
export const MODES = ["auto", "manual"] as const;
export type Energy = (typeof ENERGIES)[number];

type CompareRequest = ElectricityCompareInput | GasCompareInput;

/** spec §4 "Comparator: form, loading, result, back; a lead sent shows a confirmation." */
type View =
  | { step: "form" }
  | { step: "loading"; request: CompareRequest }
  | { step: "result"; request: CompareRequest; result: CompareResult }
  | { step: "sent" };

interface CompareFailure {
  text: string;
  /** Connectivity failures can be retried as they are; a refused comparison needs other data. */
  retry: boolean;
}

// Failures that are not about the data typed: the catalogue's message, and the same request can be retried.
const CATALOGUE_CODES: ReadonlySet<ApiErrorCode> = new Set(["network", "timeout", "maintenance", "malformed", "server", "http"]);

export interface ComparatorProps {
  energy?: unknown;
  mode?: unknown;
}

/**
 * `<ov-comparator>`: the electricity or gas price comparator with its lead form (spec §2 "Comparators
 * and calculator"). In `auto` mode the visitor types the invoice data and gets the comparison; in
 * `manual` mode they send the invoice through the contact form.
 */
export function Comparator(props: ComparatorProps) {
  const energy = enumProp(TAG, "energy", props.energy, ENERGIES, "electricity");
  const mode = enumProp(TAG, "mode", props.mode, MODES, "auto");
  const { t } = useLingui();
  const enabled = useSettings((settings) => settings.features.comparator !== false);
  if (!enabled) {
    return <Alert tone="info">{t({ id: "comparator.disabled", message: "The comparator is not available right now." })}</Alert>;
  }
  // A new energy or mode starts a new comparison (the key remounts the flow).
  return <ComparatorFlow key={`${energy}:${mode}`} energy={energy} mode={mode} />;
}

function ComparatorFlow({ energy, mode }: { energy: Energy; mode: "auto" | "manual" }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const runtime = useRuntime();
  const locale = useLocale();
  const signal = useAbortSignal();
  const emit = useEmit();
  const privacyUrl = useSettings((settings) => settings.links.gdpr) || undefined;
  const [view, setView] = useState<View>({ step: "form" });
  const [failure, setFailure] = useState<CompareFailure | null>(null);
  const [lastRequest, setLastRequest] = useState<CompareRequest | null>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  // The thanks replace the result: focus lands on their heading before they are painted (a layout effect;
  // React runs a plain effect in a task after the commit, which a paint may come before).
  useLayoutEffect(() => {
    if (view.step === "sent") sentRef.current?.focus();
  }, [view.step]);

  const compare = async (request: CompareRequest) => {
    // The result's code and the contact form's texts are fetched while the comparison runs. The result's
    // module registers those catalogs: asked for now, they are fetched once it has arrived (I18nRegistry).
    void resultView.load().catch(() => {});
    for (const area of [RESULT_AREA, LEAD_FORM_AREA, UI_PARTS_AREA]) void runtime.i18n.load(locale, area).catch(() => {});
    setFailure(null);
    setLastRequest(request);
    setView({ step: "loading", request });
    try {
      const answer =
        energy === "gas"
          ? await compareGas(api, request as GasCompareInput, signal)
          : await compareElectricity(api, request as ElectricityCompareInput, signal);
      setView({ step: "result", request, result: answer.result });
      emit("ov-compare", { energy, totalAmount: answer.result.total_amount });
    } catch (error) {
      if (isAborted(error)) return;
      setView({ step: "form" });
      if (isApiError(error) && CATALOGUE_CODES.has(error.code)) {
        setFailure({ text: i18n._(describeApiError(error.code)), retry: true });
      } else if (energy === "gas" && readableServerMessage(error)) {
        // spec §8.4: "gas shows the server message in red"
        setFailure({ text: readableServerMessage(error) as string, retry: false });
      } else {
        // spec §8.4: "'Error: Could not compare' with no result"
        setFailure({ text: t({ id: "comparator.failed", message: "Error: Could not compare" }), retry: false });
      }
    }
  };

  const sent = () => {
    setView({ step: "sent" });
    emit("ov-lead-sent", { source: "comparator", energy });
  };

  if (view.step === "sent") {
    return (
      <section className="ov-comparator__sent" aria-labelledby="ov-comparator-sent">
        <h2 id="ov-comparator-sent" ref={sentRef} tabIndex={-1}>
          {t({ id: "comparator.sent.title", message: "Thank you, we have your details" })}
        </h2>
        <p>{t({ id: "comparator.sent.body", message: "We will call you at the time you chose to explain the offer." })}</p>
        <Button variant="secondary" onClick={() => setView({ step: "form" })}>
          {t({ id: "comparator.again", message: "Compare again" })}
        </Button>
      </section>
    );
  }

  const loading = (
    <div className="ov-comparator__loading" role="status">
      <Spinner label={t({ id: "comparator.loading.compare", message: "Comparing your invoice…" })} />
    </div>
  );
  const title =
    energy === "gas"
      ? t({ id: "comparator.title.gas", message: "Compare your gas invoice" })
      : t({ id: "comparator.title.electricity", message: "Compare your electricity invoice" });

  return (
    <div className="ov-comparator">
      {/* The form stays mounted (hidden) during loading and result, so Back finds everything as typed. */}
      <div hidden={view.step !== "form"}>
        <h2>{title}</h2>
        {failure && (
          <RetryFailure
            className="ov-comparator__failure"
            error={failure}
            retry={
              failure.retry && lastRequest
                ? { label: t({ id: "comparator.retry", message: "Try again" }), onClick: () => void compare(lastRequest) }
                : undefined
            }
          >
            {failure.text}
          </RetryFailure>
        )}
        {mode === "manual" ? (
          <Lazy chunk={manualForm} fallback={<Spinner label={t({ id: "comparator.loading", message: "Loading…" })} />}>
            {(ManualForm) => <ManualForm energy={energy} privacyUrl={privacyUrl} onSent={sent} />}
          </Lazy>
        ) : energy === "gas" ? (
          <GasForm onCompare={(request) => void compare(request)} />
        ) : (
          <ElectricityForm privacyUrl={privacyUrl} onCompare={(request) => void compare(request)} />
        )}
      </div>
      {view.step === "loading" && loading}
      {view.step === "result" && (
        <Lazy chunk={resultView} fallback={loading}>
          {(ResultView) => (
            <ResultView
              result={view.result}
              energy={energy}
              invoiceAmount={view.request.invoiceAmount}
              privacyUrl={privacyUrl}
              onBack={() => setView({ step: "form" })}
              cups={view.request.cups}
              onSent={sent}
            />
          )}
        </Lazy>
      )}
    </div>
  );
}
