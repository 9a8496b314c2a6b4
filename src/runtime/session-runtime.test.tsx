import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSandbox } from "../../demo/sandbox/sandbox";
import { renderWidget } from "../../test/render-widget";
import { defineWidget } from "../element/define-widget";
import { sanitizeConfigInput } from "./config";
import { writeCookie, readCookie } from "./cookies";
import { handleLoginRequests, requestLogin } from "./login-request";
import { TOKEN_COOKIE } from "./session";
import { logout } from "./logout";
import { createRuntime } from "./runtime";
import { electedSessionHost, sessionHostRank } from "./session-dialog-host";
import { createSessionUiStore } from "./session-ui";
import { useCanModify } from "./use-can-modify";

function CanModifyFixture() {
  const gate = useCanModify();
  return <output aria-label="gate">{JSON.stringify(gate)}</output>;
}
defineWidget("ov-can-modify-fixture", CanModifyFixture);

const gateOf = (screen: Awaited<ReturnType<typeof renderWidget>>["screen"]) =>
  JSON.parse(screen.getByLabelText("gate").textContent ?? "{}") as Record<string, unknown>;

afterEach(() => {
  document.body.innerHTML = "";
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; path=/`;
  history.replaceState(null, "", "/");
});

describe("useCanModify: the read-only gate (spec §6)", () => {
  it("allows a customer's session and an anonymous visitor", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const { screen, runtime } = await renderWidget(`<ov-can-modify-fixture></ov-can-modify-fixture>`, { sandbox });
    expect(gateOf(screen)).toEqual({ canModify: true });
    runtime.setToken(sandbox.tokenFor("household"));
    await waitFor(() => expect(gateOf(screen)).toEqual({ canModify: true }));
  });

  it("refuses a staff read-only token with the tooltip that the action cannot be performed, in the tag's language", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const { screen } = await renderWidget(`<ov-can-modify-fixture></ov-can-modify-fixture>`, { sandbox, token: sandbox.tokenFor("staff") });
    expect(gateOf(screen)).toEqual({ canModify: false, reason: "This action cannot be performed in a read-only session." });
    document.body.innerHTML = "";
    const spanish = await renderWidget(`<ov-can-modify-fixture></ov-can-modify-fixture>`, {
      sandbox,
      token: sandbox.tokenFor("staff"),
      lang: "es",
    });
    expect(gateOf(spanish.screen)).toEqual({ canModify: false, reason: "Esta acción no se puede realizar en una sesión de solo lectura." });
  });
});

describe("stored-token refresh for any tag (spec §4 Session, step 3)", () => {
  it("signs a lone tag in with the token an earlier visit stored, with one is_token_valid", async () => {
    const sandbox = createSandbox({ seed: 7 });
    writeCookie(TOKEN_COOKIE, sandbox.tokenFor("household"));
    const { runtime } = await renderWidget(`<ov-can-modify-fixture></ov-can-modify-fixture>`, { sandbox });
    await waitFor(() => expect(runtime.session.getState()).toMatchObject({ status: "authenticated", source: "refresh" }));
    expect(sandbox.requests.filter((request) => request.path === "is_token_valid")).toHaveLength(1);
    // The portal's start asks about the same token: the answer is shared, not asked again.
    await runtime.checkToken(runtime.session.getState().token ?? "");
    expect(sandbox.requests.filter((request) => request.path === "is_token_valid")).toHaveLength(1);
  });

  it("clears a stored token the server refuses ('Failed refresh clears the session')", async () => {
    writeCookie(TOKEN_COOKIE, "a.b.c");
    const { runtime, sandbox } = await renderWidget(`<ov-can-modify-fixture></ov-can-modify-fixture>`);
    await waitFor(() => expect(readCookie(TOKEN_COOKIE)).toBeNull());
    expect(runtime.session.getState().status).toBe("anonymous");
    expect(sandbox.requests.filter((request) => request.path === "is_token_valid")).toHaveLength(1);
  });

  it("leaves the start to the portal when the address carries a token (it outranks the stored one)", async () => {
    const sandbox = createSandbox({ seed: 7 });
    writeCookie(TOKEN_COOKIE, sandbox.tokenFor("household"));
    history.replaceState(null, "", "/?token=other");
    const { runtime } = await renderWidget(`<ov-can-modify-fixture></ov-can-modify-fixture>`, { sandbox });
    // The runtime's start runs this step once its module has loaded (its call before this one, which
    // settles only once a check it asked for has been answered).
    const { refreshStoredToken } = await import("./stored-token-refresh");
    await refreshStoredToken(runtime);
    expect(sandbox.requests.filter((request) => request.path === "is_token_valid")).toHaveLength(0);
    expect(runtime.session.getState().status).toBe("anonymous");
  });
});

describe("logout from a tag (spec §4 Session)", () => {
  it("clears the session, fires ov-logout, then runs the latest logout handler with the openid token", () => {
    const runtime = createRuntime();
    // Signing in loads the private settings: from the in-process sandbox, not the network.
    runtime.configure({ apiBase: "http://sandbox.local", fetch: createSandbox({ seed: 7 }).fetch });
    const host = document.createElement("div");
    document.body.append(host);
    const events: string[] = [];
    document.addEventListener("ov-logout", () => events.push("ov-logout"), { once: true });
    const first = vi.fn();
    const second = vi.fn();
    runtime.sessionUi.getState().setLogoutHandler(first);
    const removeSecond = runtime.sessionUi.getState().setLogoutHandler(second);
    runtime.session.getState().signIn("opaque", { openidToken: "idp-token" });
    logout(runtime, host);
    expect(runtime.session.getState().status).toBe("anonymous");
    expect(events).toEqual(["ov-logout"]);
    expect(second).toHaveBeenCalledWith({ openidToken: "idp-token" });
    expect(first).not.toHaveBeenCalled();
    removeSecond();
    logout(runtime, host);
    expect(first).toHaveBeenCalledWith({ openidToken: null });
  });

  it("without a handler goes to the tag's login address, else the configured one, else stays", () => {
    const runtime = createRuntime();
    const host = document.createElement("div");
    logout(runtime, host);
    expect(location.hash).toBe("");
    runtime.configure({ loginUrl: "#/entrar" });
    logout(runtime, host);
    expect(location.hash).toBe("#/entrar");
    logout(runtime, host, { loginUrl: "#/acces" });
    expect(location.hash).toBe("#/acces");
  });
});

describe("login requests (ov-login-required) and the portal's login address", () => {
  it("the portal's address is the lowest layer and it answers only requests for that address", () => {
    const runtime = createRuntime();
    const host = document.createElement("div");
    document.body.append(host);
    const open = vi.fn();
    const stop = handleLoginRequests(runtime, { href: "/oficina/acces", open });
    expect(runtime.resolve().loginUrl).toBe("/oficina/acces");
    expect(requestLogin(host, "ov-x", "/oficina/acces")).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    // A tag pointed elsewhere (its login-url) follows its own address.
    expect(requestLogin(host, "ov-x", "/elsewhere")).toBe(true);
    runtime.configure({ loginUrl: "/configured" });
    expect(runtime.resolve().loginUrl).toBe("/configured");
    stop();
    expect(requestLogin(host, "ov-x", "/oficina/acces")).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    runtime.configure({ loginUrl: null });
    expect(runtime.resolve().loginUrl).toBeNull();
  });

  it("a login address is a path, a #route or an http(s) URL, never javascript:", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(sanitizeConfigInput({ loginUrl: "javascript:alert(1)" }, "<ov-test>")).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sanitizeConfigInput({ loginUrl: "#/acces" }, "x")).toEqual({ loginUrl: "#/acces" });
    expect(sanitizeConfigInput({ loginUrl: "https://ov.example.es/acces" }, "x")).toEqual({ loginUrl: "https://ov.example.es/acces" });
    warn.mockRestore();
  });
});

describe("election of the session-expired dialog's host", () => {
  it("prefers the portal, then the first tag to connect; another takes over when the host leaves", () => {
    const store = createSessionUiStore();
    const [a, b, portal] = [document.createElement("ov-a"), document.createElement("ov-b"), document.createElement("ov-portal")];
    const leaveA = store.getState().join({ host: a, rank: sessionHostRank("ov-price-alerts") ?? 9 });
    store.getState().join({ host: b, rank: sessionHostRank("ov-comparator") ?? 9 });
    expect(electedSessionHost(store.getState().hosts)?.host).toBe(a);
    const leavePortal = store.getState().join({ host: portal, rank: sessionHostRank("ov-portal") ?? 9 });
    expect(electedSessionHost(store.getState().hosts)?.host).toBe(portal);
    leavePortal();
    leaveA();
    expect(electedSessionHost(store.getState().hosts)?.host).toBe(b);
    expect(sessionHostRank("ov-context")).toBeNull();
  });
});
