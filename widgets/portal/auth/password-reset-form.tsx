import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { describeApiError } from "../../../src/api/error-messages";
import { isAborted, isApiError } from "../../../src/api/errors";
import { requestPasswordReset } from "../../../src/api/session";
import { EMPTY_PASSWORD_RESET, passwordResetSchema, type PasswordResetValues } from "../../../src/domain/portal/password";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { useAbortSignal, useApi } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { TextField } from "../../../src/ui/text-field";
import { pathOf } from "../../../src/domain/portal/routes";
import { PortalLink } from "../shared/portal-link";
import { usePortalNavigate, useScreenTitleFocus } from "../shell/router";
import { upperCaseOnBlur } from "./tax-id-blur";
import { useFocusField } from "./use-focus-field";
import { useSendFailure } from "./send-failure";

type FieldName = keyof PasswordResetValues;
const FIELDS: readonly FieldName[] = ["nif", "email"];
const resolver = valibotFormResolver(passwordResetSchema);

/** The kind of a field error the server wrote: shown as it comes, until the field's next check replaces it. */
const SERVER_TEXT = "server";

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
  const signal = useAbortSignal();
  // spec §5: errors after the first submit, then on every change.
  const { register, handleSubmit, formState, setValue, setError } = useForm<PasswordResetValues>({
    defaultValues: EMPTY_PASSWORD_RESET,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [state, setState] = useState<"form" | "submitting" | "sent">("form");
  const failure = useSendFailure<PasswordResetValues>();
  const { formRef, focusField } = useFocusField();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  useScreenTitleFocus(titleRef);
  // Focus moves before the paint (a layout effect): React runs a plain effect in a task after the commit,
  // and a keyboard user's key handled before it would go to the button that just left.
  useLayoutEffect(() => {
    if (state === "sent") sentRef.current?.focus();
  }, [state]);

  const submit = async (values: PasswordResetValues) => {
    failure.sending(values);
    setState("submitting");
    try {
      await requestPasswordReset(api, { email: values.email, nif: values.nif }, signal);
      setState("sent");
    } catch (error) {
      if (isAborted(error)) return;
      setState("form");
      const fields = isApiError(error) && error.status === 400 ? error.fields : {};
      const atFields = FIELDS.filter((name) => fields[name]?.join(" "));
      for (const name of atFields) setError(name, { type: SERVER_TEXT, message: fields[name]?.join(" ") });
      const first = atFields[0];
      if (first) {
        focusField(first);
        return;
      }
      // Errors of other keys (no field of this form to show them at) are said at the top, as the server wrote them.
      const others = Object.values(fields)
        .flat()
        .filter((text) => text.trim() !== "");
      failure.failed(others.length > 0 ? others.join(" ") : i18n._(describeApiError(isApiError(error) ? error.code : "network")));
    }
  };

  const errorOf = (name: FieldName) => {
    const error: FieldError | undefined = formState.errors[name];
    return error?.type === SERVER_TEXT ? error.message : fieldErrorText(i18n, error);
  };

  const toLogin = () => navigate(loginPath);

  if (state === "sent") {
    return (
      <section className="ov-portal__page ov-portal__narrow">
        <h1 ref={sentRef} tabIndex={-1} className="ov-portal__title">
          {t({ id: "portal.reset.sentTitle", message: "Check your email" })}
        </h1>
        <Alert tone="success">
          {t({
            id: "portal.reset.sent",
            message: "We have sent you an email with the steps to choose a new password. It may take a few minutes to arrive.",
          })}
        </Alert>
        <div className="ov-actions">
          <Button onClick={toLogin}>{t({ id: "portal.reset.toLogin", message: "Go to log in" })}</Button>
        </div>
      </section>
    );
  }

  return (
    <section className="ov-portal__page ov-portal__narrow">
      <h1 ref={titleRef} tabIndex={-1} className="ov-portal__title">
        {t({ id: "portal.area.passwordReset", message: "Password recovery" })}
      </h1>
      <p>
        {t({
          id: "portal.reset.intro",
          message: "Write your tax id and the email of your online office. We will send you an email to choose a new password.",
        })}
      </p>
      {failure.notice((values) => void submit(values))}
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
        <div className="ov-actions">
          <Button type="submit" loading={state === "submitting"}>
            {t({ id: "portal.reset.submit", message: "Send" })}
          </Button>
        </div>
      </form>
      <ul className="ov-portal__links">
        <li>
          <PortalLink to={loginPath}>{t({ id: "portal.reset.back", message: "Back to log in" })}</PortalLink>
        </li>
      </ul>
    </section>
  );
}
