import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../src/ui/field";
import { useState } from "react";
import { Lazy, retryableChunk } from "../../../src/element/retryable-chunk";
import { groupMenu, type MenuGroupDefinition } from "../../../src/domain/portal/menu";
import { Button } from "../../../src/ui/button";
import { PortalLink } from "../shared/portal-link";
import { useFirstScreenDrawn } from "./router";
import type { PortalMenuLink } from "./area";

export interface PortalMenuProps {
  links: readonly PortalMenuLink[];
  /** The path on show: its entry is marked as the current page. */
  current: string;
  /** spec §6 sidebar group (`features.sidebarGroup`, vertical header only): related entries under one heading. */
  grouped: boolean;
  /** A link is about to be followed (pointed at, focused, pressed): its area can start downloading. */
  onIntent?: (to: string) => void;
}

// The row's "More" is not needed to draw the first screen (menu-more.tsx): downloaded once the first
// screen has been drawn, as the page-wide parts are. Requested in the shell's first render, it held the
// landing screen's drawing back (its title then missed the page's focus, portal-areas.test.ts) and let
// the page-wide parts into the runtime's first frame (first-screen.test.ts).
const moreChunk = retryableChunk(() => import("./menu-more").then((module) => module.MenuMore));

/**
 * The header's menu entries (spec §2 Other "side menu and header ... with links"), grouped or not. In a
 * row (the wide horizontal header) each entry stays on one line and the row never wraps: the entries
 * that do not fit go, from the end, into a "More" list (menu-more.tsx), so the header is one row of the
 * same entries on every page (issue 39 item 2). In a column (the phone's sheet, the vertical header)
 * every entry shows.
 */
export function PortalMenu(props: PortalMenuProps) {
  // Other entries or other labels (a language chosen) have other widths: measured afresh.
  return <MenuRow key={props.links.map((link) => `${link.id}:${link.label}`).join("|")} {...props} />;
}

function MenuRow({ links, current, grouped, onIntent }: PortalMenuProps) {
  const drawn = useFirstScreenDrawn();
  const items = grouped ? groupMenu(links) : links.map((link) => ({ kind: "link" as const, link }));
  return (
    <ul className="ov-portal__menu">
      {items.map((item) => (
        <li key={item.kind === "link" ? item.link.id : item.id}>
          {item.kind === "link" ? (
            <MenuEntry link={item.link} current={current} onIntent={onIntent} />
          ) : (
            <MenuGroup id={item.id} links={item.links} current={current} onIntent={onIntent} />
          )}
        </li>
      ))}
      {!grouped && drawn && (
        <Lazy chunk={moreChunk} fallback={null}>
          {(MenuMore) => (
            <MenuMore links={links} current={current} entry={(link) => <MenuEntry link={link} current={current} onIntent={onIntent} />} />
          )}
        </Lazy>
      )}
    </ul>
  );
}

function MenuEntry({ link, current, onIntent }: { link: PortalMenuLink; current: string; onIntent?: (to: string) => void }) {
  // spec §6: a write action in a read-only session stays in sight, disabled, saying why.
  if (link.disabledReason)
    return (
      <Button variant="text" size="small" className="ov-portal__menu-disabled" disabled disabledReason={link.disabledReason}>
        {link.label}
      </Button>
    );
  if (link.external) return <a href={link.to}>{link.label}</a>;
  return (
    <PortalLink
      to={link.to}
      aria-current={link.to === current ? "page" : undefined}
      onPointerEnter={() => onIntent?.(link.to)}
      onFocus={() => onIntent?.(link.to)}
      onPointerDown={() => onIntent?.(link.to)}
    >
      {link.label}
    </PortalLink>
  );
}

/** A heading that opens and closes its entries (a disclosure): open from the start when it holds the page on show. */
function MenuGroup({
  id,
  links,
  current,
  onIntent,
}: {
  id: MenuGroupDefinition["id"];
  links: readonly PortalMenuLink[];
  current: string;
  onIntent?: (to: string) => void;
}) {
  const { t } = useLingui();
  const listId = `ov${useSafeId()}-menu-${id}`;
  const [open, setOpen] = useState(() => links.some((link) => link.to === current));
  const labels: Record<MenuGroupDefinition["id"], string> = {
    contracts: t({ id: "portal.nav.group.contracts", message: "Contracts" }),
    support: t({ id: "portal.nav.group.support", message: "Help and requests" }),
    account: t({ id: "portal.nav.group.account", message: "My account" }),
  };
  return (
    <>
      <button type="button" className="ov-portal__menu-group" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {labels[id]}
      </button>
      <ul id={listId} className="ov-portal__submenu" hidden={!open}>
        {links.map((link) => (
          <li key={link.id}>
            <MenuEntry link={link} current={current} onIntent={onIntent} />
          </li>
        ))}
      </ul>
    </>
  );
}
