import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../src/ui/spinner";

// A rare screen: its form loads on first visit, outside the auth area's chunk that the login downloads.
const Form = lazy(() => import("./signup-form").then((module) => ({ default: module.SignupFormView })));

/** spec §2 "Sign-up (activation)": the form of ./signup-form.tsx, loaded when first shown. */
export function SignupScreen() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
      <Form />
    </Suspense>
  );
}
