// @vitest-environment node
/**
 * Issue 36, "What must exist" item 3: every write call of src/api sends the body the retailer's
 * catalogue (spec/api-calls-and-errors.md §7) gives it. One row per write call (and per body shape
 * when a call has two), each with the catalogue line it comes from; the body compared is the one the
 * sandbox received. KNOWN_MISMATCHES is the truth about where our bodies differ: a difference not
 * listed fails, and so does a listed one that is gone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ELECTRICITY_SUPPLIES, GAS_SUPPLIES } from "../../demo/sandbox/data/contracting-data";
import { CLIENT_CREDENTIALS } from "../../demo/sandbox/domains/session";
import { createSandbox, type RecordedRequest, type Sandbox } from "../../demo/sandbox/sandbox";
import { createTestClient } from "../../demo/sandbox/test-client";
import {
  confirmationFields,
  contractFields,
  gasContractFields,
  installationFields,
  paymentFields,
  personFields,
} from "../domain/contracting/payload";
import { initialContractingData, type Address } from "../domain/contracting/state";
import { leadRequestBody, type LeadContactValues } from "../forms/lead/lead-request";
import { changeBatteryPercentage, moveBattery, setBatteryDiscountManagement } from "./batteries";
import { compareElectricity, compareGas } from "./comparator";
import { estimatePower, sendGasLeadStep, sendLeadStep, type LeadStepBody } from "./contracting";
import {
  changeIban,
  changePower,
  createNotificationAddress,
  listAvailableDoubleTariffs,
  requestNoCessionSips,
  setNotificationAddress,
  updateCadastralReference,
  updateDoubleTariff,
  updateHappyDay,
  updateHappyHours,
  updateInvoiceDelivery,
  updateNotificationField,
} from "./contracts";
import { sendComparatorLead, sendGasComparatorLead, sendManualComparatorLead, sendPowerCalculatorLead } from "./leads";
import { setActiveNewsletters, setSubscriberEmails } from "./newsletter";
import { listInvoices } from "./invoices";
import { confirmPayment, payInvoice } from "./payments";
import { deletePriceAlert, savePriceAlert } from "./price-alerts";
import {
  changePassword,
  confirmSignup,
  exchangeOpenIdCode,
  isTokenValid,
  login,
  loginWithClientId,
  requestPasswordReset,
  type SignupForm,
} from "./session";
import { createAtcClaim, createCase, replyToCase, sendUnsignedContact } from "./support";
import type { ApiClient } from "./types";

/** The keys of one (nested) object: `fields` must all be there, `optional` may be; nothing else may. */
interface Keys {
  fields: readonly string[];
  optional?: readonly string[];
  /** Nested objects the catalogue spells out, compared the same way. */
  nested?: Readonly<Record<string, Keys>>;
}

interface Row extends Keys {
  /** The exported client function (the coverage test reads it), and what this row sends with it. */
  fn: string;
  variant?: string;
  method: "POST" | "PUT";
  /** The endpoint as the sandbox records it (after `/api/v{n}/`). */
  path: string;
  /** Body sent as FormData (compared by its form field names). */
  multipart?: boolean;
  /** The seeded customer signed in (default the household one; the body does not depend on it). */
  who?: string;
  /** Calls the function with a valid sample input (the sandbox gives seeded values, e.g. a payable invoice). */
  call: (api: ApiClient, sandbox: Sandbox) => Promise<unknown>;
}

const id = (row: Row) => (row.variant ? `${row.fn} (${row.variant})` : row.fn);

// --- sample inputs -------------------------------------------------------------------------------

const CONTACT: LeadContactValues = {
  name: "Marta",
  surname1: "Puig",
  surname2: "Soler",
  email: "marta.puig@example.com",
  telephone: "612345678",
  contactHours: "9-13h",
  consent: true,
  invoice: null,
};
const WITH_INVOICE: LeadContactValues = { ...CONTACT, invoice: new File(["%PDF-1.4"], "factura.pdf", { type: "application/pdf" }) };
const CUPS = ELECTRICITY_SUPPLIES[0]!.cups;
const GAS_CUPS = GAS_SUPPLIES[0]!.cups;
const PDF = new File(["%PDF-1.4"], "rebut.pdf", { type: "application/pdf" });

const FULL_ADDRESS: Address = {
  dp: "08013",
  ine: "08019",
  state: "08",
  poblacio: "Barcelona",
  tv: "CL",
  nv: "Marina",
  pnp: "12",
  bq: "A",
  es: "1",
  pt: "3",
  pu: "2",
  ref_catastral: "9872023VH5797S0001WX",
  aclarador: "Porta verda",
};

const wizard = initialContractingData();
const INSTALLATION = installationFields({
  ...wizard.installation,
  cups: CUPS,
  address: FULL_ADDRESS,
  residenceType: "habitual",
  activeContract: true,
  comerOrigin: "12",
  acceptMorosityVerification: true,
  leadsConsent: true,
});
const PERSON = personFields({
  ...wizard.person,
  vat: "47281936P",
  name: "Marta",
  surName1: "Puig",
  surName2: "Soler",
  mobile: "+34612345678",
  email: "marta.puig@example.com",
  changeOwner: false,
  commsLanguage: "ca_ES",
  sameInvoiceAddress: false,
  ownerAddress: FULL_ADDRESS,
});
// Above 15 kW (six periods), with self-consumption and its attachment: every field of the step filled.
const SIX_PERIODS = { power: 20, power2: 20, power3: 20, power4: 20, power5: 20, power6: 20 };
const CONTRACT = contractFields({
  ...SIX_PERIODS,
  accessTariff: "3",
  selectedProduct: "205",
  promotionalCode: "",
  selfcons: true,
  selfconsCode: "41",
  selfconsAttachments: [{ name: "cie.pdf", content: "data:application/pdf;base64,JVBERi0xLjQ=" }],
});
const GAS_CONTRACT = gasContractFields({
  ...wizard.gasContract,
  includeGas: true,
  cups: GAS_CUPS,
  accessTariff: "RL.1",
  selectedProduct: "31",
  activeContract: false,
});
const PAYMENT = paymentFields({ iban: "ES9121000418450200051332", isOwner: true });
const CONFIRMATION = confirmationFields({ acceptOVConditions: true, acceptGdpr: true, acceptPublicity: false });

// --- the catalogue's field lists -----------------------------------------------------------------

/** §3 Address "for capture" (the catalogue spells the nested address once, there). */
const ADDRESS_CAPTURE = [
  "tv",
  "nv",
  "pnp",
  "bq",
  "es",
  "pt",
  "pu",
  "dp",
  "poblacio",
  "ine",
  "state",
  "ref_catastral",
  "aclarador",
] as const;
/** §7.8 POST /leads: "FormConfirm with step number 1 to 5, holding …": each step holds some of them. */
const FORM_CONFIRM = [
  "cups",
  "address",
  "cnae",
  "owner",
  "owner_address",
  "tarifa",
  "tarifaATR",
  "powers",
  "promotional_code",
  "selfconsCode",
  "selfcons_attach",
  "bank",
  "accept_gdpr",
  "accept_ov_conditions",
  "activate_publicity",
  "confirm",
] as const;
const FORM_CONFIRM_NESTED: Record<string, Keys> = {
  address: { fields: [], optional: ADDRESS_CAPTURE },
  owner_address: { fields: [], optional: ADDRESS_CAPTURE },
  bank: { fields: ["iban", "owner_is_bank_owner"] },
};
/**
 * The rows of one lead call, a row per wizard step: `step` and what that step holds of FormConfirm are
 * required, the rest of FormConfirm may come along. Step 1 has no lead yet; later steps name the lead a step 1 made.
 */
function leadStepRows(
  fn: "sendLeadStep" | "sendGasLeadStep",
  path: string,
  send: (api: ApiClient, body: LeadStepBody) => Promise<unknown>,
  steps: ReadonlyArray<readonly [variant: string, step: LeadStepBody["step"], fields: object, held: readonly string[]]>,
): Row[] {
  return steps.map(([variant, step, fields, held]) => ({
    fn,
    variant,
    method: "POST",
    path,
    fields: ["step", ...held],
    optional: FORM_CONFIRM.filter((field) => !held.includes(field)),
    nested: FORM_CONFIRM_NESTED,
    call: async (api, sandbox) => {
      if (step === 1) return send(api, { ...fields, step });
      // A lead of its own first (step 1), then only the step of the row is kept to compare.
      const { lead_id } = (await send(api, { ...INSTALLATION, step: 1 })) as { lead_id?: number | string };
      sandbox.requests.length = 0;
      return send(api, { ...fields, step, lead_id });
    },
  }));
}
/** §7.9 "Lead sends: … with cups plus form fields {name, surname1, surname2, email, telephone without +34, contactHours, invoice file, consent}". */
const LEAD_FORM = ["name", "surname1", "surname2", "email", "telephone", "contactHours", "consent"] as const;

/** An open invoice of the signed-in customer that can be paid by card, as `payInvoice` takes it. */
async function payable(api: ApiClient): Promise<{ itemId: string | number; relatedObjectType: string }> {
  const invoice = (await listInvoices(api, { limit: 1000, filter: [["state", "=", "open"]] })).items.find((i) => i.onlinePayment.enabled);
  return { itemId: invoice?.id ?? 0, relatedObjectType: invoice?.onlinePayment.relatedObjectType ?? "" };
}

const SIGNUP: SignupForm = {
  nif: "71234567W",
  contract: "0104599",
  email: "a@example.com",
  email2: "a@example.com",
  accept_conditions: true,
  accept_gdpr: true,
};
const SIGNUP_KEYS = {
  method: "POST",
  path: "signup/confirm",
  fields: ["nif", "contract", "email", "email2", "accept_conditions", "accept_gdpr"],
  optional: ["phone", "invoiceNumber"],
} as const;

const ROWS: readonly Row[] = [
  // catalogue: POST /user/login | {user, password}
  {
    fn: "login",
    method: "POST",
    path: "user/login",
    fields: ["user", "password"],
    call: (api) => login(api, { user: "47281936P", password: "Sandbox1!" }),
  },
  // catalogue: POST /user/openid | {code, nonce}
  {
    fn: "exchangeOpenIdCode",
    method: "POST",
    path: "user/openid",
    fields: ["code", "nonce"],
    call: async (api, sandbox) => {
      const back = await sandbox.fetch(
        `/sandbox/oidc/authorize?redirect_uri=${encodeURIComponent("https://portal.example/connect")}&state=st&nonce=nn&login_hint=household`,
        {
          redirect: "manual",
        },
      );
      const code = new URL(back.headers.get("location") ?? "").searchParams.get("code") ?? "";
      return exchangeOpenIdCode(api, { code, nonce: "nn" });
    },
  },
  // catalogue: POST /is_token_valid | {token}
  { fn: "isTokenValid", method: "POST", path: "is_token_valid", fields: ["token"], call: (api) => isTokenValid(api, "a.b.c") },
  // catalogue: POST /user/client_id | {client_id, secret}
  {
    fn: "loginWithClientId",
    method: "POST",
    path: "user/client_id",
    fields: ["client_id", "secret"],
    call: (api) => loginWithClientId(api, CLIENT_CREDENTIALS),
  },
  // catalogue: PUT /user/password | {current, password}
  {
    fn: "changePassword",
    method: "PUT",
    path: "user/password",
    fields: ["current", "password"],
    call: (api) => changePassword(api, { current: "Sandbox1!", password: "Nova-Clau9" }),
  },
  // catalogue: POST user/reset/ | {email, nif}
  {
    fn: "requestPasswordReset",
    method: "POST",
    path: "user/reset/",
    fields: ["email", "nif"],
    call: (api) => requestPasswordReset(api, { email: "marta.puig@example.com", nif: "47281936P" }),
  },
  // catalogue: POST signup/confirm | {nif, contract, email, email2, accept_conditions, accept_gdpr, phone?, invoiceNumber?}
  { fn: "confirmSignup", variant: "required fields", ...SIGNUP_KEYS, call: (api) => confirmSignup(api, SIGNUP) },
  // catalogue: POST signup/confirm | {… phone?, invoiceNumber?}
  {
    fn: "confirmSignup",
    variant: "every field switched on",
    ...SIGNUP_KEYS,
    call: (api) => confirmSignup(api, { ...SIGNUP, phone: "612345678", invoiceNumber: "F2024-0001", cups: "5678GK" }),
  },
  // catalogue: POST /price-compare/ {cups, comerOrigin, accessTariff, power, power2, p1 to p6, startDate, endDate (YYYY-MM-DD), invoiceAmount, mode, consent}
  {
    fn: "compareElectricity",
    method: "POST",
    path: "price-compare/",
    fields: [
      "cups",
      "comerOrigin",
      "accessTariff",
      "power",
      "power2",
      "p1",
      "p2",
      "p3",
      "p4",
      "p5",
      "p6",
      "startDate",
      "endDate",
      "invoiceAmount",
      "mode",
      "consent",
    ],
    call: (api) =>
      compareElectricity(api, {
        cups: CUPS,
        comerOrigin: 12,
        accessTariff: 1,
        power: 4.6,
        power2: 4.6,
        p1: 300,
        p2: 250,
        p3: 450,
        p4: 0,
        p5: 0,
        p6: 0,
        startDate: "2024-04-01",
        endDate: "2024-04-30",
        invoiceAmount: 92.4,
        mode: "auto",
        consent: true,
      }),
  },
  // catalogue: POST gas/price-compare/ {mode, cups, comerOrigin, access_tariff, consumption, startDate, endDate, invoiceAmount}
  {
    fn: "compareGas",
    method: "POST",
    path: "gas/price-compare",
    fields: ["mode", "cups", "comerOrigin", "access_tariff", "consumption", "startDate", "endDate", "invoiceAmount"],
    call: (api) =>
      compareGas(api, {
        mode: "auto",
        cups: GAS_CUPS,
        comerOrigin: 12,
        access_tariff: "RL.1",
        consumption: 3200,
        startDate: "2024-01-01",
        endDate: "2024-02-29",
        invoiceAmount: 120,
      }),
  },
  // catalogue: Lead sends: price-compare/confirm (electricity) … with cups plus form fields {name, surname1, surname2, email, telephone without +34, contactHours, invoice file, consent}
  {
    fn: "sendComparatorLead",
    variant: "JSON",
    method: "POST",
    path: "price-compare/confirm",
    fields: ["cups", ...LEAD_FORM],
    optional: ["invoice"],
    call: (api) => sendComparatorLead(api, leadRequestBody(CONTACT, { cups: CUPS })),
  },
  // catalogue: Lead sends: price-compare/confirm (electricity) … with cups plus form fields {…, invoice file, consent}
  {
    fn: "sendComparatorLead",
    variant: "FormData with the invoice",
    method: "POST",
    path: "price-compare/confirm",
    multipart: true,
    fields: ["cups", ...LEAD_FORM, "invoice"],
    call: (api) => sendComparatorLead(api, leadRequestBody(WITH_INVOICE, { cups: CUPS })),
  },
  // catalogue: POST /price-compare/ {…}, or the lead fields when mode is manual (lead fields: cups plus form fields {…}; the CUPS only when typed)
  {
    fn: "sendManualComparatorLead",
    method: "POST",
    path: "price-compare/",
    fields: ["mode", ...LEAD_FORM],
    optional: ["cups", "invoice"],
    call: (api) => sendManualComparatorLead(api, leadRequestBody(CONTACT)),
  },
  // catalogue: POST gas/price-compare/ {mode, …} or lead fields; Lead sends: … gas/price-compare (gas) with cups plus form fields {…}
  {
    fn: "sendGasComparatorLead",
    variant: "JSON",
    method: "POST",
    path: "gas/price-compare",
    fields: ["mode", "cups", ...LEAD_FORM],
    optional: ["invoice"],
    call: (api) => sendGasComparatorLead(api, leadRequestBody(CONTACT, { cups: GAS_CUPS })),
  },
  // catalogue: POST gas/price-compare/ {mode, …} or lead fields; Lead sends: … gas/price-compare (gas) with cups plus form fields {…, invoice file, consent}
  {
    fn: "sendGasComparatorLead",
    variant: "FormData with the invoice",
    method: "POST",
    path: "gas/price-compare",
    multipart: true,
    fields: ["mode", "cups", ...LEAD_FORM, "invoice"],
    call: (api) => sendGasComparatorLead(api, leadRequestBody(WITH_INVOICE, { cups: GAS_CUPS })),
  },
  // catalogue: Power lead: cups and data {optimalPower, appliances, area, numPersones, cofSimul, cups}; status OK marks success; path not shown.
  // The path is ours (leads/power-calculator/, a sandbox extension); the fields are the catalogue's.
  {
    fn: "sendPowerCalculatorLead",
    method: "POST",
    path: "leads/power-calculator/",
    fields: ["cups", "data"],
    nested: { data: { fields: ["optimalPower", "appliances", "area", "numPersones", "cofSimul", "cups"] } },
    call: (api) =>
      sendPowerCalculatorLead(
        api,
        leadRequestBody(CONTACT, {
          cups: CUPS,
          data: {
            optimalPower: 5.75,
            appliances: [{ name: "oven", enabled: true, totalPower: 2.2 }],
            area: 90,
            numPersones: 3,
            cofSimul: 0.6,
            cups: CUPS,
          },
        }),
      ),
  },
  // catalogue: POST /leads (v1) and POST /gas/leads (v2): FormConfirm with step number 1 to 5, holding cups, address, cnae, owner, owner_address, tarifa, tarifaATR, powers, promotional_code list, selfconsCode, selfcons_attach, bank{iban, owner_is_bank_owner}, accept_gdpr, accept_ov_conditions, activate_publicity, confirm.
  ...leadStepRows("sendLeadStep", "leads", sendLeadStep, [
    ["step 1, installation", 1, INSTALLATION, ["cups", "address", "cnae"]],
    ["step 2, person", 2, PERSON, ["owner", "owner_address"]],
    ["step 3, contract", 3, CONTRACT, ["tarifa", "tarifaATR", "powers", "promotional_code", "selfconsCode", "selfcons_attach"]],
    ["step 4, payment", 4, PAYMENT, ["bank"]],
    ["step 5, confirmation", 5, CONFIRMATION, ["accept_gdpr", "accept_ov_conditions", "activate_publicity", "confirm"]],
  ]),
  ...leadStepRows("sendGasLeadStep", "gas/leads", sendGasLeadStep, [
    ["step 1, installation", 1, INSTALLATION, ["cups", "address", "cnae"]],
    ["step 3, gas contract", 3, GAS_CONTRACT, ["cups", "tarifa", "tarifaATR"]],
    ["step 4, payment", 4, PAYMENT, ["bank"]],
  ]),
  // catalogue: POST /leads/potencia {cups, data}: "power estimate for contracting". What `data` holds is not
  // documented, so it goes empty: a key in it (an address, an appliance list...) would be our invention.
  {
    fn: "estimatePower",
    method: "POST",
    path: "leads/potencia",
    fields: ["cups", "data"],
    nested: { data: { fields: [] } },
    call: (api) => estimatePower(api, ELECTRICITY_SUPPLIES.find((supply) => supply.note.includes("six powers"))!.cups),
  },
  // catalogue: PUT /contracts/{contractName}/ref_catastral/ (v2, ?type) {ref_catastral}.
  {
    fn: "updateCadastralReference",
    method: "PUT",
    path: "contracts/0104521/ref_catastral/",
    fields: ["ref_catastral"],
    call: (api) => updateCadastralReference(api, "0104521", "electricity", "9872023VH5797S0001WX"),
  },
  // catalogue: POST /contracts/{contractName}/ (v2, ?type) {invoice_online}.
  {
    fn: "updateInvoiceDelivery",
    method: "POST",
    path: "contracts/0104521/",
    fields: ["invoice_online"],
    call: (api) => updateInvoiceDelivery(api, "0104521", "electricity", "postal"),
  },
  // catalogue: POST /contracts/{contractName}/notification/ (v2, ?type) {address}: returns address.
  // The address's keys are §3 Address (name, email, mobile) and its "for capture" fields.
  {
    fn: "createNotificationAddress",
    method: "POST",
    path: "contracts/0104521/notification/",
    fields: ["address"],
    nested: { address: { fields: [], optional: ["name", "email", "mobile", ...ADDRESS_CAPTURE] } },
    call: (api) =>
      createNotificationAddress(api, "0104521", "electricity", {
        name: "Oficina",
        streetType: "CL",
        street: "Marina",
        number: "12",
        block: "A",
        stair: "1",
        floor: "3",
        door: "2",
        postalCode: "08013",
        city: "Barcelona",
        municipalityCode: "08019",
        province: "08",
        cadastralReference: "9872023VH5797S0001WX",
        clarification: "Porta verda",
        email: "oficina@example.com",
        mobile: "+34612345678",
      }),
  },
  // catalogue: PUT same path {addressId}: returns address_id.
  {
    fn: "setNotificationAddress",
    method: "PUT",
    path: "contracts/0104521/notification/",
    fields: ["addressId"],
    call: (api) => setNotificationAddress(api, "0104521", "electricity", 2),
  },
  // catalogue: Inline edit: update to contracts/{name}/notification/{field}/ with email or phone
  {
    fn: "updateNotificationField",
    variant: "email",
    method: "PUT",
    path: "contracts/0104521/notification/email/",
    fields: ["email"],
    call: (api) => updateNotificationField(api, "0104521", "email", "marta.nova@example.com"),
  },
  // catalogue: Inline edit: update to contracts/{name}/notification/{field}/ with email or phone
  {
    fn: "updateNotificationField",
    variant: "mobile, sent as phone",
    method: "PUT",
    path: "contracts/0104521/notification/phone/",
    fields: ["phone"],
    call: (api) => updateNotificationField(api, "0104521", "mobile", "+34 699 000 111"),
  },
  // catalogue: POST /contracts/{contractName}/iban/: existing {already_registered, bank_id, files}
  {
    fn: "changeIban",
    variant: "existing account",
    method: "POST",
    path: "contracts/0104521/iban/",
    fields: ["already_registered", "bank_id", "files"],
    call: (api) => changeIban(api, "0104521", "electricity", { kind: "existing", bankId: 302 }),
  },
  // catalogue: POST /contracts/{contractName}/iban/: … new {already_registered, iban, owner_is_bank_owner, files}; gas uses v2
  {
    fn: "changeIban",
    variant: "new IBAN, gas",
    method: "POST",
    path: "contracts/0104522/iban/",
    fields: ["already_registered", "iban", "owner_is_bank_owner", "files"],
    call: (api) => changeIban(api, "0104522", "gas", { kind: "new", iban: "ES91 2100 0418 4502 0005 1332", ownerIsBankOwner: true }),
  },
  // catalogue: POST /contracts/{contractName}/iban/: … new {already_registered, iban, owner_is_bank_owner, files}
  {
    fn: "changeIban",
    variant: "new IBAN with files, FormData",
    method: "POST",
    path: "contracts/0104521/iban/",
    multipart: true,
    fields: ["already_registered", "iban", "owner_is_bank_owner", "files"],
    call: (api) =>
      changeIban(api, "0104521", "electricity", { kind: "new", iban: "ES9121000418450200051332", ownerIsBankOwner: true, files: [PDF] }),
  },
  // catalogue: POST /contracts/{contractName}/power/: {power_p1..power_p6 in watts (kW times 1000), phone, phone_num (last 9 digits), phone_pre (country prefix)}
  // P3 to P6 only above 15 kW (spec §5), so they are optional here.
  {
    fn: "changePower",
    variant: "two periods",
    method: "POST",
    path: "contracts/0104521/power/",
    fields: ["power_p1", "power_p2", "phone", "phone_num", "phone_pre"],
    optional: ["power_p3", "power_p4", "power_p5", "power_p6"],
    call: (api) => changePower(api, "0104521", { powersKw: [5.75, 5.75], phone: "+34 612345678" }),
  },
  // catalogue: POST /contracts/{contractName}/power/: {power_p1..power_p6 …, phone, phone_num, phone_pre}
  {
    fn: "changePower",
    variant: "six periods",
    method: "POST",
    path: "contracts/0104521/power/",
    fields: ["power_p1", "power_p2", "power_p3", "power_p4", "power_p5", "power_p6", "phone", "phone_num", "phone_pre"],
    call: (api) => changePower(api, "0104521", { powersKw: [20, 20, 20, 20, 20, 20], phone: "612345678" }),
  },
  // catalogue: POST /contracts/{contractName}/no_cession_sips/: {noCessionSelection} with value actual.
  {
    fn: "requestNoCessionSips",
    method: "POST",
    path: "contracts/0104521/no_cession_sips/",
    fields: ["noCessionSelection"],
    call: (api) => requestNoCessionSips(api, "0104521"),
  },
  // catalogue: update at double-tariff/ with the chosen period {startMonth, startYear, endMonth, endYear}. Exact update verbs are not shown.
  // The verb is ours (PUT, as the sandbox answers both); the fields are the catalogue's.
  {
    fn: "updateDoubleTariff",
    method: "PUT",
    path: "contract/0104521/double-tariff/",
    fields: ["startMonth", "startYear", "endMonth", "endYear"],
    call: async (api) => updateDoubleTariff(api, "0104521", (await listAvailableDoubleTariffs(api, "0104521")).at(-1)!),
  },
  // catalogue: Likewise happy hours (available-happy-hours; {startHour, endHour}). Verb not shown: ours, PUT.
  {
    fn: "updateHappyHours",
    method: "PUT",
    path: "contract/0104521/happy-hours/",
    fields: ["startHour", "endHour"],
    call: (api) => updateHappyHours(api, "0104521", { startHour: 13, endHour: 16 }),
  },
  // catalogue: … and happy day (available-happy-days; {value, label}). Verb not shown: ours, PUT.
  {
    fn: "updateHappyDay",
    method: "PUT",
    path: "contract/0104521/happy-day/",
    fields: ["value", "label"],
    call: (api) => updateHappyDay(api, "0104521", { value: 6, label: "Dissabte" }),
  },
  // catalogue: PUT /contract/{contractName}/bateria/{bateriaId} {valor_descomptes}.
  {
    fn: "setBatteryDiscountManagement",
    method: "PUT",
    path: "contract/0104521/bateria/101",
    fields: ["valor_descomptes"],
    call: (api) => setBatteryDiscountManagement(api, "0104521", 101, "aplicar"),
  },
  // catalogue: PUT /contract/{contractName}/change_bateria_pes_percentatge/{bateriaId} {pes_percentatge}.
  {
    fn: "changeBatteryPercentage",
    who: "business",
    method: "PUT",
    path: "contract/0201003/change_bateria_pes_percentatge/102",
    fields: ["pes_percentatge"],
    call: (api) => changeBatteryPercentage(api, "0201003", 102, 60),
  },
  // catalogue: PUT /contract/{contractName}/bateria_virtual_move_virtual_battery/{bateriaOrigenId} {pes_percentatge, bateria_desti}.
  {
    fn: "moveBattery",
    who: "business",
    method: "PUT",
    path: "contract/0201003/bateria_virtual_move_virtual_battery/102",
    fields: ["pes_percentatge", "bateria_desti"],
    call: (api) => moveBattery(api, "0201003", 102, { percentage: 40, destination: 103 }),
  },
  // catalogue: POST pay {payment_method_id, platform_name, item_id, related_object_type} (path prefix not shown: ours, payments/)
  {
    fn: "payInvoice",
    method: "POST",
    path: "payments/pay",
    fields: ["payment_method_id", "platform_name", "item_id", "related_object_type"],
    call: async (api) => payInvoice(api, { paymentMethodId: "pm_card_visa", platform: "card", ...(await payable(api)) }),
  },
  // catalogue: POST confirm {payment_intent_id, platform_name} (path prefix not shown: ours, payments/)
  {
    fn: "confirmPayment",
    method: "POST",
    path: "payments/confirm",
    fields: ["payment_intent_id", "platform_name"],
    call: async (api, sandbox) => {
      const started = await payInvoice(api, { paymentMethodId: "pm_card_threeDSecure", platform: "card", ...(await payable(api)) });
      sandbox.requests.length = 0;
      return confirmPayment(api, started.paymentIntentId ?? "", "card");
    },
  },
  // catalogue: POST crm/cases/ {polissa_id, polissa_type, categ_id, title, message, attachments}: returns id (the case number).
  {
    fn: "createCase",
    method: "POST",
    path: "crm/cases/",
    fields: ["polissa_id", "polissa_type", "categ_id", "title", "message", "attachments"],
    call: (api) =>
      createCase(api, { contractId: 4100, contractType: "electricity", categoryId: 20, title: "Lectura de juny", message: "046120 kWh" }),
  },
  // catalogue: POST crm/unsigned/ {email, mobile, category, subject, attachment, description}: returns result.
  {
    fn: "sendUnsignedContact",
    method: "POST",
    path: "crm/unsigned/",
    fields: ["email", "mobile", "category", "subject", "attachment", "description"],
    call: (api) =>
      sendUnsignedContact(api, {
        email: "anna@example.com",
        mobile: "+34 600 111 222",
        category: 10,
        subject: "Preus",
        description: "Quins preus teniu?",
      }),
  },
  // catalogue: POST contracts/{contractName}/atc/ {contract, tipus, subtipus, comments, attachment}: returns result (reference number).
  {
    fn: "createAtcClaim",
    method: "POST",
    path: "contracts/0104521/atc/",
    fields: ["contract", "tipus", "subtipus", "comments", "attachment"],
    call: (api) => createAtcClaim(api, "0104521", { typeId: "01", subtypeId: "001", comments: "Lectura estimada" }),
  },
  // catalogue: "Support request list and detail calls: not shown." No body given: ours is {message, attachments},
  // the names of createCase's body (a reply is one more message of the case, with its files).
  {
    fn: "replyToCase",
    method: "POST",
    path: "crm/cases/31002/messages/",
    fields: ["message", "attachments"],
    call: (api) => replyToCase(api, 31002, { message: "Adjunto el certificat.", attachments: ["CIE.pdf"] }),
  },
  // catalogue: POST /subscriber/set_active_newsletters {subscriptor_or_email, selected_newsletters}
  {
    fn: "setActiveNewsletters",
    method: "POST",
    path: "subscriber/set_active_newsletters",
    fields: ["subscriptor_or_email", "selected_newsletters"],
    call: (api) => setActiveNewsletters(api, { subscriptor_or_email: 501, selected_newsletters: [2, 4] }),
  },
  // catalogue: POST /subscriber/set_mails {subscriberId, emails}.
  {
    fn: "setSubscriberEmails",
    method: "POST",
    path: "subscriber/set_mails",
    fields: ["subscriberId", "emails"],
    call: (api) => setSubscriberEmails(api, { subscriberId: 502, emails: ["nou@example.com"] }),
  },
  // catalogue: POST /omip/alerts/ {id, product, type, price}: status 200 and id.
  {
    fn: "savePriceAlert",
    method: "POST",
    path: "omip/alerts/",
    fields: ["id", "product", "type", "price"],
    call: (api) => savePriceAlert(api, { id: null, product: 2, type: ">", price: 90 }),
  },
  // catalogue: POST /omip/delete/alerts/ {id}: status 200; a null id is an error.
  { fn: "deletePriceAlert", method: "POST", path: "omip/delete/alerts/", fields: ["id"], call: (api) => deletePriceAlert(api, 701) },
];

/**
 * Where our bodies differ from the catalogue, row by row (issue 36: reported, not yet decided). Each
 * entry is exactly what `differences` finds for the row, so the list cannot go stale in either way.
 */
const KNOWN_MISMATCHES: Readonly<Record<string, readonly string[]>> = {
  // Each entry is a field the portal spec asks the form for and the catalogue's call line leaves out: kept,
  // since dropping it would lose what the person gave; the closing note of issue 36 lists them for the retailer.
  // Portal spec §2 Sign-up: "can also ask for the last 6 characters of the CUPS"; the catalogue's sign-up form has no such field.
  "confirmSignup (every field switched on)": ["extra cups"],
  // Portal spec §2: the power calculator's "result with lead form": its contact fields go with the calculation; the
  // catalogue's power lead is "cups and data".
  sendPowerCalculatorLead: [
    "extra consent",
    "extra contactHours",
    "extra email",
    "extra name",
    "extra surname1",
    "extra surname2",
    "extra telephone",
  ],
  // Steps after the first name their lead (the answer's lead_id); the catalogue's FormConfirm does not list lead_id.
  // Step 1 also sends the installation step's own answers, portal spec §3 "Installation: leadsConsent, …, residenceType,
  // activeContract, comerOrigin, acceptMorosityVerification, invoice" (src/domain/contracting/payload.ts); step 3 the
  // self-consumption flag (§5 "Electricity contract").
  "sendLeadStep (step 1, installation)": [
    "extra accept_morosity_verification",
    "extra active_contract",
    "extra comer_origin",
    "extra invoice",
    "extra leads_consent",
    "extra residence_type",
  ],
  "sendLeadStep (step 2, person)": ["extra lead_id"],
  "sendLeadStep (step 3, contract)": ["extra lead_id", "extra selfcons"],
  "sendLeadStep (step 4, payment)": ["extra lead_id"],
  "sendLeadStep (step 5, confirmation)": ["extra lead_id"],
  "sendGasLeadStep (step 1, installation)": [
    "extra accept_morosity_verification",
    "extra active_contract",
    "extra comer_origin",
    "extra invoice",
    "extra leads_consent",
    "extra residence_type",
  ],
  "sendGasLeadStep (step 3, gas contract)": [
    "extra active_contract",
    "extra change_owner",
    "extra comer_origin",
    "extra include_gas",
    "extra invoice",
    "extra lead_id",
  ],
  "sendGasLeadStep (step 4, payment)": ["extra lead_id"],
};

// --- comparing -----------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** What differs between an object's keys and the documented ones, as sorted "missing x" / "extra x" lines. */
function keyDifferences(value: unknown, keys: Keys, prefix = ""): string[] {
  if (!isRecord(value)) return [`${prefix || "body"} is not an object`];
  const allowed = new Set([...keys.fields, ...(keys.optional ?? [])]);
  const sent = Object.keys(value);
  const out = [
    ...keys.fields.filter((field) => !(field in value)).map((field) => `missing ${prefix}${field}`),
    ...sent.filter((key) => !allowed.has(key)).map((key) => `extra ${prefix}${key}`),
  ];
  for (const [key, inner] of Object.entries(keys.nested ?? {})) {
    // A nested object left out (or null, e.g. owner_address when it is the supply's) is judged by the outer keys.
    if (value[key] !== undefined && value[key] !== null) out.push(...keyDifferences(value[key], inner, `${prefix}${key}.`));
  }
  return out.sort();
}

function differences(row: Row, request: RecordedRequest): string[] {
  const multipart = (request.headers["content-type"] ?? "").includes("multipart/form-data");
  const kind = multipart === (row.multipart ?? false) ? [] : [`sent as ${multipart ? "FormData" : "JSON"}`];
  return [...kind, ...keyDifferences(request.body, row)];
}

/** The first request of the row's call (a version fallback may send it again, lower), and how the call ended. */
async function sentBody(row: Row): Promise<{ request: RecordedRequest | undefined; failure: unknown }> {
  const sandbox = createSandbox({ seed: 7 });
  const client = createTestClient(sandbox, { token: sandbox.tokenFor(row.who ?? "household") });
  let failure: unknown = null;
  await row.call(client.api, sandbox).catch((error: unknown) => {
    failure = error;
  });
  return { request: sandbox.requests.find((r) => r.method === row.method && r.path === row.path), failure };
}

describe("write calls send the catalogue's body fields (issue 36 item 3)", () => {
  it.each(ROWS.map((row) => [id(row), row] as const))("%s", async (_name, row) => {
    const { request, failure } = await sentBody(row);
    expect(request, `no ${row.method} ${row.path} reached the sandbox`).toBeDefined();
    expect(differences(row, request!)).toEqual(KNOWN_MISMATCHES[id(row)] ?? []);
    // The body first (it says what is wrong); then the sample is a valid one: the sandbox takes it.
    expect(failure).toBeNull();
  });

  it("lists known mismatches of table rows only, and prints them", () => {
    const ids = new Set(ROWS.map(id));
    expect(Object.keys(KNOWN_MISMATCHES).filter((key) => !ids.has(key))).toEqual([]);
    const lines = Object.entries(KNOWN_MISMATCHES).map(([key, found]) => `  ${key}: ${found.join(", ")}`);
    console.info(`Known body mismatches with the catalogue (issue 36):\n${lines.join("\n")}`);
  });

  it("has a row for every exported write function of src/api", () => {
    expect(exportedWriteFunctions().filter((name) => !ROWS.some((row) => row.fn === name))).toEqual([]);
    expect(ROWS.map((row) => row.fn).filter((name) => !exportedWriteFunctions().includes(name))).toEqual([]);
  });
});

/**
 * Scans src/api/*.ts (tests left out) for top-level functions; a write function calls `.post(`,
 * `.put(` or `.request(`, or a function of its own file that does (e.g. leads.ts's `postLead`).
 */
function exportedWriteFunctions(): string[] {
  const dir = import.meta.dirname;
  const writers: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    // Comments left out: a doc comment's example (`await confirmSignup(api, form)`) is no call.
    const source = readFileSync(join(dir, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const starts = [...source.matchAll(/^(export )?(?:async )?function (\w+)[^{]*/gm)];
    const functions = starts.map((match, index) => ({
      name: match[2]!,
      exported: match[1] !== undefined,
      // From the signature's end to the next function: the body (and the top-level code after it).
      body: source.slice(match.index + match[0].length, starts[index + 1]?.index ?? source.length),
    }));
    const writing = new Set(functions.filter((f) => /\.(post|put|request)\(/.test(f.body)).map((f) => f.name));
    for (let grown = true; grown;) {
      grown = false;
      for (const f of functions) {
        // A bare call of a writing function of the file (not `api.get(` of a method that happens to share a name).
        if (!writing.has(f.name) && [...writing].some((w) => new RegExp(`(?<![.\\w])${w}\\(`).test(f.body))) {
          writing.add(f.name);
          grown = true;
        }
      }
    }
    writers.push(...functions.filter((f) => f.exported && writing.has(f.name)).map((f) => f.name));
  }
  return writers.sort();
}
