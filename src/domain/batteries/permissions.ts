/**
 * What a customer may do with one virtual battery assignment (portal-spec §6 "Battery: disabled when
 * not active by dates; move unavailable for origin batteries (a warning dialog with the retailer
 * email); modify percentage needs the battery shared across more than one contract; move needs at
 * least 2 other batteries in other contracts; contracts with active self-consumption cannot transfer
 * and must contact customer service", and the read-only token of the same section). Pure: the panel
 * gives what it knows and shows the reason each action gives back.
 */
import { isActiveOn } from "./distribution";
import { expectArgument } from "../arguments";

/** portal-spec §6: "modify percentage needs the battery shared across more than one contract". */
export const MIN_CONTRACTS_TO_SHARE = 2;
/** portal-spec §6: "move needs at least 2 other batteries in other contracts". */
export const MIN_OTHER_BATTERIES_TO_MOVE = 2;

/** The assignment's fields the rules read (portal-spec §3 "Virtual battery assignment"). */
export interface AssignmentFacts {
  battery: { id: string | number };
  percentage: number;
  startDate: string | null;
  endDate: string | null;
  /** portal-spec §3 `es_origen`. */
  isOrigin: boolean;
}

/** Why an action cannot be done (each has its own message in the panel). */
export type BatteryBlock = "readOnly" | "inactive" | "notShared" | "notEnoughBatteries" | "selfConsumption";

/** An action's verdict: allowed, blocked with a reason, or (move only) the origin warning instead. */
export type ActionVerdict = { allowed: true } | { allowed: false; reason: BatteryBlock };

/** The verdicts of one assignment's actions. */
export interface BatteryPermissions {
  /** Active by its dates today. */
  active: boolean;
  /** portal-spec §4 "solar wallet locked": a 0 % or inactive share accumulates nothing. */
  walletLocked: boolean;
  /** The discount management toggle or select. */
  discount: ActionVerdict;
  /** The modify-percentage dialog. */
  modify: ActionVerdict;
  /** The move stepper; an origin battery's move opens the warning dialog instead (`originWarning`). */
  move: ActionVerdict & { originWarning: boolean };
}

/** What the panel knows around the assignment. */
export interface PermissionContext {
  /** Today, `YYYY-MM-DD`. */
  today: string;
  /** False with a read-only token (spec §6 Roles). */
  canModify: boolean;
  /** Every assignment of the same contract (for its self-consumption). */
  contractAssignments: readonly AssignmentFacts[];
  /** How many distinct contracts hold an active share of this battery (null while unknown). */
  sharingContracts: number | null;
  /** The batteries of the customer's other contracts, this one's left out (null while unknown). */
  otherBatteries: readonly (string | number)[] | null;
}

/**
 * How many contracts share a battery, from its percentages (calls §3 "Battery percentages": the answer
 * names no contract): the contract itself and every other contract holding a share above 0 %. A 0 %
 * share is ended or locked (weight 0, portal-spec §2): nothing of a change can go to it, so it does not
 * make the battery shared.
 * @param others - the other contracts' shares (`otherShares` of `./distribution`)
 * @returns at least 1, the contract itself
 * @example sharingContracts([62.5, 0, 0]) // 2
 */
export function sharingContracts(others: readonly number[]): number {
  expectArgument("sharingContracts", "others", others, "array");
  return 1 + others.filter((share) => share > 0).length;
}

/**
 * Whether a contract has active self-consumption: it is the origin (the solar supply, `es_origen`) of
 * an active assignment. The contract carries no other self-consumption field (calls §3 "Contract"),
 * and the origin is the supply whose surplus fills the battery (spec §1 "solar virtual batteries").
 * @param assignments - the contract's assignments
 * @param today - `YYYY-MM-DD`
 * @returns true when the contract feeds a battery today
 * @example hasActiveSelfConsumption([{ battery: { id: 1 }, percentage: 60, startDate: null, endDate: null, isOrigin: true }], "2025-06-15") // true
 */
export function hasActiveSelfConsumption(assignments: readonly AssignmentFacts[], today: string): boolean {
  expectArgument("hasActiveSelfConsumption", "assignments", assignments, "array");
  expectArgument("hasActiveSelfConsumption", "today", today, "string");
  return assignments.some((assignment) => assignment.isOrigin && isActiveOn(assignment, today));
}

/**
 * The verdict of each action on one assignment, the first reason that applies first: a read-only
 * token, then an inactive share, then the action's own rule.
 * @param assignment - the assignment
 * @param context - the session, the day and what is known of the other contracts
 * @returns the verdicts
 * @example batteryPermissions(assignment, { today: "2025-06-15", canModify: true, contractAssignments: [assignment], sharingContracts: 2, otherBatteries: [102, 103] }).modify.allowed
 */
export function batteryPermissions(assignment: AssignmentFacts, context: PermissionContext): BatteryPermissions {
  expectArgument("batteryPermissions", "assignment", assignment, "object");
  expectArgument("batteryPermissions", "context", context, "object");
  const active = isActiveOn(assignment, context.today);
  const common: BatteryBlock | null = !context.canModify ? "readOnly" : !active ? "inactive" : null;
  const verdict = (block: BatteryBlock | null): ActionVerdict => (block === null ? { allowed: true } : { allowed: false, reason: block });

  const modifyBlock = common ?? ((context.sharingContracts ?? 0) < MIN_CONTRACTS_TO_SHARE ? "notShared" : null);

  // spec §6 / calls §8.2: an origin battery's move is not blocked silently: the button opens the
  // warning dialog with the retailer's email.
  const originWarning = common === null && assignment.isOrigin;
  let moveBlock: BatteryBlock | null = common;
  if (moveBlock === null && !originWarning) {
    if (hasActiveSelfConsumption(context.contractAssignments, context.today)) moveBlock = "selfConsumption";
    else if ((context.otherBatteries?.length ?? 0) < MIN_OTHER_BATTERIES_TO_MOVE) moveBlock = "notEnoughBatteries";
  }

  return {
    active,
    walletLocked: !active || assignment.percentage <= 0,
    discount: verdict(common),
    modify: verdict(modifyBlock),
    move: { ...verdict(moveBlock), originWarning },
  };
}

/**
 * The batteries a contract's share may move to: those of the customer's other contracts, each once,
 * the current battery left out (portal-spec §6 "at least 2 other batteries in other contracts").
 * @param contractName - the current contract
 * @param batteryId - the battery the share would leave
 * @param contracts - the customer's contracts with their assignments' batteries
 * @returns the destination batteries, in the order met
 * @example otherBatteries("A", 1, [{ name: "B", batteries: [{ id: 2, name: "x" }] }]) // [{ id: 2, name: "x" }]
 */
export function otherBatteries<B extends { id: string | number }>(
  contractName: string,
  batteryId: string | number,
  contracts: ReadonlyArray<{ name: string; batteries: readonly B[] }>,
): B[] {
  expectArgument("otherBatteries", "contractName", contractName, "string");
  expectArgument("otherBatteries", "batteryId", batteryId, "string", "number");
  expectArgument("otherBatteries", "contracts", contracts, "array");
  const seen = new Set<string>([String(batteryId)]);
  const found: B[] = [];
  for (const contract of contracts) {
    if (contract.name === contractName) continue;
    for (const battery of contract.batteries) {
      if (seen.has(String(battery.id))) continue;
      seen.add(String(battery.id));
      found.push(battery);
    }
  }
  return found;
}
