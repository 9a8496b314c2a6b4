import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePortalLocation, type RoutingMode } from "./location";
import { PortalRouterProvider, usePortalNavigate, usePortalRoute, useScreenTitleFocus } from "./router";

// docs/architecture.md "The portal's areas": a screen reads one-shot values of its address (`action`, `promocode`,
// `payment_intent`) with usePortalRoute().consumeQuery, which takes them out of the address through
// the portal's router, in every routing mode. spec §2: "The query parameter promocode on the contract
// step is validated automatically then removed".

beforeEach(() => history.replaceState(null, "", "/"));
afterEach(() => history.replaceState(null, "", "/"));

function Probe() {
  const route = usePortalRoute();
  const navigate = usePortalNavigate();
  const code = route.consumeQuery("promocode");
  return (
    <>
      <p data-testid="probe">{`${route.path}|${code ?? "none"}|${route.query.toString()}`}</p>
      <button onClick={() => navigate("/comparador")}>away</button>
      <button onClick={() => navigate("/nou-client-electricitat")}>back</button>
    </>
  );
}

function Harness({ mode, basePath = "", initialPath }: { mode: RoutingMode; basePath?: string; initialPath?: string }) {
  const location = usePortalLocation(mode, basePath, initialPath);
  return (
    <PortalRouterProvider location={location} name="newElectricityCustomer" params={{}} navigate={location.navigate} menu={[]}>
      <Probe />
      <p data-testid="address">{`${location.path}${location.search ? `?${location.search}` : ""}`}</p>
    </PortalRouterProvider>
  );
}

const probe = () => screen.getByTestId("probe").textContent;

describe("usePortalRoute().consumeQuery", () => {
  it("hash mode: reads the value, takes it out of the hash with a replace, keeps it while the route stays", async () => {
    history.replaceState(null, "", "/page?x=1#/nou-client-electricitat?promocode=BENVINGUDA10&utm_source=mail");
    const entries = history.length;
    render(<Harness mode="hash" />);
    await waitFor(() => expect(location.hash).toBe("#/nou-client-electricitat?utm_source=mail"));
    // The page's own query is not the portal's: it stays.
    expect(location.search).toBe("?x=1");
    expect(history.length).toBe(entries);
    expect(probe()).toBe("/nou-client-electricitat|BENVINGUDA10|utm_source=mail");

    // Another route: the value was this route's only.
    fireEvent.click(screen.getByRole("button", { name: "away" }));
    expect(probe()).toBe("/comparador|none|");
    fireEvent.click(screen.getByRole("button", { name: "back" }));
    expect(probe()).toBe("/nou-client-electricitat|none|");
  });

  it("history mode under a base path: the same, on the page's own address", async () => {
    history.replaceState(null, "", "/oficina/nou-client-electricitat?promocode=BENVINGUDA10&utm_source=mail");
    const entries = history.length;
    render(<Harness mode="history" basePath="/oficina" />);
    await waitFor(() => expect(`${location.pathname}${location.search}`).toBe("/oficina/nou-client-electricitat?utm_source=mail"));
    expect(history.length).toBe(entries);
    expect(probe()).toBe("/nou-client-electricitat|BENVINGUDA10|utm_source=mail");
  });

  it("memory mode: the portal's own address loses the value; the page's address never changes", async () => {
    history.replaceState(null, "", "/host-page?promocode=HOST");
    render(<Harness mode="memory" initialPath="/nou-client-electricitat?promocode=BENVINGUDA10" />);
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/nou-client-electricitat"));
    expect(probe()).toBe("/nou-client-electricitat|BENVINGUDA10|");
    expect(`${location.pathname}${location.search}`).toBe("/host-page?promocode=HOST");
  });

  it("leaves an address without the value as it is", async () => {
    history.replaceState(null, "", "/#/nou-client-electricitat?utm_source=mail");
    render(<Harness mode="hash" />);
    await act(async () => undefined);
    expect(location.hash).toBe("#/nou-client-electricitat?utm_source=mail");
    expect(probe()).toBe("/nou-client-electricitat|none|utm_source=mail");
  });
});

function TitledScreen({ title }: { title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useScreenTitleFocus(ref);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {title}
    </h1>
  );
}

function TitleHarness({ landing, title, field = false }: { landing: boolean; title: string; field?: boolean }) {
  const location = usePortalLocation("history", "");
  return (
    <PortalRouterProvider location={location} name="login" params={{}} navigate={location.navigate} menu={[]} landing={landing}>
      <TitledScreen key={title} title={title} />
      {field && <input aria-label="User" />}
    </PortalRouterProvider>
  );
}

describe("useScreenTitleFocus", () => {
  afterEach(() => vi.restoreAllMocks());

  it("focuses a new screen's title: on the address the page opened on after the paint, without scrolling; after the visitor's move at once, scrolling", async () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    const { rerender } = render(<TitleHarness landing title="Log in" />);
    // The page's first screen: once it has been painted.
    expect(focus).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Log in" })));
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });

    // The visitor moves: the mounted title keeps what it did, a new one is focused at once, scrolling.
    rerender(<TitleHarness landing={false} title="Log in" />);
    expect(focus).toHaveBeenCalledTimes(1);
    rerender(<TitleHarness landing={false} title="Change password" />);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Change password" }));
    expect(focus).toHaveBeenCalledTimes(2);
    expect(focus).toHaveBeenLastCalledWith();
  });

  it("on the first screen, leaves the focus where the visitor put it before the paint", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"] });
    try {
      render(<TitleHarness landing title="Log in" field />);
      const user = screen.getByRole("textbox", { name: "User" });
      user.focus();
      // The title's turn comes and goes: its frame, then its timer, and nothing is left pending.
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
      expect(vi.getTimerCount()).toBe(0);
      expect(document.activeElement).toBe(user);
    } finally {
      vi.useRealTimers();
    }
  });
});
