import { useLingui } from "@lingui/react/macro";
import type { CompareResult } from "../../src/api/comparator";
import { LeadContactForm, type LeadContactValues } from "../../src/forms/lead/lead-contact-form";
import type { Energy } from "./comparator";
import { ComparatorResult } from "./result";

export interface ResultViewProps {
  result: CompareResult;
  energy: Energy;
  invoiceAmount: number;
  privacyUrl?: string;
  onBack: () => void;
  onSendLead: (values: LeadContactValues) => Promise<void>;
  describeLeadFailure: (error: unknown) => string | null;
}

/**
 * The result with the lead form under it: its own chunk, loaded while the comparison is requested, so
 * the page's first load carries only the form (DESIGN budget: comparator first load at most 100 kB).
 */
export default function ResultView({
  result,
  energy,
  invoiceAmount,
  privacyUrl,
  onBack,
  onSendLead,
  describeLeadFailure,
}: ResultViewProps) {
  const { t } = useLingui();
  return (
    <ComparatorResult result={result} energy={energy} invoiceAmount={invoiceAmount} onBack={onBack}>
      <section className="ov-comparator__lead" aria-labelledby="ov-comparator-lead">
        <h3 id="ov-comparator-lead">{t({ id: "comparator.lead.title", message: "Do you want this price? We call you" })}</h3>
        <LeadContactForm
          ariaLabel={t({ id: "comparator.lead.formLabel", message: "Contact details" })}
          privacyUrl={privacyUrl}
          describeFailure={describeLeadFailure}
          onSend={onSendLead}
        />
      </section>
    </ComparatorResult>
  );
}
