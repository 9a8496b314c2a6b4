import { useLingui } from "@lingui/react/macro";
import { useRef, type ReactNode } from "react";
import { safeHttpUrl } from "../../../src/domain/safe-url";
import { Lazy, retryableChunk } from "../../../src/element/retryable-chunk";
import { useCanModify } from "../../../src/runtime/use-can-modify";
import { useSettings } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Spinner } from "../../../src/ui/spinner";
import { PortalLink } from "../shared/portal-link";
import { useScreenTitleFocus } from "../shell/router";
import { AuthLayout } from "./auth-layout";

// A rare screen: its form loads on first visit, outside the auth area's chunk that the login downloads.
const form = retryableChunk(() => import("./change-password-form").then((module) => module.ChangePasswordForm));

/**
 * spec §2 "Change password": the form of ./change-password-form.tsx, loaded when first shown. A read-only
 * token (spec §6, staff impersonating a customer) is refused here as well as in the menu: the address typed
 * by hand shows why instead of the form. Under single sign-on with the provider's account page set, the
 * password lives there (spec §2: "With single sign-on on, the menu entry goes to the identity provider").
 */
export function ChangePasswordScreen() {
  const { t } = useLingui();
  const { canModify, reason } = useCanModify();
  const accountUrl = useSettings((settings) => (settings.features.oidc ? safeHttpUrl(settings.oidc.accountUrl) : null));
  if (!canModify || accountUrl) {
    return (
      <Refusal>
        {canModify ? (
          <p>
            <a href={accountUrl ?? undefined}>
              {t({ id: "portal.password.provider", message: "Change your password at your identity provider's account page" })}
            </a>
          </p>
        ) : (
          <Alert tone="info">{reason}</Alert>
        )}
      </Refusal>
    );
  }
  return (
    <Lazy chunk={form} fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
      {(Form) => <Form />}
    </Lazy>
  );
}

/** The screen's title and a way home around what replaces the form. */
function Refusal({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useScreenTitleFocus(titleRef);
  return (
    <AuthLayout title={t({ id: "portal.area.changePassword", message: "Change password" })} titleRef={titleRef}>
      {children}
      <p>
        <PortalLink to="/">{t({ id: "portal.password.home", message: "Back to the online office" })}</PortalLink>
      </p>
    </AuthLayout>
  );
}
