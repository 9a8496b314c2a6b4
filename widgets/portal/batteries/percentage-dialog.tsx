/**
 * The modify-percentage dialog (portal-spec §2; §4 "Percentage change: save disabled while waiting or
 * when unchanged; failure resets the value"; §5 "integer 0 to 100; out-of-range clamped").
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../src/ui/field";
import type { Snapshot } from "valtio/vanilla";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { Dialog } from "../../../src/ui/dialog";
import { NumberField } from "../../../src/ui/number-field";
import type { BatterySends, BatteryStore, PercentageDialog as PercentageDialogState } from "./battery-store";
import { CANT_DO_OPERATION } from "./batteries.texts";

export interface PercentageDialogProps {
  store: BatteryStore;
  dialog: Snapshot<PercentageDialogState> | null;
  /** The percentage change's mutation: sending is "saving", its error the alert. */
  send: Snapshot<BatterySends["percentage"]>;
  batteryName: string;
}

/**
 * The dialog that changes the contract's share of a battery.
 * @param props - the panel's store, the dialog's state (null: closed) and the battery's name
 * @returns the dialog
 */
export function PercentageDialog({ store, dialog, send, batteryName }: PercentageDialogProps) {
  const { t } = useLingui();
  const formId = `ov-batteries-percentage-${useSafeId()}`;
  const unchanged = dialog !== null && dialog.value === dialog.initial;
  const saving = send.phase === "sending";
  return (
    <Dialog
      open={dialog !== null}
      onClose={store.closePercentage}
      title={t({ id: "portal.batteries.percentage.title", message: `Percentage of ${batteryName}` })}
      size="small"
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={store.closePercentage}>
            <Trans id="portal.batteries.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={unchanged || saving} loading={saving} focusableWhenDisabled>
            <Trans id="portal.batteries.save">Save</Trans>
          </Button>
        </>
      }
    >
      {dialog && (
        <form
          id={formId}
          className="ov-batteries__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.savePercentage();
          }}
        >
          {send.error && <Alert tone="error">{t(CANT_DO_OPERATION)}</Alert>}
          <NumberField
            label={t({ id: "portal.batteries.percentage.field", message: "This contract's share" })}
            hint={t({ id: "portal.batteries.percentage.hint", message: "A whole number from 0 to 100." })}
            unit="%"
            value={String(dialog.value)}
            readOnly={saving}
            onValueChange={store.typePercentage}
          />
        </form>
      )}
    </Dialog>
  );
}
