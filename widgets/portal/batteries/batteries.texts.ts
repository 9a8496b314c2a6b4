/**
 * The batteries area's texts that several parts show: why an action is not possible (portal-spec §6,
 * calls §8.2), each with its own message.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BatteryBlock } from "../../../src/domain/batteries/permissions";

/** The message of each reason but the read-only one (that one is `useCanModify().reason`, the same in every area). */
export const BLOCK_MESSAGES: Record<Exclude<BatteryBlock, "readOnly">, MessageDescriptor> = {
  // portal-spec §6 / calls §8.2 "battery not active: tooltip".
  inactive: msg({ id: "portal.batteries.blocked.inactive", message: "This battery share is not active on today's date." }),
  notShared: msg({
    id: "portal.batteries.blocked.notShared",
    message: "The percentage can only be changed when the battery is shared by more than one contract.",
  }),
  notEnoughBatteries: msg({
    id: "portal.batteries.blocked.notEnoughBatteries",
    message: "A share can only be moved when your other contracts have at least two other batteries.",
  }),
  selfConsumption: msg({
    id: "portal.batteries.blocked.selfConsumption",
    message: "A contract with active self-consumption cannot transfer its battery share. Please contact customer service.",
  }),
};

/** calls §8.2 "Battery move or percentage failure: can't-do-operation alert" (`message_cant_do_operation`). */
export const CANT_DO_OPERATION = msg({
  id: "portal.batteries.cantDoOperation",
  message: "The operation could not be done. Please try again later.",
});
