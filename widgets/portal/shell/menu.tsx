import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../src/ui/field";
import { useLayoutEffect, useRef, useState } from "react";
import { groupMenu, type MenuGroupDefinition } from "../../../src/domain/portal/menu";
import { Button } from "../../../src/ui/button";
import { PortalLink } from "../shared/portal-link";
import type { PortalMenuLink } from "./area";
import { useDisclosure } from "./disclosure";

export interface PortalMenuProps {
  links: readonly PortalMenuLink[];
  /** The path on show: its entry is marked as the current page. */
  current: string;
  /** spec §6 sidebar group (`features.sidebarGroup`, vertical header only): related entries under one heading. */
  grouped: boolean;
  /** A link is about to be followed (pointed at, focused, pressed): its area can start downloading. */
  onIntent?: (to: string) => void;
}

/**
 * The header's menu entries (spec §2 Other "side menu and header ... with links"), grouped or not. In a
 * row (the wide horizontal header) each entry stays on one line and the row never wraps: the entries
 * that do not fit go, from the end, into a "More" list, so the header is one row of the same entries
 * on every page (issue 39 item 2). In a column (the phone's sheet, the vertical header) every entry shows.
 */
export function PortalMenu(props: PortalMenuProps) {
  // Other entries or other labels (a language chosen) have other widths: measured afresh.
  return <MenuRow key={props.links.map((link) => `${link.id}:${link.label}`).join("|")} {...props} />;
}

function MenuRow({ links, current, grouped, onIntent }: PortalMenuProps) {
  const items = grouped ? groupMenu(links) : links.map((link) => ({ kind: "link" as const, link }));
  const { listRef, shown } = useRowFit(items.length);
  const over = grouped ? [] : links.slice(shown);
  return (
    <ul ref={listRef} className="ov-portal__menu">
      {items.map((item, index) => (
        <li key={item.kind === "link" ? item.link.id : item.id} className={index >= shown ? "ov-portal__menu-over" : undefined}>
          {item.kind === "link" ? (
            <MenuEntry link={item.link} current={current} onIntent={onIntent} />
          ) : (
            <MenuGroup id={item.id} links={item.links} current={current} onIntent={onIntent} />
          )}
        </li>
      ))}
      {!grouped && <MoreEntries links={over} current={current} onIntent={onIntent} />}
    </ul>
  );
}

/**
 * How many of a row's entries fit before its "More" entry (its last child): all when the list is laid out
 * as a column or they all fit; otherwise as many as fit beside "More". Each entry's width is measured
 * while it shows and remembered while it is in "More"; measured again when the list's width changes.
 */
function useRowFit(count: number): { listRef: React.RefObject<HTMLUListElement | null>; shown: number } {
  const listRef = useRef<HTMLUListElement>(null);
  const widths = useRef<number[]>([]);
  const [shown, setShown] = useState(count);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const fit = () => {
      const style = getComputedStyle(list);
      const entries = [...list.children] as HTMLElement[];
      const more = entries.pop();
      entries.forEach((entry, index) => {
        if (!entry.classList.contains("ov-portal__menu-over")) widths.current[index] = entry.getBoundingClientRect().width;
      });
      const room = list.clientWidth;
      if (style.flexDirection !== "row" || room === 0 || !more) return setShown(count);
      const gap = parseFloat(style.columnGap) || 0;
      const width = (upTo: number) => widths.current.slice(0, upTo).reduce((sum, entry) => sum + (entry ?? 0) + gap, 0);
      if (width(count) - gap <= room) return setShown(count);
      const moreWidth = more.getBoundingClientRect().width;
      let fitting = count - 1;
      while (fitting > 0 && width(fitting) + moreWidth > room) fitting -= 1;
      setShown(fitting);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(list);
    return () => observer.disconnect();
  }, [count]);
  return { listRef, shown: Math.min(shown, count) };
}

/**
 * The row's last entry: a "More" button that discloses the entries that did not fit, below it. Present
 * (out of sight, for its width) when every entry fits. Esc, a click elsewhere or a choice closes it.
 */
function MoreEntries({ links, current, onIntent }: { links: readonly PortalMenuLink[]; current: string; onIntent?: (to: string) => void }) {
  const { t } = useLingui();
  const listId = `ov${useSafeId()}-menu-more`;
  const { open, setOpen, containerRef: itemRef, buttonRef } = useDisclosure<HTMLLIElement>(current, { outside: true });
  const holdsCurrent = links.some((link) => link.to === current);
  return (
    <li ref={itemRef} className={`ov-portal__more${links.length === 0 ? " ov-portal__more--unused" : ""}`}>
      <button
        ref={buttonRef}
        type="button"
        className="ov-portal__more-button"
        aria-expanded={open}
        aria-controls={listId}
        data-current={holdsCurrent || undefined}
        onClick={() => setOpen(!open)}
      >
        {t({ id: "portal.nav.more", message: "More" })}
      </button>
      <ul id={listId} className="ov-portal__more-list" hidden={!open || links.length === 0}>
        {links.map((link) => (
          <li key={link.id}>
            <MenuEntry link={link} current={current} onIntent={onIntent} />
          </li>
        ))}
      </ul>
    </li>
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
