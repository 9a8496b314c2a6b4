import { normalizeIban } from "../validation/iban";

/**
 * How a contract's summary shows its values (issue 39 item 4: the detail starts with a summary of status,
 * tariff, power, address, bank account and pending changes). Pure, without DOM or words: the screen
 * translates and formats what these return.
 */

/** The character a masked IBAN shows in place of the hidden digits. */
export const MASK_DOT = "\u2022";

/**
 * An IBAN as the summary shows it: the country and check digits, then only the last four characters
 * (how banks and retailers print an account on a screen others may see), so that a customer recognises
 * their account and a shoulder does not read it.
 * @param iban - the printable IBAN (§3 `bank_account.printable_iban`), with or without spaces
 * @returns e.g. "ES07 •••• 8558"; the whole value when it is too short to hide anything
 * @example maskIban("ES07 2100 9569 5815 0551 8558") // "ES07 •••• 8558"
 */
export function maskIban(iban: string): string {
  const compact = normalizeIban(iban);
  if (compact.length <= 8) return compact;
  return `${compact.slice(0, 4)} ${MASK_DOT.repeat(4)} ${compact.slice(-4)}`;
}

/** A run of consecutive periods with the same contracted power. */
export interface PowerGroup {
  /** The first period of the run (P1…P6). */
  from: string;
  /** The last period of the run; the same as `from` for a run of one. */
  to: string;
  kw: number;
}

/**
 * The contracted powers in runs of consecutive periods with the same power, for a compact summary:
 * the usual household's P1 and P2 at 4.6 kW read "P1–P2 4.6 kW" rather than two rows (spec §3
 * `contracted_power_period[{period, power}]`, in the server's order).
 * @param powers - the periods and their powers in kW
 * @returns the runs, in order
 * @example powerGroups([{ period: "P1", kw: 4.6 }, { period: "P2", kw: 4.6 }]) // [{ from: "P1", to: "P2", kw: 4.6 }]
 */
export function powerGroups(powers: readonly { period: string; kw: number }[]): PowerGroup[] {
  const groups: PowerGroup[] = [];
  for (const { period, kw } of powers) {
    const last = groups.at(-1);
    if (last && last.kw === kw) last.to = period;
    else groups.push({ from: period, to: period, kw });
  }
  return groups;
}
