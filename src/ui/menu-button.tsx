import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button, ReasonTooltip, type ButtonSize, type ButtonVariant } from "./button";
import { joinIds, useSafeId } from "./field";
import { ChevronDownIcon } from "./icons";
import { menuButtonStyles } from "./menu-button.styles";
import { useComponentStyles } from "./use-component-styles";

/** The room the menu keeps from the window's edges, in px. */
const EDGE_PX = 8;

/** One action of a {@link MenuButton}. */
export interface MenuItem {
  /** Stable key. */
  id: string;
  /** The item's text (already translated); it names the item. */
  label: ReactNode;
  /** An icon before the text (decorative). */
  icon?: ReactNode;
  /**
   * What the item does, given the menu's button: the menu has closed and focus is back on that button
   * when it runs (a dialog it opens can give the focus back there).
   */
  onSelect: (menuButton: HTMLElement) => void;
  /** The item is shown, reachable with the arrows, and does nothing (`aria-disabled`). */
  disabled?: boolean;
  /** Why it is disabled: its tooltip and description, as `Button`'s `disabledReason` (spec §6 read-only). */
  disabledReason?: string;
  /** The pointer rests on the item or it takes focus: e.g. start downloading what it opens. */
  onIntent?: () => void;
}

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** The button's text (already translated); it names the menu too. */
  label: ReactNode;
  /** The actions, in order. A menu without items renders nothing. */
  items: readonly MenuItem[];
  /** The button's look (default "secondary"). */
  variant?: ButtonVariant;
  /** The button's size (default "medium"). */
  size?: ButtonSize;
  /**
   * Which edge of the button the menu lines up with (default "end": it opens towards the start); the
   * other when the window has no room on that side.
   */
  align?: "start" | "end";
  /** Extra class on the wrapper. */
  className?: string;
}

/**
 * A button that opens a menu of secondary actions, following the WAI-ARIA menu button pattern: the
 * button has `aria-haspopup="menu"` and `aria-expanded`; opening it (click, Enter, Space, Down) moves
 * focus to the first item (Up: the last); the arrows move between the items and wrap, Home and End jump
 * to the ends, a letter to the next item starting with it; Escape closes and gives focus back to the
 * button, Tab closes and moves on, a press outside closes. Choosing an item closes the menu and gives
 * focus back to the button before the item's action runs, so a dialog the action opens returns focus
 * there when it closes. Disabled items stay reachable with their reason as a tooltip, like disabled
 * buttons. The menu is positioned under the button, in the shadow root (no portal).
 *
 * @csspart button - the menu button
 * @example <MenuButton label={t`More actions`} items={[{ id: "pdf", label: t`Download the PDF`, onSelect: download }]} />
 */
export function MenuButton({ label, items, variant = "secondary", size = "medium", align = "end", className }: MenuButtonProps) {
  useComponentStyles(menuButtonStyles);
  const id = `ov${useSafeId()}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // The side the menu opens to: the one asked for, unless the window has no room for it there (a
  // button that wraps to the start of a phone's row opens its "end" menu towards the start edge); where
  // neither side has room for its width, the roomier one, the menu narrowed to it (its items wrap).
  const menuRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<{ side: "start" | "end"; maxWidth?: number }>({ side: align });
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const menu = menuRef.current;
    if (!open || !trigger || !menu) return;
    const button = trigger.getBoundingClientRect();
    // Its own width, without the narrowing of an earlier opening.
    const narrowed = menu.style.maxWidth;
    menu.style.maxWidth = "";
    const width = menu.getBoundingClientRect().width;
    menu.style.maxWidth = narrowed;
    const room = { end: button.right - EDGE_PX, start: window.innerWidth - button.left - EDGE_PX };
    const other = align === "end" ? "start" : "end";
    if (width <= room[align]) setPlacement({ side: align });
    else if (width <= room[other]) setPlacement({ side: other });
    else {
      const side = room[align] >= room[other] ? align : other;
      setPlacement({ side, maxWidth: Math.max(0, Math.floor(room[side])) });
    }
  }, [open, align]);

  // The item to focus, each time it changes while open (before the paint: a key pressed next goes to it).
  useLayoutEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  // A press outside the menu and its button closes it, leaving focus where the press put it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [open]);

  if (items.length === 0) return null;

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const move = (index: number) => setActive((index + items.length) % items.length);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(event.key === "ArrowDown" ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case "ArrowDown":
        move(active + 1);
        break;
      case "ArrowUp":
        move(active - 1);
        break;
      case "Home":
        setActive(0);
        break;
      case "End":
        setActive(items.length - 1);
        break;
      case "Escape":
        close(true);
        break;
      case "Tab":
        // Focus moves on from the menu as from its button; the menu closes behind it.
        setOpen(false);
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase();
        const texts = itemRefs.current.map((item) => (item?.textContent ?? "").trim().toLocaleLowerCase());
        const next = [...texts.keys()]
          .map((offset) => (active + 1 + offset) % items.length)
          .find((index) => texts[index]?.startsWith(letter));
        if (next === undefined) return;
        setActive(next);
      }
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div ref={rootRef} className={joinIds("ov-menu-button", className)}>
      <Button
        ref={triggerRef}
        id={`${id}-button`}
        variant={variant}
        size={size}
        className="ov-menu-button__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDownIcon className="ov-icon ov-menu-button__chevron" />
      </Button>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the menu's items take the focus (roving), not the menu */}
      <div
        ref={menuRef}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        className={joinIds("ov-menu", placement.side === "start" && "ov-menu--start")}
        style={placement.maxWidth === undefined ? undefined : { maxWidth: placement.maxWidth }}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item, index) => {
          const disabled = item.disabled === true;
          const render = (describedBy?: string) => (
            <button
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="ov-menu__item"
              aria-disabled={disabled || undefined}
              aria-describedby={describedBy}
              onClick={() => {
                const trigger = triggerRef.current;
                if (disabled || !trigger) return;
                close(true);
                item.onSelect(trigger);
              }}
              onPointerEnter={disabled ? undefined : item.onIntent}
              onFocus={() => {
                setActive(index);
                if (!disabled) item.onIntent?.();
              }}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>
          );
          return (
            <div key={item.id} role="none">
              {disabled && item.disabledReason ? <ReasonTooltip reason={item.disabledReason}>{render}</ReasonTooltip> : render()}
            </div>
          );
        })}
      </div>
    </div>
  );
}
