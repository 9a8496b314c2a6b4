/**
 * The words and numbers the panel's parts share: a share in percent and who holds a share in a list of
 * shares, in the tag's language (CONVENTIONS: numbers formatted by `src/i18n/format.ts`).
 */
import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../../src/i18n/format";
import { useLocale } from "../../../src/runtime/widget-context";

/** Shares may be fractions (calls §7.5: the preview and the server's rescaling): shown with up to 2 decimals. */
export const PERCENT_DECIMALS = 2;

/**
 * The panel's shared labels.
 * @returns `percent(40.5)` ("40.5 %") and `holder(number)`: "This contract" for `null`, else "Another
 * contract {number}" (the percentages answer names no contract, calls §3 "Battery percentages")
 * @example const { percent } = useBatteryLabels(); percent(37.5)
 */
export function useBatteryLabels() {
  const { t } = useLingui();
  const locale = useLocale();
  return {
    percent(amount: number): string {
      const value = formatNumber(amount, locale, PERCENT_DECIMALS, 0);
      return t({ id: "portal.batteries.percent", message: `${value} %` });
    },
    holder(number: number | null): string {
      return number === null
        ? t({ id: "portal.batteries.thisContract", message: "This contract" })
        : t({ id: "portal.batteries.otherContract", message: `Another contract ${number}` });
    },
  };
}
