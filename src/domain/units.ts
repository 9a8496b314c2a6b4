/**
 * The spec's units and decimals (spec §9 "Units") shared by the domain rules and the widgets, in one
 * place: the comparator, the contracting rules and the contract step read them from here.
 */

/** spec §9: "input power 3 decimals" (kW, as typed in the comparator and the contracting wizard). */
export const POWER_DECIMALS = 3;
