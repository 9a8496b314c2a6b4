import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../src/ui/spinner";

// A rare screen: its form loads on first visit, outside the auth area's chunk that the login downloads.
const Form = lazy(() => import("./password-reset-form").then((module) => ({ default: module.PasswordResetForm })));

/** spec §2 "Password recovery": the form of ./password-reset-form.tsx, loaded when first shown. */
export function PasswordResetScreen() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
      <Form />
    </Suspense>
  );
}
