import { Trans } from "@lingui/react/macro";
import { Lazy, retryableChunk } from "../../src/element/retryable-chunk";
import { UI_PARTS_AREA } from "../../src/i18n/catalogs";
import { useCatalogArea } from "../../src/runtime/use-catalog-area";
import { useLoginUrl, useRequestLogin, useSession } from "../../src/runtime/widget-context";
import { Skeleton } from "../../src/ui/skeleton";

const alertsPanel = retryableChunk(() => import("./alerts-panel").then((module) => module.AlertsPanel));

/**
 * Price alerts on wholesale-market products (spec §2 "Price alerts"). Needs a session; it follows the
 * page's session store, so a login in `<ov-portal>` or `OvWidgets.setToken` shows the alerts at once.
 */
export function PriceAlerts() {
  const token = useSession((session) => session.token);
  return (
    <section className="ov-price-alerts" part="price-alerts" aria-labelledby="ov-price-alerts-title">
      <h2 id="ov-price-alerts-title" className="ov-price-alerts__title">
        <Trans id="priceAlerts.title">Price alerts</Trans>
      </h2>
      {/* A new token (another customer) starts from scratch: nothing of the previous one stays. */}
      {token ? <AlertsPanelWithTexts key={token} /> : <SignInPrompt />}
    </section>
  );
}

/**
 * No session: the prompt links to the tag's login address (see `useLoginUrl`; an `<ov-portal>` on the
 * page provides its login route). The click first asks the page with `ov-login-required`: the portal
 * (or the host page) may open its login itself, without a page load.
 */
function SignInPrompt() {
  const href = useLoginUrl();
  const askLogin = useRequestLogin();
  return (
    <div className="ov-price-alerts__signin">
      <p>
        <Trans id="priceAlerts.signIn.text">Sign in to see and set alerts on market prices.</Trans>
      </p>
      {href && (
        <a
          className="ov-button ov-button--primary ov-button--medium"
          href={href}
          onClick={(event) => {
            if (!askLogin()) event.preventDefault();
          }}
        >
          <Trans id="priceAlerts.signIn.link">Sign in</Trans>
        </a>
      )}
    </div>
  );
}

/** The alerts panel once its chunk and the UI kit texts of its table (the `ui-parts` area) are loaded. */
function AlertsPanelWithTexts() {
  const texts = useCatalogArea(UI_PARTS_AREA);
  const placeholder = <Skeleton lines={3} />;
  return texts ? (
    <Lazy chunk={alertsPanel} fallback={placeholder}>
      {(AlertsPanel) => <AlertsPanel />}
    </Lazy>
  ) : (
    placeholder
  );
}

/**
 * The tag's component. Its one attribute, `login-url`, is read by the element wrapper into the tag's
 * configuration, above `<ov-context login-url>` and `configure({ loginUrl })` (see `useLoginUrl`).
 */
export function OvPriceAlerts() {
  return <PriceAlerts />;
}
