import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { freshPortalPageEachTest, openPortalAt } from "../../../test/portal-helpers";
import "../index";

// calls §8 "Logout failure: cannot leave the session". The logout's code is a chunk of its own
// (src/runtime/widget-context.tsx useLogout): here its download fails, as on a connection lost.
vi.mock("../../../src/runtime/logout", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});
freshPortalPageEachTest();

describe("<ov-portal> when the logout cannot run", () => {
  it("says so at the press, keeps the person signed in and leaves Log out there to try again", async () => {
    const widget = await openPortalAt("/factures", { customer: "household" });
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You could not be logged out. Check your connection and press Log out again.");
    expect(widget.runtime.session.getState().status).toBe("authenticated");
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
  });
});
