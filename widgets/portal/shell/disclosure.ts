import { useEffect, useRef, useState } from "react";

/**
 * An open-and-close part of the header (the phone's menu, the row's "More"): closed again when the
 * address changes (an entry chosen); while open, Esc inside it closes it and gives the focus back to its
 * button, and with `outside` a press elsewhere closes it as well.
 * @param path - the address on show
 * @returns whether it is open, its setter, and the refs for the part (`containerRef`) and its button
 * @example const { open, setOpen, containerRef, buttonRef } = useDisclosure<HTMLLIElement>(current, { outside: true });
 */
export function useDisclosure<Container extends HTMLElement>(path: string, { outside = false }: { outside?: boolean } = {}) {
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Storing information from previous renders: an address change closes it.
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    setShownPath(path);
    setOpen(false);
  }
  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const root = container.getRootNode() as Document | ShadowRoot;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: Event) => {
      if (!event.composedPath().includes(container)) setOpen(false);
    };
    container.addEventListener("keydown", onKeyDown);
    if (outside) root.addEventListener("pointerdown", onPointerDown);
    return () => {
      container.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, outside]);
  return { open, setOpen, containerRef, buttonRef };
}
