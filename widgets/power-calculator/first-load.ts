import type { FirstLoad } from "../../src/load-protocol/first-load";

/**
 * `<ov-power-calculator>`'s first screen beyond its entry: the tooltip of its Calculate button, disabled
 * with its reason until the home or an appliance changes (src/ui/button.tsx loads the tooltip when the
 * first such button renders). Asked for by the runtime, it was the one request of the first screen one
 * level below the wave (bench depth 4).
 */
export const powerCalculatorFirstLoad = {
  modules: ["../../src/ui/tooltip.tsx"],
} satisfies FirstLoad;
