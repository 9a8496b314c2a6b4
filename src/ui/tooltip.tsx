import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";

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

/** Delay before hiding after the pointer leaves, so it can travel onto the tooltip (WCAG 1.4.13 hoverable). */
const HIDE_DELAY_MS = 150;
const GAP_PX = 8;

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
  const id = `ov${useId().replace(/[^a-zA-Z0-9_-]/g, "")}-tooltip`;
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelHide = useCallback(() => clearTimeout(hideTimer.current), []);
  const show = useCallback(() => {
    cancelHide();
    setOpen(true);
  }, [cancelHide]);
  const hideNow = useCallback(() => {
    cancelHide();
    setOpen(false);
  }, [cancelHide]);
  const hideSoon = useCallback(() => {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  }, [cancelHide]);

  useEffect(() => cancelHide, [cancelHide]);

  // Escape dismisses even when the tooltip was opened by hover and focus is elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hideNow();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, hideNow]);

  // Show in the top layer and place next to the trigger; without the Popover API (older engines,
  // test DOMs) the bubble falls back to absolute positioning from the stylesheet.
  useLayoutEffect(() => {
    const tip = tipRef.current;
    const wrapper = wrapperRef.current;
    if (!tip || !wrapper || !open || typeof tip.showPopover !== "function") return;
    tip.showPopover();
    tip.setAttribute("data-ov-placed", "");
    const place = () => {
      const anchor = wrapper.getBoundingClientRect();
      const bubble = tip.getBoundingClientRect();
      const roomAbove = anchor.top - bubble.height - GAP_PX >= 0;
      const top = placement === "top" && roomAbove ? anchor.top - bubble.height - GAP_PX : anchor.bottom + GAP_PX;
      const left = Math.min(Math.max(GAP_PX, anchor.left + anchor.width / 2 - bubble.width / 2), window.innerWidth - bubble.width - GAP_PX);
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
  }, [open, placement]);

  return (
    // The wrapper only listens to hover and focus bubbling from the trigger, which is the interactive element.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      ref={wrapperRef}
      className={["ov-tooltip-anchor", className].filter(Boolean).join(" ")}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={hideNow}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          // Only the tooltip closes: keep the Escape from also closing an enclosing dialog.
          event.stopPropagation();
          event.preventDefault();
          hideNow();
        }
      }}
    >
      {children({ "aria-describedby": id })}
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
    </span>
  );
}
