/**
 * A battery's shares as the previews take them (the distribution preview and the move's review,
 * portal-spec §2): the percentages answer names no contract (calls §3 "Battery percentages:
 * bateria_id, percentage"), so this contract's share is its assignment's and the others are numbered.
 */
import type { BatteryPercentage } from "../../../src/api/batteries";
import { otherShares, type DistributionInput } from "../../../src/domain/batteries/distribution";

/** The key of this contract's share among a battery's shares. */
export const OWN_SHARE = "own";

/** One share of a battery: `number` null for this contract's, else the other contract's number from 1. */
export interface ShareInput extends DistributionInput {
  id: string;
  number: number | null;
}

/**
 * This contract's share first, then the other contracts' in the server's order, numbered from 1.
 * @param shares - the battery's percentages answer
 * @param own - this contract's share (its assignment's `pes_percentatge`, or as last saved); null when
 * it has none in this battery yet (it then takes a new share of weight 0)
 * @param ownActive - whether this contract's share counts (false: it ends, the others take it all)
 * @returns the inputs of `batteryDistribution`, with {@link OWN_SHARE} as this contract's id
 * @example shareInputs([{ batteryId: 102, percentage: 62.5 }, { batteryId: 102, percentage: 37.5 }], 37.5, true)
 */
export function shareInputs(shares: readonly BatteryPercentage[], own: number | null, ownActive: boolean): ShareInput[] {
  const others = otherShares(
    shares.map((share) => share.percentage),
    own,
  );
  return [
    { id: OWN_SHARE, weight: own ?? 0, active: ownActive, number: null },
    // The server's percentages are proportional to the weights (pes) among the active shares, so they
    // rescale the others exactly as the weights would; a 0 % share (locked or ended) takes nothing
    // while another has a weight.
    ...others.map((weight, index) => ({ id: String(index + 1), weight, active: true, number: index + 1 })),
  ];
}
