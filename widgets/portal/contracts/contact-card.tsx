import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState } from "react";
import { contractKeys, updateNotificationField, type Contract } from "../../../src/api/contracts";
import { describeApiError } from "../../../src/api/error-messages";
import { isApiError } from "../../../src/api/errors";
import { useApi } from "../../../src/runtime/widget-context";
import { useMutation } from "../../../src/state/mutation";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { TextField } from "../../../src/ui/text-field";
import { Card, Facts } from "./contract-cards";
import { SavedNote } from "./saved-note";
import { Identifier } from "../../../src/ui/identifier";

type ContactField = "email" | "mobile";

/** spec §4 "Inline contact edit: init, editing, sending". */
type EditState = "init" | "editing" | "sending";

/**
 * One notification value with its inline edit (calls §7.4 "Inline edit: update to
 * contracts/{name}/notification/{field}/"; §8.2: 400 errors shown at the field, other errors return to
 * the initial state).
 */
function InlineEdit({
  contract,
  field,
  label,
  value,
  disabledReason,
  onSaved,
}: {
  contract: Contract;
  field: ContactField;
  label: string;
  value: string | null;
  disabledReason: string | undefined;
  /** The edit was saved (true), or another edit starts (false). */
  onSaved: (saved: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  // The detail shows the saved value: its query is asked again after a save.
  const { store, snap } = useMutation((text: string, signal) => updateNotificationField(api, contract.name, field, text, signal), {
    invalidates: [contractKeys.detail(contract.name)],
  });
  const [editing, setEditing] = useState(false);
  // A save, and its refresh after it, keep the form waiting until it closes.
  const state: EditState = !editing ? "init" : snap.phase === "idle" ? "editing" : "sending";
  const [draft, setDraft] = useState(value ?? "");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useLayoutEffect(() => {
    if (state === "editing") inputRef.current?.focus();
    if (state === "init" && returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [state]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
    setFieldError(null);
  };

  const send = async () => {
    setFieldError(null);
    setFailure(null);
    const sent = await store.send(draft.trim());
    const error = store.state.error?.cause;
    // Each edit is a new write: the next Save sends again.
    store.reset();
    if (sent) {
      onSaved(true);
      return close();
    }
    // Not sent (a send already under way, or the card went away): nothing to say.
    if (error === undefined) return;
    const messages = isApiError(error) && error.code === "validation" ? (error.fields[field] ?? Object.values(error.fields)[0]) : undefined;
    // spec §8.2 "inline contact edit 400: field errors shown".
    if (messages?.[0]) return setFieldError(messages[0]);
    // spec §8.2 "Inline edit other errors: return to initial state".
    setFailure(
      isApiError(error)
        ? i18n._(describeApiError(error.code))
        : t({ id: "portal.contracts.contact.failed", message: "The change could not be saved." }),
    );
    close();
  };

  if (state === "init")
    return (
      <div className="ov-contracts__inline">
        <Facts
          rows={[
            [
              label,
              value && field === "email" ? (
                <Identifier value={value} copyLabel={t({ id: "portal.contracts.contact.copyEmail", message: "Copy the email" })} />
              ) : (
                (value ?? "—")
              ),
            ],
          ]}
        />
        <Button
          ref={editRef}
          size="small"
          variant="text"
          disabled={disabledReason !== undefined}
          disabledReason={disabledReason}
          onClick={() => {
            setDraft(value ?? "");
            setFailure(null);
            onSaved(false);
            setEditing(true);
          }}
        >
          {field === "email"
            ? t({ id: "portal.contracts.contact.editEmail", message: "Edit the email" })
            : t({ id: "portal.contracts.contact.editMobile", message: "Edit the mobile" })}
        </Button>
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    );

  return (
    <form
      className="ov-contracts__inline ov-contracts__inline--editing"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (state === "editing") void send();
      }}
    >
      <TextField
        ref={inputRef}
        label={label}
        type={field === "email" ? "email" : "tel"}
        autoComplete={field === "email" ? "email" : "tel"}
        value={draft}
        error={fieldError ?? undefined}
        readOnly={state === "sending"}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && state === "editing") close();
        }}
      />
      <div className="ov-actions">
        <Button type="submit" size="small" loading={state === "sending"}>
          {t({ id: "portal.contracts.contact.save", message: "Save" })}
        </Button>
        <Button type="button" size="small" variant="text" disabled={state === "sending"} onClick={close}>
          {t({ id: "portal.contracts.contact.cancel", message: "Cancel" })}
        </Button>
      </div>
    </form>
  );
}

/**
 * spec §2 Contract detail "contact data": the notification address, with the inline edit of email and
 * mobile. On the detail the address itself leads the screen in the summary, with its Change
 * (`addressInSummary`); the communications screen shows it here.
 */
export function ContactCard({
  contract,
  disabledReason,
  addressInSummary = false,
}: {
  contract: Contract;
  disabledReason: string | undefined;
  addressInSummary?: boolean;
}) {
  const { t } = useLingui();
  const address = contract.notificationAddress;
  const [saved, setSaved] = useState<ContactField | null>(null);
  return (
    <Card id="ov-contracts-contact" title={t({ id: "portal.contracts.contact.title", message: "Contact data" })}>
      <Facts
        rows={[
          [t({ id: "portal.contracts.contact.name", message: "Name" }), address?.name],
          [t({ id: "portal.contracts.contact.address", message: "Notification address" }), addressInSummary ? null : address?.fullAddress],
          [t({ id: "portal.contracts.contact.fiscal", message: "Billing address" }), contract.fiscalAddress],
        ]}
      />
      <InlineEdit
        contract={contract}
        field="email"
        label={t({ id: "portal.contracts.contact.email", message: "Email" })}
        value={address?.email ?? null}
        disabledReason={disabledReason}
        onSaved={(done) => setSaved(done ? "email" : null)}
      />
      <InlineEdit
        contract={contract}
        field="mobile"
        label={t({ id: "portal.contracts.contact.mobile", message: "Mobile" })}
        value={address?.mobile ?? null}
        disabledReason={disabledReason}
        onSaved={(done) => setSaved(done ? "mobile" : null)}
      />
      {/* Issue 39 item 5: a save ends with a word of it, in a live region that is always there. */}
      <SavedNote>
        {saved === "email"
          ? t({ id: "portal.contracts.contact.savedEmail", message: "Email saved." })
          : saved === "mobile"
            ? t({ id: "portal.contracts.contact.savedMobile", message: "Mobile saved." })
            : null}
      </SavedNote>
    </Card>
  );
}
