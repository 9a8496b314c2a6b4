import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../src/ui/spinner";

// A rare screen: its form loads on first visit, outside the auth area's chunk that the login downloads.
const Form = lazy(() => import("./change-password-form").then((module) => ({ default: module.ChangePasswordForm })));

/** spec §2 "Change password": the form of ./change-password-form.tsx, loaded when first shown. */
export function ChangePasswordScreen() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
      <Form />
    </Suspense>
  );
}
