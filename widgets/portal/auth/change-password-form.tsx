import type { I18n, MessageDescriptor } from "@lingui/core";
import { useSafeId } from "../../../src/ui/field";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { describeApiError } from "../../../src/api/error-messages";
import { isApiError } from "../../../src/api/errors";
import { changePassword } from "../../../src/api/session";
import {
  changePasswordSchema,
  EMPTY_CHANGE_PASSWORD,
  PASSWORD_MIN_LENGTH,
  passwordChecklist,
  passwordMessageIds,
  type ChangePasswordValues,
  type PasswordRule,
} from "../../../src/domain/portal/password";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { afterLogin } from "../../../src/domain/portal/routes";
import { useApi, useSession, useSettings } from "../../../src/runtime/widget-context";
import { SendRefused, useMutation } from "../../../src/state/mutation";
import { Button } from "../../../src/ui/button";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { CheckIcon, CloseIcon } from "../../../src/ui/icons";
import { usePortalNavigate, usePortalRoute, useScreenTitleFocus } from "../shell/router";
import { SecretField } from "./secret-field";
import { useFocusField } from "./use-focus-field";
import { AuthLayout } from "./auth-layout";

/** spec §5 Password change messages: "current password not correct; new and confirmation do not match; password not valid". */
const MESSAGES: Record<string, MessageDescriptor> = {
  [passwordMessageIds.currentWrong]: msg({ id: "portal.password.currentWrong", message: "The current password is not correct." }),
  [passwordMessageIds.mismatch]: msg({ id: "portal.password.mismatch", message: "The new password and its confirmation do not match." }),
  [passwordMessageIds.invalid]: msg({
    id: "portal.password.invalid",
    message: "The password is not valid: it needs every rule of the list.",
  }),
};

const RULE_LABELS: Record<PasswordRule, MessageDescriptor> = {
  lowercase: msg({ id: "portal.password.rule.lowercase", message: "A lowercase letter" }),
  uppercase: msg({ id: "portal.password.rule.uppercase", message: "An uppercase letter" }),
  digit: msg({ id: "portal.password.rule.digit", message: "A digit" }),
  symbol: msg({ id: "portal.password.rule.symbol", message: "A symbol (for example ! or %)" }),
};

/** A field's message: this screen's own ids, else the generic validation messages. */
function passwordErrorText(i18n: I18n, error: { message?: string; type?: unknown } | undefined): string | undefined {
  if (!error) return undefined;
  const own = MESSAGES[error.message ?? ""];
  return own ? i18n._(own) : fieldErrorText(i18n, error);
}

/** The rules for the values typed so far: the repeat is checked against the new password. */
const resolver: Resolver<ChangePasswordValues> = (values, context, options) =>
  valibotFormResolver(changePasswordSchema(values))(values, context, options);

/** The verdict of the server at a field; the field's next check (on its next change) replaces it. */
const SERVER_VERDICT = "server";

/** calls §7.2: an answer with status ERROR (and the server's word for why). */
class PasswordRefused extends SendRefused {
  constructor(readonly reason: string | undefined) {
    super(`password change refused: ${reason ?? "no reason"}`);
  }
}

/**
 * Where the server's answer belongs at a field: "password_invalid" under the new password, and calls
 * §8.2's "403 means current password invalid" under the current one (a read-only session's 403 is not).
 */
function verdictOf(error: unknown): { field: "current" | "password"; message: string } | null {
  if (error instanceof PasswordRefused && error.reason === "password_invalid")
    return { field: "password", message: passwordMessageIds.invalid };
  if (isApiError(error) && error.status === 403 && error.serverMessage !== "readonly_token")
    return { field: "current", message: passwordMessageIds.currentWrong };
  return null;
}

/**
 * spec §2 "Change password": current, new and repeat with show/hide toggles, a live checklist of four
 * rules, cancel and send. spec §5: errors shown after the first submit, then live. calls §8.2: a 403
 * means the current password is not correct (said under the current field); other failures a generic
 * message with a retry. What was typed stays.
 */
export function ChangePasswordForm() {
  const navigate = usePortalNavigate();
  const { query } = usePortalRoute();
  const settings = useSettings((all) => all);
  // Changed, with the new token stored: on to home or the saved path; Cancel goes back home.
  const onDone = () => navigate(afterLogin(query, settings));
  const onCancel = () => navigate("/");
  const { t, i18n } = useLingui();
  const api = useApi();
  const signIn = useSession((session) => session.signIn);
  // spec §5 Password change: "Live validation, errors shown after first submit": checked on the first
  // submit, then on every change; a new password re-checks its repeat too (`deps`).
  const { register, handleSubmit, formState, control, setError } = useForm<ChangePasswordValues>({
    defaultValues: EMPTY_CHANGE_PASSWORD,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const password = useWatch({ control, name: "password" });
  // calls §7.2: "status ERROR is a failure, otherwise a new token is returned and stored".
  const { formRef, focusField } = useFocusField();
  const { store, snap } = useMutation(
    async (values: ChangePasswordValues, signal) => {
      const answer = await changePassword(api, { current: values.current, password: values.password }, signal);
      if (answer.status === "ERROR") throw new PasswordRefused(answer.message);
      return answer;
    },
    {
      onDone: (answer) => {
        if (answer.token) signIn(answer.token, { source: "credentials" });
        onDone();
      },
      // The server's verdict on a field is said there (until the field changes), and the field focused.
      onFailed: (error) => {
        const verdict = verdictOf(error);
        if (!verdict) return;
        setError(verdict.field, { type: SERVER_VERDICT, message: verdict.message });
        focusField(verdict.field);
      },
    },
  );
  const busy = snap.phase === "sending";
  const titleRef = useRef<HTMLHeadingElement>(null);
  const checklistId = `ov-checklist${useSafeId()}`;

  useScreenTitleFocus(titleRef);

  const submit = (values: ChangePasswordValues) => store.send(values);

  const failure = snap.error?.cause;
  // Any other failure is said above the form with Try again, which sends what was sent.
  const notice =
    failure === undefined || verdictOf(failure)
      ? null
      : failure instanceof PasswordRefused
        ? t({ id: "portal.password.failed", message: "The password could not be changed. Please try again." })
        : i18n._(describeApiError(isApiError(failure) ? failure.code : "network"));

  const checklist = passwordChecklist(password);
  const min = PASSWORD_MIN_LENGTH;

  return (
    <AuthLayout title={t({ id: "portal.area.changePassword", message: "Change password" })} titleRef={titleRef}>
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
        <SecretField
          label={t({ id: "portal.password.current", message: "Current password" })}
          toggleLabel={t({ id: "portal.password.showCurrent", message: "Show the current password" })}
          autoComplete="current-password"
          required
          error={passwordErrorText(i18n, formState.errors.current)}
          {...register("current")}
        />
        <SecretField
          label={t({ id: "portal.password.new", message: "New password" })}
          toggleLabel={t({ id: "portal.password.showNew", message: "Show the new password" })}
          hint={t({ id: "portal.password.minLength", message: `At least ${min} characters, with:` })}
          autoComplete="new-password"
          required
          aria-describedby={checklistId}
          error={passwordErrorText(i18n, formState.errors.password)}
          {...register("password", { deps: "repeat" })}
        />
        {/* spec §2: "a live checklist of four rules"; each item says met or not met in words, not by colour only. */}
        <ul
          id={checklistId}
          className="ov-auth__checklist"
          aria-label={t({ id: "portal.password.rules", message: "Rules of the new password" })}
        >
          {checklist.map(({ rule, met }) => (
            <li key={rule} className={met ? "ov-auth__rule ov-auth__rule--met" : "ov-auth__rule"} data-rule={rule} data-met={met}>
              {met ? <CheckIcon className="ov-icon" aria-hidden="true" /> : <CloseIcon className="ov-icon" aria-hidden="true" />}
              <span>{i18n._(RULE_LABELS[rule])}</span>
              <span className="ov-visually-hidden">
                {met
                  ? t({ id: "portal.password.ruleMet", message: "(met)" })
                  : t({ id: "portal.password.ruleNotMet", message: "(not met)" })}
              </span>
            </li>
          ))}
        </ul>
        <SecretField
          label={t({ id: "portal.password.repeat", message: "Repeat the new password" })}
          toggleLabel={t({ id: "portal.password.showRepeat", message: "Show the repeated password" })}
          autoComplete="new-password"
          required
          error={passwordErrorText(i18n, formState.errors.repeat)}
          {...register("repeat")}
        />
        <div className="ov-auth__submit ov-auth__pair">
          <Button variant="secondary" onClick={onCancel}>
            {t({ id: "portal.password.cancel", message: "Cancel" })}
          </Button>
          <Button type="submit" loading={busy}>
            {t({ id: "portal.password.submit", message: "Change password" })}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
