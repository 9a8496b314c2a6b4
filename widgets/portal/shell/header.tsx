import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Icon } from "../../../src/ui/icons";
import { HeaderTools } from "./header-tools";

export interface PortalHeaderProps {
  /** The main menu (`<nav>` with the portal's links). */
  menu: ReactNode;
  /** The session's button: Log out, or Log in (or nothing on the login screen). */
  session: ReactNode;
  /** The address shown: a new one closes the phone menu (the customer chose where to go). */
  path: string;
}

/**
 * The portal's header (spec §2 Other: "side menu and header (horizontal or vertical) with links, language
 * selector, logout"), phone first (issue 39 item 2). One menu and one set of tools, laid out by the portal's
 * own width (a container query in styles.ts, since the host page decides how wide the tag is):
 * - narrow (a phone): a bar with the Menu button, at most 64 px tall; the button discloses the menu and
 *   the tools below it, in the page's flow (nothing fixed over the screen), and Esc or choosing an entry
 *   closes it again;
 * - wide: the tools on the first row and the menu alone on the second, whole width, so the menu wraps the
 *   same way on every page whatever the tools hold (Log in on one page, nothing on the login).
 * The vertical header keeps its side column, with the tools at its foot.
 */
export function PortalHeader({ menu, session, path }: PortalHeaderProps) {
  const { t } = useLingui();
  const panelId = `ov-portal-menu${useId()}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Storing information from previous renders: an address change (an entry chosen) closes the menu.
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    setShownPath(path);
    setOpen(false);
  }
  // Esc anywhere in the open menu closes it and gives the focus back to its button.
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    header.addEventListener("keydown", onKeyDown);
    return () => header.removeEventListener("keydown", onKeyDown);
  }, [open]);
  return (
    <header ref={headerRef} className="ov-portal__header" data-open={open || undefined}>
      <div className="ov-portal__bar">
        <button
          ref={buttonRef}
          type="button"
          className="ov-portal__menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon>{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</Icon>
          {t({ id: "portal.menu.button", message: "Menu" })}
        </button>
      </div>
      <div className="ov-portal__panel" id={panelId}>
        {menu}
        <HeaderTools>{session}</HeaderTools>
      </div>
    </header>
  );
}
