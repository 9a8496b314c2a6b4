import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { OvContractingElement } from "../widgets/contracting/index";
import { storySandbox, tagRoot, WidgetTag } from "./widget-tag";

/**
 * `<ov-contracting>` against the in-browser sandbox: the wizard shell (spec §2, §4 "Contracting wizard")
 * and every step (spec §5), one story per state and error. Labels in English: pick English in the
 * toolbar to replay the `play` functions.
 */
const meta = {
  title: "Widgets/Contracting",
  component: WidgetTag,
  args: { markup: `<ov-contracting></ov-contracting>`, scenario: "normal", lang: "en" },
  // Used, not only imported: the package's "sideEffects" list would let the bundler drop a bare import.
  parameters: { element: OvContractingElement },
  // Every story starts a new wizard: the tag keeps its state in sessionStorage across reloads.
  beforeEach: () => {
    for (const type of ["electricity", "gas", "dual"]) sessionStorage.removeItem(`ov-draft:contracting:${type}`);
  },
  render: (args, { globals }) => <WidgetTag {...args} lang={String(globals.locale ?? args.lang)} />,
} satisfies Meta<typeof WidgetTag>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story["play"]>;

async function installation(canvasElement: HTMLElement) {
  const root = await tagRoot(canvasElement, "ov-contracting");
  const screen = within(root as unknown as HTMLElement);
  await screen.findByRole("textbox", { name: /^CUPS/ });
  return screen;
}

/** Fills the installation step: a household in Barcelona with no contract in force. */
const fill =
  (cups = "ES0031405412345678RS", active: "Yes" | "No" = "No"): Play =>
  async ({ canvasElement }) => {
    const screen = await installation(canvasElement);
    await userEvent.type(screen.getByRole("textbox", { name: /^CUPS/ }), cups);
    const dp = screen.getByRole("textbox", { name: /^Postal code/ }) as HTMLInputElement;
    await userEvent.type(dp, "08013", { initialSelectionStart: 0, initialSelectionEnd: dp.value.length });
    const locality = screen.getByRole("combobox", { name: /^Locality/ }) as HTMLSelectElement;
    await waitFor(() => expect(locality.value).toBe("08019"), { timeout: 4000 });
    const streetType = screen.getByRole("combobox", { name: /^Street type/ }) as HTMLSelectElement;
    await waitFor(() => expect(streetType.disabled).toBe(false));
    await userEvent.selectOptions(streetType, "CL");
    await userEvent.type(screen.getByRole("textbox", { name: /^Street name/ }), "Diputació");
    await userEvent.type(screen.getByRole("textbox", { name: /^Number/ }), "412");
    await userEvent.click(screen.getByRole("radio", { name: /habitual home/ }));
    await userEvent.click(screen.getByRole("radio", { name: active }));
    const company = screen.getByRole("combobox", { name: /^Current company/ }) as HTMLSelectElement;
    await waitFor(() => expect(company.disabled).toBe(false));
    await userEvent.selectOptions(company, company.options[1]?.value ?? "");
    const morosity = screen.queryByRole("checkbox", { name: /economic solvency/ });
    if (morosity) await userEvent.click(morosity);
  };

const fillAndNext =
  (cups?: string): Play =>
  async (context) => {
    await fill(cups)(context);
    const screen = await installation(context.canvasElement);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
  };

/**
 * The electricity wizard at its first step: the stepper on large screens; below 768 px of window
 * width (spec §9) the "n / total" progress bar and the fixed bottom bar (narrow the canvas to see it).
 */
export const Electricity: Story = {};
export const Gas: Story = { args: { markup: `<ov-contracting type="gas"></ov-contracting>` } };
export const Dual: Story = { args: { markup: `<ov-contracting type="dual"></ov-contracting>` } };

/** Every rule at its field after Next on an empty step. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const screen = await installation(canvasElement);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
  },
};

/** The CUPS lookup found SIPS data: tariff and powers (spec §5). */
export const SupplyFound: Story = {
  play: async ({ canvasElement }) => {
    const screen = await installation(canvasElement);
    await userEvent.type(screen.getByRole("textbox", { name: /^CUPS/ }), "ES0031405412345678RS");
  },
};
/** A self-consumption supply. */
export const SelfConsumption: Story = {
  play: async ({ canvasElement }) => {
    const screen = await installation(canvasElement);
    await userEvent.type(screen.getByRole("textbox", { name: /^CUPS/ }), "ES0031408000000001AP");
  },
};
/** A supply without SIPS data. */
export const NoSupplyData: Story = {
  play: async ({ canvasElement }) => {
    const screen = await installation(canvasElement);
    await userEvent.type(screen.getByRole("textbox", { name: /^CUPS/ }), "ES0022000008765432AG");
  },
};
/** spec §5 "CUPS not available": the step cannot go on. */
export const CupsNotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const screen = await installation(canvasElement);
    await userEvent.type(screen.getByRole("textbox", { name: /^CUPS/ }), "ES0031406000000002HS");
  },
};
/** Postal code 17600 has two localities: the visitor chooses. */
export const SeveralLocalities: Story = {
  play: async ({ canvasElement }) => {
    const screen = await installation(canvasElement);
    await userEvent.type(screen.getByRole("textbox", { name: /^Postal code/ }), "17600");
  },
};
/** A business chooses its activity (CNAE). */
export const Business: Story = {
  play: async ({ canvasElement }) => {
    const screen = await installation(canvasElement);
    await userEvent.click(screen.getByRole("radio", { name: /business/ }));
  },
};
/** With a contract in force, the last invoice is asked (1-3 files). */
export const ActiveContractInvoice: Story = { play: fill("ES0031405412345678RS", "Yes") };
/** The API is down: the lists show the catalogue message with Try again. */
export const ApiDown: Story = { args: { scenario: "down" } };
/** Slow answers: the lookups and the step send show their loading states. */
export const Slow: Story = { args: { scenario: "slow" } };
/** The installation was saved: the person step (owner) shows. */
export const Person: Story = { play: fillAndNext() };

async function person(context: Parameters<Play>[0], vat: string) {
  await fillAndNext()(context);
  const root = await tagRoot(context.canvasElement, "ov-contracting");
  const screen = within(root as unknown as HTMLElement);
  await userEvent.type(await screen.findByRole("textbox", { name: /^Tax id/ }, { timeout: 4000 }), vat);
  return screen;
}

/** A company tax id: the representative and the company documents are asked (spec §6). */
export const CompanyPerson: Story = { play: async (context) => void (await person(context, "B12345674")) };

const personAndNext =
  (vat: string): Play =>
  async (context) => {
    const screen = await person(context, vat);
    await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "Marta");
    await userEvent.type(screen.getByRole("textbox", { name: /^First surname/ }), "Puig");
    const mobile = screen.getByRole("textbox", { name: /^Mobile/ }) as HTMLInputElement;
    await userEvent.type(mobile, "+34 612 345 678", { initialSelectionStart: 0, initialSelectionEnd: mobile.value.length });
    await userEvent.type(screen.getByRole("textbox", { name: /^Email/ }), "marta@example.com");
    const file = (context.canvasElement.querySelector("ov-contracting")?.shadowRoot?.querySelector('input[type="file"]') ??
      null) as HTMLInputElement | null;
    if (file) await userEvent.upload(file, new File(["jpg"], "dni.jpg", { type: "image/jpeg" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
  };

/** spec §8.4 "DNI invalid": the tax id is not registered under the name; Next is disabled. */
export const DniInvalid: Story = { play: personAndNext("11111111H") };
/** spec §8.4 "Bad score": refusal plus thanks line; Next is disabled. */
export const BadScore: Story = { play: personAndNext("22222222J") };
/** The person was saved: the electricity contract step, powers and tariff from the supply (spec §5). */
export const Contract: Story = { play: personAndNext("12345678Z") };
/** The contract step with the `promocode` attribute, validated automatically. */
export const ContractWithPromocode: Story = {
  args: { markup: `<ov-contracting promocode="BENVINGUDA10"></ov-contracting>` },
  play: personAndNext("12345678Z"),
};

async function contract(context: Parameters<Play>[0]) {
  await personAndNext("12345678Z")(context);
  const root = await tagRoot(context.canvasElement, "ov-contracting");
  const screen = within(root as unknown as HTMLElement);
  await screen.findByRole("textbox", { name: /^Power P1/ }, { timeout: 4000 });
  return screen;
}

/** Above 15 kW: P3 to P6 are asked, each at least the previous (spec §5). */
export const SixPeriods: Story = {
  play: async (context) => {
    const screen = await contract(context);
    const power = screen.getByRole("textbox", { name: /^Power P1/ }) as HTMLInputElement;
    await userEvent.type(power, "20", { initialSelectionStart: 0, initialSelectionEnd: power.value.length });
    await userEvent.tab();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
  },
};
/** spec §5: "promotional code invalid". */
export const CouponInvalid: Story = {
  play: async (context) => {
    const screen = await contract(context);
    await userEvent.type(screen.getByRole("textbox", { name: /^Promotional code/ }), "CADUCAT2023");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
  },
};
const payment: Play = async (context) => {
  const screen = await contract(context);
  await userEvent.click(await screen.findByRole("radio", { name: /Fixed Price/ }, { timeout: 4000 }));
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
};
/** The contract was saved: the payment step (IBAN and owner confirmation). */
export const Payment: Story = { play: payment };

const confirmation: Play = async (context) => {
  await payment(context);
  const root = await tagRoot(context.canvasElement, "ov-contracting");
  const screen = within(root as unknown as HTMLElement);
  await userEvent.type(await screen.findByRole("textbox", { name: /^IBAN/ }, { timeout: 4000 }), "ES9121000418450200051332");
  await userEvent.click(screen.getByRole("checkbox", { name: /holder of this bank account/ }));
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
};
/** The summary of every step with its Change link, and the acceptances. */
export const Confirmation: Story = { play: confirmation };

const send =
  (scenario?: "lead_refused" | "down"): Play =>
  async (context) => {
    await confirmation(context);
    const root = await tagRoot(context.canvasElement, "ov-contracting");
    const screen = within(root as unknown as HTMLElement);
    await userEvent.click(await screen.findByRole("checkbox", { name: /general conditions/ }, { timeout: 4000 }));
    await userEvent.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    if (scenario) storySandbox().setScenario(scenario);
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
  };
/** The dual wizard after the electricity contract: the gas supply, its tariff and product. */
export const DualGasStep: Story = {
  args: { markup: `<ov-contracting type="dual"></ov-contracting>` },
  play: async (context) => {
    await payment(context);
  },
};
/** Sent: the server's finish body (sanitised) and Go home. */
export const Finished: Story = { play: send() };
/** spec §8.4 "Final send failure": the refusal's text, the error and Previous. */
export const Refused: Story = { play: send("lead_refused") };
/** The final send could not reach the service: the connectivity error and Previous. */
export const FinalSendDown: Story = { play: send("down") };
/** spec §8.4 "Lead step failure": the step stays, every field kept, the catalogue message with Try again. */
export const SendFailed: Story = {
  play: async (context) => {
    await fill()(context);
    storySandbox().setScenario("down");
    const screen = await installation(context.canvasElement);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
  },
};

/**
 * The page was reloaded while the first step was being sent: the wizard comes back with every answer
 * and says the send was cut (the browser also asks before leaving while a send runs).
 */
export const Interrupted: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      "ov-draft:contracting:electricity",
      JSON.stringify({
        version: 1,
        wizard: {
          type: "electricity",
          steps: ["installation", "person", "contract", "payment", "confirmation", "finish"],
          currentStep: 0,
          completedSteps: 0,
          leadId: null,
          gasLeadId: null,
          leadErrors: { badScore: false, dniInvalid: false, genericError: false },
          submitting: true,
          isConfirming: false,
          confirmStatus: "pending",
          confirmResponse: null,
          sentData: {},
          confirmedLeads: [],
        },
        data: { installation: { cups: "ES0031405412345678RS" } },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = await installation(canvasElement);
    await screen.findByText("The page closed while this step was being sent");
  },
};
