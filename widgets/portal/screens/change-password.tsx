import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../src/ui/spinner";

export interface ChangePasswordScreenProps {
  /** The password changed and the new token is stored: go on (home, or the saved path). */
  onDone: () => void;
  /** Cancel: back to where the user came from (home). */
  onCancel: () => void;
}

// A rare screen: its form loads on first visit, outside the portal's first chunk (DESIGN size budget).
const Form = lazy(() => import("./change-password-form").then((module) => ({ default: module.ChangePasswordForm })));

/** spec §2 "Change password": the form of ./change-password-form.tsx, loaded when first shown. */
export function ChangePasswordScreen(props: ChangePasswordScreenProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
      <Form {...props} />
    </Suspense>
  );
}
