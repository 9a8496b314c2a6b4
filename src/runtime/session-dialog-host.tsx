import { Suspense, useEffect } from "react";
import { useStore } from "zustand";
import { retryableLazy } from "../element/retryable-lazy";
import type { ConfigInput } from "./config";
import type { Runtime } from "./runtime";
import { electedSessionHost } from "./session-ui";

const SessionExpiredDialog = retryableLazy(() => import("../ui/session-expired-dialog"));

/**
 * The rank of a tag in the election of the dialog's host: the portal is the page's session owner
 * (DESIGN), so it shows the dialog when present; `<ov-context>` renders nothing (its host is hidden),
 * so it never hosts it.
 * @returns null when the tag cannot host the dialog
 */
export function sessionHostRank(tag: string): number | null {
  if (tag === "ov-context") return null;
  return tag === "ov-portal" ? 0 : 1;
}

/**
 * spec §4 Session: "A 401 with message token_expired opens a session-expired dialog with an exit button
 * that logs out; it closes when a token returns." The element wrapper renders this in every tag; only
 * the elected tag (see `electedSessionHost`) shows the dialog, inside its own shadow root (a native
 * `<dialog>`, never a portal to `body`). So a page with several tags gets one dialog, a lone
 * `<ov-price-alerts>` gets it too, and when the host tag leaves the page another one takes over.
 */
export function SessionDialogHost({
  runtime,
  host,
  tag,
  tagConfig,
}: {
  runtime: Runtime;
  host: HTMLElement;
  tag: string;
  /** The tag's own configuration (its `login-url`), where the exit goes without a logout handler. */
  tagConfig: ConfigInput;
}) {
  const rank = sessionHostRank(tag);
  useEffect(() => {
    if (rank === null) return;
    return runtime.sessionUi.getState().join({ host, rank });
  }, [runtime, host, tag, rank]);
  const shows = useStore(runtime.sessionUi, (state) => {
    const entry = electedSessionHost(state.hosts);
    return entry?.host === host;
  });
  const expired = useStore(runtime.session, (state) => state.expired);
  if (!shows || !expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog onExit={() => runtime.logout(host, tagConfig)} />
    </Suspense>
  );
}
