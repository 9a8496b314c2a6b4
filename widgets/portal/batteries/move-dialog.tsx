/**
 * The move stepper (portal-spec §4 "Battery move stepper: step 0 select battery, 1 choose percentage,
 * 2 review after state, 3 sending (buttons disabled). Next disabled until a battery is chosen; Back
 * disabled on steps 0 and 3"), in a dialog, its state in the panel's store.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../src/ui/field";
import { useLayoutEffect, useRef } from "react";
import type { Snapshot } from "valtio/vanilla";
import type { Battery, BatteryAssignment, BatteryPercentage } from "../../../src/api/batteries";
import { batteryDistribution } from "../../../src/domain/batteries/distribution";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { Dialog } from "../../../src/ui/dialog";
import { NumberField } from "../../../src/ui/number-field";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Select } from "../../../src/ui/select";
import { Spinner } from "../../../src/ui/spinner";
import { Stepper } from "../../../src/ui/stepper";
import { MOVE_STEPS, moveStepOf, type BatterySends, type BatteryStore, type MoveDialog as MoveDialogState } from "./battery-store";
import { CANT_DO_OPERATION } from "./batteries.texts";
import { OWN_SHARE, shareInputs } from "./shares";
import { useBatteryShares } from "./use-battery-data";
import { useBatteryLabels } from "./use-battery-labels";

export interface MoveDialogProps {
  store: BatteryStore;
  dialog: Snapshot<MoveDialogState> | null;
  /** The move's mutation: sending is step 3, its error the alert on the review. */
  send: Snapshot<BatterySends["move"]>;
  /** The assignment whose share moves. */
  origin: BatteryAssignment | null;
  /** The batteries of the customer's other contracts. */
  destinations: readonly Battery[];
  /** This contract's active share of a battery (null: it has none there). */
  ownShareOf: (batteryId: string | number) => number | null;
}

/**
 * A battery's shares after the move, by the preview rule (portal-spec §2): on the origin (`percentage`
 * null) this contract's share ends today, so it gets 0 and the others take the whole battery; on the
 * destination it takes `percentage` (a new share when it had none) and the others share the rest.
 */
function afterMove(shares: readonly BatteryPercentage[], own: number | null, percentage: number | null) {
  const rows = shareInputs(shares, own, percentage !== null);
  const result = batteryDistribution(rows, OWN_SHARE, percentage ?? 0);
  return rows.map((row) => ({ ...row, after: result[row.id] ?? 0 }));
}

/**
 * The dialog that moves the contract's share of a battery to another battery of the customer.
 * @param props - the panel's store, the stepper's state (null: closed), the origin and the destinations
 * @returns the dialog
 */
export function MoveDialog({ store, dialog, send, origin, destinations, ownShareOf }: MoveDialogProps) {
  const { t } = useLingui();
  const labels = useBatteryLabels();
  const formId = `ov-batteries-move-${useSafeId()}`;
  const step = moveStepOf(dialog, send);
  const open = dialog !== null;
  const body = useRef<HTMLFormElement>(null);
  // A keyboard user lands on the new step's field (the Next button they pressed stays where it was).
  useLayoutEffect(() => {
    if (open && step < 2) body.current?.querySelector<HTMLElement>("select, input")?.focus();
  }, [open, step]);
  const destination =
    destinations.find((battery) => dialog?.destination != null && String(battery.id) === String(dialog.destination)) ?? null;
  // The review needs the shares of both batteries (asked from step 1, ready by the review).
  const shares = useBatteryShares(dialog && destination && origin && step >= 1 ? [origin.battery.id, destination.id] : []);
  const sending = step === 3;
  const steps = [
    { id: MOVE_STEPS[0], label: t({ id: "portal.batteries.move.step.battery", message: "Battery" }) },
    { id: MOVE_STEPS[1], label: t({ id: "portal.batteries.move.step.percentage", message: "Percentage" }) },
    { id: MOVE_STEPS[2], label: t({ id: "portal.batteries.move.step.review", message: "Review" }) },
    { id: MOVE_STEPS[3], label: t({ id: "portal.batteries.move.step.sending", message: "Sending" }) },
  ];

  const batteryName = origin?.battery.name ?? "";
  const destinationName = destination?.name ?? "";
  const summary = (battery: Battery, percentage: number | null) => {
    const list = shares.data?.[String(battery.id)];
    if (!list) return null;
    return (
      <section className="ov-batteries__after" aria-label={battery.name}>
        <h3>{battery.name}</h3>
        <ul>
          {afterMove(list, ownShareOf(battery.id), percentage).map((row) => (
            <li key={row.id}>
              <span>{labels.holder(row.number)}</span>
              <strong>{labels.percent(row.after)}</strong>
            </li>
          ))}
        </ul>
      </section>
    );
  };

  return (
    <Dialog
      open={dialog !== null}
      onClose={store.closeMove}
      size="medium"
      title={t({ id: "portal.batteries.move.title", message: `Move the share of ${batteryName}` })}
      footer={
        <>
          <Button variant="text" disabled={sending} onClick={store.closeMove}>
            <Trans id="portal.batteries.cancel">Cancel</Trans>
          </Button>
          <Button variant="secondary" disabled={step === 0 || sending} focusableWhenDisabled onClick={store.back}>
            <Trans id="portal.batteries.back">Back</Trans>
          </Button>
          {step < 2 ? (
            <Button type="submit" form={formId} disabled={dialog?.destination == null} focusableWhenDisabled>
              <Trans id="portal.batteries.next">Next</Trans>
            </Button>
          ) : (
            <Button type="submit" form={formId} disabled={sending || !shares.data} loading={sending} focusableWhenDisabled>
              <Trans id="portal.batteries.move.send">Move the share</Trans>
            </Button>
          )}
        </>
      }
    >
      {dialog && (
        <form
          ref={body}
          id={formId}
          className="ov-batteries__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step < 2) store.next();
            else void store.sendMove();
          }}
        >
          <Stepper
            steps={steps}
            current={step}
            busy={sending}
            label={t({ id: "portal.batteries.move.progress", message: "Move progress" })}
          />
          {send.error && <Alert tone="error">{t(CANT_DO_OPERATION)}</Alert>}
          {step === 0 && (
            <Select
              label={t({ id: "portal.batteries.move.destination", message: "Destination battery" })}
              placeholder={t({ id: "portal.batteries.move.choose", message: "Choose a battery" })}
              options={destinations.map((battery) => ({ value: String(battery.id), label: battery.name }))}
              value={dialog.destination === null ? "" : String(dialog.destination)}
              required
              onChange={(event) =>
                store.chooseDestination(destinations.find((battery) => String(battery.id) === event.target.value)?.id ?? null)
              }
            />
          )}
          {step === 1 && (
            <NumberField
              label={t({ id: "portal.batteries.move.percentage", message: `This contract's share of ${destinationName}` })}
              hint={t({ id: "portal.batteries.percentage.hint", message: "A whole number from 0 to 100." })}
              unit="%"
              value={String(dialog.percentage)}
              onValueChange={store.typeMovePercentage}
            />
          )}
          {step === 2 && (
            <div className="ov-batteries__review">
              <p>
                <Trans id="portal.batteries.move.reviewIntro">After the move the batteries will be shared like this:</Trans>
              </p>
              {shares.status === "error" ? (
                <RetryFailure
                  error={shares.error}
                  title={t({ id: "portal.batteries.sharesFailed", message: "The shares of the batteries could not be loaded." })}
                  retry={{ label: t({ id: "portal.batteries.retry", message: "Try again" }), onClick: shares.retry }}
                />
              ) : !shares.data ? (
                <Spinner label={t({ id: "portal.batteries.loading", message: "Loading…" })} />
              ) : (
                <div className="ov-batteries__afters">
                  {origin && summary(origin.battery, null)}
                  {destination && summary(destination, dialog.percentage)}
                </div>
              )}
            </div>
          )}
          {step === 3 && (
            <p role="status" className="ov-batteries__sending">
              <Spinner decorative size="small" />
              <Trans id="portal.batteries.move.sending">Moving the share…</Trans>
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
