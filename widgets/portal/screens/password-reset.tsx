import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../src/ui/spinner";

export interface PasswordResetScreenProps {
  /** The login path, for the confirmation's button. */
  loginPath: string;
  /** Goes to a portal path. */
  onNavigate: (to: string) => void;
}

// A rare screen: its form loads on first visit, outside the portal's first chunk (DESIGN size budget).
const Form = lazy(() => import("./password-reset-form").then((module) => ({ default: module.PasswordResetForm })));

/** spec §2 "Password recovery": the form of ./password-reset-form.tsx, loaded when first shown. */
export function PasswordResetScreen(props: PasswordResetScreenProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
      <Form {...props} />
    </Suspense>
  );
}
