import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { pathOf } from "../../../src/domain/portal/routes";
import { useSession, useSettings } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { Dialog } from "../../../src/ui/dialog";
import { safeHttpUrl } from "../../../src/domain/safe-url";
import { usePortalNavigate } from "./router";

/** `tel:` keeps only the digits and a leading +: "900 533 533" → "tel:900533533". */
export const telHref = (phone: string): string => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, "")}`;

const asText = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * The header's Help button and its dialog (issue 39 item 4: among the header's tools, not floating over
 * the screens). spec §2 Other: "floating help dialog (email and phone, contact button possibly with a custom URL)",
 * gated by its feature (spec §6 "Feature flags gate ... help dialog": settings.features.helpDialog; on by
 * default). The contact button opens settings.links.help when the partner gives one, else the portal's
 * contact: the customer-service route when signed in, the unsigned contact form otherwise (spec §2
 * "Contact and claims"; /contacte is public only).
 */
export function Help() {
  const { t } = useLingui();
  const navigate = usePortalNavigate();
  const enabled = useSettings((settings) => settings.features.helpDialog !== false);
  // Server-driven values: anything but a string counts as none.
  const email = useSettings((settings) => asText(settings.organization.email));
  const phone = useSettings((settings) => asText(settings.organization.phone_crm));
  const customUrl = useSettings((settings) => safeHttpUrl(settings.links.help));
  const signedIn = useSession((session) => session.status === "authenticated");
  const [open, setOpen] = useState(false);
  if (!enabled) return null;

  const contactLabel = t({ id: "portal.help.contact", message: "Contact us" });
  const close = () => setOpen(false);
  const contact = customUrl ? (
    <a
      className="ov-button ov-button--primary ov-button--medium"
      href={customUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={close}
    >
      {contactLabel}
      <span className="ov-visually-hidden"> {t({ id: "portal.help.newWindow", message: "(opens in a new window)" })}</span>
    </a>
  ) : (
    <Button
      onClick={() => {
        close();
        navigate(pathOf(signedIn ? "customerService" : "contact"));
      }}
    >
      {contactLabel}
    </Button>
  );

  return (
    <>
      <Button variant="text" size="small" className="ov-portal__help-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true" className="ov-portal__help-mark">
          ?
        </span>
        {t({ id: "portal.help.button", message: "Help" })}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        size="small"
        title={t({ id: "portal.help.title", message: "Do you need help?" })}
        footer={contact}
      >
        {email || phone ? (
          <>
            <p>{t({ id: "portal.help.intro", message: "Write to us or call us:" })}</p>
            <dl className="ov-portal__help-list">
              {email && (
                <>
                  <dt>{t({ id: "portal.help.email", message: "Email" })}</dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </>
              )}
              {phone && (
                <>
                  <dt>{t({ id: "portal.help.phone", message: "Phone" })}</dt>
                  <dd>
                    <a href={telHref(phone)}>{phone}</a>
                  </dd>
                </>
              )}
            </dl>
          </>
        ) : (
          <p>{t({ id: "portal.help.noDetails", message: "Send us your question and we will answer you." })}</p>
        )}
      </Dialog>
    </>
  );
}
