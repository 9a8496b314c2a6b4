/**
 * The words and numbers the panel's parts share: a share in percent and a contract's name in a list of
 * shares, in the tag's language (CONVENTIONS: numbers formatted by `src/i18n/format.ts`).
 */
import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../../src/i18n/format";
import { useLocale } from "../../../src/runtime/widget-context";

/** Shares may be fractions (calls §7.5: the preview and the server's rescaling): shown with up to 2 decimals. */
export const PERCENT_DECIMALS = 2;

/**
 * The panel's shared labels.
 * @returns `percent(40.5)` ("40.5 %") and `contract(name, current)` ("This contract" for the current one)
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
    contract(contractName: string, currentContract: string): string {
      return contractName === currentContract
        ? t({ id: "portal.batteries.thisContract", message: "This contract" })
        : t({ id: "portal.batteries.contract", message: `Contract ${contractName}` });
    },
  };
}
