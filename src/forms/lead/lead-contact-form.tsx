import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { useForm, type FieldError as HookFieldError } from "react-hook-form";
import * as v from "valibot";
import { describeApiError } from "../../api/error-messages";
import { isApiError, type ApiErrorCode } from "../../api/errors";
import { stripSpanishPrefix } from "../../domain/validation/phone";
import { emailSchema, spanishPhoneSchema } from "../../domain/validation/contact-schemas";
import { validationMessageIds } from "../../domain/validation/schemas";
import { requiredString } from "../../domain/validation/text-schemas";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { FileUpload } from "../../ui/file-upload";
import { DEFAULT_UPLOAD_MAX_BYTES } from "../../domain/limits";
import { ChoiceField } from "../choice-field";
import { RetryFailure } from "../../ui/retry-failure";
import { Spinner } from "../../ui/spinner";
import { TextField } from "../../ui/text-field";
import { uiPartsCatalogs } from "../../ui/ui-parts-catalogs";
import { useComponentStyles } from "../../ui/use-component-styles";
import { registerCatalogs, UI_PARTS_AREA } from "../../i18n/catalogs";
import { useCatalogArea } from "../../runtime/use-catalog-area";
import { useMutation } from "../../state/mutation";
import { valibotFormResolver } from "../resolver";
import { leadContactFormStyles } from "./lead-contact-form.styles";
import { CONTACT_HOURS, LEAD_FORM_AREA, type ContactHours, type LeadContactValues } from "./lead-request";
import { fieldErrorText } from "../validation-messages";

// The request helpers and the styles live apart so a widget can use them without loading this form.
export { CONTACT_HOURS, LEAD_FORM_AREA, leadRequestBody, type ContactHours, type LeadContactValues } from "./lead-request";
export { leadContactFormStyles } from "./lead-contact-form.styles";

/** Accepted invoice types: the invoice is a PDF or a photo of the paper one. */
const INVOICE_TYPES = ["application/pdf", "image/*"] as const;

const MESSAGES = {
  consent: msg({ id: "leadForm.consent.required", message: "Accept the privacy policy to be contacted" }),
  invoiceRequired: msg({ id: "leadForm.invoice.required", message: "Attach your last invoice" }),
};

// spec §5 "Lead contact form": name, surname1, contactHours non-empty; email valid; telephone min 4 and
// valid; consent true. The invoice file is checked apart (it is not a form value).
const LeadContactSchema = v.object({
  name: requiredString(),
  surname1: requiredString(),
  surname2: v.string(),
  email: emailSchema,
  telephone: spanishPhoneSchema,
  contactHours: v.pipe(
    v.string(),
    v.check((slot) => (CONTACT_HOURS as readonly string[]).includes(slot), validationMessageIds.required),
    v.transform((slot) => slot as ContactHours),
  ),
  consent: v.pipe(
    v.boolean(),
    v.check((accepted) => accepted, MESSAGES.consent.id),
  ),
});

type LeadContactOutput = v.InferOutput<typeof LeadContactSchema>;

type LeadContactInput = v.InferInput<typeof LeadContactSchema>;

// Failures that say nothing about the lead itself: the catalogue's message tells the visitor what to do.
const CATALOGUE_CODES: ReadonlySet<ApiErrorCode> = new Set(["network", "timeout", "maintenance", "malformed", "server"]);

/** Props of {@link LeadContactForm}. */
export interface LeadContactFormProps {
  /**
   * Sends the lead, given the form's abort signal (aborted when the form goes away). Resolve when it was
   * accepted; throw (an ApiError or any error) when it failed, and the form shows the failure with a
   * retry, keeping everything typed. The form sends one lead at a time and none after an accepted one.
   */
  onSend: (values: LeadContactValues, signal: AbortSignal) => Promise<void>;
  /** Told when a send starts and when it ends (the power calculator waits for it, spec §4). */
  onSendingChange?: (sending: boolean) => void;
  /** spec §5: "invoice file mandatory when required" (the comparator's manual mode needs it). */
  invoiceRequired?: boolean;
  /** Offer the invoice upload at all (default true). */
  showInvoice?: boolean;
  /**
   * The failure text for an error that is not a connectivity problem. Default: spec §8.4 "Invoice
   * sending failed."; the gas comparator shows the server's message instead.
   */
  describeFailure?: (error: unknown) => string | null;
  /** Link of the privacy policy (settings `links.gdpr`), shown in the consent label when given. */
  privacyUrl?: string;
  /** Text of the send button (default "Send"). */
  submitLabel?: string;
  /** The accessible name of the form (its visible title is the caller's). */
  ariaLabel: string;
  /** Fields of the caller shown before the contact fields (e.g. the comparator's CUPS). */
  children?: ReactNode;
  /** Checks the caller's fields on submit; return false to stop (the caller shows its errors). */
  beforeSend?: () => boolean;
}

/** The form itself, once its texts are loaded. */
function LeadContactFormFields({
  onSend,
  invoiceRequired = false,
  showInvoice = true,
  describeFailure,
  privacyUrl,
  submitLabel,
  ariaLabel,
  children,
  beforeSend,
  onSendingChange,
}: LeadContactFormProps) {
  useComponentStyles(leadContactFormStyles);
  const { t, i18n } = useLingui();
  const [invoice, setInvoice] = useState<File[]>([]);
  const [attempted, setAttempted] = useState(false);
  // A refused lead (src/api/leads: an API error of a 200 answer) is an answer, not a fault to report (src/state/mutation.ts isAnswer).
  const { store, snap } = useMutation((values: LeadContactValues, signal: AbortSignal) => onSend(values, signal));
  const sending = snap.phase === "sending";
  // The cleanup says the send ended, also when the form goes away during it (its call is then aborted).
  useEffect(() => {
    if (!sending) return;
    onSendingChange?.(true);
    return () => onSendingChange?.(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told on the phase's changes only, not on a new callback
  }, [sending]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
    setFocus,
  } = useForm<LeadContactInput, unknown, LeadContactOutput>({
    defaultValues: { name: "", surname1: "", surname2: "", email: "", telephone: "+34 ", contactHours: "", consent: false },
    resolver: valibotFormResolver(LeadContactSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const errorText = (error: HookFieldError | undefined) => {
    if (!error) return undefined;
    return error.message === MESSAGES.consent.id ? i18n._(MESSAGES.consent) : fieldErrorText(i18n, error);
  };
  const invoiceMissing = showInvoice && invoiceRequired && invoice.length === 0;

  const send = handleSubmit(
    (input) => {
      setAttempted(true);
      const callerOk = beforeSend?.() ?? true;
      if (invoiceMissing || !callerOk) return;
      const values: LeadContactValues = {
        name: input.name.trim(),
        surname1: input.surname1.trim(),
        surname2: input.surname2.trim(),
        email: input.email.trim(),
        telephone: stripSpanishPrefix(input.telephone),
        contactHours: input.contactHours,
        consent: true,
        invoice: invoice[0] ?? null,
      };
      void store.send(values);
    },
    (fieldErrors) => {
      setAttempted(true);
      beforeSend?.();
      const first = (["name", "surname1", "email", "telephone", "contactHours", "consent"] as const).find((name) => fieldErrors[name]);
      if (first && first !== "contactHours") setFocus(first);
    },
  );

  // The failed call's own error, and the text said for it.
  const failed = snap.error?.cause;
  const failure =
    failed === undefined
      ? null
      : isApiError(failed) && CATALOGUE_CODES.has(failed.code)
        ? i18n._(describeApiError(failed.code))
        : describeFailure?.(failed) || t({ id: "leadForm.failed", message: "Invoice sending failed." });

  return (
    <form className="ov-lead-form" aria-label={ariaLabel} noValidate onSubmit={(event) => void send(event)}>
      {children}
      <div className="ov-lead-form__grid">
        <TextField
          label={t({ id: "leadForm.name", message: "Name" })}
          autoComplete="given-name"
          required
          error={errorText(errors.name)}
          {...register("name")}
        />
        <TextField
          label={t({ id: "leadForm.surname1", message: "First surname" })}
          autoComplete="family-name"
          required
          error={errorText(errors.surname1)}
          {...register("surname1")}
        />
        <TextField
          label={t({ id: "leadForm.surname2", message: "Second surname (optional)" })}
          autoComplete="off"
          {...register("surname2")}
        />
        <TextField
          label={t({ id: "leadForm.email", message: "Email" })}
          type="email"
          autoComplete="email"
          required
          error={errorText(errors.email)}
          {...register("email")}
        />
        <TextField
          label={t({ id: "leadForm.telephone", message: "Phone" })}
          type="tel"
          autoComplete="tel"
          required
          hint={t({ id: "leadForm.telephone.hint", message: "Spanish number; we call you at the time you choose." })}
          error={errorText(errors.telephone)}
          {...register("telephone")}
        />
      </div>
      <ChoiceField
        control={control}
        name="contactHours"
        label={t({ id: "leadForm.contactHours", message: "When can we call you?" })}
        orientation="horizontal"
        options={CONTACT_HOURS.map((slot) => ({ value: slot, label: slot }))}
        error={errorText(errors.contactHours)}
      />
      {showInvoice && (
        <FileUpload
          label={
            invoiceRequired
              ? t({ id: "leadForm.invoice", message: "Your last invoice" })
              : t({ id: "leadForm.invoice.optional", message: "Your last invoice (optional)" })
          }
          accept={INVOICE_TYPES}
          minFiles={invoiceRequired ? 1 : 0}
          maxFiles={1}
          // spec §5 "Lead contact form": at most 15,000,000 bytes
          maxBytes={DEFAULT_UPLOAD_MAX_BYTES}
          value={invoice}
          onChange={setInvoice}
          required={invoiceRequired}
          error={attempted && invoiceMissing ? i18n._(MESSAGES.invoiceRequired) : undefined}
        />
      )}
      <Checkbox
        label={
          privacyUrl ? (
            <>
              {t({ id: "leadForm.consent", message: "I accept that you contact me about this offer, under the" })}{" "}
              <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
                {t({ id: "leadForm.privacyPolicy", message: "privacy policy" })}
              </a>
            </>
          ) : (
            t({ id: "leadForm.consent.plain", message: "I accept that you contact me about this offer, under the privacy policy" })
          )
        }
        required
        error={errorText(errors.consent)}
        {...register("consent")}
      />
      {failure && (
        // The failure takes focus, so a screen reader user hears why nothing moved on.
        <RetryFailure
          className="ov-lead-form__failure"
          error={failure}
          retry={{ label: t({ id: "leadForm.retry", message: "Try again" }), onClick: () => void store.retry() }}
        >
          {failure}
        </RetryFailure>
      )}
      <div className="ov-actions">
        <Button type="submit" loading={sending}>
          {submitLabel ?? t({ id: "leadForm.send", message: "Send" })}
        </Button>
      </div>
    </form>
  );
}

// The form's texts, and its file upload's (the ui-parts area), travel with the form's code, which its
// widgets load on demand.
registerCatalogs({ ...import.meta.glob("../../../locales/*/lead-form.po"), ...uiPartsCatalogs });

/**
 * The lead contact form shared by the comparators and the power calculator (spec §3 "Lead contact
 * form", §5 rules): name, surnames, email, telephone, contact hours, optional invoice, consent.
 * Errors show at their fields after the first submit attempt; a failed send shows the failure with
 * a retry and loses nothing typed. Its texts are their own catalog area, loaded with the form.
 * @example <LeadContactForm ariaLabel={t`Contact form`} onSend={(values) => sendLead(values)} />
 */
export function LeadContactForm(props: LeadContactFormProps) {
  const ready = useCatalogArea(LEAD_FORM_AREA);
  // The file upload's texts (the invoice field) are in the ui-parts area.
  const partsReady = useCatalogArea(UI_PARTS_AREA);
  return ready && partsReady ? <LeadContactFormFields {...props} /> : <Spinner />;
}
