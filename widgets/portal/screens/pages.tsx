import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { formatDateTime } from "../../../src/i18n/format";
import { useLocale } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { version } from "../../version";

/** A page heading that takes focus when the page appears (a new screen for screen-reader users). */
function PageTitle({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <h1 ref={ref} tabIndex={-1} className="ov-portal__title">
      {children}
    </h1>
  );
}

/** A private area of a later release: its route exists and says so (issue 8). */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <section className="ov-portal__page">
      <PageTitle>{title}</PageTitle>
      <Alert tone="info">{t({ id: "portal.placeholder", message: "This area of your online office arrives in a coming release." })}</Alert>
    </section>
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
  return (
    <section className="ov-portal__page">
      <PageTitle>{t({ id: "portal.maintenance.title", message: "We are improving the online office" })}</PageTitle>
      <p>{t({ id: "portal.maintenance.body", message: "The service is under maintenance. Please come back later." })}</p>
      {from && until && <p>{t({ id: "portal.maintenance.window", message: `Out of service from ${from} to ${until}.` })}</p>}
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
