import { useLingui } from "@lingui/react/macro";
import type { CompareResult } from "../../../src/api/comparator";
import { LeadContactForm } from "../../../src/forms/lead/lead-contact-form";
import { useCatalogArea } from "../../../src/runtime/use-catalog-area";
import { useApi } from "../../../src/runtime/widget-context";
import { Spinner } from "../../../src/ui/spinner";
import type { Energy } from "../comparator";
import { describeLeadFailure, RESULT_AREA, sendLead } from "./lead";
import { ComparatorResult } from "./result";

export interface ResultViewProps {
  result: CompareResult;
  energy: Energy;
  invoiceAmount: number;
  /** The CUPS compared, sent with the lead. */
  cups: string;
  privacyUrl?: string;
  onBack: () => void;
  /** The lead was accepted. */
  onSent: () => void;
}

/**
 * The result with the lead form under it: its own chunk, loaded while the comparison is requested, so
 * the page's first load carries only the form (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs).
 */
export function ResultView({ result, energy, invoiceAmount, cups, privacyUrl, onBack, onSent }: ResultViewProps) {
  const { t } = useLingui();
  const api = useApi();
  if (!useCatalogArea(RESULT_AREA)) return <Spinner />;
  return (
    <ComparatorResult result={result} energy={energy} invoiceAmount={invoiceAmount} onBack={onBack}>
      <section className="ov-comparator__lead" aria-labelledby="ov-comparator-lead">
        <h3 id="ov-comparator-lead">{t({ id: "comparator.lead.title", message: "Do you want this price? We call you" })}</h3>
        <LeadContactForm
          ariaLabel={t({ id: "comparator.lead.formLabel", message: "Contact details" })}
          privacyUrl={privacyUrl}
          describeFailure={describeLeadFailure(energy)}
          onSend={async (values, signal) => {
            await sendLead(api, { energy, values, cups, manual: false, signal });
            onSent();
          }}
        />
      </section>
    </ComparatorResult>
  );
}
