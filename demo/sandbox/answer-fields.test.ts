// Issue 36 item 1, "each answer holds only the fields the specs document": every JSON GET answer of the
// catalogue, fetched as the portal does, holds exactly the keys below (recursively; `a[]` is an array, `a[].b`
// a key of its items). A new field in an answer fails here: document it in the specs, or keep it out.
// "calls" is docs/api.md, "portal" is docs/product.md. Page wrappers are
// calls §3 "List responses read: items, n_items (or total_items), offset, limit". Extensions
// (./extensions.ts) and the sandbox's own pages (/sandbox/…) are not the retailer's, so not here.
import { describe, expect, it } from "vitest";
import { sendLeadStep } from "../../src/api/contracting";
import { ELECTRICITY_SUPPLIES, GAS_SUPPLIES } from "./data/contracting-data.ts";
import { createSandbox } from "./sandbox.ts";
import { createTestClient } from "./test-client.ts";
import { TEST_NOW } from "./test-clock.ts";

const PAGE = ["items", "n_items", "total_items", "offset", "limit"];
const ELECTRICITY_CUPS = ELECTRICITY_SUPPLIES.find((s) => s.note.includes("household flat"))?.cups ?? "";
const GAS_CUPS = GAS_SUPPLIES[0]?.cups ?? "";
const keysOf = (prefix: string, names: string) => names.split(" ").map((name) => `${prefix}${name}`);

// calls §3 Contract (list item and detail), each path under items[]; `type` from portal-spec §3 Contract.
const CONTRACT = keysOf(
  "items[].",
  [
    "id name type state sign_date amount_debt ref_catastral invoice_online dso_reference dso_phone is_peninsula atr_available waiting_for_signature",
    "cups cups.name cups.street cups.city cups.full_address cups.ref_catastral pricelist pricelist.name pricelist.nom_comercial tariff tariff.name",
    "contracted_power_period contracted_power_period[].period contracted_power_period[].power bateria_virtual bateria_virtual[].id",
    "bateria_virtual[].bateria bateria_virtual[].bateria.id bateria_virtual[].bateria.name bateria_virtual[].pes bateria_virtual[].pes_percentatge",
    "bateria_virtual[].gestio_descomptes bateria_virtual[].total_descompte bateria_virtual[].data_inici bateria_virtual[].data_final bateria_virtual[].es_origen",
    "fiscal_partner fiscal_partner.name fiscal_partner.vat owner_partner owner_partner.name fiscal_address fiscal_address.full_address",
    "bank_account bank_account.id bank_account.printable_iban notification_address notification_address.id notification_address.name",
    "notification_address.full_address notification_address.email notification_address.mobile dso dso.name dso.website",
    "no_cession_sips no_cession_sips.state no_cession_sips.waiting_for_signature pressio caudal attachments attachments[].id attachments[].name",
    "attachments[].category_name attachments[].created_date attachments[].size_text attachments[].filename",
  ].join(" "),
);

// calls §3 Invoice, each path under items[].
const INVOICE = keysOf(
  "items[].",
  [
    "id invoice_id number date start_date end_date cups cups.full_address contract contract.name energy_consumed amount_total amount_pending",
    "amount_to_pay paid rectificative_type pending_state_history pending_state_history[].change_date pending_state_history[].pending_state",
    "pending_state_history[].pending_state.ov_description online_payment online_payment.payment_enabled online_payment.rel_object_type",
  ].join(" "),
);

/**
 * One answer a line: who is signed in | the call (under /api/) | its key paths (PAGE, CONTRACT, INVOICE
 * stand for the lists above) | the spec line that documents them | when set, why keys the specs do not
 * name are kept (a screen reads them). `:lead` is a lead with a tax id, `:paid` an invoice paid online.
 */
const TABLE_TEXT = `
household | v1/users/ | version name email | calls §7.2 GET /users/: profile (version 1 or 2, with email and name)
household | v2/users/ | version name email | calls §7.2; portal §3 Profile: version 1 or 2, email and name
household | v1/feature_flags/ | feature_flags feature_flags.powerChange feature_flags.noCesionSips feature_flags.notificacionAddressChange feature_flags.modifyInvoiceOnline feature_flags.reclamATCContract feature_flags.disableDownloadContractReport feature_flags.attachmentOnIbanChange feature_flags.coupons.coupon feature_flags.crm.case | calls §7.3 GET /feature_flags/: feature_flags; portal §3 Feature flags
household | v2/ov_customize/html_dinamic_routes | [].id [].route_path [].btn_title [].btn_description | calls §7.3: route_path, btn_description, btn_title, id
household | v2/ov_customize/html_dinamic_elements/1 | [].id [].name [].group_name [].html_block [].block_height [].block_width [].priority [].page_id | calls §3 Dynamic HTML element: id, name, group_name, html_block, block_height, block_width, priority, page_id
household | v2/ov_customize/html_dinamic_elements/?group_name=Login | [].id [].name [].group_name [].html_block [].block_height [].block_width [].priority [].page_id | calls §3 Dynamic HTML element: id, name, group_name, html_block, block_height, block_width, priority, page_id
household | v2/banners/home | home | calls §3 Banner: code to value
household | v1/user/coupons | [].title [].description [].code_url [].campaign [].campaign.name [].campaign.description [].campaign.url | calls §3 coupon: title, description, code_url, campaign{name, description, url}
business | v1/user/coupons | [].title [].description [].shareURL [].infoURL [].campaign [].campaign.name [].campaign.description | portal §3 Coupon: title, description, shareURL, infoURL, campaign name and description (calls §7.3 'either shape')
household | v1/geo/zipcode/08001/ | [].city [].ine | calls §3 Zip lookup returns {city, ine}
household | v1/geo/provincies/08/ | id name | calls §3 provinces {id, name}
household | v1/geo/tipovias/ | [].id [].name | calls §3 street types {id, name}
household | v1/contractacio/config/cups/${ELECTRICITY_CUPS} | cups_data_availability cups_data_availability.available cups_availability cups_availability.available access_tariff access_tariff.id access_tariff.name address address.zipcode power_p1 power_p2 power_p3 power_p4 power_p5 power_p6 selfcons autoconsumo_code | calls §7.8: cups_data_availability.available, access_tariff{id, name}, address.zipcode, cups_availability.available, power_p1 to power_p6, selfcons, autoconsumo_code
household | v2/gas/contractacio/config/cups/${GAS_CUPS} | access_tariff access_tariff.id access_tariff.name address address.zipcode cups_availability cups_availability.available | calls §7.8: access_tariff, address.zipcode, cups_availability.available; §3 access tariff: id, name
household | v1/contractacio/config | cnae cnae.id cnae.name cnae.descripcio selfcons_code residence_type comms_language owner owner.vat owner.name owner.email owner.mobile owner.company | calls §7.8 'defaults for prefilling'; portal §3 'values may be prefilled from config' (cnae, selfconsCode, residenceType, commsLanguage, person) | the specs name no field of it; the wizard prefills its steps from each
household | v1/misc/cnaes/ | [].id [].name [].descripcio | calls §7.8: list of {id, name, descripcio}
household | v1/leads/comers | [].id [].name | calls §7.8: list of {id, name}
household | v2/gas/leads/comers | [].id [].name | calls §7.8: list of {id, name}
household | v1/tariff?power=4.6 | [].id [].name | calls §3 access tariff: id, name
household | v2/gas/tariff | [].id [].name | calls §3 access tariff: id, name
household | v1/pricelist?power=4.6&atr=2.0TD&cups=${ELECTRICITY_CUPS} | [].id [].name [].ov_description [].ov_link | calls §3 product: id, name, ov_description, ov_link
household | v2/gas/pricelist?atr=RL.1&cups=${GAS_CUPS} | [].id [].name [].ov_description [].ov_link | calls §3 product: id, name, ov_description, ov_link
household | v1/leads/validate-coupon/BENVINGUDA10/ | valid | calls §7.8: valid boolean
household | v1/leads/solvencia/:lead | scoring | calls §7.8 GET /leads/solvencia/{lead_id}: scoring
household | v1/leads/dni-validation/:lead | dni_valid | calls §7.8 GET /leads/dni-validation/{lead_id}: dni_valid
household | v1/subscribers/501 | id emails | calls §7.10 GET /subscribers/{subscriber_id}: id and emails
household | v1/newsletters/501 | [].newsletter_id [].name [].subscribed [].subscriptor_id [].exported [].newsletter_description | calls §3 Newsletter: newsletter_id, name, subscribed, subscriptor_id, exported, newsletter_description
household | v1/omip/products/ | [].id [].name [].description [].unit [].prices [].prices[].date [].prices[].price | calls §7.11 GET /omip/products/: products (no field named) | the alerts screen's product choice (id, name, description), price unit and 30-day sparkline (prices)
household | v1/omip/alerts/ | [].id [].product [].type [].price | calls §3 Price alert: id, product, type, price
household | v2/contracts/list-info/ | result result.electricity result.electricity[].id result.electricity[].name result.gas result.gas[].id result.gas[].name | calls §3 Contract list info: result{electricity[], gas[]} of {id, name}
household | v2/contracts/?limit=100 | PAGE total CONTRACT | calls §3 Contract (list item and detail); §7.4 'items and total'
household | v1/addresses/ | PAGE items[].id items[].name items[].tv items[].nv items[].pnp items[].bq items[].es items[].pt items[].pu items[].dp items[].poblacio items[].ine items[].state items[].ref_catastral items[].aclarador items[].email items[].mobile items[].full_address | calls §3 Address: id, name, full_address, email, mobile; for capture: tv, nv, pnp, bq, es, pt, pu, dp, poblacio, ine, state, ref_catastral, aclarador
household | v1/ibans/ | PAGE items[].id items[].printable_iban | calls §7.4 GET /ibans/: bank accounts; §3 bank_account{id, printable_iban}
household | v1/contract/0104521/double-tariff/ | double_tariff double_tariff.startMonth double_tariff.startYear double_tariff.endMonth double_tariff.endYear | portal §3 Double tariff period: startMonth, startYear, endMonth, endYear | the wrapper double_tariff (the specs give the period's fields, not the answer's shape)
household | v1/contract/0104521/available-double-tariffs/ | items items[].startMonth items[].startYear items[].endMonth items[].endYear | portal §3 Double tariff period; calls §3 list wrapper
household | v1/contract/0104521/happy-hours/ | happy_hours happy_hours.startHour happy_hours.endHour | portal §3 Happy hours: startHour, endHour | the wrapper happy_hours (as double_tariff)
household | v1/contract/0104521/available-happy-hours/ | items items[].startHour items[].endHour | portal §3 Happy hours; calls §3 list wrapper
household | v1/contract/0104521/happy-day/ | happy_day happy_day.value happy_day.label | portal §3 Happy day: value, label | the wrapper happy_day (as double_tariff)
household | v1/contract/0104521/available-happy-days/ | items items[].value items[].label | portal §3 Happy day; calls §3 list wrapper
household | v1/contracts/0104521/cch/chart/daily/?start=2025-05-01&end=2025-05-31 | items n_items items[].date items[].activa items[].exportada items[].reactiva items[].period | calls §7.4 cch/chart: consumption points {date, activa, exportada, reactiva, period}
household | v2/invoices/?limit=100 | PAGE INVOICE | calls §3 Invoice; §7.6 items, n_items, offset, limit
business | v2/invoices/?limit=100 | PAGE INVOICE | calls §3 Invoice (address_invoice_id is the multipoint list's)
business | v1/invoices_multipoint/?limit=100 | PAGE INVOICE items[].address_invoice_id | calls §3 'Multipoint adds address_invoice_id'
household | v1/filter/params?fields=cups,addresses,contracts,vats&type=electricity | cups addresses contracts vats | calls §3 Filter data: contracts, vats, cups, addresses
household | v2/contract/bateria/types | items items[].name items[].description | calls §3 Battery type: name, description
household | v1/contract/bateria_virtual_percentages/101 | items items[].bateria_id items[].percentage | calls §3 Battery percentages: bateria_id, percentage
household | v1/payments/payment_platforms_available | items default items[].name items[].label items[].default items[].has_form | calls §7.6 GET payment_platforms_available (no field named); portal §3 Payment: platforms, default card provider, another entry has no form | the payment dialog's platform choice (name, label), its default (default, items[].default) and whether it shows a card form (has_form)
household | v1/payments/publishable_key/card | publishable_key | calls §7.6 GET publishable_key/{platform}; portal §3 Payment: publishableKey
business | v1/payments/transaction_summary/:paid | transaction_id amount currency last_transaction_update_at invoice_number invoice_concept payment_method_id payment_type paid_by_user_email invoice_id | calls §3 Payment summary
household | v1/crm/cases/categories/ | items items[].id items[].name | calls §3 Case category: id, name
household | v1/atc/tipus | items items[].id items[].label | calls §3 Support type: id and label
household | v1/atc/tipus/01/subtipus | items items[].name items[].desc | calls §3 subtype: name, desc
`;

interface Row {
  who: "household" | "business";
  call: string;
  keys: string[];
  spec: string;
  kept: string | null;
}

const EXPANSIONS: Record<string, string[]> = { PAGE, CONTRACT, INVOICE };
const TABLE: Row[] = TABLE_TEXT.trim()
  .split("\n")
  .map((line) => {
    const [who, call, keys, spec, kept] = line.split(" | ");
    return {
      who: who as Row["who"],
      call: call ?? "",
      keys: (keys ?? "").split(" ").flatMap((key) => EXPANSIONS[key] ?? [key]),
      spec: spec ?? "",
      kept: kept ?? null,
    };
  });

/** Every key path of a JSON value: objects give `a.b`, arrays `a[]` and their items' keys `a[].b`. */
function keyPaths(value: unknown, prefix = "", out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keyPaths(item, `${prefix}[]`, out);
  else if (value !== null && typeof value === "object")
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.add(path);
      keyPaths(child, path, out);
    }
  return out;
}

describe("answer fields (issue 36 item 1)", () => {
  it("every GET answer holds exactly the fields the specs document", async () => {
    const sandbox = createSandbox({ seed: 7, now: TEST_NOW });
    const tokens = { household: sandbox.tokenFor("household"), business: sandbox.tokenFor("business") };
    // A lead with a tax id, for its two checks; a paid invoice, for its payment summary.
    const client = createTestClient(sandbox);
    const lead = (await sendLeadStep(client.api, { step: 1, cups: ELECTRICITY_CUPS, address: { dp: "08013", ine: "08019" }, cnae: 986 }))
      .lead_id;
    await sendLeadStep(client.api, {
      step: 2,
      lead_id: lead,
      vat: "39740191D",
      name: "Anna",
      surName1: "Roca",
      email: "anna@example.com",
      mobile: "612345678",
    });
    const get = async (call: string, who: Row["who"]) => {
      const token = tokens[who];
      const response = await sandbox.fetch(`http://sandbox.local/api/${call}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, call).toBe(200);
      return (await response.json()) as unknown;
    };
    const paidInvoices = (await get(`v2/invoices/?filter=${encodeURIComponent("[('state', '=', 'paid')]")}&limit=100`, "business")) as {
      items: Array<{ id: number }>;
    };
    let paid: number | undefined;
    for (const { id } of paidInvoices.items) {
      const answer = await sandbox.fetch(`http://sandbox.local/api/v1/payments/transaction_summary/${id}`, {
        headers: { authorization: `Bearer ${tokens.business}` },
      });
      if (answer.status === 200) {
        paid = id;
        break;
      }
    }
    expect(paid, "a business invoice paid online").toBeDefined();

    for (const row of TABLE) {
      const call = row.call.replace(":lead", String(lead)).replace(":paid", String(paid));
      const keys = [...keyPaths(await get(call, row.who))].sort();
      expect(keys, `${row.who} GET ${call} (${row.spec})`).toEqual([...new Set(row.keys)].sort());
    }
  });
});
