import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ErrorInfo } from "react";
import { useStore } from "zustand";
import { emit } from "../events/catalogue";
import { FULL_LOCALE, type Locale } from "../i18n/locales";
import { sanitizeConfigInput } from "../runtime/config";
import type { Runtime } from "../runtime/runtime";
import { sessionHostRank } from "../runtime/session-ui";
import { WidgetContext, type WidgetContextValue } from "../runtime/widget-context";
import { WidgetErrorBoundary } from "./error-boundary";
import { Lazy, retryableChunk } from "./retryable-chunk";

// Loaded when a session expires: its code stays out of the runtime chunk every page downloads
// (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs).
const sessionDialogHost = retryableChunk(() => import("../runtime/session-dialog-host").then((module) => module.SessionDialogHost));

export interface WidgetRootProps {
  runtime: Runtime;
  host: HTMLElement;
  tag: string;
  component: ComponentType<Record<string, unknown>>;
  /** The tag's catalog area(s) (`locales/<locale>/<area>.po`), loaded with the core catalog. */
  catalog?: string | readonly string[];
  /** Areas loaded with `catalog` whose failure the tag shows without (define-widget.tsx `partAreas`). */
  partCatalog?: readonly string[];
  /** The tag's props as parsed from attributes and properties. */
  props: Record<string, unknown>;
}

/** The page-wide values this tag depends on; re-rendering when any of them changes. */
function useRuntimeVersion(runtime: Runtime): string {
  const subscribe = (notify: () => void) => {
    const a = runtime.config.subscribe(notify);
    const b = runtime.settings.subscribe(notify);
    return () => {
      a();
      b();
    };
  };
  // The tuple is turned into a string so that useSyncExternalStore sees a stable snapshot.
  const snapshot = () => {
    const { config } = runtime;
    const settings = runtime.settings.getState().settings.language;
    return JSON.stringify([
      config.getState().configured.lang,
      config.getState().context,
      settings,
      config.getState().configured.languages,
      config.getState().configured.theme,
    ]);
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Everything a tag's React tree stands on: runtime context, the tag's language (its catalog loaded
 * before the first paint of text), theme, and the error boundary with retry.
 */
export function WidgetRoot({ runtime, host, tag, component: Widget, props, catalog, partCatalog }: WidgetRootProps) {
  const runtimeVersion = useRuntimeVersion(runtime);
  const tagInput = useMemo(
    () =>
      sanitizeConfigInput(
        {
          lang: props.lang ?? undefined,
          apiBase: props.apiBase ?? undefined,
          theme: props.theme ?? undefined,
          // Only tags that declare a `loginUrl` prop have one (`<ov-price-alerts login-url>`).
          loginUrl: props.loginUrl ?? undefined,
        },
        `<${tag}>`,
      ),
    [props.lang, props.apiBase, props.theme, props.loginUrl, tag],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runtimeVersion stands for the page-wide inputs
  const wanted = useMemo(() => runtime.localeFor(tagInput.lang), [runtime, tagInput.lang, runtimeVersion]);
  const [shown, setShown] = useState<Locale | null>(() => (runtime.i18n.peek(wanted, catalog) ? wanted : null));
  const [catalogError, setCatalogError] = useState<unknown>(null);
  const [catalogAttempt, setCatalogAttempt] = useState(0);

  useLayoutEffect(() => {
    if (wanted === shown) return;
    let live = true;
    // The previous language stays on screen until the new catalog has arrived: no blank flash.
    const part = partCatalog?.length
      ? runtime.i18n.load(wanted, partCatalog).catch((error: unknown) => {
          // Shown without them: the part that needs them loads them again, or shows the tag's texts.
          runtime.report(error, { kind: "catalog-load", tag, locale: wanted, areas: partCatalog });
        })
      : undefined;
    Promise.all([runtime.i18n.load(wanted, catalog), part]).then(
      () => live && setShown(wanted),
      (error: unknown) => {
        if (!live) return;
        setCatalogError(error);
        runtime.report(error, { kind: "catalog-load", tag, locale: wanted });
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, wanted, shown, tag, catalog, partCatalog, catalogAttempt]);

  // Calls carry the language the tag asks for; the page-wide cache is shared by every client.
  const api = useMemo(() => runtime.apiFor({ apiBase: tagInput.apiBase }, () => wanted), [runtime, tagInput.apiBase, wanted]);

  // Theme: tag attribute > <ov-context> > configure(); reflected on the host for :host([data-ov-theme]).
  const theme = runtime.resolve(tagInput).theme;
  useEffect(() => {
    if (theme) host.setAttribute("data-ov-theme", theme);
    else host.removeAttribute("data-ov-theme");
  }, [host, theme]);

  // spec §4 Session: every tag that can host the session-expired dialog joins the election when it
  // mounts (first connected wins among equal ranks); the host's code loads once a session expires.
  useEffect(() => {
    const rank = sessionHostRank(tag);
    if (rank === null) return;
    return runtime.sessionUi.getState().join({ host, rank });
  }, [runtime, host, tag]);
  const expired = useStore(runtime.session, (state) => state.expired);

  const i18n = shown ? runtime.i18n.peek(shown, catalog) : null;
  const ready = i18n !== null;
  useEffect(() => {
    // Once per mount, when the first text can be shown: hosts may wait for it before measuring.
    if (ready) emit(host, "ov-ready", { tag });
  }, [ready, host, tag]);
  const context = useMemo<WidgetContextValue>(
    () => ({ runtime, host, tag, api, locale: shown ?? wanted, config: tagInput }),
    [runtime, host, tag, api, shown, wanted, tagInput],
  );

  // The boundary below tells the page (ov-error, kind "render" or "chunk").
  const onError = (error: unknown, info: ErrorInfo) =>
    runtime.report(error, { kind: "render-crash", tag, componentStack: info.componentStack ?? "" });

  const retryCatalog = () => {
    setCatalogError(null);
    setCatalogAttempt((n) => n + 1);
  };
  // Issue 37 item 6: the texts that could not be downloaded are a failure the visitor sees (below).
  useEffect(() => {
    if (catalogError && !i18n) emit(host, "ov-error", { tag, kind: "chunk", retry: retryCatalog });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure; the retry only sets state
  }, [catalogError]);

  if (!i18n) {
    if (catalogError) {
      return (
        <div className="ov-root" part="root" role="alert">
          {/* No catalog could be loaded, so no translation exists to show: English is the only text available. */}
          <p>{CATALOG_FAILED_TEXT}</p>
          <button type="button" className="ov-button ov-button--secondary" onClick={retryCatalog}>
            {RETRY_TEXT}
          </button>
        </div>
      );
    }
    return <div className="ov-root ov-root--loading" part="root" aria-busy="true" />;
  }

  return (
    <WidgetContext.Provider value={context}>
      <I18nProvider i18n={i18n}>
        <div className="ov-root" part="root" lang={FULL_LOCALE[i18n.locale as Locale] ?? i18n.locale}>
          <WidgetErrorBoundary onError={onError} fallback={(retry) => <CrashNotice retry={retry} />}>
            <Widget {...props} />
          </WidgetErrorBoundary>
          {/* Beside the widget's boundary, not inside: a crashed widget still shows that the session expired. */}
          {expired && (
            <WidgetErrorBoundary silent onError={(error) => runtime.report(error, { kind: "session-dialog", tag })} fallback={() => null}>
              <Lazy chunk={sessionDialogHost}>
                {(SessionDialogHost) => <SessionDialogHost runtime={runtime} host={host} tagConfig={tagInput} />}
              </Lazy>
            </WidgetErrorBoundary>
          )}
        </div>
      </I18nProvider>
    </WidgetContext.Provider>
  );
}

const CATALOG_FAILED_TEXT = "This section could not load its texts. Check your connection and try again.";
const RETRY_TEXT = "Try again";

function CrashNotice({ retry }: { retry: () => void }) {
  return (
    <div className="ov-alert ov-alert--error" role="alert" part="error">
      <p>
        <Trans id="element.crash.message">Something went wrong in this section of the page.</Trans>
      </p>
      <button type="button" className="ov-button ov-button--secondary" onClick={retry}>
        <Trans id="element.crash.retry">Try again</Trans>
      </button>
    </div>
  );
}
