import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { contractChangeMessageIds as cids } from "../../../../src/domain/contracts/change-rules";
import { fieldErrorText } from "../../../../src/forms/validation-messages";
import { describeApiError } from "../../../../src/api/error-messages";
import { isApiError } from "../../../../src/api/errors";
import { Alert } from "../../../../src/ui/alert";
import { Button } from "../../../../src/ui/button";
import { Dialog } from "../../../../src/ui/dialog";
import { RetryFailure } from "../../../../src/ui/retry-failure";
import { useComponentStyles } from "../../../../src/ui/use-component-styles";
import type { ChangeStatus } from "./use-change-flow";

const dialogStyles = `
.ov-change__form { display: grid; gap: var(--_ov-space); }
.ov-change__row { display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr)); }
.ov-change__current { margin: 0; }
.ov-change__fees { width: 100%; border-collapse: collapse; }
.ov-change__fees th, .ov-change__fees td { padding: 0.25rem 0; text-align: start; border-bottom: 1px solid var(--_ov-color-border, #ddd); }
.ov-change__fees td { text-align: end; white-space: nowrap; }
.ov-change__fees tfoot th, .ov-change__fees tfoot td { font-weight: 600; border-bottom: 0; }
`;

/** The texts of the dialogs' own rule ids (src/domain/contracts/change-rules.ts); the generic ones are the validators'. */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [cids.powerInvalid]: msg({ id: "portal.contracts.dialog.power.invalid", message: "Enter a power in kW with up to 3 decimals" }),
  [cids.powerMin]: msg({ id: "portal.contracts.dialog.power.min", message: "At least 1 kW" }),
  [cids.powerLowerThanPrevious]: msg({
    id: "portal.contracts.dialog.power.lowerThanPrevious",
    message: "Must be at least the power of the previous period",
  }),
  [cids.powerSame]: msg({
    id: "portal.contracts.dialog.power.same",
    message: "The requested powers are the same as the current ones. Change at least one period.",
  }),
  [cids.cadastralInvalid]: msg({ id: "portal.contracts.dialog.cadastral.invalid", message: "Only letters and digits" }),
  [cids.cadastralSame]: msg({ id: "portal.contracts.dialog.cadastral.same", message: "It is the current cadastral reference" }),
  [cids.ownerConfirm]: msg({ id: "portal.contracts.dialog.iban.ownerRequired", message: "Confirm that you hold this bank account" }),
  [cids.filesMin]: msg({ id: "portal.contracts.dialog.iban.filesRequired", message: "Attach at least one document" }),
  [cids.choose]: msg({ id: "portal.contracts.dialog.choose", message: "Choose an option" }),
};

/**
 * A field's error in words: the dialogs' own rule ids, else the validators' messages (or the server's
 * own words of a 400, shown as given).
 * @param i18n - the dialog's i18n
 * @param error - react-hook-form's error of the field
 * @returns the text, or undefined without an error
 * @example <TextField error={dialogErrorText(i18n, formState.errors.iban)} … />
 */
export function dialogErrorText(i18n: I18n, error: { message?: string; type?: unknown } | undefined): string | undefined {
  const own = error?.message ? FIELD_MESSAGES[error.message] : undefined;
  return own ? i18n._(own) : fieldErrorText(i18n, error);
}

/**
 * The server's codes of calls §8.2 a change can answer, in words. A code not listed falls back to the
 * catalogue message of the failure's kind (`describeApiError`).
 */
const SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  // calls §8.2: "Power same as current: message power_same_error_modification_close".
  power_same_error_modification_close: msg({
    id: "portal.contracts.dialog.error.powerSame",
    message: "The requested powers are the same as the current ones. Change at least one period.",
  }),
  // calls §8.2: "Power 406: error shown".
  power_not_available: msg({
    id: "portal.contracts.dialog.error.powerNotAvailable",
    message: "The requested power is not available for this supply point (it exceeds what its installation allows).",
  }),
  // spec §4: "Only activa contracts can be modified".
  contract_not_modifiable: msg({
    id: "portal.contracts.dialog.error.notModifiable",
    message: "This contract is disabled and cannot be modified.",
  }),
  // spec §4: "Power and SIPS buttons are disabled when atr_available is false (a process-in-progress note)".
  atr_in_progress: msg({
    id: "portal.contracts.dialog.error.atrInProgress",
    message: "A process is already in progress on this contract. Try again when it has finished.",
  }),
  // calls §8.2: "Generic operation failure: message_cant_do_operation".
  message_cant_do_operation: msg({
    id: "portal.contracts.dialog.error.cantDoOperation",
    message: "This operation cannot be done right now. Please try again later.",
  }),
};

/**
 * The generic failure of calls §8.2 ("Generic operation failure: message_cant_do_operation"), for the
 * dialogs whose every failure shows it (double tariff, happy hours, happy day).
 */
export const CANT_DO_OPERATION = SERVER_MESSAGES.message_cant_do_operation as MessageDescriptor;

/**
 * The words of a failed change: the server's code when calls §8.2 names it, a 406 as the power's
 * refusal, else the catalogue message of the failure.
 * @param i18n - the dialog's i18n
 * @param error - what the call threw
 * @returns the text to show
 * @example changeFailureText(i18n, error)
 */
export function changeFailureText(i18n: I18n, error: unknown): string {
  if (!isApiError(error)) return i18n._(describeApiError("network"));
  const own = error.serverMessage ? SERVER_MESSAGES[error.serverMessage] : undefined;
  if (own) return i18n._(own);
  if (error.status === 406) return i18n._(SERVER_MESSAGES.power_not_available as MessageDescriptor);
  return i18n._(describeApiError(error.code));
}

/**
 * Shows a 400's per-field errors at the form's fields (calls §8.2 "IBAN, SIPS, power, inline contact
 * edit 400: field errors shown"), the server's own words, the first per field.
 * @param error - what the call threw
 * @param fields - the wire field name → the form field it belongs to
 * @param setError - the form's `setError`
 * @returns the first form field that got an error (focused), or null
 * @example const first = showFieldErrors(error, { iban: "iban" }, setError);
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: Record<string, Path<T>>,
  setError: UseFormSetError<T>,
): Path<T> | null {
  if (!isApiError(error)) return null;
  let first: Path<T> | null = null;
  for (const [wire, messages] of Object.entries(error.fields)) {
    const field = fields[wire];
    const message = messages[0];
    if (!field || !message) continue;
    // The first one takes the focus, so keyboard and screen-reader users land on what to fix.
    setError(field, { type: "server", message }, { shouldFocus: first === null });
    first ??= field;
  }
  return first;
}

/**
 * Whether sending the same request again can succeed: a network or server failure can, a refusal
 * (400 field errors, 403, 406, 409) cannot, so it gets no retry button (the visitor changes the form).
 */
function retryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status >= 500 || ["network", "timeout", "malformed"].includes(error.code);
}

/** Props of {@link ChangeDialog}. */
export interface ChangeDialogProps {
  title: string;
  /** The dialog's state (spec §4 per-contract form states). */
  status: ChangeStatus;
  /** The failure while `status` is "error". */
  error: unknown;
  /** The failure's text (default {@link changeFailureText}). */
  failureText?: string;
  /** The form is being checked before its send (react-hook-form's `isSubmitting`): the send button already waits. */
  busy?: boolean;
  /** Sends the last request again. */
  onRetry: () => void;
  onClose: () => void;
  /** The `id` of the dialog's `<form>`: the footer's send button submits it. */
  formId: string;
  submitLabel: string;
  /** Why the send button is disabled (the SIPS request already active or in progress). */
  blockedReason?: string;
  /** What a change accepted without signature says (power and IBAN keep the dialog open with it). */
  doneText?: string;
  /** The form (kept mounted through failures, so what was typed stays). */
  children: ReactNode;
}

/**
 * The frame of every contract change dialog: the modal, the failure with its retry above the form (the
 * form keeps what was typed), the "signature started" result (spec §4: "Digital signature in progress:
 * an email is sent to finish it") and the send button that cannot send twice. A dialog opens only when
 * its change is allowed (a read-only session, a contract that is not active and an ATR process in
 * progress disable its button, and the `action` query opens no disabled change: change-buttons.tsx
 * `useDisabledReasons`), and the contract is read again only after a change, which the dialog shows
 * as its result: so the frame has no read-only or closed-contract state of its own. A server that knows
 * better still answers `contract_not_modifiable` or `atr_in_progress`, said by {@link changeFailureText}.
 */
export function ChangeDialog(props: ChangeDialogProps) {
  const { title, status, error, busy, onRetry, onClose, formId, submitLabel, blockedReason, doneText, children } = props;
  useComponentStyles(dialogStyles);
  const { t, i18n } = useLingui();
  const finished = status === "signature" || status === "success";
  const closeLabel = t({ id: "portal.contracts.dialog.close", message: "Close" });

  const footer = finished ? (
    <Button onClick={onClose}>{closeLabel}</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t({ id: "portal.contracts.dialog.cancel", message: "Cancel" })}
      </Button>
      <Button
        type="submit"
        // In the dialog's footer, outside the form, tied to it by `form` (found in the tag's shadow root).
        form={formId}
        // Loading ignores clicks: with the mutation's own guard, a request is never sent twice.
        loading={status === "submitting" || busy === true}
        disabled={blockedReason !== undefined || status === "fetching"}
        disabledReason={blockedReason}
      >
        {submitLabel}
      </Button>
    </>
  );

  return (
    <Dialog open onClose={onClose} title={title} footer={footer}>
      {status === "signature" ? (
        <Alert tone="success" title={t({ id: "portal.contracts.dialog.signature.title", message: "Digital signature started" })}>
          {t({
            id: "portal.contracts.dialog.signature.body",
            message: "Your request needs your digital signature. We have sent you an email to finish it.",
          })}
        </Alert>
      ) : status === "success" ? (
        <Alert tone="success">{doneText ?? t({ id: "portal.contracts.dialog.done", message: "The change has been saved." })}</Alert>
      ) : (
        <>
          {status === "error" && (
            <RetryFailure
              error={error}
              retry={
                retryable(error) ? { label: t({ id: "portal.contracts.dialog.retry", message: "Try again" }), onClick: onRetry } : undefined
              }
            >
              {props.failureText ?? changeFailureText(i18n, error)}
            </RetryFailure>
          )}
          {children}
        </>
      )}
    </Dialog>
  );
}
