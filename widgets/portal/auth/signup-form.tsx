import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { describeApiError } from "../../../src/api/error-messages";
import { isApiError } from "../../../src/api/errors";
import { confirmSignup, type SignupForm } from "../../../src/api/session";
import {
  CUPS_END_LENGTH,
  EMPTY_SIGNUP,
  parseSignupDraft,
  serializeSignupDraft,
  SIGNUP_DRAFT_DELAY_MS,
  SIGNUP_DRAFT_KEY,
  signupMessageIds,
  signupRequest,
  signupSchema,
  type SignupOptions,
  type SignupValues,
} from "../../../src/domain/portal/signup";
import { pathOf } from "../../../src/domain/portal/routes";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { useApi, useSettings } from "../../../src/runtime/widget-context";
import { SendRefused, useMutation } from "../../../src/state/mutation";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { Checkbox } from "../../../src/ui/checkbox";
import { ServerHtml } from "../../../src/ui/server-html";
import { TextField } from "../../../src/ui/text-field";
import { PortalLink } from "../shared/portal-link";
import { GroupBlocks } from "../shared/server-blocks";
import { upperCaseOnBlur } from "./tax-id-blur";
import { useScreenTitleFocus } from "../shell/router";
import { AuthLayout } from "./auth-layout";

const MESSAGES: Record<string, MessageDescriptor> = {
  [signupMessageIds.emailsDiffer]: msg({ id: "portal.signup.emailsDiffer", message: "The two emails are not the same." }),
  [signupMessageIds.mustAccept]: msg({
    id: "portal.signup.mustAccept",
    message: "Accept the conditions and the data protection policy to sign up.",
  }),
  [signupMessageIds.cupsEnd]: msg({ id: "portal.signup.cupsEndInvalid", message: "Write the last 6 letters and digits of the CUPS." }),
};

function errorText(i18n: I18n, error: { message?: string; type?: unknown } | undefined): string | undefined {
  if (!error) return undefined;
  const own = MESSAGES[error.message ?? ""];
  return own ? i18n._(own) : fieldErrorText(i18n, error);
}

/** The draft store: session storage, which a private window may refuse (then there is no draft). */
const draftStore = {
  read(): SignupValues | null {
    try {
      return parseSignupDraft(sessionStorage.getItem(SIGNUP_DRAFT_KEY));
    } catch {
      return null;
    }
  },
  write(values: SignupValues) {
    try {
      sessionStorage.setItem(SIGNUP_DRAFT_KEY, serializeSignupDraft(values));
    } catch {
      // No storage: the form still works, only the draft is not kept.
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(SIGNUP_DRAFT_KEY);
    } catch {
      // Nothing stored.
    }
  },
};

type Outcome = { kind: "rejected"; errors: string[] } | { kind: "failed"; message: string } | null;

/** calls §7.2: a sign-up answered with `render.errors`: refused, in the server's words (no retry). */
class SignupRejected extends SendRefused {
  constructor(readonly errors: string[]) {
    super(`sign-up refused: ${errors.join("; ")}`);
  }
}

/**
 * spec §2 "Sign-up (activation)": tax id, contract number, optional invoice number, email and its
 * repeat, optional phone, the acceptance checkbox and the link back to login; the server's body on
 * success; extra HTML of group Signup; optionally the last 6 characters of the CUPS. Field values are
 * saved 1 s after the last change and come back when the screen opens again (spec §3 Sign-up draft).
 * calls §8.2: "server render.errors listed; generic 'error when signing up'"; the form is kept.
 */
export function SignupFormView() {
  const loginPath = pathOf("login");
  const { t, i18n } = useLingui();
  const api = useApi();
  const signUp = useSettings((settings) => settings.signUp);
  const links = useSettings((settings) => settings.links);
  const options: SignupOptions = {
    invoiceNumberField: signUp.invoiceNumberField,
    phoneField: signUp.phoneField,
    cupsQuestion: signUp.cupsQuestion,
  };
  const [initial] = useState<SignupValues>(() => draftStore.read() ?? EMPTY_SIGNUP);
  // The rules for the values typed so far (the repeated email is checked against the email).
  const resolver: Resolver<SignupValues> = (values, context, resolverOptions) =>
    valibotFormResolver(signupSchema(values, options))(values, context, resolverOptions);
  // spec §5: errors after the first submit, then on every change; an email re-checks its repeat (`deps`).
  const { register, handleSubmit, formState, setValue, subscribe } = useForm<SignupValues>({
    defaultValues: initial,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { store, snap } = useMutation(
    async (valid: SignupValues, signal) => {
      // The body adds the CUPS end when asked: a field the calls document does not name.
      const request: SignupForm = signupRequest(valid, options);
      const answer = await confirmSignup(api, request, signal);
      const errors = (answer.result.render.errors ?? []).filter((error) => error.trim() !== "");
      if (errors.length > 0) throw new SignupRejected(errors);
      return answer.result.render.body ?? "";
      // Once signed up (a send or its Try again), the draft goes.
    },
    { onDone: () => draftStore.clear() },
  );
  const busy = snap.phase === "sending";
  const failure = snap.error?.cause;
  const outcome: Outcome =
    failure === undefined
      ? null
      : failure instanceof SignupRejected
        ? { kind: "rejected", errors: failure.errors }
        : { kind: "failed", message: i18n._(describeApiError(isApiError(failure) ? failure.code : "network")) };
  const body = snap.phase === "done" ? (snap.result ?? "") : null;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const done = body !== null;

  useScreenTitleFocus(titleRef);
  useLayoutEffect(() => {
    if (failure !== undefined) outcomeRef.current?.focus();
  }, [failure]);
  useLayoutEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  // spec §2: "Field values are saved to a store 1 second after the last change" (spec §9: 1 s): each
  // change restarts the wait; once signed up nothing more is saved (the draft was cleared).
  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer);
        timer = setTimeout(() => draftStore.write(values), SIGNUP_DRAFT_DELAY_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [subscribe, done]);

  const submit = (valid: SignupValues) => store.send(valid);

  const toLogin = <PortalLink to={loginPath}>{t({ id: "portal.signup.back", message: "Back to log in" })}</PortalLink>;

  if (done) {
    return (
      <AuthLayout title={t({ id: "portal.signup.doneTitle", message: "Sign-up requested" })} titleRef={doneRef}>
        {/* calls §7.2: "body shown on success", sanitised (docs/architecture.md "Quality bars": server HTML through DOMPurify). */}
        {body ? (
          <ServerHtml html={body} className="ov-portal__block" />
        ) : (
          <p>{t({ id: "portal.signup.doneFallback", message: "We have sent you an email to activate your user." })}</p>
        )}
        <ul className="ov-auth__links">
          <li>{toLogin}</li>
        </ul>
      </AuthLayout>
    );
  }

  const link = (href: string, text: ReactNode) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    );
  const conditions = link(links.conditions, t({ id: "portal.signup.conditions", message: "conditions of the online office" }));
  const gdpr = link(links.gdpr, t({ id: "portal.signup.gdpr", message: "data protection policy" }));

  return (
    <AuthLayout
      title={t({ id: "portal.signup.title", message: "Sign up to the online office" })}
      titleRef={titleRef}
      wide
      aside={<GroupBlocks group="Signup" />}
    >
      <p className="ov-auth__intro">
        {t({ id: "portal.signup.intro", message: "You need the contract number of one of your supplies: it is on any invoice." })}
      </p>
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1}>
          {outcome.kind === "rejected" ? (
            <Alert tone="error" title={t({ id: "portal.signup.rejected", message: "You cannot sign up" })}>
              <ul className="ov-auth__errors">
                {outcome.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </Alert>
          ) : (
            <Alert
              tone="error"
              title={t({ id: "portal.signup.failed", message: "An error occurred when signing up" })}
              action={{
                label: t({ id: "portal.retry", message: "Try again" }),
                onClick: () => void store.retry(),
              }}
            >
              {outcome.message}
            </Alert>
          )}
        </div>
      )}
      <form noValidate className="ov-portal__form" onSubmit={(event) => void handleSubmit((valid) => void submit(valid))(event)}>
        <TextField
          label={t({ id: "portal.signup.nif", message: "Tax id (DNI, NIE or NIF)" })}
          autoComplete="username"
          required
          error={errorText(i18n, formState.errors.nif)}
          // spec §5 Tax id: "upper-cased on blur".
          {...register(
            "nif",
            upperCaseOnBlur((value) => setValue("nif", value, { shouldValidate: formState.isSubmitted })),
          )}
        />
        <TextField
          label={t({ id: "portal.signup.contract", message: "Contract number" })}
          inputMode="numeric"
          required
          error={errorText(i18n, formState.errors.contract)}
          {...register("contract")}
        />
        {options.invoiceNumberField && (
          <TextField
            label={t({ id: "portal.signup.invoiceNumber", message: "Number of one of your invoices" })}
            required
            error={errorText(i18n, formState.errors.invoiceNumber)}
            {...register("invoiceNumber")}
          />
        )}
        {options.cupsQuestion && (
          <TextField
            label={t({ id: "portal.signup.cupsEnd", message: "Last 6 characters of the CUPS" })}
            hint={t({ id: "portal.signup.cupsEndHint", message: "The CUPS identifies your supply point; it is on your invoice." })}
            maxLength={CUPS_END_LENGTH}
            autoCapitalize="characters"
            required
            error={errorText(i18n, formState.errors.cupsEnd)}
            {...register("cupsEnd")}
          />
        )}
        <TextField
          label={t({ id: "portal.signup.email", message: "Email" })}
          type="email"
          autoComplete="email"
          required
          error={errorText(i18n, formState.errors.email)}
          {...register("email", { deps: "email2" })}
        />
        <TextField
          label={t({ id: "portal.signup.email2", message: "Repeat the email" })}
          type="email"
          autoComplete="email"
          required
          error={errorText(i18n, formState.errors.email2)}
          {...register("email2")}
        />
        {options.phoneField && (
          <TextField
            label={t({ id: "portal.signup.phone", message: "Mobile phone" })}
            type="tel"
            autoComplete="tel"
            required
            error={errorText(i18n, formState.errors.phone)}
            {...register("phone")}
          />
        )}
        <Checkbox
          label={
            <Trans id="portal.signup.accept">
              I accept the {conditions} and the {gdpr}
            </Trans>
          }
          required
          error={errorText(i18n, formState.errors.acceptConditionsAndGdpr)}
          {...register("acceptConditionsAndGdpr")}
        />
        <div className="ov-auth__submit">
          <Button type="submit" loading={busy}>
            {t({ id: "portal.signup.submit", message: "Sign up" })}
          </Button>
        </div>
      </form>
      <ul className="ov-auth__links">
        <li>{toLogin}</li>
      </ul>
    </AuthLayout>
  );
}
