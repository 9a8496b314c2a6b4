import { ChevronDown, type LucideIcon } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ReasonTooltip } from "./button";
import { ICON } from "./button-look";
import { joinIds, useSafeId } from "./field";
import { menuButtonStyles } from "./menu-button.styles";
import { useComponentStyles } from "./use-component-styles";

/** One entry of a {@link MenuButton}'s menu. */
export interface MenuItem {
  /** Stable key. */
  id: string;
  /** The visible words (already translated). */
  label: ReactNode;
  /** The accessible name when it says more than the words (WCAG 2.5.3: start with the visible words). */
  ariaLabel?: string;
  /** A decorative icon before the words. */
  icon?: LucideIcon | undefined;
  /** Run when the entry is chosen; the menu has closed and the focus is back on the button. */
  onSelect: () => void;
  /** Shown but not choosable (`aria-disabled`, still reachable with the arrows). */
  disabled?: boolean;
  /**
   * Why it is disabled, as a disabled `Button`'s `disabledReason`: its tooltip and its description (spec
   * §6: a read-only session's writes "disabled with a tooltip", the same words in a menu as on a button).
   */
  disabledReason?: string;
}

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** The button's visible words (already translated); with `iconOnly` only its name. */
  label: string;
  /** The button's accessible name when it says more than `label` (start with the label's words). */
  ariaLabel?: string;
  /** A decorative icon before the words. */
  icon?: LucideIcon | undefined;
  /** Show the icon alone (no chevron: a "more" icon says a menu); the label stays the name and the pointer's title. */
  iconOnly?: boolean;
  /** The entries, in order. */
  items: readonly MenuItem[];
  /** Extra class on the wrapper. */
  className?: string;
}

/** Where the open menu sits: under the button, its end edge on the button's (above it when there is no room). */
function place(button: HTMLElement, menu: HTMLElement): void {
  const anchor = button.getBoundingClientRect();
  const { width, height } = menu.getBoundingClientRect();
  const gap = 4;
  const below = anchor.bottom + gap + height <= window.innerHeight || anchor.top - gap - height < 0;
  const top = below ? anchor.bottom + gap : anchor.top - gap - height;
  const left = Math.min(Math.max(8, anchor.right - width), Math.max(8, window.innerWidth - width - 8));
  menu.style.top = `${Math.round(top)}px`;
  menu.style.left = `${Math.round(left)}px`;
}

/** The menu's entries that can take the focus, in order. */
const entriesOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * A button that opens a menu of secondary actions (the WAI-ARIA menu button pattern): the button has
 * `aria-haspopup="menu"` and `aria-expanded`; the menu is `role="menu"` with `menuitem`s. Enter, Space
 * or Arrow Down open it on the first entry, Arrow Up on the last; in the menu the arrows, Home and End
 * move, Esc closes it and gives the focus back to the button, Tab closes it and moves on, a click
 * outside closes it. The menu is drawn only while open, in the top layer (`popover`), so a row that
 * clips its content (the data list's `content-visibility`) does not clip it; it is placed next to the
 * button and follows it when the page scrolls. Clicks outside are read from the event's composed path,
 * so they are seen across the shadow root the menu renders in. A disabled entry may say why
 * (`disabledReason`), with the disabled buttons' tooltip.
 *
 * @csspart menu-button - the button
 * @csspart menu - the open menu
 * @example <MenuButton label={t`Downloads`} icon={Download} iconOnly items={[{ id: "pdf", label: "PDF", onSelect: save }]} />
 */
export function MenuButton({ label, ariaLabel, icon: Icon, iconOnly = false, items, className }: MenuButtonProps) {
  useComponentStyles(menuButtonStyles);
  const id = useSafeId();
  const menuId = `${id}-menu`;
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Which entry takes the focus once the menu shows: the first, the last, or none (opened by a pointer).
  const [open, setOpen] = useState<false | "first" | "last" | "none">(false);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  useLayoutEffect(() => {
    const element = menu.current;
    const trigger = button.current;
    if (!open || !element || !trigger) return;
    // The top layer where the engine has it (some test DOMs do not): the menu is drawn either way.
    if (typeof element.showPopover === "function" && !element.matches(":popover-open")) element.showPopover();
    place(trigger, element);
    const entries = entriesOf(element);
    if (open === "first") entries[0]?.focus();
    else if (open === "last") entries.at(-1)?.focus();
    else element.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) close(false);
    };
    const follow = () => {
      if (button.current && menu.current) place(button.current, menu.current);
    };
    document.addEventListener("pointerdown", outside, true);
    window.addEventListener("scroll", follow, true);
    window.addEventListener("resize", follow);
    return () => {
      document.removeEventListener("pointerdown", outside, true);
      window.removeEventListener("scroll", follow, true);
      window.removeEventListener("resize", follow);
    };
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = entriesOf(menu.current);
    const at = entries.indexOf(event.target as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % entries.length,
      ArrowUp: (at - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      entries[moves[event.key]!]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  return (
    <span ref={wrapper} className={joinIds("ov-menu-button", className)}>
      <button
        ref={button}
        type="button"
        className={joinIds("ov-button", "ov-button--secondary", "ov-button--small", "ov-menu-button__button")}
        part="menu-button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel ?? (iconOnly ? label : undefined)}
        title={iconOnly ? label : undefined}
        // A keyboard's Enter or Space also arrives as a click with no pointer: it opens on the first entry.
        onClick={(event) => (open ? close(false) : setOpen(event.detail === 0 ? "first" : "none"))}
        onKeyDown={onButtonKeyDown}
      >
        {Icon && <Icon {...ICON} />}
        {!iconOnly && <span className="ov-button__label">{label}</span>}
        {!iconOnly && <ChevronDown {...ICON} className="ov-icon ov-menu-button__chevron" />}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={ariaLabel ?? label}
          className="ov-menu"
          part="menu"
          popover="manual"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            const entry = (describedBy?: string) => (
              <button
                key={item.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="ov-menu__item"
                aria-label={item.ariaLabel}
                aria-disabled={item.disabled || undefined}
                aria-describedby={describedBy}
                onClick={() => choose(item)}
              >
                {item.icon && <item.icon {...ICON} />}
                <span>{item.label}</span>
              </button>
            );
            return item.disabled && item.disabledReason ? (
              <ReasonTooltip key={item.id} reason={item.disabledReason}>
                {entry}
              </ReasonTooltip>
            ) : (
              entry()
            );
          })}
        </div>
      )}
    </span>
  );
}
