import { ATC_CLAIM_FLAG, atcClaimSettingOn } from "../../../src/domain/portal/atc-claim";
import { useFeature, useSettings } from "../../../src/runtime/widget-context";

/**
 * Whether the ATC claim is offered (src/domain/portal/atc-claim.ts: the setting `features.reclamATCContact`
 * and the flag `reclamATCContract`, which hides it only when explicitly false): the support area's forms
 * and the contract detail's option read this one rule.
 * @returns true when the claim is offered
 * @example const offered = useAtcClaimOffered();
 */
export function useAtcClaimOffered(): boolean {
  const setting = useSettings(atcClaimSettingOn);
  const flag = useFeature(ATC_CLAIM_FLAG);
  return setting && flag;
}
