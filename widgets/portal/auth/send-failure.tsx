import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { RetryFailure } from "../../../src/ui/retry-failure";

/**
 * A form's send that failed for a reason no field holds (calls §8.2: the catalogue's message, or the
 * server's own words), said above the form with Try again, which sends the same values again; what was
 * typed stays in the form. The change-password and password-recovery forms share it.
 * @returns `sending` before each send (it forgets the last failure and keeps the values), `failed` with
 *   the message, and `notice(send)`, the notice to render (null without a failure)
 * @example const failure = useSendFailure<Values>(); const submit = async (values) => { failure.sending(values); try { … } catch { failure.failed(message); } }; … {failure.notice((values) => void submit(values))}
 */
export function useSendFailure<Values>(): {
  sending: (values: Values) => void;
  failed: (message: string) => void;
  notice: (send: (values: Values) => void) => ReactNode;
} {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [lastSent, setLastSent] = useState<Values | null>(null);
  return {
    sending: (values) => {
      setLastSent(values);
      setFailure(null);
    },
    failed: setFailure,
    notice: (send) =>
      failure && (
        <RetryFailure
          error={failure}
          retry={{
            label: t({ id: "portal.retry", message: "Try again" }),
            onClick: () => {
              if (lastSent) send(lastSent);
            },
          }}
        >
          {failure}
        </RetryFailure>
      ),
  };
}
