import type { I18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { RouteName } from "../../../src/domain/portal/routes";
import { retryableChunk, useChunk, type Chunk } from "../../../src/element/retryable-chunk";
import { useCatalogArea } from "../../../src/runtime/use-catalog-area";
import { useOptionalWidget } from "../../../src/runtime/widget-context";
import { useComponentStyles } from "../../../src/ui/use-component-styles";
import type { PortalArea } from "./area";
import { preloadArea } from "./area-preload";
import type { ScreenName } from "./router";

type Screens = Partial<Record<RouteName, ComponentType>>;

/** A route of an area, with its area's chunk (its screens): downloaded once, then at hand without waiting. */
export interface AreaRoute {
  area: PortalArea;
  name: RouteName;
  /** The area's screens, downloaded on the first visit of one of its routes. */
  screens: Chunk<Screens>;
}

const stylesOfAreas = new WeakMap<PortalArea, Chunk<string>>();
/**
 * An area's CSS (its descriptor's `styles`), downloaded once, with its screens or its parts (a failed
 * download is tried again with them). Empty for an area without styles.
 * @param area - the descriptor
 * @returns the chunk; `useComponentStyles(areaStyles(area).loaded() ?? "", "last")` adds it to a tag
 */
export function areaStyles(area: PortalArea): Chunk<string> {
  let chunk = stylesOfAreas.get(area);
  if (!chunk) {
    chunk = retryableChunk(() => area.styles?.() ?? Promise.resolve(""));
    stylesOfAreas.set(area, chunk);
  }
  return chunk;
}

/**
 * Once per area: its chunk's import with its CSS, kept while it succeeds. A failed download is forgotten,
 * so the error page's retry (or the next visit of the route) downloads it again.
 */
function chunkOf(area: PortalArea): Chunk<Screens> {
  return retryableChunk(() => {
    // The chunks the screens import, in the same wave as the screens chunk (shell/area-preload.ts).
    preloadArea(area.name);
    return Promise.all([area.screens(), areaStyles(area).load()]).then(([screens]) => screens);
  });
}

/**
 * The route table of the areas: which area renders each route.
 * @param areas - the shell's list (`shell/areas.ts`)
 * @returns the routes by name
 * @throws when two areas claim one route: the list is a mistake, said at the first import
 * @example const table = routeTable(AREAS); table.get("login")?.area.name // "auth"
 */
export function routeTable(areas: readonly PortalArea[]): ReadonlyMap<RouteName, AreaRoute> {
  const table = new Map<RouteName, AreaRoute>();
  for (const area of areas) {
    const chunk = chunkOf(area);
    for (const name of area.routes) {
      const other = table.get(name);
      if (other) throw new Error(`The portal route "${name}" belongs to two areas: ${other.area.name} and ${area.name}.`);
      table.set(name, { area, name, screens: chunk });
    }
  }
  return table;
}

/** Tells its parent that the screen beside it has been committed. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

/**
 * A route's screen with its area's texts; the chunk and the catalog download side by side. The chunk
 * is awaited with `useChunk` (in an effect, not by suspending): a screen already downloaded shows at
 * once, and a navigation made inside a click handler does not leave a suspended render behind. A failed
 * download goes to the shell's error boundary (the crash page), whose retry mounts this again, which
 * downloads again. `onShown` is called once the screen itself (not the spinner) has been committed with
 * its texts.
 */
export function AreaScreen({ route, spinner, onShown }: { route: AreaRoute; spinner: ReactNode; onShown?: () => void }) {
  const screens = useChunk(route.screens);
  // Its area's CSS, after the portal's own (it came with the screens): in before the screen paints.
  useComponentStyles(areaStyles(route.area).loaded() ?? "", "last");
  const Screen = screens?.[route.name];
  if (screens && !Screen) throw new Error(`The portal area "${route.area.name}" has no screen for its route "${route.name}".`);
  const screen = Screen ? (
    <>
      <Screen />
      {onShown && <Shown onShown={onShown} />}
    </>
  ) : (
    spinner
  );
  const catalog = route.area.catalog;
  return catalog ? (
    <AreaTexts area={catalog.area} fallback={spinner}>
      {screen}
    </AreaTexts>
  ) : (
    screen
  );
}

/**
 * Gives its children the texts of an area's catalog, loaded on first use (`fallback` until then). On a
 * language change the previous language's texts stay until the new catalog has arrived, as the tag
 * itself does: the screen stays mounted (a half-typed form keeps its values) and never shows raw ids.
 */
export function AreaTexts({ area, fallback, children }: { area: string; fallback: ReactNode; children: ReactNode }) {
  const { i18n: tagTexts } = useLingui();
  const widget = useOptionalWidget();
  const ready = useCatalogArea(area);
  const current = ready && widget ? widget.runtime.i18n.peek(widget.locale, area) : null;
  const [last, setLast] = useState<I18n | null>(null);
  if (current && current !== last) setLast(current);
  if (!ready && !last) return fallback;
  // Loaded (or failed to load: then the tag's own texts, rather than nothing at all).
  return <I18nProvider i18n={current ?? last ?? tagTexts}>{children}</I18nProvider>;
}

/**
 * An area's page-wide part (its descriptor's `pageWide`: banners, coupons) with the area's CSS, which
 * downloaded with it (portal.tsx).
 */
export function AreaPageWide({
  area,
  Part,
  screen,
}: {
  area: PortalArea;
  Part: ComponentType<{ screen: ScreenName }>;
  screen: ScreenName;
}) {
  useComponentStyles(areaStyles(area).loaded() ?? "", "last");
  return <Part screen={screen} />;
}
