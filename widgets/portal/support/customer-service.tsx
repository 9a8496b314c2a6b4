import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { claimContractFrom } from "../../../src/domain/portal/atc-claim";
import { pathOf } from "../../../src/domain/portal/routes";
import { useFeature } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { useAtcClaimOffered } from "../shared/atc-claim";
import { PortalLink } from "../shared/portal-link";
import { AtcClaimForm } from "./atc-claim-form";
import { CASE_FLAG, CaseGate } from "./case-gate";
import { ContactForm, useSelfReadings } from "./contact-form";
import { usePortalRoute, useScreenTitleFocus } from "../shell/router";

/** The page's title, focused on arrival like every screen's. */
function Title({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useScreenTitleFocus(ref);
  return (
    <h1 ref={ref} tabIndex={-1} className="ov-portal__title">
      {children}
    </h1>
  );
}

/**
 * The customer-service page (/atencio-al-client; spec §2 "Contact and claims"): the contact form (when
 * `crm.case` allows cases) and the ATC claim (when its gates allow). `?autolectures=true` with
 * `contactAutoReads` on (the header's send-readings link) makes it the self-readings form only.
 */
export function CustomerServiceScreen() {
  const { t } = useLingui();
  const readings = useSelfReadings();
  const cases = useFeature(CASE_FLAG);
  const claims = useAtcClaimOffered();
  if (readings) {
    // spec §2 "the title changes": the contact's own title; the page stays customer service.
    return (
      <section className="ov-portal__page ov-portal__narrow">
        <Title>{t({ id: "portal.area.customerService", message: "Customer service" })}</Title>
        <section className="ov-support__part" aria-labelledby="ov-support-contact">
          <h2 id="ov-support-contact">{t({ id: "portal.support.readingsTitle", message: "Send meter readings" })}</h2>
          <CaseGate>
            <ContactForm />
          </CaseGate>
        </section>
      </section>
    );
  }
  return (
    <section className="ov-portal__page ov-portal__narrow">
      <Title>{t({ id: "portal.area.customerService", message: "Customer service" })}</Title>
      {cases && (
        <section className="ov-support__part" aria-labelledby="ov-support-contact">
          <h2 id="ov-support-contact">{t({ id: "portal.support.contactTitle", message: "Write to us" })}</h2>
          <ContactForm />
          <p>
            <PortalLink to={pathOf("supportRequests")}>{t({ id: "portal.support.contact.toList", message: "See my requests" })}</PortalLink>
          </p>
        </section>
      )}
      {claims && (
        <section className="ov-support__part" aria-labelledby="ov-support-claim">
          <h2 id="ov-support-claim">{t({ id: "portal.support.claimTitle", message: "File a claim" })}</h2>
          <AtcClaimForm />
        </section>
      )}
      {!cases && !claims && (
        <Alert tone="info">
          {t({ id: "portal.support.nothingOnline", message: "Customer service does not take requests online at the moment." })}
        </Alert>
      )}
    </section>
  );
}

/**
 * The claims route (/reclamacions): the ATC claim form directly (issue 19 item 2). `?contract=` (with
 * `contractType=`), from a contract detail's claim option, chooses the claim's contract; read once.
 */
export function ClaimsScreen() {
  const { t } = useLingui();
  const claims = useAtcClaimOffered();
  const route = usePortalRoute();
  const [contract] = useState(() => claimContractFrom((key) => route.consumeQuery(key)));
  return (
    <section className="ov-portal__page ov-portal__narrow">
      <Title>{t({ id: "portal.area.claims", message: "Claims" })}</Title>
      {claims ? (
        <AtcClaimForm contract={contract} />
      ) : (
        <Alert tone="info">
          {t({ id: "portal.support.claimsUnavailable", message: "Claims cannot be filed online." })}{" "}
          <PortalLink to={pathOf("customerService")}>{t({ id: "portal.area.customerService", message: "Customer service" })}</PortalLink>
        </Alert>
      )}
    </section>
  );
}

/** The new support request route (/solicituts/crear): the contact form, behind `crm.case`. */
export function SupportCreateScreen() {
  const { t } = useLingui();
  const readings = useSelfReadings();
  return (
    <section className="ov-portal__page ov-portal__narrow">
      <p>
        <PortalLink to={pathOf("supportRequests")}>{t({ id: "portal.support.back", message: "Back to my requests" })}</PortalLink>
      </p>
      <Title>
        {readings
          ? t({ id: "portal.support.readingsTitle", message: "Send meter readings" })
          : t({ id: "portal.area.supportCreate", message: "New support request" })}
      </Title>
      <CaseGate>
        <ContactForm />
      </CaseGate>
    </section>
  );
}
