/**
 * The one pattern for a widget's or dialog's own flow state (docs/architecture.md "State split": valtio for a
 * widget's own mutable flow state, created per instance). The contracting wizard is the first; the
 * battery move stepper, the card payment and the power-change dialog follow it:
 *
 * 1. `widgets/<name>/<flow>-store.ts` exports `create<Flow>Store(deps)`. It builds its state with
 *    `proxy()` from `valtio/vanilla` (DOM-free, testable in Node) and returns `{ state, ...actions }`:
 *    the actions are plain functions beside the state, they mutate `state` and call what `deps` gives
 *    (API calls bound to a signal, `emit`, storage). The pure transition rules stay in `src/domain/`
 *    (tested without a store) and the store applies them.
 * 2. Components get the store with {@link useFlowStore} (one per mounted instance, never one at module
 *    load: two tags on a page or two tests never share state), read it with the `snap` it returns (a
 *    render reads the snapshot, only what it touches re-renders), and call the store's actions in
 *    handlers. Handlers and actions read `store.state`, never the snapshot (the snapshot is the state of
 *    the last render).
 * 3. The store and valtio stay out of the shared runtime chunk (`src/runtime/` is that chunk, see
 *    scripts/build.mjs): only the tags with a flow download them. Measured: in `src/runtime/` this file
 *    took the comparator's first load from 97.7 to 100.1 kB gzip, over its budget of the time (100 kB; now 105 kB, scripts/budgets.mjs).
 * 4. The store is tested on its own (`<flow>-store.test.ts`) with fake deps; the widget's tests keep
 *    looking at what the user sees.
 */
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio/react";
import type { Snapshot } from "valtio/vanilla";

/** What every flow store has: its state (a valtio proxy) and, when it holds timers or listeners, `dispose`. */
export interface FlowStore<State extends object> {
  /** The mutable state, a `proxy()` from `valtio/vanilla`. */
  readonly state: State;
  /** Ends what the store started (a pending save is written now, timers stop). Safe to call twice. */
  dispose?: () => void;
}

/**
 * The flow store of one mounted component: created once by `create` on the first render, disposed when
 * the component goes away, and read through a valtio snapshot.
 *
 * @param create - Builds the store (`() => createWizardStore(deps)`); called once per instance.
 * @returns The store (for its actions) and `snap`, the snapshot to render from.
 * @example
 * const { store, snap } = useFlowStore(() => createWizardStore({ type, calls, storage, emit }));
 * return <Button onClick={store.previous}>{snap.wizard.currentStep}</Button>;
 */
export function useFlowStore<Store extends FlowStore<object>>(create: () => Store): { store: Store; snap: Snapshot<Store["state"]> } {
  const [store] = useState(create);
  // React runs this cleanup within `root.unmount()` (a tag leaving the page), and after any other
  // unmount before it renders again: a same-type wizard opened next reads the draft dispose saved.
  useEffect(() => () => store.dispose?.(), [store]);
  // sync: a change made in an input handler is rendered in the same task (no caret jump in controlled fields).
  const snap = useSnapshot(store.state, { sync: true }) as Snapshot<Store["state"]>;
  return { store, snap };
}
