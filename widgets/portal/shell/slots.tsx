import { Trans, useLingui } from "@lingui/react/macro";
import { createElement, useMemo, type ComponentType, type ReactNode } from "react";
import type { Contract, ContractType } from "../../../src/api/contracts";
import type { Settings } from "../../../src/runtime/default-settings";
import { WidgetErrorBoundary } from "../../../src/element/error-boundary";
import { retryableChunk, useChunk, type Chunk } from "../../../src/element/retryable-chunk";
import { useRuntime, useSettings } from "../../../src/runtime/widget-context";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { useComponentStyles } from "../../../src/ui/use-component-styles";
import { Spinner } from "../../../src/ui/spinner";
import type { PortalArea } from "./area";
import { preloadArea } from "./area-preload";
import { areaStyles, AreaTexts } from "./area-view";
import { AREAS } from "./areas";

/**
 * The places where a screen of one area shows parts lent by other areas, with what each part receives
 * (docs/architecture.md "The portal's areas": areas never import each other, so a contract's detail learns of the
 * consumption and battery sections through the shell, and their code stays in their own chunks).
 */
export interface PortalSlots {
  /** A section of an electricity or gas contract's detail (spec §2 "Contract detail": consumption, virtual battery). */
  contractDetail: { contract: Contract; contractType: ContractType };
}
export type PortalSlotName = keyof PortalSlots;

/** A part an area lends to a slot of another area's screen. */
export interface PortalSlotPart<S extends PortalSlotName = PortalSlotName> {
  slot: S;
  /**
   * Stable key, and the id of the section's anchor: `#consumption` in the address, or the detail's
   * `action=consumption` (spec §2), scrolls to the part whose id it is.
   */
  id: string;
  /** Place among the slot's parts, lower first. */
  order: number;
  /** Whether it shows for these props and settings, decided before anything is downloaded. */
  when?: (props: PortalSlots[S], settings: Settings) => boolean;
  /** The part's code: the lending area's chunk (or a chunk of its own). */
  load: () => Promise<ComponentType<PortalSlots[S]>>;
}

/**
 * Declares a part of an area for a slot (typed by the slot).
 * @param part - the slot, the anchor id, the order, the gate and the loader
 * @returns the part, for the area's `parts`
 * @example parts: [slotPart({ slot: "contractDetail", id: "consumption", order: 10, load: () => import("./consumption-section").then((m) => m.ConsumptionSection) })]
 */
export function slotPart<S extends PortalSlotName>(part: PortalSlotPart<S>): PortalSlotPart {
  return part as unknown as PortalSlotPart;
}

/** Once per part: its chunk (a failed download is tried again when the section retries). */
const chunks = new Map<PortalSlotPart, Chunk<ComponentType<object>>>();
function chunkOfPart(part: PortalSlotPart, area: PortalArea): Chunk<ComponentType<object>> {
  let chunk = chunks.get(part);
  if (!chunk) {
    chunk = retryableChunk(() => {
      // A part is its area's screens chunk (or in it): its imports come in the same wave (area-preload.ts).
      preloadArea(area.name);
      // With its area's CSS (from the same chunk).
      return Promise.all([part.load() as Promise<ComponentType<object>>, areaStyles(area).load()]).then(([component]) => component);
    });
    chunks.set(part, chunk);
  }
  return chunk;
}

/**
 * A part once its chunk has arrived, the spinner until then. Awaited in an effect, not by suspending
 * (`useChunk`): the host screen re-renders on clicks (a change dialog opening) while the part may still
 * be downloading, and a suspension inside a click's update must not hold the part back.
 */
function SlotPartBody({ part, area, spinner, props }: { part: PortalSlotPart; area: PortalArea; spinner: ReactNode; props: object }) {
  const Component = useChunk(chunkOfPart(part, area));
  useComponentStyles(areaStyles(area).loaded() ?? "", "last");
  if (!Component) return spinner;
  // The same downloaded component for a part on every render (kept per part): no remount.
  return createElement(Component, props);
}

/**
 * The parts lent to a slot, in order, for the areas of a list (the shell's, unless a test gives one).
 * @param name - the slot
 * @param areas - the areas to look in
 * @returns each part with its area
 */
export function slotParts(name: PortalSlotName, areas: readonly PortalArea[] = AREAS): { part: PortalSlotPart; area: PortalArea }[] {
  return areas
    .flatMap((area) => (area.parts ?? []).filter((part) => part.slot === name).map((part) => ({ part, area })))
    .sort((a, b) => a.part.order - b.part.order);
}

/**
 * Shows the parts other areas lend to a slot, each in a section with its anchor id, with its area's
 * texts, downloaded when the slot first shows. A part that fails to download or crashes stays inside
 * its section (the tag's error boundary is not reached).
 */
export function PortalSlot<S extends PortalSlotName>({ name, props }: { name: S; props: PortalSlots[S] }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const settings = useSettings((all) => all);
  const parts = useMemo(() => slotParts(name), [name]);
  const shown = parts.filter(({ part }) => !part.when || part.when(props as never, settings));
  return (
    <>
      {shown.map(({ part, area }) => {
        const spinner = <Spinner label={t({ id: "portal.slot.loading", message: "Loading…" })} />;
        const body = (
          <WidgetErrorBoundary
            onError={(error) => runtime.report(error, { kind: "portal-slot", tag: `${area.name}:${part.id}` })}
            fallback={(retry) => (
              <RetryFailure
                focus="idle"
                title={<Trans id="portal.slot.failed">This section could not be shown.</Trans>}
                retry={{ label: t({ id: "portal.slot.retry", message: "Try again" }), onClick: retry }}
              />
            )}
          >
            <SlotPartBody part={part} area={area} spinner={spinner} props={props} />
          </WidgetErrorBoundary>
        );
        return (
          <section key={part.id} id={part.id} className="ov-portal__slot">
            {area.catalog ? (
              <AreaTexts area={area.catalog.area} fallback={spinner}>
                {body}
              </AreaTexts>
            ) : (
              body
            )}
          </section>
        );
      })}
    </>
  );
}
