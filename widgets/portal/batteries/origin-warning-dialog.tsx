/**
 * The warning shown instead of the move of an origin battery (portal-spec §6 "move unavailable for
 * origin batteries (a warning dialog with the retailer email)"; calls §8.2).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSettings } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { Dialog } from "../../../src/ui/dialog";

/**
 * The origin battery's warning, with the retailer's email (`organization.email`, spec §3 Settings).
 * @param props - whether it shows, and how it closes
 * @returns the dialog
 */
export function OriginWarningDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const email = useSettings((settings) => settings.organization.email);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      title={t({ id: "portal.batteries.origin.title", message: "This battery cannot be moved" })}
      footer={
        <Button onClick={onClose}>
          <Trans id="portal.batteries.close">Close</Trans>
        </Button>
      }
    >
      <p>
        <Trans id="portal.batteries.origin.body">
          This battery is filled by this contract's solar surplus: its share cannot be moved from here.
        </Trans>
      </p>
      {email ? (
        <p>
          <Trans id="portal.batteries.origin.contact">
            To change it, write to <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        </p>
      ) : (
        // No retailer email in the settings: the customer is still told whom to ask.
        <p>
          <Trans id="portal.batteries.origin.noEmail">To change it, please contact customer service.</Trans>
        </p>
      )}
    </Dialog>
  );
}
