import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { joinIds, useSafeId } from "./field";
import { tooltipStyles } from "./tooltip.styles";
import { useComponentStyles } from "./use-component-styles";

/** What a {@link Tooltip} hands its trigger: spread it on the focusable element. */
export interface TooltipTriggerProps {
  "aria-describedby": string;
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip text (already translated). Plain text only: tooltips hold no interactive content. */
  content: ReactNode;
  /**
   * Renders the trigger. Spread the given props on the focusable element so that the tooltip is its
   * accessible description: `{(props) => <button {...props}>?</button>}`.
   */
  children: (props: TooltipTriggerProps) => ReactNode;
  /** Preferred side; it flips when there is no room (default "top"). */
  placement?: "top" | "bottom";
  /** Extra class on the wrapper. */
  className?: string;
}

/** Props of {@link TooltipBubble}. */
export interface TooltipBubbleProps {
  /** The `.ov-tooltip-anchor` wrapper around the trigger: hover and focus inside it show the bubble. */
  anchor: RefObject<HTMLElement | null>;
  /** The id the trigger names in `aria-describedby`. */
  id: string;
  /** The tooltip text (already translated). */
  content: ReactNode;
  /** Preferred side; it flips when there is no room (default "top"). */
  placement?: "top" | "bottom";
}

/** Delay before hiding after the pointer leaves, so it can travel onto the tooltip (WCAG 1.4.13 hoverable). */
const HIDE_DELAY_MS = 150;
const GAP_PX = 8;

/** Whether the pointer or the focus is inside; a check the engine cannot make (some test DOMs) says no. */
function isEngaged(element: Element): boolean {
  const safely = (check: () => boolean) => {
    try {
      return check();
    } catch {
      return false;
    }
  };
  return (
    safely(() => element.contains((element.getRootNode() as Document | ShadowRoot).activeElement)) ||
    safely(() => element.matches(":hover"))
  );
}

/**
 * The bubble of a tooltip and all its behaviour, for an anchor its caller renders. It listens to the
 * anchor's DOM events rather than owning the anchor, so that a trigger rendered before this module
 * arrived keeps its element and its focus: `Button` loads it on demand (see button.tsx).
 * Its stylesheet is adopted on first use (base-styles.ts).
 */
export function TooltipBubble({ anchor, id, content, placement = "top" }: TooltipBubbleProps) {
  useComponentStyles(tooltipStyles);
  const [open, setOpen] = useState(false);
  const tipRef = useRef<HTMLSpanElement>(null);

  // Hover and keyboard focus show it; it stays while the pointer is over it (the bubble is inside
  // the anchor) and hides at once when focus leaves.
  useEffect(() => {
    const wrapper = anchor.current;
    if (!wrapper) return;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      clearTimeout(hideTimer);
      setOpen(true);
    };
    const hideNow = () => {
      clearTimeout(hideTimer);
      setOpen(false);
    };
    const hideSoon = () => {
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => setOpen(false), HIDE_DELAY_MS);
    };
    wrapper.addEventListener("mouseenter", show);
    wrapper.addEventListener("mouseleave", hideSoon);
    wrapper.addEventListener("focusin", show);
    wrapper.addEventListener("focusout", hideNow);
    // Loaded while the trigger already had the pointer or the focus: show now, not on the next visit.
    if (isEngaged(wrapper)) show();
    return () => {
      clearTimeout(hideTimer);
      wrapper.removeEventListener("mouseenter", show);
      wrapper.removeEventListener("mouseleave", hideSoon);
      wrapper.removeEventListener("focusin", show);
      wrapper.removeEventListener("focusout", hideNow);
    };
  }, [anchor]);

  // Escape dismisses without moving focus, even when the tooltip was opened by hover and focus is
  // elsewhere (WCAG 1.4.13).
  useEffect(() => {
    if (!open) return;
    const wrapper = anchor.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (event.currentTarget === wrapper) {
        // Only the tooltip closes: keep the Escape from also closing an enclosing dialog.
        event.stopPropagation();
        event.preventDefault();
      }
      setOpen(false);
    };
    wrapper?.addEventListener("keydown", onKeyDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      wrapper?.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, anchor]);

  // Show in the top layer and place next to the trigger; without the Popover API (older engines,
  // test DOMs) the bubble falls back to absolute positioning from the stylesheet.
  useLayoutEffect(() => {
    const tip = tipRef.current;
    const wrapper = anchor.current;
    if (!tip || !wrapper || !open || typeof tip.showPopover !== "function") return;
    tip.showPopover();
    tip.setAttribute("data-ov-placed", "");
    const place = () => {
      const box = wrapper.getBoundingClientRect();
      const bubble = tip.getBoundingClientRect();
      const roomAbove = box.top - bubble.height - GAP_PX >= 0;
      const top = placement === "top" && roomAbove ? box.top - bubble.height - GAP_PX : box.bottom + GAP_PX;
      const left = Math.min(Math.max(GAP_PX, box.left + box.width / 2 - bubble.width / 2), window.innerWidth - bubble.width - GAP_PX);
      tip.style.top = `${Math.round(top)}px`;
      tip.style.left = `${Math.round(left)}px`;
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
      tip.removeAttribute("data-ov-placed");
      tip.style.top = "";
      tip.style.left = "";
      if (tip.matches(":popover-open")) tip.hidePopover();
    };
  }, [open, placement, anchor]);

  return (
    <span
      ref={tipRef}
      id={id}
      role="tooltip"
      popover="manual"
      hidden={!open}
      className={`ov-tooltip ov-tooltip--${placement}`}
      part="tooltip"
    >
      {content}
    </span>
  );
}

/**
 * A tooltip that describes its trigger through `aria-describedby`. It shows on hover and on keyboard
 * focus, stays while the pointer is over it, and Escape dismisses it without moving focus
 * (WCAG 1.4.13). It is a `popover="manual"` element, so it renders in the top layer and is not
 * clipped by the widget's `contain: content`, while staying inside the shadow root.
 *
 * @csspart tooltip - the bubble
 * @example <Tooltip content={t`You cannot do this with a read-only session`}>{(p) => <button {...p}>…</button>}</Tooltip>
 */
export function Tooltip({ content, children, placement = "top", className }: TooltipProps) {
  const id = `ov${useSafeId()}-tooltip`;
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <span ref={anchor} className={joinIds("ov-tooltip-anchor", className)}>
      {children({ "aria-describedby": id })}
      <TooltipBubble anchor={anchor} id={id} content={content} placement={placement} />
    </span>
  );
}
