import { ACCESS_FEE_EUR_PER_KW, CONNECTION_FEE_EUR, EXTENSION_FEE_EUR_PER_KW, WATTS_PER_KW } from "./contracts.constants";
import { expectArgument } from "../arguments";

/** What {@link powerChangeFees} takes. */
export interface PowerChangeFeesInput {
  /** The contracted powers now, kW per period (P1, P2... in order). */
  currentKw: readonly number[];
  /** The requested powers, kW per period. */
  requestedKw: readonly number[];
  /** Whether the customer held the requested power at this supply in the last three years (no extension right then). */
  heldInLastThreeYears: boolean;
}

/** The regulated fees of a power change, euros before VAT (spec §9). */
export interface PowerChangeFees {
  /** Connection right: on every change. */
  connection: number;
  /** Access right: per kW added to the highest period's power. */
  access: number;
  /** Extension right: per kW added, unless that power was held in the last three years. */
  extension: number;
  /** The sum of the three lines. */
  total: number;
}

/** The highest power of a list of periods, 0 for none. */
const highest = (powers: readonly number[]) => powers.reduce((max, kw) => (Number.isFinite(kw) && kw > max ? kw : max), 0);

/**
 * The fees of a power change (spec §9 "Power change fees: connection right 9.04 EUR plus VAT; access
 * right 19.7 EUR per added kW plus VAT; extension right 17.27 EUR per added kW plus VAT if the
 * requested power was not held in the last three years"). The added kW are the increase of the
 * highest period's power (the distributor dimensions the connection by it): a change that only
 * moves or lowers powers pays the connection right alone. Each line is rounded to cents, half up,
 * on exact cents (powers have at most 3 decimals, spec §5), and the total is the sum of the rounded
 * lines, so it always matches what the customer reads.
 *
 * @param input - current and requested powers per period (kW) and the three-year question
 * @returns each fee and their total, euros before VAT
 * @example
 * powerChangeFees({ currentKw: [4.6, 4.6], requestedKw: [5.75, 5.75], heldInLastThreeYears: false });
 * // { connection: 9.04, access: 22.66, extension: 19.86, total: 51.56 }
 */
export function powerChangeFees(input: PowerChangeFeesInput): PowerChangeFees {
  expectArgument("powerChangeFees", "input", input, "object");
  const { currentKw, requestedKw, heldInLastThreeYears } = input;
  expectArgument("powerChangeFees", "input.currentKw", currentKw, "array");
  expectArgument("powerChangeFees", "input.requestedKw", requestedKw, "array");
  // Whole watts: the typed kW have 3 decimals, so the increase is exact and the rounding is not
  // thrown off by binary fractions (19.7 × 1.15 is 22.654999… in floating point).
  const addedWatts = Math.max(0, Math.round((highest(requestedKw) - highest(currentKw)) * WATTS_PER_KW));
  const centsPerKw = (eur: number) => Math.round(eur * 100);
  const connectionCents = centsPerKw(CONNECTION_FEE_EUR);
  const accessCents = Math.round((centsPerKw(ACCESS_FEE_EUR_PER_KW) * addedWatts) / WATTS_PER_KW);
  const extensionCents = heldInLastThreeYears ? 0 : Math.round((centsPerKw(EXTENSION_FEE_EUR_PER_KW) * addedWatts) / WATTS_PER_KW);
  return {
    connection: connectionCents / 100,
    access: accessCents / 100,
    extension: extensionCents / 100,
    total: (connectionCents + accessCents + extensionCents) / 100,
  };
}
