import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWidget, type RenderedWidget } from "../../test/render-widget";
import "./index";

type Sandbox = RenderedWidget["sandbox"];

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** The newsletter page's `params` as the retailer's emails carry it: an unsigned JWT-shaped token (sandbox README). */
const newsletterParams = (subscriberId: number | null, email: string) =>
  [base64Url('{"alg":"none","typ":"JWT"}'), base64Url(JSON.stringify({ subscriber_id: subscriberId, email })), "c2ln"].join(".");

const PARAMS_501 = newsletterParams(501, "marta.puig@example.com");
const PARAMS_502 = newsletterParams(502, "administracio@fornvidal.example");

const calls = (sandbox: Sandbox, path: string | RegExp) =>
  sandbox.requests.filter((request) => (typeof path === "string" ? request.path === path : path.test(request.path)));

async function listsShown(screen: RenderedWidget["screen"]) {
  return screen.findByRole("group", { name: "Choose the newsletters you want to receive" }, { timeout: 3000 });
}

const box = (screen: RenderedWidget["screen"], name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

/** Types over the whole value (user-event's clear cannot focus inside a shadow root in happy-dom). */
async function replaceText(field: HTMLElement, text: string) {
  const length = (field as HTMLInputElement).value.length;
  await userEvent.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: length });
}

afterEach(() => history.replaceState(null, "", "/"));

describe("<ov-newsletter> with params (spec §4 Newsletter)", () => {
  it("lists the newsletters with descriptions, the subscriber's ones ticked", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter params="${PARAMS_501}"></ov-newsletter>`);
    await listsShown(screen);
    expect(box(screen, "Monthly newsletter").checked).toBe(true);
    expect(box(screen, "Saving tips").checked).toBe(true);
    expect(box(screen, "Offers and promotions").checked).toBe(false);
    screen.getByText("Discounts, promotional codes and customer campaigns.");
    expect(calls(sandbox, "subscribers/501")).toHaveLength(1);
    expect(calls(sandbox, "newsletters/501")).toHaveLength(1);
  });

  it("keeps an exported and subscribed newsletter checked, with the warning tooltip", async () => {
    const { screen } = await renderWidget(`<ov-newsletter params="${PARAMS_501}"></ov-newsletter>`);
    await listsShown(screen);
    const monthly = box(screen, "Monthly newsletter");
    expect(monthly.getAttribute("aria-disabled")).toBe("true");
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    expect(monthly.getAttribute("aria-describedby")).toContain(tooltip.id);
    expect(tooltip.textContent).toMatch(/must be disabled from your personal email/);
    await userEvent.click(monthly);
    expect(monthly.checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Deselect all" }));
    expect(monthly.checked).toBe(true);
    expect(box(screen, "Saving tips").checked).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Select all" }));
    for (const name of ["Monthly newsletter", "Offers and promotions", "Saving tips", "Weekly power market"])
      expect(box(screen, name).checked).toBe(true);
  });

  it("saves the selection, says so and fires ov-subscribed", async () => {
    const { screen, sandbox, host } = await renderWidget(`<ov-newsletter params="${PARAMS_501}"></ov-newsletter>`);
    await listsShown(screen);
    const events: unknown[] = [];
    document.addEventListener("ov-subscribed", (event) => events.push((event as CustomEvent).detail), { once: true });
    await userEvent.click(box(screen, "Saving tips"));
    await userEvent.click(box(screen, "Offers and promotions"));
    await userEvent.click(screen.getByRole("button", { name: "Save my subscriptions" }));
    await screen.findByText("Your subscription has been saved.");
    expect(calls(sandbox, "subscriber/set_active_newsletters").at(-1)?.body).toEqual({
      subscriptor_or_email: 501,
      selected_newsletters: [1, 2],
    });
    expect(events).toEqual([{ newsletters: [1, 2] }]);
    expect(host.shadowRoot?.activeElement?.className).toContain("ov-newsletter__notice");
  });

  it("with nothing selected the button unsubscribes; removed resets the reader to a newcomer", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter params="${PARAMS_502}"></ov-newsletter>`);
    await listsShown(screen);
    await userEvent.click(screen.getByRole("button", { name: "Deselect all" }));
    const events: unknown[] = [];
    document.addEventListener("ov-subscribed", (event) => events.push((event as CustomEvent).detail), { once: true });
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe from all" }));
    await screen.findByText("You have been unsubscribed from every newsletter.");
    expect(events).toEqual([{ newsletters: [] }]);
    // The subscriber is gone: the lists are read again by email, with the first-confirmation button.
    await screen.findByRole("button", { name: "Confirm my subscription" });
    expect(calls(sandbox, "newsletters/administracio%40fornvidal.example")).toHaveLength(1);
    expect(screen.queryByRole("textbox", { name: /Email/ })).toBeNull();
  });

  it("reads params from the page address when the attribute is absent", async () => {
    history.replaceState(null, "", `/butlleti?params=${PARAMS_501}`);
    const { screen, sandbox } = await renderWidget(`<ov-newsletter></ov-newsletter>`);
    await listsShown(screen);
    expect(calls(sandbox, "newsletters/501")).toHaveLength(1);
  });

  it("offers the lists by email when the subscriber data is unavailable", async () => {
    const params = newsletterParams(999, "old.reader@example.com");
    const { screen } = await renderWidget(`<ov-newsletter params="${params}"></ov-newsletter>`);
    await listsShown(screen);
    screen.getByText("Your subscriber data is not available right now.");
    screen.getByRole("button", { name: "Confirm my subscription" });
  });

  it("shows subscriber data unavailable as the failure when the link has no email", async () => {
    const params = base64Url(JSON.stringify({ subscriber_id: 999 }));
    const { screen } = await renderWidget(`<ov-newsletter params="${params}"></ov-newsletter>`);
    await screen.findByText("Your subscriber data is not available right now.");
    screen.getByRole("button", { name: "Retry" });
  });
});

describe("<ov-newsletter> JWT error (spec §4, §8.5)", () => {
  it("require-params without params shows the JWT error and calls nothing", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter require-params></ov-newsletter>`);
    expect(screen.getByRole("alert").textContent).toMatch(/link you followed is not valid/);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(calls(sandbox, /newsletters|subscriber/)).toHaveLength(0);
  });

  it("require-params with an invalid token shows the JWT error", async () => {
    const { screen } = await renderWidget(`<ov-newsletter require-params params="garbage.token"></ov-newsletter>`);
    expect(screen.getByRole("alert").textContent).toMatch(/link you followed is not valid/);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("an invalid token without the requirement shows the error and keeps the email form", async () => {
    const { screen } = await renderWidget(`<ov-newsletter params="garbage"></ov-newsletter>`);
    expect(screen.getByRole("alert").textContent).toMatch(/link you followed is not valid/);
    screen.getByRole("textbox", { name: /^Email/ });
  });
});

describe("<ov-newsletter> by email (spec §2, §5 email valid)", () => {
  it("refuses an invalid email at the field, keeping what was typed", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter></ov-newsletter>`);
    const field = screen.getByRole("textbox", { name: /^Email/ }) as HTMLInputElement;
    await userEvent.click(screen.getByRole("button", { name: "Show my newsletters" }));
    await screen.findByText("This field is required");
    await userEvent.type(field, "marta@");
    await userEvent.click(screen.getByRole("button", { name: "Show my newsletters" }));
    await screen.findByText("Email not valid");
    expect(field.value).toBe("marta@");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(calls(sandbox, /newsletters/)).toHaveLength(0);
  });

  it("a newcomer gets the first-confirmation button, enabled once a list is chosen", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter></ov-newsletter>`);
    await userEvent.type(screen.getByRole("textbox", { name: /^Email/ }), "nova@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Show my newsletters" }));
    await listsShown(screen);
    const confirm = screen.getByRole("button", { name: "Confirm my subscription" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // No subscriber id yet: the email is not editable (spec §4).
    expect(screen.queryByRole("textbox", { name: /Email where you receive/ })).toBeNull();
    await userEvent.click(box(screen, "Saving tips"));
    await userEvent.click(confirm);
    await screen.findByText("Your subscription has been saved.");
    expect(calls(sandbox, "subscriber/set_active_newsletters").at(-1)?.body).toEqual({
      subscriptor_or_email: "nova@example.com",
      selected_newsletters: [3],
    });
    // Now a subscriber (id 503): the button saves.
    screen.getByRole("button", { name: "Save my subscriptions" });
  });

  it("the email attribute skips the form", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter email="marta.puig@example.com"></ov-newsletter>`);
    await listsShown(screen);
    expect(calls(sandbox, "newsletters/marta.puig%40example.com")).toHaveLength(1);
    expect(box(screen, "Saving tips").checked).toBe(true);
  });
});

describe("<ov-newsletter> email change (spec §4 three conditions, §7.10 set_mails)", () => {
  it("changes the subscriber's email", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter params="${PARAMS_501}"></ov-newsletter>`);
    await listsShown(screen);
    const field = screen.getByRole("textbox", { name: /Email where you receive/ }) as HTMLInputElement;
    expect(field.value).toBe("marta.puig@example.com");
    await replaceText(field, "marta@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Change email" }));
    await screen.findByText("Your email address has been changed.");
    expect(calls(sandbox, "subscriber/set_mails").at(-1)?.body).toEqual({ subscriberId: 501, emails: ["marta@example.org"] });
  });

  it("refuses an invalid email at its field without calling", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter params="${PARAMS_502}"></ov-newsletter>`);
    await listsShown(screen);
    const second = screen.getByRole("textbox", { name: /Email 2/ });
    await replaceText(second, "compres@");
    await userEvent.click(screen.getByRole("button", { name: "Change email" }));
    await screen.findByText("Email not valid");
    expect(calls(sandbox, "subscriber/set_mails")).toHaveLength(0);
  });

  it("is not offered with disable-mail-edit", async () => {
    const { screen } = await renderWidget(`<ov-newsletter disable-mail-edit params="${PARAMS_501}"></ov-newsletter>`);
    await listsShown(screen);
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("<ov-newsletter> failures (spec §8.5)", () => {
  it("failed load shows the message and Retry", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter></ov-newsletter>`);
    sandbox.setScenario("down");
    await userEvent.type(screen.getByRole("textbox", { name: /^Email/ }), "marta.puig@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Show my newsletters" }));
    await screen.findByText("We could not load the newsletters.");
    screen.getByText("The service cannot be reached. Check your connection and try again.");
    sandbox.setScenario("normal");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await listsShown(screen);
  });

  it("failed save shows the message and Retry, keeping the selection", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter params="${PARAMS_501}"></ov-newsletter>`);
    await listsShown(screen);
    await userEvent.click(box(screen, "Offers and promotions"));
    sandbox.setScenario("error500");
    await userEvent.click(screen.getByRole("button", { name: "Save my subscriptions" }));
    await screen.findByText("We could not save your subscription.");
    expect(box(screen, "Offers and promotions").checked).toBe(true);
    sandbox.setScenario("normal");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByText("Your subscription has been saved.");
  });

  it("failed mail change shows the message", async () => {
    const { screen, sandbox } = await renderWidget(`<ov-newsletter params="${PARAMS_501}"></ov-newsletter>`);
    await listsShown(screen);
    const field = screen.getByRole("textbox", { name: /Email where you receive/ });
    await replaceText(field, "marta@example.org");
    sandbox.setScenario("error500");
    await userEvent.click(screen.getByRole("button", { name: "Change email" }));
    await screen.findByText("We could not change your email address.");
  });

  it("an empty list says so", async () => {
    const { screen, sandbox, runtime } = await renderWidget(`<ov-newsletter></ov-newsletter>`);
    // The sandbox always has four lists; this one answer is replaced to reach the empty state.
    runtime.configure({
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await sandbox.fetch(input, init);
        return String(input instanceof Request ? input.url : input).includes("/newsletters/") ? Response.json([]) : response;
      },
    });
    await userEvent.type(screen.getByRole("textbox", { name: /^Email/ }), "marta.puig@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Show my newsletters" }));
    await screen.findByText("There are no newsletters available right now.");
  });
});

describe("<ov-newsletter> server HTML", () => {
  it("shows an HTML description through the sanitiser", async () => {
    const { screen, sandbox, runtime, host } = await renderWidget(`<ov-newsletter></ov-newsletter>`);
    // The sandbox's descriptions are plain text; this answer gives one list an HTML description.
    runtime.configure({
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await sandbox.fetch(input, init);
        if (!String(input instanceof Request ? input.url : input).includes("/newsletters/")) return response;
        const lists = (await response.json()) as Array<Record<string, unknown>>;
        return Response.json(
          lists.map((list, index) =>
            index === 0
              ? {
                  ...list,
                  newsletter_description: '<b>Monthly</b> news<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
                }
              : list,
          ),
        );
      },
    });
    await userEvent.type(screen.getByRole("textbox", { name: /^Email/ }), "marta.puig@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Show my newsletters" }));
    await listsShown(screen);
    // The description goes through ServerHtml; the cleaning itself is checked in Chromium
    // (test/browser/newsletter.test.ts), as happy-dom's parser proves nothing about a browser's.
    expect(host.shadowRoot?.querySelector(".ov-newsletter__items")?.textContent).toContain("Monthly news");
  });
});

describe("<ov-newsletter> languages", () => {
  it.each([
    ["ca", "Butlletí mensual", "Tria els butlletins que vols rebre"],
    ["es", "Boletín mensual", "Elige los boletines que quieres recibir"],
    ["de", "Monatlicher Newsletter", "Wählen Sie die Newsletter, die Sie erhalten möchten"],
  ])("%s", async (lang, list, legend) => {
    const { screen } = await renderWidget(`<ov-newsletter params="${PARAMS_501}"></ov-newsletter>`, { lang });
    await waitFor(() => screen.getByRole("group", { name: legend }), { timeout: 3000 });
    screen.getByRole("checkbox", { name: list });
  });
});
