import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { afterLogin } from "../../../src/domain/portal/routes";
import { useSession, useSettings } from "../../../src/runtime/widget-context";
import { Spinner } from "../../../src/ui/spinner";
import { ErrorPage } from "../shell/pages";
import { usePortalHref, usePortalNavigate, usePortalRoute } from "../shell/router";
import { canStartOpenId, startOpenIdLogin } from "../shell/session";

/**
 * spec §2: with single sign-on and no default login, the connect route starts the provider's login;
 * a signed-in customer goes on to where the visit was going. (The provider's answer, code and state,
 * is exchanged by the session start before any screen shows.)
 */
export function ConnectScreen() {
  const { t } = useLingui();
  const navigate = usePortalNavigate();
  const href = usePortalHref();
  const { query } = usePortalRoute();
  const settings = useSettings((all) => all);
  const signedIn = useSession((session) => session.status === "authenticated");
  // Single sign-on settings without a usable provider address leave nowhere to log in: a crash page, not a loop.
  const broken = !signedIn && !canStartOpenId(settings);

  useEffect(() => {
    if (signedIn) navigate(afterLogin(query, settings), { replace: true });
    else if (canStartOpenId(settings)) startOpenIdLogin(settings, href, query);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival on the connect route
  }, [signedIn]);

  if (broken) return <ErrorPage status={500} onContinue={() => navigate("/")} />;
  return <Spinner label={t({ id: "portal.loading", message: "Loading…" })} />;
}
