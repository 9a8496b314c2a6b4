import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../src/ui/spinner";

export interface SignupScreenProps {
  /** The login path, for the "back to login" link. */
  loginPath: string;
  /** Goes to a portal path. */
  onNavigate: (to: string) => void;
}

// A rare screen: its form loads on first visit, outside the portal's first chunk (DESIGN size budget).
const Form = lazy(() => import("./signup-form").then((module) => ({ default: module.SignupFormView })));

/** spec §2 "Sign-up (activation)": the form of ./signup-form.tsx, loaded when first shown. */
export function SignupScreen(props: SignupScreenProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
      <Form {...props} />
    </Suspense>
  );
}
