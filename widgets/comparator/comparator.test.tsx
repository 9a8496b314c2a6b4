import { waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWidget, type RenderedWidget } from "../../test/render-widget";
import "./index";

type Screen = RenderedWidget["screen"];

afterEach(() => {
  document.body.innerHTML = "";
});

const field = (screen: Screen, name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;

/** A date field's calendar: the browser's own picker, hidden from the accessibility tree beside the box. */
const pickerOf = (input: HTMLInputElement) => input.parentElement?.querySelector<HTMLInputElement>('input[type="date"]');

/** Replaces a field's text by typing over it (user-event's clear cannot focus inside a shadow root). */
async function retype(user: UserEvent, input: HTMLInputElement, text: string) {
  await user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
}

interface ElectricityData {
  cups?: string;
  power?: string;
  tariff?: string;
  p1?: string;
  p2?: string;
  p3?: string;
  start?: string;
  end?: string;
  amount?: string;
}

async function fillElectricity(user: UserEvent, screen: Screen, data: ElectricityData = {}) {
  await user.type(field(screen, /^CUPS/), data.cups ?? "es0031 4054 1234 5678 rs");
  const company = (await screen.findByRole("combobox", { name: /Current company/ })) as HTMLSelectElement;
  await waitFor(() => expect(company.disabled).toBe(false));
  await user.selectOptions(company, "Som Energia");
  await user.type(field(screen, /Contracted power \(P1\)/), data.power ?? "4.6");
  await user.tab(); // the tariff list follows the power when the field is left
  const tariff = screen.getByRole("combobox", { name: /Access tariff/ }) as HTMLSelectElement;
  await waitFor(() => expect(tariff.disabled).toBe(false));
  await user.selectOptions(tariff, data.tariff ?? "2.0TD");
  await user.type(field(screen, /Consumption P1/), data.p1 ?? "120");
  if (data.p2 !== "") await user.type(field(screen, /Consumption P2/), data.p2 ?? "90");
  if (data.p3 !== "") await user.type(field(screen, /Consumption P3/), data.p3 ?? "150");
  // Dates typed day first, as the customer reads them (issue 39 item 7); the form holds them as YYYY-MM-DD.
  await user.type(field(screen, /^Start date/), data.start ?? "01/09/2026");
  await user.type(field(screen, /^End date/), data.end ?? "30/09/2026");
  await user.type(field(screen, /Invoice amount/), data.amount ?? "63");
  await user.click(screen.getByRole("checkbox", { name: /these data are used to compare/ }));
}

async function fillLead(user: UserEvent, screen: Screen, email = "marta@example.com") {
  // The lead form arrives on demand (its chunk and texts), after the result's heading.
  await screen.findByRole("textbox", { name: /^Name/ });
  await user.type(field(screen, /^Name/), "Marta");
  await user.type(field(screen, /^First surname/), "Puig");
  await user.type(field(screen, /^Email/), email);
  await retype(user, field(screen, /^Phone/), "+34 612 345 678");
  await user.click(screen.getByRole("radio", { name: "15-19h" }));
  await user.click(screen.getByRole("checkbox", { name: /contact me about this offer/ }));
}

const lastRequest = (widget: RenderedWidget, path: string) =>
  [...widget.sandbox.requests].reverse().find((request) => request.path === path);

describe("<ov-comparator energy=electricity> (spec §5 electricity comparator)", () => {
  it("compares, shows the result with its operations and the translated electricity tax, and fires ov-compare", async () => {
    const widget = await renderWidget(`<ov-comparator></ov-comparator>`);
    const events: unknown[] = [];
    document.addEventListener("ov-compare", (event) => events.push((event as CustomEvent).detail), { once: true });
    const user = userEvent.setup();
    await fillElectricity(user, widget.screen);
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));

    const heading = await widget.screen.findByRole("heading", { name: "Your comparison" });
    expect(widget.host.shadowRoot?.activeElement).toBe(heading);
    expect(lastRequest(widget, "price-compare/")?.body).toMatchObject({
      cups: "ES0031405412345678RS",
      comerOrigin: 8,
      accessTariff: "1",
      power: 4.6,
      p1: 120,
      p2: 90,
      p3: 150,
      startDate: "2026-09-01",
      endDate: "2026-09-30",
      invoiceAmount: 63,
      mode: "auto",
      consent: true,
    });
    const table = widget.screen.getByRole("table", { name: /Breakdown/ });
    within(table).getByRole("columnheader", { name: "Power term" });
    within(table).getByRole("columnheader", { name: "Energy term" });
    within(table).getByRole("rowheader", { name: "Special electricity tax (3.8 %)" });
    expect(within(table).queryByText("Impuesto especial sobre la electricidad")).toBeNull();
    widget.screen.getByText(/Your invoice: €63\.00\. With us: €/);
    expect(events).toEqual([{ energy: "electricity", totalAmount: expect.any(Number) }]);
  });

  it("refetches the access tariffs when the power changes and clears a tariff no longer offered", async () => {
    const widget = await renderWidget(`<ov-comparator></ov-comparator>`);
    const user = userEvent.setup();
    await fillElectricity(user, widget.screen);
    const tariff = widget.screen.getByRole("combobox", { name: /Access tariff/ }) as HTMLSelectElement;
    expect(tariff.value).toBe("1");
    expect(widget.screen.queryByRole("textbox", { name: /Consumption P4/ })).toBeNull();

    await retype(user, field(widget.screen, /Contracted power \(P1\)/), "20");
    await user.tab();
    await waitFor(() => expect(lastRequest(widget, "tariff")?.query.power).toBe("20"));
    await waitFor(() => expect(tariff.value).toBe(""));
    await user.selectOptions(tariff, "3.0TD");
    // spec §5: P4 to P6 only for VE or 3.0TD; P1-P3 keep what was typed.
    // The three periods added, empty for the customer to fill.
    expect([4, 5, 6].map((period) => field(widget.screen, new RegExp(`Consumption P${period}`)).value)).toEqual(["", "", ""]);
    expect(field(widget.screen, /Consumption P2/).value).toBe("90");
  });

  it("shows every rule at its field and sends nothing", async () => {
    const widget = await renderWidget(`<ov-comparator></ov-comparator>`);
    const user = userEvent.setup();
    await fillElectricity(user, widget.screen, {
      cups: "ES0031405412345678RX",
      p1: "3000",
      p2: "400",
      p3: "",
      end: "01/08/2026",
      amount: "63.5",
    });
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    await widget.screen.findByText("CUPS not valid");
    widget.screen.getByText("The end date cannot be before the start date");
    widget.screen.getByText("Enter a whole number, without decimals");
    expect(lastRequest(widget, "price-compare/")).toBeUndefined();

    // Dates fixed: 4.6 kW × 24 h × 30 days = 3312 kWh, and 3400 kWh are typed.
    await retype(user, field(widget.screen, /^End date/), "30/09/2026");
    await retype(user, field(widget.screen, /^CUPS/), "ES0031405412345678RS");
    await retype(user, field(widget.screen, /Invoice amount/), "63");
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    await widget.screen.findByText(/This consumption is too high for the contracted power/);
    expect(field(widget.screen, /Consumption P1/).getAttribute("aria-invalid")).toBe("true");
    expect(lastRequest(widget, "price-compare/")).toBeUndefined();
  });

  it("reads the decimal comma in Spanish and shows the form in Spanish", async () => {
    const widget = await renderWidget(`<ov-comparator lang="es"></ov-comparator>`, { lang: "es" });
    await widget.screen.findByRole("heading", { name: "Compara tu factura de luz" });
    const user = userEvent.setup();
    const power = field(widget.screen, /Potencia contratada \(P1\)/);
    await user.type(power, "5,75");
    await user.tab();
    await waitFor(() => expect(lastRequest(widget, "tariff")?.query.power).toBe("5.75"));
  });

  it("says 'Error: Could not compare' and keeps everything typed", async () => {
    const widget = await renderWidget(`<ov-comparator></ov-comparator>`);
    const user = userEvent.setup();
    await fillElectricity(user, widget.screen, { cups: "ES0031405000000999NA" });
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    await widget.screen.findByText("Error: Could not compare");
    expect(field(widget.screen, /^CUPS/).value).toBe("ES0031405000000999NA");
    expect(field(widget.screen, /Consumption P3/).value).toBe("150");
    expect(widget.screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("shows the catalogue message when the API is down, and Try again compares once it is back", async () => {
    const widget = await renderWidget(`<ov-comparator></ov-comparator>`);
    const user = userEvent.setup();
    await fillElectricity(user, widget.screen);
    widget.sandbox.setScenario("down");
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    await widget.screen.findByText(/The service cannot be reached/);
    widget.sandbox.setScenario("normal");
    await user.click(widget.screen.getByRole("button", { name: "Try again" }));
    await widget.screen.findByRole("heading", { name: "Your comparison" });
  });

  it("goes back to the form with everything as typed", async () => {
    const widget = await renderWidget(`<ov-comparator></ov-comparator>`);
    const user = userEvent.setup();
    await fillElectricity(user, widget.screen);
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    await user.click(await widget.screen.findByRole("button", { name: "Change the data" }));
    expect(field(widget.screen, /^CUPS/).value).toBe("ES0031405412345678RS");
    expect(field(widget.screen, /Invoice amount/).value).toBe("63");
    expect(widget.screen.queryByRole("heading", { name: "Your comparison" })).toBeNull();
  });

  it("sends the lead to price-compare/confirm with the CUPS and the phone without +34, then confirms", async () => {
    const widget = await renderWidget(`<ov-comparator></ov-comparator>`);
    const sent: unknown[] = [];
    document.addEventListener("ov-lead-sent", (event) => sent.push((event as CustomEvent).detail), { once: true });
    const user = userEvent.setup();
    await fillElectricity(user, widget.screen);
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    await widget.screen.findByRole("heading", { name: "Your comparison" });
    await fillLead(user, widget.screen);
    await user.click(widget.screen.getByRole("button", { name: "Send" }));
    await widget.screen.findByRole("heading", { name: "Thank you, we have your details" });
    expect(lastRequest(widget, "price-compare/confirm")?.body).toMatchObject({
      cups: "ES0031405412345678RS",
      name: "Marta",
      surname1: "Puig",
      email: "marta@example.com",
      telephone: "612345678",
      contactHours: "15-19h",
      consent: true,
    });
    expect(sent).toEqual([{ source: "comparator", energy: "electricity" }]);
  });

  it("says 'Invoice sending failed.' when the lead fails, keeping the lead form", async () => {
    const widget = await renderWidget(`<ov-comparator></ov-comparator>`);
    const user = userEvent.setup();
    await fillElectricity(user, widget.screen);
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    await widget.screen.findByRole("heading", { name: "Your comparison" });
    await fillLead(user, widget.screen, "lead-fail@example.com");
    await user.click(widget.screen.getByRole("button", { name: "Send" }));
    await widget.screen.findByText("Invoice sending failed.");
    expect(field(widget.screen, /^Name/).value).toBe("Marta");
  });
});

describe("<ov-comparator energy=gas> (spec §5 gas comparator)", () => {
  async function fillGas(user: UserEvent, screen: Screen, cups = "ES0230000000123456TS") {
    await user.type(field(screen, /^CUPS/), cups);
    const company = (await screen.findByRole("combobox", { name: /Current company/ })) as HTMLSelectElement;
    await waitFor(() => expect(company.disabled).toBe(false));
    await user.selectOptions(company, "Naturgy Iberia");
    const tariff = screen.getByRole("combobox", { name: /Access tariff/ }) as HTMLSelectElement;
    await waitFor(() => expect(tariff.disabled).toBe(false));
    await user.selectOptions(tariff, "RL.1");
    await user.type(field(screen, /Gas consumed/), "850");
    await user.type(field(screen, /^Start date/), "01/08/2026");
    await user.type(field(screen, /^End date/), "30/09/2026");
    await user.type(field(screen, /Invoice amount/), "96");
  }

  it("compares with access_tariff and shows fixed and variable terms", async () => {
    const widget = await renderWidget(`<ov-comparator energy="gas"></ov-comparator>`);
    const user = userEvent.setup();
    await fillGas(user, widget.screen);
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    await widget.screen.findByRole("heading", { name: "Your comparison" });
    expect(lastRequest(widget, "gas/price-compare")?.body).toMatchObject({
      mode: "auto",
      access_tariff: "21",
      consumption: 850,
      comerOrigin: 101,
    });
    const table = widget.screen.getByRole("table", { name: /Breakdown/ });
    within(table).getByRole("columnheader", { name: "Fixed term" });
    within(table).getByRole("columnheader", { name: "Variable term" });
    within(table).getByRole("rowheader", { name: "Impuesto especial sobre hidrocarburos" });
  });

  it("requires every field and refuses an end before the start", async () => {
    const widget = await renderWidget(`<ov-comparator energy="gas"></ov-comparator>`);
    const user = userEvent.setup();
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    expect((await widget.screen.findAllByText("This field is required")).length).toBeGreaterThanOrEqual(6);
    await user.type(field(widget.screen, /^Start date/), "30/09/2026");
    await user.type(field(widget.screen, /^End date/), "01/09/2026");
    await widget.screen.findByText("The end date cannot be before the start date");
    // Each date's calendar is bounded by the other date (spec §5).
    expect(pickerOf(field(widget.screen, /^End date/))?.min).toBe("2026-09-30");
    expect(pickerOf(field(widget.screen, /^Start date/))?.max).toBe("2026-09-01");
  });

  it("shows the server's message when the gas comparison is refused", async () => {
    const widget = await renderWidget(`<ov-comparator energy="gas"></ov-comparator>`);
    const user = userEvent.setup();
    await fillGas(user, widget.screen, "ES0230000000999999TM");
    await user.click(widget.screen.getByRole("button", { name: "Compare" }));
    const alert = await widget.screen.findByRole("alert");
    expect(alert.textContent).not.toContain("Could not compare");
    expect(alert.textContent?.trim().length).toBeGreaterThan(10);
  });
});

describe("<ov-comparator mode=manual>", () => {
  it("needs the invoice, then sends the lead in manual mode as form data", async () => {
    const widget = await renderWidget(`<ov-comparator mode="manual"></ov-comparator>`);
    await widget.screen.findByRole("textbox", { name: /CUPS \(optional\)/ }); // the form loads on demand
    const user = userEvent.setup();
    await fillLead(user, widget.screen);
    await user.click(widget.screen.getByRole("button", { name: "Send" }));
    await widget.screen.findByText("Attach your last invoice");

    await user.type(field(widget.screen, /CUPS \(optional\)/), "ES00314054123456");
    const input = widget.host.shadowRoot?.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(["%PDF-1.4"], "factura.pdf", { type: "application/pdf" }));
    await user.click(widget.screen.getByRole("button", { name: "Send" }));
    await widget.screen.findByText("CUPS not valid");

    await retype(user, field(widget.screen, /CUPS \(optional\)/), "ES0031405412345678RS");
    await user.click(widget.screen.getByRole("button", { name: "Send" }));
    await widget.screen.findByRole("heading", { name: "Thank you, we have your details" });
    expect(lastRequest(widget, "price-compare/")?.body).toMatchObject({
      mode: "manual",
      cups: "ES0031405412345678RS",
      telephone: "612345678",
      invoice: { name: "factura.pdf", type: "application/pdf" },
    });
  });
});
