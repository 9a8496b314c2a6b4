import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { CONSENT_MAX_AGE_SECONDS, consentCookies, readConsent, type ConsentChoice } from "../../../src/domain/portal/consent";
import { writeCookie } from "../../../src/runtime/cookies";
import { Button } from "../../../src/ui/button";
import { CookieConsent } from "./cookie-consent";
import type { HostPieces } from "./portal";

export interface PageWideProps {
  /** The areas' pieces of the screen on show (the content area's banner and coupons), before the footer. */
  children?: ReactNode;
  /** Which of the cookie consent and the help the portal draws (the host page may have its own). */
  own: HostPieces;
}

/** Writes a decision into the rcl_* cookies for one year (spec §9). */
function storeConsent(choice: ConsentChoice): void {
  for (const [name, value] of consentCookies(choice)) writeCookie(name, value, { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS });
}

/**
 * The portal's page-wide pieces of spec §2 Other: the areas' pieces of the screen (banner, coupons), the footer
 * with the cookie settings, and the cookie consent (until the visitor decides), left out with its footer
 * where the host page has its own (`own`). The help is among the header's tools (header-tools.tsx).
 */
export function PageWide({ children, own }: PageWideProps) {
  const { t } = useLingui();
  const [consent, setConsent] = useState<ConsentChoice | null>(() => readConsent());
  const [reopened, setReopened] = useState(false);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const dockRef = useRef<HTMLDivElement>(null);
  const showConsent = own.consent && (consent === null || reopened);

  // The tag's host has `contain: layout` (src/ui/theme.ts), so `position: fixed` would stick to the portal's
  // box, not to the window. The dock goes to the top layer instead, as a manual popover (no light dismiss,
  // stays in the DOM and keyboard order after the footer); where popovers do not exist it stays in the flow.
  useLayoutEffect(() => {
    const dock = dockRef.current;
    if (!dock || typeof dock.showPopover !== "function") return;
    try {
      dock.showPopover();
    } catch {
      // Already shown (InvalidStateError): nothing to do.
    }
  }, []);

  // "Nothing fixed covers a control" (issue 39 item 2): while the banner shows, the page ends with room of
  // its height, so that every control can be scrolled clear of it, and a control reached by the keyboard
  // under it is scrolled clear (WCAG 2.4.11, focus not obscured).
  const room = useConsentRoom(dockRef, showConsent);

  const decide = (choice: ConsentChoice) => {
    storeConsent(choice);
    // The region goes away: a keyboard user inside it lands on "Cookie settings" (where they came from when
    // they reopened it, and where to change their mind otherwise), not at the start of the page.
    const root = dockRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focusWasInside = Boolean(root?.activeElement?.closest(".ov-portal__consent"));
    setConsent(choice);
    if (reopened || focusWasInside) queueMicrotask(() => settingsButtonRef.current?.focus());
    setReopened(false);
  };

  return (
    <>
      {children}
      {/* With cookie-consent="host" the host page's consent manager asks, and writes the rcl_* cookies the portal reads. */}
      {own.consent && (
        <footer className="ov-portal__footer">
          <Button ref={settingsButtonRef} variant="text" size="small" aria-expanded={showConsent} onClick={() => setReopened(true)}>
            {t({ id: "portal.cookies.settings", message: "Cookie settings" })}
          </Button>
        </footer>
      )}
      {showConsent && <div className="ov-portal__consent-room" aria-hidden="true" style={{ blockSize: room }} />}
      {own.consent && (
        <div ref={dockRef} className="ov-portal__dock" popover="manual">
          {showConsent && <CookieConsent key={reopened ? "reopened" : "first"} current={consent} reopened={reopened} onDecide={decide} />}
        </div>
      )}
    </>
  );
}

/**
 * While `shown`, the height the docked banner takes at the window's foot (followed as it changes: the
 * categories opened, another width), and a focus moved under it is scrolled clear of it.
 * @returns the height, in px, for the room at the page's end
 */
function useConsentRoom(dockRef: RefObject<HTMLDivElement | null>, shown: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const dock = dockRef.current;
    if (!dock || !shown) return;
    const measure = () => setHeight(Math.ceil(dock.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(dock);
    const root = dock.getRootNode() as Document | ShadowRoot;
    const onFocusIn = (event: Event) => {
      const target = event.composedPath()[0];
      if (!(target instanceof Element) || dock.contains(target)) return;
      // Only a control the banner covers: one far down the page, focused without scrolling to it (a
      // screen's title on a page where the portal sits below the host's content), is not under it.
      const box = target.getBoundingClientRect();
      const banner = dock.getBoundingClientRect();
      if (box.bottom > banner.top && box.top < banner.bottom) window.scrollBy({ top: box.bottom - banner.top + 8 });
    };
    root.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      root.removeEventListener("focusin", onFocusIn);
    };
  }, [dockRef, shown]);
  return shown ? height : 0;
}
