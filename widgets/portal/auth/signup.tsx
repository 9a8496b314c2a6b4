import { useLingui } from "@lingui/react/macro";
import { Lazy, retryableChunk } from "../../../src/element/retryable-chunk";
import { Spinner } from "../../../src/ui/spinner";

// A rare screen: its form loads on first visit, outside the auth area's chunk that the login downloads.
const form = retryableChunk(() => import("./signup-form").then((module) => module.SignupFormView));

/** spec §2 "Sign-up (activation)": the form of ./signup-form.tsx, loaded when first shown. */
export function SignupScreen() {
  const { t } = useLingui();
  return (
    <Lazy chunk={form} fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
      {(Form) => <Form />}
    </Lazy>
  );
}
