import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { describeApiError } from "../../../src/api/error-messages";
import { isApiError } from "../../../src/api/errors";
import { requestPasswordReset } from "../../../src/api/session";
import { EMPTY_PASSWORD_RESET, passwordResetSchema, type PasswordResetValues } from "../../../src/domain/portal/password";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { useMutation } from "../../../src/state/mutation";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { useApi } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { TextField } from "../../../src/ui/text-field";
import { pathOf } from "../../../src/domain/portal/routes";
import { PortalLink } from "../shared/portal-link";
import { usePortalNavigate, useScreenTitleFocus } from "../shell/router";
import { upperCaseOnBlur } from "./tax-id-blur";
import { useFocusField } from "./use-focus-field";
import { AuthLayout } from "./auth-layout";

type FieldName = keyof PasswordResetValues;
const FIELDS: readonly FieldName[] = ["nif", "email"];
const resolver = valibotFormResolver(passwordResetSchema);

/** The kind of a field error the server wrote: shown as it comes, until the field's next check replaces it. */
const SERVER_TEXT = "server";

/** calls §8.2 "Password reset 400: per-field errors": those of this form's fields, in the form's order. */
function fieldErrorsOf(error: unknown): Array<[FieldName, string]> {
  const fields = isApiError(error) && error.status === 400 ? error.fields : {};
  return FIELDS.flatMap((name): Array<[FieldName, string]> => {
    const text = fields[name]?.join(" ") ?? "";
    return text ? [[name, text]] : [];
  });
}

/** The 400's errors of keys this form has no field for, as the server wrote them ("" without any). */
function otherErrorsOf(error: unknown): string {
  const fields = isApiError(error) && error.status === 400 ? error.fields : {};
  return Object.entries(fields)
    .filter(([name]) => !(FIELDS as readonly string[]).includes(name))
    .flatMap(([, texts]) => texts)
    .filter((text) => text.trim() !== "")
    .join(" ");
}

/**
 * spec §2 "Password recovery": tax id and email, then a confirmation with a button to login. spec §4:
 * form, submitting, sent. calls §8.2: "Password reset 400: per-field errors", shown at their fields
 * (the server's own, translated, text) until the field is edited; other failures the catalogue
 * message with a retry. What was typed stays.
 */
export function PasswordResetForm() {
  const navigate = usePortalNavigate();
  const loginPath = pathOf("login");
  const { t, i18n } = useLingui();
  const api = useApi();
  // spec §5: errors after the first submit, then on every change.
  const { register, handleSubmit, formState, setValue, setError } = useForm<PasswordResetValues>({
    defaultValues: EMPTY_PASSWORD_RESET,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { formRef, focusField } = useFocusField();
  const { store, snap } = useMutation(
    (values: PasswordResetValues, signal) => requestPasswordReset(api, { email: values.email, nif: values.nif }, signal),
    {
      // A 400's errors go to their fields, the first focused; the rest is said above the form (`notice`).
      onFailed: (error) => {
        const atFields = fieldErrorsOf(error);
        for (const [name, message] of atFields) setError(name, { type: SERVER_TEXT, message });
        const first = atFields[0];
        if (first) focusField(first[0]);
      },
    },
  );
  const state = snap.phase;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  useScreenTitleFocus(titleRef);
  // Focus moves before the paint (a layout effect): React runs a plain effect in a task after the commit,
  // and a keyboard user's key handled before it would go to the button that just left.
  useLayoutEffect(() => {
    if (state === "done") sentRef.current?.focus();
  }, [state]);

  const submit = (values: PasswordResetValues) => store.send(values);

  const failure = snap.error?.cause;
  // Errors of other keys (no field of this form to show them at) are said at the top, as the server wrote
  // them; any other failure in the catalogue's words. Try again sends what was sent.
  const notice =
    failure === undefined || fieldErrorsOf(failure).length > 0
      ? null
      : otherErrorsOf(failure) || i18n._(describeApiError(isApiError(failure) ? failure.code : "network"));

  const errorOf = (name: FieldName) => {
    const error: FieldError | undefined = formState.errors[name];
    return error?.type === SERVER_TEXT ? error.message : fieldErrorText(i18n, error);
  };

  const toLogin = () => navigate(loginPath);

  if (state === "done") {
    return (
      <AuthLayout title={t({ id: "portal.reset.sentTitle", message: "Check your email" })} titleRef={sentRef}>
        <Alert tone="success">
          {t({
            id: "portal.reset.sent",
            message: "We have sent you an email with the steps to choose a new password. It may take a few minutes to arrive.",
          })}
        </Alert>
        <div className="ov-auth__submit">
          <Button onClick={toLogin}>{t({ id: "portal.reset.toLogin", message: "Go to log in" })}</Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t({ id: "portal.area.passwordReset", message: "Password recovery" })} titleRef={titleRef}>
      <p className="ov-auth__intro">
        {t({
          id: "portal.reset.intro",
          message: "Write your tax id and the email of your online office. We will send you an email to choose a new password.",
        })}
      </p>
      {notice && (
        <RetryFailure error={failure} retry={{ label: t({ id: "portal.retry", message: "Try again" }), onClick: () => void store.retry() }}>
          {notice}
        </RetryFailure>
      )}
      <form
        ref={formRef}
        noValidate
        className="ov-portal__form"
        onSubmit={(event) => void handleSubmit((values) => void submit(values))(event)}
      >
        <TextField
          label={t({ id: "portal.reset.nif", message: "Tax id (DNI, NIE or NIF)" })}
          autoComplete="username"
          required
          error={errorOf("nif")}
          // spec §5 Tax id: "upper-cased on blur".
          {...register(
            "nif",
            upperCaseOnBlur((value) => setValue("nif", value, { shouldValidate: formState.isSubmitted })),
          )}
        />
        <TextField
          label={t({ id: "portal.reset.email", message: "Email" })}
          type="email"
          autoComplete="email"
          required
          error={errorOf("email")}
          {...register("email")}
        />
        <div className="ov-auth__submit">
          <Button type="submit" loading={state === "sending"}>
            {t({ id: "portal.reset.submit", message: "Send" })}
          </Button>
        </div>
      </form>
      <ul className="ov-auth__links">
        <li>
          <PortalLink to={loginPath}>{t({ id: "portal.reset.back", message: "Back to log in" })}</PortalLink>
        </li>
      </ul>
    </AuthLayout>
  );
}
