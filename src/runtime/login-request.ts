import type { OvEventMap } from "../events/catalogue";
import type { Runtime } from "./runtime";

// Asking for a login is every tag's (./widget-context.tsx, in the runtime chunk); answering is the portal's.
export { requestLogin } from "./widget-context";

/** What a tag that owns the page's login (the portal) gives {@link handleLoginRequests}. */
export interface LoginProvider {
  /** The address of its login screen, shown by other tags as their Sign in link. */
  href: string;
  /** Opens its login screen without a page load (the portal navigates its router there). */
  open(): void;
}

/**
 * Makes a tag the page's login: other tags link to `provider.href` when nothing higher is configured
 * (a tag's `login-url`, `<ov-context login-url>`, `configure({ loginUrl })` all outrank it), and their
 * `ov-login-required` requests for that address are answered by `provider.open()` (the event is
 * cancelled, so no page load). A request for another address, or one the host page already
 * cancelled, is left alone.
 * @param target where to listen: the document (other tags are anywhere on the page)
 * @returns the call that stops it (on unmount)
 * @example useEffect(() => handleLoginRequests(runtime, { href: location.href("/acces"), open: () => go("/acces") }), [href]);
 */
export function handleLoginRequests(runtime: Runtime, provider: LoginProvider, target: EventTarget = document): () => void {
  runtime.config.setState((state) => ({ provided: { ...state.provided, loginUrl: provider.href } }));
  const onRequest = (event: Event) => {
    const detail = (event as CustomEvent<Partial<OvEventMap["ov-login-required"]>>).detail;
    if (event.defaultPrevented || !event.cancelable || detail?.loginUrl !== provider.href) return;
    event.preventDefault();
    provider.open();
  };
  target.addEventListener("ov-login-required", onRequest);
  return () => {
    target.removeEventListener("ov-login-required", onRequest);
    runtime.config.setState((state) =>
      state.provided.loginUrl === provider.href ? { provided: { ...state.provided, loginUrl: undefined } } : state,
    );
  };
}
