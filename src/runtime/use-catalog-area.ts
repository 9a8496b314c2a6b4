import { useLayoutEffect, useState } from "react";
import { serverRender } from "../element/server-render";
import { useOptionalWidget } from "./widget-context";

/**
 * Loads an extra catalog area (`locales/<locale>/<area>.po`) for a part of a widget that is itself
 * loaded on demand, such as the lead contact form: its texts then cost nothing on the page's first load.
 * @returns true once the area is loaded in the tag's language (or failed to load: the part then shows
 *   rather than waiting forever); always true outside a tag, where the host provides every catalog
 * @example if (!useCatalogArea("lead-form")) return <Spinner label="…" />;
 */
export function useCatalogArea(area: string): boolean {
  const widget = useOptionalWidget();
  const runtime = widget?.runtime;
  const locale = widget?.locale;
  const key = `${locale}/${area}`;
  const [settled, setSettled] = useState<string | null>(null);
  const ready = !runtime || !locale || settled === key || runtime.i18n.peek(locale, area) !== null;
  // A server render shows the part with its texts (src/element/server-render.ts).
  if (!ready) serverRender()?.wait(() => runtime.i18n.load(locale, area));
  // Started in the commit rather than in a task after it, where React runs a plain effect (at times after
  // a paint): each part on the way to a first screen (a portal area, its texts) would wait for that task.
  useLayoutEffect(() => {
    if (ready || !runtime || !locale) return;
    let live = true;
    const done = () => {
      if (live) setSettled(key);
    };
    runtime.i18n.load(locale, area).then(done, done);
    return () => {
      live = false;
    };
  }, [ready, runtime, locale, area, key]);
  return ready;
}
