import { useLingui } from "@lingui/react/macro";
import { createElement, useEffect, useState } from "react";
import { useLocale, useOptionalWidget } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Spinner } from "../../../src/ui/spinner";
import { TAG_LOADERS } from "../../registry";

/**
 * A public widget mounted at its portal route (issue 8): the tag itself, its chunk loaded on demand,
 * so the portal's shell carries none of the widgets' code. A tag whose issue has not landed says so.
 */
export function EmbeddedTag({ tag, attributes }: { tag: string; attributes: Record<string, string> }) {
  const { t } = useLingui();
  const locale = useLocale();
  // The portal's theme as resolved (its attribute, <ov-context> or configure(), reflected on its host by
  // the element wrapper): the tag inside takes it too, or a dark portal would show it in the light palette.
  const theme = useOptionalWidget()?.host.getAttribute("data-ov-theme");
  const load = TAG_LOADERS[tag];
  const [state, setState] = useState<"loading" | "ready" | "failed">(() => (load && customElements.get(tag) ? "ready" : "loading"));

  useEffect(() => {
    if (!load || customElements.get(tag)) return;
    let live = true;
    load().then(
      () => live && setState("ready"),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [load, tag]);

  if (!load) return <Alert tone="info">{t({ id: "portal.embedded.coming", message: "This service is coming soon." })}</Alert>;
  if (state === "failed")
    return (
      <Alert tone="error">
        {t({ id: "portal.embedded.failed", message: "This service could not be loaded. Reload the page to try again." })}
      </Alert>
    );
  if (state === "loading") return <Spinner label={t({ id: "portal.loading", message: "Loading…" })} />;
  return createElement(tag, { ...attributes, lang: locale, ...(theme ? { theme } : {}) });
}
