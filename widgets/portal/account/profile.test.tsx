import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { freshPortalPageEachTest, goTo, openPortalAt } from "../../../test/portal-helpers";
import "../index";

// Issue 19 item 5; spec §3 "Profile: version 1 or 2, email and name"; calls §7.2 GET /users/ (v1 or v2).
// The fall back from version 2 to 1 is the client's (src/api/client.test.ts); the sandbox answers both.
freshPortalPageEachTest();

/** The profile's facts as "term: value". */
const facts = (host: HTMLElement) =>
  [...(host.shadowRoot as ShadowRoot).querySelectorAll(".ov-account__profile dt")].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ""}`,
  );

describe("the profile (/perfil)", () => {
  it("shows the signed-in customer's name and email from users/ version 2", async () => {
    const widget = await openPortalAt("/perfil", { customer: "household" });
    await widget.screen.findByRole("heading", { name: "My profile", level: 1 });
    await widget.screen.findByText("Name");
    expect(facts(widget.host)).toEqual(["Name: Marta Puig Ferrer", expect.stringMatching(/^Email: \S+@\S+$/)]);
    expect(widget.sandbox.requests.filter((r) => r.path === "users/").map((r) => r.version)).toContain(2);
  });

  it("is reached from the header's account link", async () => {
    const widget = await openPortalAt("/factures", { customer: "business" });
    await userEvent.setup().click(await widget.screen.findByRole("button", { name: "My profile" }));
    await widget.screen.findByRole("heading", { name: "My profile", level: 1 });
    expect(location.hash).toBe("#/perfil");
  });

  it("sends a visitor to log in, and says a failed call with Try again", async () => {
    const visitor = await openPortalAt("/perfil");
    await visitor.screen.findByRole("heading", { name: "Log in to your online office" });
    document.body.innerHTML = "";

    const widget = await openPortalAt("/", { customer: "household" });
    widget.sandbox.setScenario("error500");
    goTo("/perfil");
    const alert = await widget.screen.findByRole("alert");
    expect(alert.textContent).toContain("Your profile could not be loaded.");
    widget.sandbox.setScenario("normal");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    await widget.screen.findByText("Marta Puig Ferrer");
  });
});
