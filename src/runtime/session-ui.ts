import { createStore, type StoreApi } from "zustand/vanilla";

/**
 * What a tag does after the session's logout (the exit of the session-expired dialog, the portal's
 * Log out): the session is already cleared and `ov-logout` fired when it runs. The portal registers
 * one that goes to the identity provider's logout (OpenID) or to its login route.
 */
export type LogoutHandler = (context: {
  /** The identity provider's token of the session that just ended (spec §4: "the stored openid token"). */
  openidToken: string | null;
}) => void;

/** One tag that can show the session-expired dialog. */
export interface SessionHostEntry {
  host: HTMLElement;
  /** Lower goes first: 0 for the portal (the page's session owner), 1 for any other tag. */
  rank: number;
}

export interface SessionUiState {
  /** Tags able to host the dialog, in the order they connected. */
  hosts: readonly SessionHostEntry[];
  /** Registered logout handlers; the latest registration is the one in force. */
  logoutHandlers: readonly LogoutHandler[];
}

export interface SessionUiActions {
  /**
   * A tag joins the election of the dialog's host (the element wrapper calls it for every tag).
   * @returns the call that removes it (when the tag leaves the page another one takes over)
   */
  join(entry: SessionHostEntry): () => void;
  /**
   * Registers what happens after a logout (see {@link LogoutHandler}); the latest registration wins,
   * and removing it gives the previous one back.
   * @returns the call that removes this handler
   * @example useEffect(() => runtime.sessionUi.getState().setLogoutHandler(({ openidToken }) => goToLogin(openidToken)), []);
   */
  setLogoutHandler(handler: LogoutHandler): () => void;
}

export type SessionUiStore = StoreApi<SessionUiState & SessionUiActions>;

/**
 * The page-wide session UI: which tag shows the session-expired dialog (exactly one, however many
 * tags the page holds) and what a logout does next. Page-wide because @r2wc gives each tag its own
 * React root: a React context could not elect one tag among several.
 */
export function createSessionUiStore(): SessionUiStore {
  return createStore<SessionUiState & SessionUiActions>()((set) => ({
    hosts: [],
    logoutHandlers: [],
    join(entry) {
      set((state) => ({ hosts: [...state.hosts.filter((other) => other.host !== entry.host), entry] }));
      return () => set((state) => ({ hosts: state.hosts.filter((other) => other !== entry) }));
    },
    setLogoutHandler(handler) {
      set((state) => ({ logoutHandlers: [...state.logoutHandlers, handler] }));
      return () => set((state) => ({ logoutHandlers: state.logoutHandlers.filter((other) => other !== handler) }));
    },
  }));
}

/**
 * The rank of a tag in the election of the dialog's host: the portal is the page's session owner
 * (docs/architecture.md "Shared-context bootstrapping"), so it shows the dialog when present; `<ov-context>` renders nothing (its host is hidden),
 * so it never hosts it.
 * @param tag the tag's name
 * @returns null when the tag cannot host the dialog
 * @example sessionHostRank("ov-portal") // 0
 */
export function sessionHostRank(tag: string): number | null {
  if (tag === "ov-context") return null;
  return tag === "ov-portal" ? 0 : 1;
}
