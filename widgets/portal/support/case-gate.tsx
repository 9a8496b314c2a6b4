import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useFeature, useSettings } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";

import { CASE_FLAG } from "./case-flag";

export { CASE_FLAG };

/**
 * Shows its children when the `crm.case` flag allows support requests, else says they are not
 * available online and how to reach the retailer (settings.organization's phone and email). spec §4:
 * a flag missing or not loaded yet shows the content; only an explicit false hides it.
 * @example <CaseGate><CaseList /></CaseGate>
 */
export function CaseGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const allowed = useFeature(CASE_FLAG);
  const phone = useSettings((settings) =>
    typeof settings.organization.phone_crm === "string" ? settings.organization.phone_crm.trim() : "",
  );
  const email = useSettings((settings) => (typeof settings.organization.email === "string" ? settings.organization.email.trim() : ""));
  if (allowed) return <>{children}</>;
  return (
    <Alert tone="info" title={t({ id: "portal.support.unavailable", message: "Support requests are not available online." })}>
      {(phone || email) && (
        <p>
          {t({ id: "portal.support.unavailableContact", message: "You can reach customer service at:" })}{" "}
          {[phone, email].filter(Boolean).join(" · ")}
        </p>
      )}
    </Alert>
  );
}
