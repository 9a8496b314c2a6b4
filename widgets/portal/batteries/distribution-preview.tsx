/**
 * The distribution preview (portal-spec §2 "Distribution preview: a slider 0 to 100 sets the share of
 * the current contract; other active assignments are rescaled in proportion to their weight (pes);
 * weight 0 means locked; inactive get 0%; if all weights are 0, equal weights apply"; calls §7.5 "The
 * preview is computed on the client"). It changes nothing on the server.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../src/ui/field";
import type { BatteryAssignment } from "../../../src/api/batteries";
import { BATTERY_PERCENT_MAX, BATTERY_PERCENT_MIN, batteryDistribution } from "../../../src/domain/batteries/distribution";
import type { Query } from "../../../src/runtime/query";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Spinner } from "../../../src/ui/spinner";
import type { SharesByBattery } from "./use-battery-data";
import { OWN_SHARE, shareInputs } from "./shares";
import { useBatteryLabels } from "./use-battery-labels";

export interface DistributionPreviewProps {
  contractName: string;
  /** The contract's active assignments (an inactive one has no share to preview). */
  assignments: readonly BatteryAssignment[];
  shares: Query<SharesByBattery>;
  /** This contract's share of an assignment's battery (its `pes_percentatge`, or as last saved). */
  ownShareOf: (assignment: BatteryAssignment) => number;
  /** The sliders' values by assignment id (unset: the current share). */
  preview: Readonly<Record<string, number>>;
  onPreview: (assignmentId: string, value: number) => void;
}

/**
 * One preview per active battery share of the contract.
 * @param props - the contract, its active assignments, the batteries' shares and the sliders
 * @returns the previews (nothing when the contract has no active share)
 */
export function DistributionPreview({ contractName, assignments, shares, ownShareOf, preview, onPreview }: DistributionPreviewProps) {
  const { t } = useLingui();
  if (assignments.length === 0) return null;
  return (
    <section className="ov-batteries__preview" aria-labelledby={`${contractName}-preview`}>
      <h3 id={`${contractName}-preview`}>
        <Trans id="portal.batteries.preview.title">Distribution preview</Trans>
      </h3>
      <p className="ov-batteries__note">
        <Trans id="portal.batteries.preview.note">
          Move the slider to see how each battery would be shared. Nothing is changed until you modify the percentage.
        </Trans>
      </p>
      {shares.status === "error" ? (
        <RetryFailure
          focus="idle"
          error={shares.error}
          title={t({ id: "portal.batteries.sharesFailed", message: "The shares of the batteries could not be loaded." })}
          retry={{ label: t({ id: "portal.batteries.retry", message: "Try again" }), onClick: shares.retry }}
        />
      ) : !shares.data ? (
        <Spinner label={t({ id: "portal.batteries.loading", message: "Loading…" })} />
      ) : (
        assignments.map((assignment) => (
          <BatteryPreview
            key={String(assignment.id)}
            assignment={assignment}
            own={ownShareOf(assignment)}
            shares={shares.data?.[String(assignment.battery.id)] ?? []}
            value={preview[String(assignment.id)]}
            onPreview={(value) => onPreview(String(assignment.id), value)}
          />
        ))
      )}
    </section>
  );
}

function BatteryPreview({
  assignment,
  own,
  shares,
  value,
  onPreview,
}: {
  assignment: BatteryAssignment;
  own: number;
  shares: SharesByBattery[string];
  value: number | undefined;
  onPreview: (value: number) => void;
}) {
  const { t } = useLingui();
  const labels = useBatteryLabels();
  const sliderId = `ov-batteries-slider-${useSafeId()}`;
  const share = value ?? Math.round(own);
  // Only an active share is previewed: this contract's counts.
  const inputs = shareInputs(shares, own, true);
  const batteryName = assignment.battery.name;
  const distribution = batteryDistribution(inputs, OWN_SHARE, share);
  return (
    <div className="ov-batteries__battery-preview">
      <label htmlFor={sliderId} className="ov-field__label">
        {t({ id: "portal.batteries.preview.slider", message: `This contract's share of ${batteryName}` })}
      </label>
      <div className="ov-batteries__slider">
        <input
          id={sliderId}
          type="range"
          min={BATTERY_PERCENT_MIN}
          max={BATTERY_PERCENT_MAX}
          step={1}
          value={share}
          aria-valuetext={labels.percent(share)}
          onChange={(event) => onPreview(Number(event.target.value))}
        />
        <output htmlFor={sliderId}>{labels.percent(share)}</output>
      </div>
      <ul className="ov-batteries__shares" aria-live="polite">
        {inputs.map((input) => (
          <li key={input.id}>
            <span>{labels.holder(input.number)}</span>
            <strong>{labels.percent(distribution[input.id] ?? 0)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
