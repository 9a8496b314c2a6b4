import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { describeApiError } from "../../src/api/error-messages";
import { isApiError } from "../../src/api/errors";
import { setSubscriberEmails } from "../../src/api/newsletter";
import { emailSchema } from "../../src/domain/validation/contact-schemas";
import { valibotFormResolver } from "../../src/forms/resolver";
import { fieldErrorText } from "../../src/forms/validation-messages";
import { useApi } from "../../src/runtime/widget-context";
import { useMutation } from "../../src/state/mutation";
import { Button } from "../../src/ui/button";
import { TextField } from "../../src/ui/text-field";
import type { NewsletterId } from "./newsletter-state";

const EmailsSchema = v.object({ emails: v.array(emailSchema) });

/** spec §7.10 set_mails: the subscriber's addresses, editable under the three conditions of §4. */
export function EmailEditor({
  subscriberId,
  emails,
  onChanged,
  onFailed,
}: {
  subscriberId: NewsletterId;
  emails: string[];
  onChanged: (emails: string[]) => void;
  onFailed: (detail: MessageDescriptor) => void;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const form = useForm<{ emails: string[] }>({ resolver: valibotFormResolver(EmailsSchema), defaultValues: { emails } });
  const errors = form.formState.errors.emails;

  const { store, snap } = useMutation((next: string[], signal) => setSubscriberEmails(api, { subscriberId, emails: next }, signal), {
    onDone: (answer, next) => {
      const changed = answer.emails ?? next;
      form.reset({ emails: changed });
      // Changed: the next edit (the button waits for one) may be sent.
      store.reset();
      onChanged(changed);
    },
    onFailed: (error, next) => {
      // A 400 names the field (sandbox: `emails: ["email_invalid"]`): shown there as well.
      if (isApiError(error) && error.fields.emails) {
        next.forEach((_, index) => form.setError(`emails.${index}`, { message: "validation.email.invalid" }));
      }
      onFailed(describeApiError(isApiError(error) ? error.code : "network"));
    },
  });

  const submit = form.handleSubmit((values) => void store.send(values.emails.map((value) => value.trim())));

  return (
    <form className="ov-newsletter__emails" noValidate onSubmit={submit}>
      {emails.map((_, index) => {
        const position = index + 1;
        return (
          <TextField
            key={index}
            label={
              emails.length > 1
                ? t({ id: "newsletter.emailN", message: `Email ${position}` })
                : t({ id: "newsletter.subscriberEmail", message: "Email where you receive the newsletters" })
            }
            type="email"
            autoComplete="email"
            required
            error={fieldErrorText(i18n, errors?.[index])}
            {...form.register(`emails.${index}`)}
          />
        );
      })}
      <Button type="submit" variant="secondary" loading={snap.phase === "sending"} disabled={!form.formState.isDirty}>
        {t({ id: "newsletter.changeEmail", message: "Change email" })}
      </Button>
    </form>
  );
}
