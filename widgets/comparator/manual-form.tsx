import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isValidCups, normalizeCups } from "../../src/domain/validation/cups";
import { validationMessageIds } from "../../src/domain/validation/schemas";
import { LeadContactForm, type LeadContactValues } from "../../src/forms/lead/lead-contact-form";
import { translateIssue } from "../../src/forms/validation-messages";
import { TextField } from "../../src/ui/text-field";
import type { Energy } from "./comparator";

interface ManualFormProps {
  energy: Energy;
  privacyUrl?: string;
  onSend: (values: LeadContactValues, cups: string | undefined) => Promise<void>;
  describeFailure: (error: unknown) => string | null;
}

/**
 * Mode manual (spec §2: "manual for sending the invoice by contact form"): the lead form with the
 * invoice required, and the CUPS when the visitor has it (validated when typed).
 */
export default function ManualForm({ energy, privacyUrl, onSend, describeFailure }: ManualFormProps) {
  const { t, i18n } = useLingui();
  const [cups, setCups] = useState("");
  const [cupsError, setCupsError] = useState<string | undefined>(undefined);
  const checkCups = () => {
    const ok = cups === "" || isValidCups(cups);
    setCupsError(ok ? undefined : translateIssue(i18n, { message: validationMessageIds.cupsInvalid }));
    return ok;
  };
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
        describeFailure={describeFailure}
        beforeSend={checkCups}
        onSend={(values) => onSend(values, cups === "" ? undefined : cups)}
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
