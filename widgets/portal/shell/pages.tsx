import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { formatDateTime } from "../../../src/i18n/format";
import { useLocale } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { version } from "../../version";
import { useScreenTitleFocus } from "./router";

/** A page heading that takes focus when the page appears (a new screen for screen-reader users). */
export function PageTitle({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useScreenTitleFocus(ref, children);
  return (
    <h1 ref={ref} tabIndex={-1} className="ov-portal__title">
      {children}
    </h1>
  );
}

/** spec §2 Other: 404 not found. */
export function NotFoundPage({ onHome }: { onHome: () => void }) {
  const { t } = useLingui();
  return (
    <section className="ov-portal__page">
      <PageTitle>{t({ id: "portal.notFound.title", message: "Page not found" })}</PageTitle>
      <p>{t({ id: "portal.notFound.body", message: "The address does not match any page of your online office." })}</p>
      <Button onClick={onHome}>{t({ id: "portal.notFound.home", message: "Go to the start" })}</Button>
    </section>
  );
}

/** spec §2 Other: "503 maintenance (with out-of-service start and end)". */
export function MaintenancePage({ start, end }: { start: string | null; end: string | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const from = start ? formatDateTime(start, locale) : "";
  const until = end ? formatDateTime(end, locale) : "";
  const code = "503";
  return (
    <section className="ov-portal__page">
      <PageTitle>{t({ id: "portal.maintenance.title", message: "We are improving the online office" })}</PageTitle>
      <p>{t({ id: "portal.maintenance.body", message: "The service is under maintenance. Please come back later." })}</p>
      {from && until && <p>{t({ id: "portal.maintenance.window", message: `Out of service from ${from} to ${until}.` })}</p>}
      <p className="ov-portal__error-code">{t({ id: "portal.error.code", message: `Error code ${code}` })}</p>
      <div className="ov-actions">
        <Button onClick={() => window.location.reload()}>{t({ id: "portal.error.refresh", message: "Refresh the page" })}</Button>
      </div>
    </section>
  );
}

/** spec §2: the version page. */
export function VersionPage() {
  const { t } = useLingui();
  return (
    <section className="ov-portal__page">
      <PageTitle>{t({ id: "portal.version.title", message: "Version" })}</PageTitle>
      <p>
        <code>{version}</code>
      </p>
    </section>
  );
}

/** The page-level errors of spec §8.1 "Error page by status" other than 404 and 503 (their own pages). */
export type ErrorPageStatus = 401 | 403 | 500 | 504 | 505;

/**
 * spec §8.1: "500 crash, 504 nonce not present, 505 client id or secret incorrect, 401 and 403
 * authorization error with a continue button; 500 and 503 offer refresh; message shows error code plus number".
 */
export function ErrorPage({ status, onContinue }: { status: ErrorPageStatus; onContinue: () => void }) {
  const { t } = useLingui();
  const texts: Record<ErrorPageStatus, { title: string; body: string }> = {
    401: {
      title: t({ id: "portal.error.auth.title", message: "We could not confirm who you are" }),
      body: t({ id: "portal.error.auth.body", message: "Your access could not be authorised. Continue to log in again." }),
    },
    403: {
      title: t({ id: "portal.error.auth.title", message: "We could not confirm who you are" }),
      body: t({ id: "portal.error.auth.body", message: "Your access could not be authorised. Continue to log in again." }),
    },
    500: {
      title: t({ id: "portal.error.crash.title", message: "Something went wrong" }),
      body: t({ id: "portal.error.crash.body", message: "The online office hit an unexpected error. Refresh the page to go on." }),
    },
    504: {
      title: t({ id: "portal.error.nonce.title", message: "The single sign-on could not be completed" }),
      body: t({ id: "portal.error.nonce.body", message: "The sign-on check was not found in this browser. Start the login again." }),
    },
    505: {
      title: t({ id: "portal.error.client.title", message: "The access link is not valid" }),
      body: t({ id: "portal.error.client.body", message: "The client id or the secret of this link is not correct." }),
    },
  };
  const code = String(status);
  return (
    <section className="ov-portal__page">
      <PageTitle>{texts[status].title}</PageTitle>
      <p>{texts[status].body}</p>
      <p className="ov-portal__error-code">{t({ id: "portal.error.code", message: `Error code ${code}` })}</p>
      <div className="ov-actions">
        {status === 500 ? (
          <Button onClick={() => window.location.reload()}>{t({ id: "portal.error.refresh", message: "Refresh the page" })}</Button>
        ) : (
          <Button onClick={onContinue}>{t({ id: "portal.error.continue", message: "Continue" })}</Button>
        )}
      </div>
    </section>
  );
}
