/**
 * The steps of the contracting wizards (spec §2 "Contracting wizards", §4 "Contracting wizard") and the
 * lead step number each one sends (spec §9 "Lead steps numbered 1 to 5").
 */

/** The three wizards of `<ov-contracting type="...">`. */
export type ContractingType = "electricity" | "gas" | "dual";

/** One screen of a wizard. */
export type StepId = "installation" | "person" | "contract" | "gasContract" | "payment" | "confirmation" | "finish";

/** What changes the list of steps besides the type. */
export interface StepListOptions {
  /** The person is a company (company tax id). */
  isCompany?: boolean;
  /** The setting halting business contracting. */
  haltBusiness?: boolean;
}

/**
 * The steps of a wizard, in order.
 *
 * spec §2: electricity installation, person, contract, [gas contract when dual], payment, confirmation,
 * finish; gas installation, person, gas contract, payment, confirmation, finish.
 * spec §4: a company with business contracting halted loses the contract, gas contract and payment steps.
 *
 * @example stepsFor("gas"); // ["installation", "person", "gasContract", "payment", "confirmation", "finish"]
 */
export function stepsFor(type: ContractingType, options: StepListOptions = {}): StepId[] {
  const supply: StepId[] = type === "gas" ? ["gasContract"] : type === "dual" ? ["contract", "gasContract"] : ["contract"];
  const halted = options.isCompany === true && options.haltBusiness === true;
  return ["installation", "person", ...(halted ? [] : [...supply, "payment" as const]), "confirmation", "finish"];
}

const LEAD_STEP_NUMBERS: Readonly<Record<StepId, 1 | 2 | 3 | 4 | 5 | null>> = {
  installation: 1,
  person: 2,
  contract: 3,
  gasContract: 3,
  payment: 4,
  confirmation: 5,
  finish: null,
};

/**
 * spec §9: lead steps numbered 1 to 5 (installation, person, contract, payment, confirmation).
 * @example leadStepNumber("payment"); // 4
 */
export function leadStepNumber(step: StepId): 1 | 2 | 3 | 4 | 5 | null {
  return LEAD_STEP_NUMBERS[step];
}

/**
 * spec §7.8: electricity steps post to `leads`, gas steps to `gas/leads`.
 * @example leadEndpoint("dual", "gasContract"); // "gas/leads"
 */
export function leadEndpoint(type: ContractingType, step: StepId): "leads" | "gas/leads" {
  return type === "gas" || step === "gasContract" ? "gas/leads" : "leads";
}
