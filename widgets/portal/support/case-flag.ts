/**
 * The flag of support requests (spec §2: "private (contact only if the crm.case flag allows)"; §3 feature
 * flags `crm.case`): its own module, so the area's descriptor (in the shell's chunk) gates the menu entry
 * without pulling the gate's component.
 */
export const CASE_FLAG = "crm.case";
