import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { describeApiError } from "../../../src/api/error-messages";
import { isAborted, isApiError } from "../../../src/api/errors";
import { requestPasswordReset } from "../../../src/api/session";
import { EMPTY_PASSWORD_RESET, passwordResetSchema, type PasswordResetValues } from "../../../src/domain/portal/password";
import { useSchemaForm } from "../../../src/forms/use-schema-form";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { useAbortSignal, useApi } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { TextField } from "../../../src/ui/text-field";
import { pathOf } from "../../../src/domain/portal/routes";
import { PortalLink } from "../shared/portal-link";
import { usePortalNavigate } from "../shell/router";

type FieldName = keyof PasswordResetValues;
const FIELDS: readonly FieldName[] = ["nif", "email"];

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
  const form = useSchemaForm<PasswordResetValues, PasswordResetValues>(EMPTY_PASSWORD_RESET, () => passwordResetSchema);
  const [state, setState] = useState<"form" | "submitting" | "sent">("form");
  const [failure, setFailure] = useState<string | null>(null);
  // The server's field errors with the value they judged: editing the field clears its error.
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, { value: string; text: string }>>>({});
  const [lastSent, setLastSent] = useState<PasswordResetValues | null>(null);
  const [focusField, setFocusField] = useState<{ name: FieldName } | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLDivElement | null>>>({});

  useEffect(() => titleRef.current?.focus(), []);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (state === "sent") sentRef.current?.focus();
  }, [state]);
  useEffect(() => {
    if (focusField) fieldRefs.current[focusField.name]?.querySelector("input")?.focus();
  }, [focusField]);

  const submit = async (values: PasswordResetValues) => {
    setLastSent(values);
    setState("submitting");
    setFailure(null);
    setServerErrors({});
    try {
      await requestPasswordReset(api, { email: values.email, nif: values.nif }, signal);
      setState("sent");
    } catch (error) {
      if (isAborted(error)) return;
      setState("form");
      const fields = isApiError(error) && error.status === 400 ? error.fields : {};
      const atFields: Partial<Record<FieldName, { value: string; text: string }>> = {};
      for (const name of FIELDS) {
        const text = fields[name]?.join(" ");
        if (text) atFields[name] = { value: form.values[name], text };
      }
      const first = FIELDS.find((name) => atFields[name]);
      if (first) {
        setServerErrors(atFields);
        setFocusField({ name: first });
        return;
      }
      // Errors of other keys (no field of this form to show them at) are said at the top, as the server wrote them.
      const others = Object.values(fields)
        .flat()
        .filter((text) => text.trim() !== "");
      setFailure(others.length > 0 ? others.join(" ") : i18n._(describeApiError(isApiError(error) ? error.code : "network")));
    }
  };

  const errorOf = (name: FieldName) => {
    const own = fieldErrorText(i18n, form.errors[name]);
    if (own) return own;
    const server = serverErrors[name];
    return server && server.value === form.values[name] ? server.text : undefined;
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
      {failure && (
        <div ref={failureRef} tabIndex={-1}>
          <Alert
            tone="error"
            action={{
              label: t({ id: "portal.retry", message: "Try again" }),
              onClick: () => {
                if (lastSent) void submit(lastSent);
              },
            }}
          >
            {failure}
          </Alert>
        </div>
      )}
      <form noValidate className="ov-portal__form" onSubmit={form.handleSubmit((values) => void submit(values))}>
        <div ref={(node) => void (fieldRefs.current.nif = node)}>
          <TextField
            label={t({ id: "portal.reset.nif", message: "Tax id (DNI, NIE or NIF)" })}
            autoComplete="username"
            required
            error={errorOf("nif")}
            {...form.field("nif", { onBlur: (value) => form.setValue("nif", value.trim().toUpperCase()) })}
          />
        </div>
        <div ref={(node) => void (fieldRefs.current.email = node)}>
          <TextField
            label={t({ id: "portal.reset.email", message: "Email" })}
            type="email"
            autoComplete="email"
            required
            error={errorOf("email")}
            {...form.field("email")}
          />
        </div>
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
