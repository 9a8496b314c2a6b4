import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, type FormEventHandler, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { CaseCategory } from "../../../src/api/support";
import { resolveUploadMaxBytes } from "../../../src/domain/limits";
import { useCanModify } from "../../../src/runtime/use-can-modify";
import { useSettings } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { FileUpload } from "../../../src/ui/file-upload";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Select, type SelectOption, type SelectProps } from "../../../src/ui/select";
import { TextField } from "../../../src/ui/text-field";
import { CONTACT_MAX_FILES } from "./support.constants";
import type { MutationState } from "../../../src/state/mutation";
import { TextAreaField } from "../../../src/ui/text-area-field";

/**
 * A failed send (calls §8.2 "Contact or claim submission failures are only logged and the form stays";
 * issue 19 item 4: the catalogue's message with Try again, which sends what was typed again).
 * @example <SendFailure error={snap.error} onRetry={store.retry} />
 */
export function SendFailure({ error, onRetry }: { error: MutationState<unknown>["error"]; onRetry: () => void }) {
  const { t } = useLingui();
  if (!error) return null;
  return (
    <RetryFailure
      error={error.cause}
      title={t({ id: "portal.support.sendFailed", message: "Your message could not be sent. What you wrote is kept." })}
      retry={{ label: t({ id: "portal.support.retry", message: "Try again" }), onClick: onRetry }}
    />
  );
}

/**
 * The form's send button: busy while sending (clicks ignored), disabled with the read-only tooltip for
 * staff sessions (spec §6 "Read-only token ... disabled with a tooltip").
 * @example <SendButton sending={snap.phase === "sending"}>{t`Send`}</SendButton>
 */
export function SendButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const { canModify, reason } = useCanModify();
  return (
    <div className="ov-actions">
      <Button type="submit" loading={sending} disabled={!canModify} disabledReason={reason}>
        {children}
      </Button>
    </div>
  );
}

/**
 * What a sent form shows instead of itself: its heading takes the focus, so keyboard and screen-reader
 * users hear the outcome (the number to note) at once.
 * @example <SentPanel title={t`Request sent`}>{t`Case number ${number}`}</SentPanel>
 */
export function SentPanel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <div className="ov-support__sent" role="status">
      <h2 ref={ref} tabIndex={-1} className="ov-support__sent-title">
        {title}
      </h2>
      {children}
      {actions && <div className="ov-actions">{actions}</div>}
    </div>
  );
}

/**
 * A list or form that could not load (a background call): the catalogue's message with Try again,
 * without taking the focus from a field being typed in.
 * @example <LoadFailure title={t`The form could not be prepared.`} query={contracts.query} />
 */
export function LoadFailure({ title, query }: { title: string; query: { error: unknown; retry: () => void } }) {
  const { t } = useLingui();
  return (
    <RetryFailure
      focus="idle"
      title={title}
      error={query.error}
      retry={{ label: t({ id: "portal.support.retry", message: "Try again" }), onClick: query.retry }}
    />
  );
}

type ChoiceProps = Omit<SelectProps, "label" | "placeholder" | "options">;

/**
 * The contract a support form is about (spec §5 "Contact": required).
 * @example <ContractSelect options={contracts.choices.options} error={error("contract")} {...register("contract")} />
 */
export function ContractSelect({ options, ...rest }: ChoiceProps & { options: readonly SelectOption[] }) {
  const { t } = useLingui();
  return (
    <Select
      label={t({ id: "portal.support.contract", message: "Contract" })}
      placeholder={t({ id: "portal.support.chooseContract", message: "Choose a contract" })}
      options={options}
      required
      {...rest}
    />
  );
}

/**
 * The case category of a contact form (calls §7.7 `crm/cases/categories/`; spec §5: required).
 * @example <CategorySelect categories={categories.data} error={error("category")} {...register("category")} />
 */
export function CategorySelect({ categories, ...rest }: ChoiceProps & { categories: readonly CaseCategory[] }) {
  const { t } = useLingui();
  return (
    <Select
      label={t({ id: "portal.support.category", message: "Category" })}
      placeholder={t({ id: "portal.support.chooseCategory", message: "Choose a category" })}
      options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
      required
      {...rest}
    />
  );
}

/**
 * The subject and description of a support form, required (spec §5 "Contact").
 * @example <SubjectAndDescription subject={register("subject")} description={register("description")} errors={{ subject, description }} />
 */
export function SubjectAndDescription({
  subject,
  description,
  errors,
  descriptionLabel,
  descriptionHint,
}: {
  subject: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  errors: { subject?: string; description?: string };
  descriptionLabel?: string;
  descriptionHint?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField label={t({ id: "portal.support.subject", message: "Subject" })} required error={errors.subject} {...subject} />
      <TextAreaField
        label={descriptionLabel ?? t({ id: "portal.support.description", message: "Description" })}
        hint={descriptionHint}
        required
        error={errors.description}
        {...description}
      />
    </>
  );
}

/**
 * A support form: not validated natively (the schema's messages show at the fields), busy while
 * sending, with the failed send's message and Try again above its fields.
 * @example <SupportForm phase={snap.phase} error={snap.error} onRetry={store.retry} onSubmit={handleSubmit(send)}>…</SupportForm>
 */
export function SupportForm({
  phase,
  error,
  onRetry,
  onSubmit,
  className,
  children,
}: Pick<MutationState<unknown>, "phase" | "error"> & {
  onRetry: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={className ? `ov-portal__form ${className}` : "ov-portal__form"}
      aria-busy={phase === "sending" || undefined}
      onSubmit={onSubmit}
    >
      <SendFailure error={error} onRetry={onRetry} />
      {children}
    </form>
  );
}

/**
 * The end of a support form: its attachments and its send button (disabled while sending). Without
 * `label` and `maxFiles` it is the contact forms' "Attachments", up to {@link CONTACT_MAX_FILES}.
 * @example <AttachAndSend files={files} onFiles={setFiles} sending={sending}>{t`Send`}</AttachAndSend>
 */
export function AttachAndSend({
  label,
  maxFiles = CONTACT_MAX_FILES,
  files,
  onFiles,
  sending,
  children,
}: {
  label?: string;
  maxFiles?: number;
  files: File[];
  onFiles: (files: File[]) => void;
  sending: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const maxBytes = useSettings((settings) => resolveUploadMaxBytes(settings.fileUploadSizeLimit));
  return (
    <>
      <FileUpload
        label={label ?? t({ id: "portal.support.attachments", message: "Attachments" })}
        maxFiles={maxFiles}
        maxBytes={maxBytes}
        value={files}
        onChange={onFiles}
        disabled={sending}
      />
      <SendButton sending={sending}>{children}</SendButton>
    </>
  );
}
