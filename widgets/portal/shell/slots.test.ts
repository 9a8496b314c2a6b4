import { describe, expect, it } from "vitest";
import type { PortalArea } from "./area";
import { slotPart, slotParts } from "./slots";

const Nothing = () => null;
const area = (name: string, parts: ReturnType<typeof slotPart>[]): PortalArea => ({
  name,
  routes: [],
  screens: () => Promise.resolve({}),
  parts,
});

describe("slot parts (docs/architecture.md \"The portal's areas\": areas lend parts to each other's screens through the shell)", () => {
  const battery = slotPart({ slot: "contractDetail", id: "battery", order: 20, load: () => Promise.resolve(Nothing) });
  const consumption = slotPart({ slot: "contractDetail", id: "consumption", order: 10, load: () => Promise.resolve(Nothing) });

  it("gathers the parts of every area for one slot, lower order first", () => {
    const found = slotParts("contractDetail", [area("batteries", [battery]), area("consumption", [consumption]), area("home", [])]);
    expect(found.map(({ part, area: owner }) => `${owner.name}:${part.id}`)).toEqual(["consumption:consumption", "batteries:battery"]);
  });

  it("finds nothing for areas that lend nothing", () => {
    expect(slotParts("contractDetail", [area("home", [])])).toEqual([]);
  });
});
