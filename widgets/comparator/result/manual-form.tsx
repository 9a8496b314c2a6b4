import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isValidCups, normalizeCups } from "../../../src/domain/validation/cups";
import { validationMessageIds } from "../../../src/domain/validation/schemas";
import { LeadContactForm } from "../../../src/forms/lead/lead-contact-form";
import { useCatalogArea } from "../../../src/runtime/use-catalog-area";
import { useApi } from "../../../src/runtime/widget-context";
import { Spinner } from "../../../src/ui/spinner";
import { translateIssue } from "../../../src/forms/validation-messages";
import { TextField } from "../../../src/ui/text-field";
import type { Energy } from "../comparator";
import { describeLeadFailure, RESULT_AREA, sendLead } from "./lead";

interface ManualFormProps {
  energy: Energy;
  privacyUrl?: string;
  /** The lead was accepted. */
  onSent: () => void;
}

/**
 * Mode manual (spec §2: "manual for sending the invoice by contact form"): the lead form with the
 * invoice required, and the CUPS when the visitor has it (validated when typed).
 */
export function ManualForm({ energy, privacyUrl, onSent }: ManualFormProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const ready = useCatalogArea(RESULT_AREA);
  const [cups, setCups] = useState("");
  const [cupsError, setCupsError] = useState<string | undefined>(undefined);
  const checkCups = () => {
    const ok = cups === "" || isValidCups(cups);
    setCupsError(ok ? undefined : translateIssue(i18n, { message: validationMessageIds.cupsInvalid }));
    return ok;
  };
  if (!ready) return <Spinner />;
  return (
    <>
      <p>
        {energy === "gas"
          ? t({ id: "comparator.manual.intro.gas", message: "Send us your last gas invoice and we will call you with our offer." })
          : t({
              id: "comparator.manual.intro.electricity",
              message: "Send us your last electricity invoice and we will call you with our offer.",
            })}
      </p>
      <LeadContactForm
        ariaLabel={t({ id: "comparator.manual.formLabel", message: "Send your invoice" })}
        invoiceRequired
        privacyUrl={privacyUrl}
        describeFailure={describeLeadFailure(energy)}
        beforeSend={checkCups}
        onSend={async (values, signal) => {
          await sendLead(api, { energy, values, cups: cups === "" ? undefined : cups, manual: true, signal });
          onSent();
        }}
      >
        <TextField
          label={t({ id: "comparator.manual.cups", message: "CUPS (optional)" })}
          hint={t({
            id: "comparator.cups.hint",
            message: "The supply point code on your invoice: ES followed by 16 digits and 2 letters.",
          })}
          autoComplete="off"
          spellCheck={false}
          value={cups}
          error={cupsError}
          onChange={(event) => {
            setCups(normalizeCups(event.target.value));
            if (cupsError) setCupsError(undefined);
          }}
        />
      </LeadContactForm>
    </>
  );
}
