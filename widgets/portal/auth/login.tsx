import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import * as v from "valibot";
import { isApiError } from "../../../src/api/errors";
import { login } from "../../../src/api/session";
import { validationMessageIds } from "../../../src/domain/validation/schemas";
import { Lazy, retryableChunk } from "../../../src/element/retryable-chunk";
import { useSchemaForm } from "../../../src/forms/use-schema-form";
import { useMutation } from "../../../src/state/mutation";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { decodeClaims } from "../../../src/runtime/session";
import { whenPublicSettingsKnown } from "../../../src/runtime/settings";
import { afterLogin, matchRoute, pathOf } from "../../../src/domain/portal/routes";
import { safeHttpUrl } from "../../../src/domain/safe-url";
import { useApi, useEmit, useRuntime, useSession, useSettings } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Button } from "../../../src/ui/button";
import { TextField } from "../../../src/ui/text-field";
import { PortalLink } from "../shared/portal-link";
import { useFirstScreenDrawn, usePortalHref, usePortalNavigate, usePortalRoute, useScreenTitleFocus } from "../shell/router";
import { startOpenIdLogin } from "../shell/session";
import { useAdBlockDetected } from "./adblock";
import { AuthLayout } from "./auth-layout";

// The server's blocks need the sanitiser (DOMPurify): loaded with them, once the login has been drawn.
const groupBlocks = retryableChunk(() => import("../shared/server-blocks").then((module) => module.GroupBlocks));

const required = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== "", validationMessageIds.required),
);
const LoginSchema = v.object({ user: required, password: required });
type Credentials = v.InferOutput<typeof LoginSchema>;
const EMPTY_CREDENTIALS: Credentials = { user: "", password: "" };

/**
 * spec §2 Login: user and password, log in, the reset-password link and the sign-up link when sign-up is
 * enabled. A wrong password or a failed call is said at the top of the form, which keeps what was typed.
 */
export function LoginScreen() {
  const { t, i18n } = useLingui();
  const navigate = usePortalNavigate();
  const href = usePortalHref();
  const { query } = usePortalRoute();
  const settings = useSettings((all) => all);
  // spec §2 Login: "changePassword" when the server says the password must change, else where the visit was going.
  const runtime = useRuntime();
  // The settings of the moment: a login sent before they answered waits for them (submit below).
  const onLoggedIn = (changePassword: boolean) =>
    navigate(changePassword ? pathOf("changePassword") : afterLogin(query, runtime.settings.getState().settings));
  const signupPath = matchRoute(pathOf("signup"), settings) ? pathOf("signup") : null;
  const resetPath = pathOf("passwordReset");
  // spec §2 Login: "get help" (the contact page).
  const helpPath = pathOf("contact");
  // spec §2 Login: "exit" leaves the online office for the partner's site, `links.exit`; hidden without one.
  const exitUrl = safeHttpUrl(settings.links.exit);
  // Single sign-on is on and its button shows: leaves for the identity provider.
  const onOpenId = settings.features.oidc ? () => startOpenIdLogin(settings, href, query) : null;
  // Only single sign-on: the user and password form is not offered (spec §2: default login not allowed).
  const passwordLogin = !settings.features.oidc || settings.oidc.allowDefaultLogin;
  const api = useApi();
  const emit = useEmit();
  const signIn = useSession((session) => session.signIn);
  // Errors show after the first Log in, then follow every change; the first field in error gets the focus.
  // useSchemaForm, not react-hook-form: react-hook-form would break this tag's first-load budget (the
  // figures are in useSchemaForm's doc). The other auth forms keep react-hook-form.
  const form = useSchemaForm<Credentials, Credentials>(EMPTY_CREDENTIALS, () => LoginSchema);
  // The login sends through the one mutation primitive (src/state/mutation.ts): one send at a time (Log in
  // in loading ignores clicks and a field's Enter), aborted when the portal goes away, what was typed
  // kept, a failure said with the catalogue's message and Try again sending the same credentials.
  const { store, snap } = useMutation(
    async (credentials: Credentials, callSignal) => {
      const answer = await login(api, { user: credentials.user.trim(), password: credentials.password }, callSignal);
      // Where the visit goes on is a path the public settings must enable (afterLogin), and the login draws
      // before they have answered (shell/session.ts useSessionStart): a visitor quicker than them waits
      // here, signed in with the page's next screen, as when they have answered.
      await whenPublicSettingsKnown(runtime.settings);
      return answer;
    },
    {
      onDone: (answer) => {
        signIn(answer.token, { source: "credentials" });
        const claims = decodeClaims(answer.token);
        emit("ov-login", { userId: claims.userId, readonly: claims.readonly });
        onLoggedIn(answer.change_password === true);
      },
    },
  );
  // Single sign-on that cannot start is said above the form, as a failed sign-in is.
  const [oidcFailure, setOidcFailure] = useState<string | null>(null);
  const adBlocked = useAdBlockDetected();
  const blocksShown = useFirstScreenDrawn();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useScreenTitleFocus(titleRef);

  const failed = snap.error?.cause;
  const refused = isApiError(failed) && (failed.status === 401 || failed.status === 400 || failed.status === 403);
  // A new send clears the last failure (the primitive's state); single sign-on's own failure is the screen's.
  const submit = (credentials: Credentials) => {
    setOidcFailure(null);
    void store.send(credentials);
  };

  const link = (to: string, label: string) => <PortalLink to={to}>{label}</PortalLink>;

  return (
    <AuthLayout
      title={t({ id: "portal.login.title", message: "Log in to your online office" })}
      titleRef={titleRef}
      // The server's welcome or maintenance text, beside the card.
      aside={blocksShown && <Lazy chunk={groupBlocks}>{(GroupBlocks) => <GroupBlocks group="Login" />}</Lazy>}
    >
      {refused && (
        <RetryFailure error={failed}>{t({ id: "portal.login.wrong", message: "The user or the password is not correct." })}</RetryFailure>
      )}
      {failed !== undefined && !refused && (
        <RetryFailure error={failed} retry={{ label: t({ id: "portal.retry", message: "Try again" }), onClick: () => void store.retry() }} />
      )}
      {oidcFailure && <RetryFailure error={oidcFailure}>{oidcFailure}</RetryFailure>}
      {adBlocked && (
        <Alert tone="warning">
          {t({
            id: "portal.login.adblock",
            message: "An ad blocker seems to be on. If the online office does not work as it should, turn it off for this site.",
          })}
        </Alert>
      )}
      {onOpenId && (
        <div className="ov-actions">
          <Button
            variant={passwordLogin ? "secondary" : "primary"}
            onClick={() => {
              if (!onOpenId()) setOidcFailure(t({ id: "portal.login.oidcUnavailable", message: "Single sign-on is not available right now." }));
            }}
          >
            {t({ id: "portal.login.oidc", message: "Log in with single sign-on" })}
          </Button>
        </div>
      )}
      {passwordLogin && (
        <form noValidate className="ov-portal__form" onSubmit={form.handleSubmit(submit)}>
          <TextField
            label={t({ id: "portal.login.user", message: "User (tax id)" })}
            autoComplete="username"
            required
            error={fieldErrorText(i18n, form.errors.user)}
            {...form.field("user")}
          />
          <TextField
            label={t({ id: "portal.login.password", message: "Password" })}
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrorText(i18n, form.errors.password)}
            {...form.field("password")}
          />
          <div className="ov-auth__submit">
            <Button type="submit" loading={snap.phase === "sending"}>
              {t({ id: "portal.login.submit", message: "Log in" })}
            </Button>
          </div>
        </form>
      )}
      <ul className="ov-auth__links">
        <li>{link(resetPath, t({ id: "portal.login.reset", message: "I forgot my password" }))}</li>
        {signupPath && (
          <li className="ov-auth__signup">{link(signupPath, t({ id: "portal.login.signup", message: "Sign up to the online office" }))}</li>
        )}
        <li className="ov-auth__help">{link(helpPath, t({ id: "portal.login.help", message: "Get help" }))}</li>
      </ul>
      {exitUrl && (
        <div className="ov-actions ov-auth__exit">
          <Button variant="text" onClick={() => window.location.assign(exitUrl)}>
            {t({ id: "portal.login.exit", message: "Exit" })}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
