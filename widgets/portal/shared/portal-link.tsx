import type { AnchorHTMLAttributes, ReactNode } from "react";
import { usePortalHref, usePortalNavigate } from "../shell/router";

/**
 * A link to a portal path: a real address, so "open in a new tab" and copying it work in every routing
 * mode, followed in place on a plain click (a click with a modifier key is left to the browser).
 * @example <PortalLink to={pathOf("login")}>Back to log in</PortalLink>
 */
export function PortalLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick">) {
  const hrefOf = usePortalHref();
  const navigate = usePortalNavigate();
  return (
    <a
      {...rest}
      href={hrefOf(to)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
