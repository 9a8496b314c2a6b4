import { act, render, screen } from "@testing-library/react";
import { proxy } from "valtio/vanilla";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { useFlowStore } from "./flow-store";

/** A flow store as the pattern makes them: state in a proxy, actions beside it. */
function createCounterStore(deps: { start: number; onDispose: () => void }) {
  const state = proxy({ count: deps.start });
  return {
    state,
    increment: () => {
      state.count += 1;
    },
    dispose: deps.onDispose,
  };
}

describe("useFlowStore", () => {
  it("creates one store per mounted component, renders its changes, and disposes it on unmount", () => {
    const create = vi.fn(createCounterStore);
    const onDispose = vi.fn();
    let increment = () => {};
    function Counter() {
      const { store, snap } = useFlowStore(() => create({ start: 2, onDispose }));
      increment = store.increment;
      return <p>{`Count ${snap.count}`}</p>;
    }
    const { rerender, unmount } = render(<Counter />);
    screen.getByText("Count 2");
    act(() => increment());
    screen.getByText("Count 3");
    rerender(<Counter />);
    expect(create).toHaveBeenCalledTimes(1);
    expect(onDispose).not.toHaveBeenCalled();
    unmount();
    expect(onDispose).toHaveBeenCalledTimes(1);
  });

  it("disposes the store as the tag's root unmounts, within the unmount", async () => {
    // As a tag leaves the page (define-widget unmounts its root outside any act): a wizard's pending
    // draft, saved by dispose, must be stored before a same-type wizard opened next reads it.
    const onDispose = vi.fn();
    function Counter() {
      useFlowStore(() => createCounterStore({ start: 0, onDispose }));
      return <p>Counter</p>;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(<Counter />));
    expect(container.textContent).toBe("Counter");
    root.unmount();
    expect(onDispose).toHaveBeenCalledTimes(1);
  });

  it("gives two instances two stores", () => {
    function Counter({ start }: { start: number }) {
      const { snap } = useFlowStore(() => createCounterStore({ start, onDispose: () => {} }));
      return <p>{`Count ${snap.count}`}</p>;
    }
    render(
      <>
        <Counter start={1} />
        <Counter start={5} />
      </>,
    );
    screen.getByText("Count 1");
    screen.getByText("Count 5");
  });
});
