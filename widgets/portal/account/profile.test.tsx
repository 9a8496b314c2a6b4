import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createSandbox } from "../../../demo/sandbox/sandbox";
import { freshPortalPageEachTest, openPortalAt } from "../../../test/portal-helpers";
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

    // The header reads the same profile as soon as the customer is signed in (its name), so the profile
    // must fail from the first call: a server whose users/ answers 500 (every version) until told.
    const sandbox = createSandbox({ seed: 7 });
    let failing = true;
    const server = {
      ...sandbox,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        failing && new Request(input, init).url.includes("/users/")
          ? Promise.resolve(new Response(JSON.stringify({ error: "internal_error" }), { status: 500 }))
          : sandbox.fetch(input, init),
    };
    const widget = await openPortalAt("/perfil", { customer: "household", sandbox: server });
    const alert = await widget.screen.findByRole("alert");
    expect(alert.textContent).toContain("Your profile could not be loaded.");
    failing = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    await widget.screen.findByText("Name");
    expect(facts(widget.host)[0]).toBe("Name: Marta Puig Ferrer");
  });
});
