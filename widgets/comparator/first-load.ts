import { comersCall, type FirstLoad } from "../../src/load-protocol/first-load";

/** `<ov-comparator>`'s first screen beyond its entry: the electricity form's companies of origin, or the gas form's. */
export const comparatorFirstLoad = {
  calls: [comersCall("energy")],
} satisfies FirstLoad;
