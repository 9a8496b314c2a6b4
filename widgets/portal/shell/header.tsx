import { useLingui } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";
import { getProfile, sessionKeys } from "../../../src/api/session";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useSession } from "../../../src/runtime/widget-context";
import { Icon } from "../../../src/ui/icons";
import { HeaderTools } from "./header-tools";
import { useDisclosure } from "./disclosure";

/** The retailer's mark at the start of the header (`logo`, `logo-alt`: widgets/portal/surface.ts). */
export interface PortalBrand {
  /** The logo's address, already through the safe-URL rule (null: none). */
  logo: string | null;
  /** The retailer's name: the logo's alternative text, or the text shown without a logo ("" : nothing). */
  name: string;
}

export interface PortalHeaderProps {
  /** The main menu (`<nav>` with the portal's links). */
  menu: ReactNode;
  /** The session's button: Log out, or Log in (or nothing on the login screen). */
  session: ReactNode;
  /** The address shown: a new one closes the phone menu (the customer chose where to go). */
  path: string;
  brand: PortalBrand;
  /** The Help button among the tools (`help="portal"`, once the first screen shows). */
  help: boolean;
}

/**
 * The portal's header (spec §2 Other: "side menu and header (horizontal or vertical) with links, language
 * selector, logout"), phone first (issue 39 item 2). One menu and one set of tools, laid out by the portal's
 * own width (a container query in shell.styles.ts, since the host page decides how wide the tag is):
 * - narrow (a phone): a bar with the Menu button, at most 64 px tall; the button discloses the menu and
 *   the tools below it, in the page's flow (nothing fixed over the screen), and Esc or choosing an entry
 *   closes it again;
 * - wide: the tools on the first row and the menu alone on the second, whole width, so the menu wraps the
 *   same way on every page whatever the tools hold (Log in on one page, nothing on the login).
 * The vertical header keeps its side column, with the tools at its foot.
 * The bar starts with the retailer's logo (or name) and the signed-in customer's name (issue 39 item 2);
 * Help is one of the tools, not a floating button over the screens (issue 39 item 4).
 */
export function PortalHeader({ menu, session, path, brand, help }: PortalHeaderProps) {
  const { t } = useLingui();
  const panelId = `ov-portal-menu${useId()}`;
  // An address change (an entry chosen) closes the menu; Esc in it closes it and focuses its button.
  const { open, setOpen, containerRef: headerRef, buttonRef } = useDisclosure<HTMLElement>(path);
  return (
    <header ref={headerRef} className="ov-portal__header" data-open={open || undefined}>
      <div className="ov-portal__bar">
        <Brand brand={brand} />
        <CustomerName />
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
        <HeaderTools help={help}>{session}</HeaderTools>
      </div>
    </header>
  );
}

/** The logo, or the retailer's name as text when there is no logo or it does not load, or nothing. */
function Brand({ brand }: { brand: PortalBrand }) {
  // A logo that fails to load gives way to the name: never a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  if (brand.logo && failed !== brand.logo)
    return <img className="ov-portal__logo" part="logo" src={brand.logo} alt={brand.name} onError={() => setFailed(brand.logo)} />;
  return brand.name ? (
    <span className="ov-portal__logo ov-portal__logo--text" part="logo">
      {brand.name}
    </span>
  ) : null;
}

/**
 * The signed-in customer's name (the profile of calls "users/", the same keyed query as the profile screen),
 * on one line: cut with an ellipsis where the bar is short, the whole name in its title.
 */
function CustomerName() {
  const { t } = useLingui();
  const api = useApi();
  const signedIn = useSession((session) => session.status === "authenticated");
  const profile = useQuery(signedIn ? sessionKeys.profile : null, (signal) => getProfile(api, signal));
  const name = signedIn ? (profile.data?.name ?? "").trim() : "";
  if (!name) return null;
  return (
    <span className="ov-portal__customer" title={name}>
      <span className="ov-visually-hidden">{t({ id: "portal.header.signedInAs", message: "Signed in as" })} </span>
      {name}
    </span>
  );
}
