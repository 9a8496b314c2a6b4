import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useSafeId } from "../../../src/ui/field";
import { useComponentStyles } from "../../../src/ui/use-component-styles";
import type { PortalMenuLink } from "./area";
import { useDisclosure } from "./disclosure";

/** The row's "More" (its list drops below it); entries that do not fit are out of the row. */
const menuMoreStyles = /* css */ `
.ov-portal__menu-over { display: none; }
.ov-portal__more { position: relative; }
.ov-portal__more--unused { position: absolute; visibility: hidden; }
.ov-portal__more [data-current] { color: var(--_ov-color-primary); box-shadow: inset 0 -2px; }
.ov-portal__more ul { position: absolute; inset-inline-end: 0; z-index: 30; padding: var(--_ov-space); background: var(--_ov-color-surface); border: 1px solid var(--_ov-color-border); box-shadow: 0 4px 16px #0003; }
`;

export interface MenuMoreProps {
  /** The menu's entries, in its order (the row's items before this one). */
  links: readonly PortalMenuLink[];
  current: string;
  /** Draws one entry (menu.tsx MenuEntry). */
  entry: (link: PortalMenuLink) => ReactNode;
}

/**
 * The menu row's last item (issue 39 item 2: a wide navigation that never wraps differently from page to
 * page): the entries that do not fit the row on one line leave it, from its end, for a "More" button that
 * discloses them below it. Laid out as a column (the phone's sheet, the vertical header), or when every
 * entry fits, the row shows them all and "More" is out of sight (kept for its width). Each entry's width
 * is measured while it shows and remembered while it is out; the row is fitted again when its width
 * changes. Loaded after the first screen (the portal's first-load budget): until then the row is clipped.
 */
export function MenuMore({ links, current, entry }: MenuMoreProps) {
  useComponentStyles(menuMoreStyles, "last");
  const { t } = useLingui();
  const listId = `ov${useSafeId()}-menu-more`;
  const { open, setOpen, containerRef, buttonRef } = useDisclosure<HTMLLIElement>(current, { outside: true });
  const widths = useRef<number[]>([]);
  const shown = useRowFit(containerRef, widths, links.length);
  const over = links.slice(shown);
  return (
    <li ref={containerRef} className={`ov-portal__more${over.length === 0 ? " ov-portal__more--unused" : ""}`}>
      <button
        ref={buttonRef}
        type="button"
        className="ov-portal__menu-group"
        aria-expanded={open}
        aria-controls={listId}
        data-current={over.some((link) => link.to === current) || undefined}
        onClick={() => setOpen(!open)}
      >
        {t({ id: "portal.nav.more", message: "More" })}
      </button>
      <ul id={listId} className="ov-portal__submenu" hidden={!open || over.length === 0}>
        {over.map((link) => (
          <li key={link.id}>{entry(link)}</li>
        ))}
      </ul>
    </li>
  );
}

/**
 * How many of the row's entries fit before "More" (`moreRef`, its last item): all when the row is a column
 * or they all fit. The entries beyond get `ov-portal__menu-over` (the row's items carry no class of
 * React's). The row is read from the item's own parent: a parent's ref is not set yet when its children's
 * layout effects run.
 */
function useRowFit(moreRef: RefObject<HTMLLIElement | null>, widths: RefObject<number[]>, count: number): number {
  const [shown, setShown] = useState(count);
  useLayoutEffect(() => {
    const list = moreRef.current?.parentElement;
    if (!list) return;
    const fit = () => {
      const style = getComputedStyle(list);
      const entries = [...list.children] as HTMLElement[];
      const more = entries.pop();
      entries.forEach((item, index) => {
        if (!item.classList.contains("ov-portal__menu-over")) widths.current[index] = item.getBoundingClientRect().width;
      });
      const room = list.clientWidth;
      const gap = parseFloat(style.columnGap) || 0;
      const width = (upTo: number) => widths.current.slice(0, upTo).reduce((sum, item) => sum + (item ?? 0) + gap, 0);
      if (style.flexDirection !== "row" || !more || width(count) - gap <= room) return setShown(count);
      let fitting = count - 1;
      while (fitting > 0 && width(fitting) + more.getBoundingClientRect().width > room) fitting -= 1;
      setShown(fitting);
    };
    fit();
    list.setAttribute("data-fit", "");
    const observer = new ResizeObserver(fit);
    observer.observe(list);
    return () => observer.disconnect();
  }, [moreRef, widths, count]);
  useLayoutEffect(() => {
    const items = [...(moreRef.current?.parentElement?.children ?? [])].slice(0, -1);
    items.forEach((item, index) => item.classList.toggle("ov-portal__menu-over", index >= shown));
  }, [moreRef, shown]);
  return Math.min(shown, count);
}
