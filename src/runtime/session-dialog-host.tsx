import { useStore } from "zustand";
import { registerCatalogs, UI_PARTS_AREA } from "../i18n/catalogs";
import { SessionExpiredDialog } from "../ui/session-expired-dialog";
import { uiPartsCatalogs } from "../ui/ui-parts-catalogs";
import type { ConfigInput } from "./config";
import type { Runtime } from "./runtime";
import { logout } from "./logout";
import type { SessionHostEntry } from "./session-ui";
import { useCatalogArea } from "./use-catalog-area";

// The election's rank lives with the election (./session-ui.ts): every tag joins on mount, while this
// module loads only once a session has expired.
export { sessionHostRank } from "./session-ui";

/**
 * The tag that shows the session-expired dialog: the best rank, then the first to connect. Here, not
 * with the election's store (./session-ui.ts, in the runtime chunk), since only this module asks.
 * @returns null when no tag can host it
 * @example electedSessionHost(store.getState().hosts)?.host === myHost
 */
export function electedSessionHost(hosts: readonly SessionHostEntry[]): SessionHostEntry | null {
  let best: SessionHostEntry | null = null;
  for (const entry of hosts) if (!best || entry.rank < best.rank) best = entry;
  return best;
}

// Any tag may host the dialog, the comparator too: its texts (the ui-parts area) travel with this module.
registerCatalogs(uiPartsCatalogs);

/**
 * spec §4 Session: "A 401 with message token_expired opens a session-expired dialog with an exit button
 * that logs out; it closes when a token returns." Every tag joins the election of the dialog's host
 * when it mounts (the element wrapper, src/element/widget-root.tsx) and renders this, loaded on
 * demand, while the session is expired; only the elected tag (see `electedSessionHost`) shows the
 * dialog, inside its own shadow root (a native `<dialog>`, never a portal to `body`). So a page with
 * several tags gets one dialog, a lone `<ov-price-alerts>` gets it too, and when the host tag leaves
 * the page another one takes over. A module of its own, outside the shared runtime chunk (docs/architecture.md
 * "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs; scripts/build.mjs).
 */
export function SessionDialogHost({
  runtime,
  host,
  tagConfig,
}: {
  runtime: Runtime;
  host: HTMLElement;
  /** The tag's own configuration (its `login-url`), where the exit goes without a logout handler. */
  tagConfig: ConfigInput;
}) {
  const shows = useStore(runtime.sessionUi, (state) => {
    const entry = electedSessionHost(state.hosts);
    return entry?.host === host;
  });
  const expired = useStore(runtime.session, (state) => state.expired);
  // The dialog's texts (the ui-parts area) arrive before it shows: never its message ids.
  const textsReady = useCatalogArea(UI_PARTS_AREA);
  if (!shows || !expired || !textsReady) return null;
  return <SessionExpiredDialog onExit={() => logout(runtime, host, tagConfig)} />;
}
