import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";
import { joinIds, useSafeId } from "./field";
import { CloseIcon } from "./icons";
import { dialogStyles } from "./dialog.styles";
import { useComponentStyles } from "./use-component-styles";

/** Props of {@link Dialog}. The dialog is controlled: `open` says whether it shows. */
export interface DialogProps {
  /** Whether the dialog is shown (as a modal, in the top layer). */
  open: boolean;
  /** Asked to close: Escape, the close button, a backdrop click (if enabled) or `<form method="dialog">`. */
  onClose: () => void;
  /** The heading; it names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** The body. Rendered only while open, so a form inside starts fresh each time. */
  children?: ReactNode;
  /** Actions row at the bottom (e.g. Cancel and Confirm buttons). */
  footer?: ReactNode;
  /** Width preset (default "medium"). */
  size?: "small" | "medium" | "large";
  /** Close when the backdrop is clicked (default false: forms should not lose input by a stray click). */
  closeOnBackdropClick?: boolean;
  /** Element to focus on open; by default the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class on the `<dialog>`. */
  className?: string;
}

/** The element focused inside `root`, looking through nested open shadow roots. */
function deepActiveElement(root: Node): HTMLElement | null {
  let active = (root as Document | ShadowRoot).activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal dialog on the native `<dialog>` element with `showModal()`: top layer, inert background
 * and focus containment come from the browser, inside the widget's shadow root (never a portal to
 * `body`, docs/architecture.md "The element wrapper"). It is labelled by its title, Escape closes it, and focus
 * goes back to the element that opened it.
 *
 * @csspart dialog - the `<dialog>`
 * @csspart dialog-title - the heading
 * @csspart dialog-close - the close button
 * @example <Dialog open={open} onClose={() => setOpen(false)} title={t`Change power`}>…</Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = "medium",
  closeOnBackdropClick = false,
  initialFocusRef,
  className,
}: DialogProps) {
  useComponentStyles(dialogStyles);
  const { t } = useLingui();
  const titleId = `ov${useSafeId()}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);

  // Before the layout effect below: a close it makes fires "close" with these already current.
  useLayoutEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
  });

  // A layout effect: the dialog is open, and focus in it, before the paint. React runs a plain effect in a
  // task after the commit, which a paint or a key press may come before: the key would go to the page behind.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = deepActiveElement(dialog.getRootNode());
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      if (initialFocusRef?.current) initialFocusRef.current.focus();
      else if (!dialog.contains(deepActiveElement(dialog.getRootNode()))) dialog.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  // Unmounted while open (a dialog shown only while open, such as the lazy contract dialogs and the
  // session-expired one, goes away with its close): close so the top layer and the inert page are released,
  // and give the focus back to the opener here, since the native "close" of a removed dialog reaches no
  // handler and the focus would fall to the top of the page (issue 39 item 5). A layout effect: its cleanup
  // runs while the dialog is still in the document, with the element captured at mount.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (!dialog?.open) return;
      const opener = openerRef.current;
      openerRef.current = null;
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // The native "close" event fires however the dialog closed: give focus back to the opener and,
  // if the parent still thinks it is open (e.g. `<form method="dialog">`), tell it.
  const handleNativeClose = () => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    if (openRef.current) onCloseRef.current();
  };

  const requestClose = () => onCloseRef.current();

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape") return;
    // Handled here rather than by the native "cancel" so the dialog stays controlled (the parent
    // decides) and so it also works where the platform does not implement close requests.
    event.preventDefault();
    event.stopPropagation();
    requestClose();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click whose target is the <dialog> itself landed on the backdrop (the surface fills the box).
    if (closeOnBackdropClick && event.target === dialogRef.current) requestClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and backdrop clicks are dialog behaviour, not widget roles
    <dialog
      ref={dialogRef}
      className={joinIds("ov-dialog", `ov-dialog--${size}`, className)}
      part="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={handleNativeClose}
    >
      {open && (
        <div className="ov-dialog__surface">
          <div className="ov-dialog__header">
            <h2 id={titleId} className="ov-dialog__title" part="dialog-title">
              {title}
            </h2>
            <button
              type="button"
              className="ov-dialog__close"
              part="dialog-close"
              aria-label={t({ id: "ui.dialog.close", message: "Close" })}
              onClick={requestClose}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="ov-dialog__body">{children}</div>
          {footer && <div className="ov-dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
