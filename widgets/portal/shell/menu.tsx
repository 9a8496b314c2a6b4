import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../src/ui/field";
import { useState } from "react";
import { groupMenu, type MenuGroupDefinition } from "../../../src/domain/portal/menu";
import { Button } from "../../../src/ui/button";
import { PortalLink } from "../shared/portal-link";
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

/** The header's menu entries (spec §2 Other "side menu and header ... with links"), grouped or not. */
export function PortalMenu({ links, current, grouped, onIntent }: PortalMenuProps) {
  const items = grouped ? groupMenu(links) : links.map((link) => ({ kind: "link" as const, link }));
  return (
    <ul className="ov-portal__menu">
      {items.map((item) =>
        item.kind === "link" ? (
          <li key={item.link.id}>
            <MenuEntry link={item.link} current={current} onIntent={onIntent} />
          </li>
        ) : (
          <li key={item.id}>
            <MenuGroup id={item.id} links={item.links} current={current} onIntent={onIntent} />
          </li>
        ),
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
