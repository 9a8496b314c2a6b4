import { describe, expect, it } from "vitest";
import { createSandbox } from "../../demo/sandbox/sandbox";
import { createTestClient } from "../../demo/sandbox/test-client";
import { mergeSettings } from "../runtime/merge";
import { defaultSettings } from "../runtime/default-settings";
import { safeHttpUrl } from "../domain/safe-url";
import { getPublicSettings } from "./settings";

// Issue 36, hostile answers: every address the server gives passes one safe-URL rule before a screen sees it.
describe("settings addresses pass the safe-URL rule where the answer is read", () => {
  it("drops javascript:, data: and relative links and keeps http(s) ones normalised", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({
      links: { gdpr: "javascript:alert(1)", conditions: " https://partner.example/conditions ", help: "data:text/html,hi", exit: "/home" },
      oidc: { accountUrl: "javascript:alert(2)", logoutUrl: "https://idp.example/logout", clientId: "ov-portal" },
    });
    const answer = await getPublicSettings(createTestClient(sandbox).api);
    expect(answer.links).toEqual({ conditions: "https://partner.example/conditions" });
    expect(answer.oidc).toMatchObject({ logoutUrl: "https://idp.example/logout", clientId: "ov-portal" });
    expect(answer.oidc).not.toHaveProperty("accountUrl");
    // Merged over the defaults, a dropped link is the default's "no link".
    const settings = mergeSettings(defaultSettings(), answer);
    expect(settings.links).toEqual({ conditions: "https://partner.example/conditions", gdpr: "", help: "", exit: "" });
    expect(settings.oidc.accountUrl).toBe("");
  });

  it("the rule itself: only absolute http(s) strings pass", () => {
    expect(safeHttpUrl("JavaScript:alert(1)")).toBeNull();
    expect(safeHttpUrl("//evil.example/x")).toBeNull();
    expect(safeHttpUrl(42)).toBeNull();
    expect(safeHttpUrl("http://a.example")).toBe("http://a.example/");
  });
});
