import { useLingui } from "@lingui/react/macro";
import { Lazy, retryableChunk } from "../../../src/element/retryable-chunk";
import { Spinner } from "../../../src/ui/spinner";

// A rare screen: its form loads on first visit, outside the auth area's chunk that the login downloads.
const form = retryableChunk(() => import("./password-reset-form").then((module) => module.PasswordResetForm));

/** spec §2 "Password recovery": the form of ./password-reset-form.tsx, loaded when first shown. */
export function PasswordResetScreen() {
  const { t } = useLingui();
  return (
    <Lazy chunk={form} fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
      {(Form) => <Form />}
    </Lazy>
  );
}
