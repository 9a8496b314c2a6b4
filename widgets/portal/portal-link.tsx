import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

/** The page address of a portal path in the current routing mode (the shell provides it). */
export const PortalHrefContext = createContext<(to: string) => string>((to) => to);

/**
 * A link to a portal path: a real address, so "open in a new tab" and copying it work in every routing
 * mode, followed in place on a plain click (a click with a modifier key is left to the browser).
 * @example <PortalLink to={pathOf("login")} onNavigate={go}>Back to log in</PortalLink>
 */
export function PortalLink({
  to,
  onNavigate,
  children,
  ...rest
}: { to: string; onNavigate: (to: string) => void; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "onClick"
>) {
  const hrefOf = useContext(PortalHrefContext);
  return (
    <a
      {...rest}
      href={hrefOf(to)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}
