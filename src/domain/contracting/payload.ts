/**
 * The body of each lead step (calls §7.8 "FormConfirm with step number 1 to 5, holding cups, address,
 * cnae, ..."): the wizard's field names mapped to the API's once, here.
 */
import { normalizePhone } from "../validation/phone";
import type { Address, GasContractData, InstallationData, PersonData, UploadedFile } from "./state";

/** What the installation step sends, without the step number and lead id. */
export interface InstallationFields {
  cups: string;
  address: Omit<Address, "state"> & { state: string };
  cnae: { id: number | string; name: string };
  residence_type: string;
  active_contract: boolean;
  comer_origin: string | null;
  leads_consent: boolean;
  accept_morosity_verification: boolean;
  /** spec §5 Uploads: base64 data URLs. */
  invoice: UploadedFile[];
}

/**
 * The installation step's body fields from its validated output (CUPS normalised, cnae forced for homes).
 *
 * @param data - The installation step's validated data.
 * @returns The fields of lead step 1.
 * @example sendLeadStep(api, { step: 1, ...installationFields(output) });
 */
export function installationFields(data: InstallationData): InstallationFields {
  return {
    cups: data.cups,
    address: { ...data.address },
    cnae: { id: data.cnae.id, name: data.cnae.name },
    residence_type: data.residenceType,
    active_contract: data.activeContract === true,
    comer_origin: data.comerOrigin === "" ? null : data.comerOrigin,
    leads_consent: data.leadsConsent,
    accept_morosity_verification: data.acceptMorosityVerification,
    invoice: data.activeContract === true ? data.invoice.map((file) => ({ name: file.name, content: file.content })) : [],
  };
}

/**
 * What the person step sends, without the step number and lead id: the catalogue's FormConfirm holds
 * the person as `owner` and their address, when it is not the supply's, as `owner_address`.
 */
export interface PersonFields {
  owner: OwnerFields;
  owner_address: Address | null;
}

/** The contract's owner, as `owner` of the person step. */
export interface OwnerFields {
  /** Normalised by the rules: upper case, no "ES" prefix (spec §5 Tax id). */
  vat: string;
  company: boolean;
  name: string;
  surname1: string;
  surname2: string;
  /** spec §9: "+34" and the 9 digits. */
  mobile: string;
  email: string;
  change_owner: boolean | null;
  comms_language: string;
  same_invoice_address: boolean;
  nif_faceup: UploadedFile[];
  nif_empresa: UploadedFile[];
  representative: { vat: string; name: string; surname1: string; surname2: string } | null;
}

/**
 * The person step's body fields from its validated output (tax ids normalised, company flag set).
 *
 * @param data - The person step's validated data.
 * @returns The fields of lead step 2.
 * @example sendLeadStep(api, { step: 2, lead_id, ...personFields(output) });
 */
export function personFields(data: PersonData): PersonFields {
  const files = (list: UploadedFile[]) => list.map((file) => ({ name: file.name, content: file.content }));
  const owner: OwnerFields = {
    vat: data.vat,
    company: data.company,
    name: data.name.trim(),
    surname1: data.company ? "" : data.surName1.trim(),
    surname2: data.company ? "" : data.surName2.trim(),
    mobile: normalizePhone(data.mobile),
    email: data.email.trim(),
    change_owner: data.changeOwner,
    comms_language: data.commsLanguage,
    same_invoice_address: data.sameInvoiceAddress,
    nif_faceup: files(data.nifFaceup),
    nif_empresa: data.company ? files(data.nifEmpresa) : [],
    representative: data.company
      ? {
          vat: data.vatRepresentante,
          name: data.nameRepresentante.trim(),
          surname1: data.surName1Representante.trim(),
          surname2: data.surName2Representante.trim(),
        }
      : null,
  };
  return { owner, owner_address: data.sameInvoiceAddress ? null : { ...data.ownerAddress } };
}

/** The electricity contract step's validated data (powers in kW as numbers, P3-P6 0 up to 15 kW). */
export interface ContractOutput {
  power: number;
  power2: number;
  power3: number;
  power4: number;
  power5: number;
  power6: number;
  accessTariff: string;
  selectedProduct: string;
  promotionalCode: string;
  selfcons: boolean;
  selfconsCode: string;
  selfconsAttachments: UploadedFile[];
}

/** What the contract step sends, without the step number and lead id. */
export interface ContractFields {
  /** The product (price list) id. */
  tarifa: string;
  /** The access tariff id. */
  tarifaATR: string;
  /** P1 to P6 in kW (spec §5: P3-P6 are 0 up to 15 kW). */
  powers: number[];
  /** calls §7.8 "promotional_code list": the validated code, or none. */
  promotional_code: string[];
  selfcons: boolean;
  selfconsCode: string;
  selfcons_attach: UploadedFile[];
}

/**
 * The contract step's body fields from its validated output.
 *
 * @param data - The contract step's validated data.
 * @returns The fields of lead step 3.
 * @example sendLeadStep(api, { step: 3, lead_id, ...contractFields(output) });
 */
export function contractFields(data: ContractOutput): ContractFields {
  return {
    tarifa: data.selectedProduct,
    tarifaATR: data.accessTariff,
    powers: [data.power, data.power2, data.power3, data.power4, data.power5, data.power6],
    promotional_code: data.promotionalCode === "" ? [] : [data.promotionalCode.toUpperCase()],
    selfcons: data.selfcons,
    selfconsCode: data.selfconsCode,
    selfcons_attach: data.selfcons ? data.selfconsAttachments.map((file) => ({ name: file.name, content: file.content })) : [],
  };
}

/** What the payment step sends (calls §7.8 "bank{iban, owner_is_bank_owner}"). */
export interface PaymentFields {
  bank: { iban: string; owner_is_bank_owner: boolean };
}

/**
 * The payment step's body fields from its validated output (the IBAN compact, spec §5).
 * @example sendLeadStep(api, { step: 4, lead_id, ...paymentFields(output) });
 */
export function paymentFields(data: { iban: string; isOwner: boolean }): PaymentFields {
  return { bank: { iban: data.iban, owner_is_bank_owner: data.isOwner } };
}

/** What the confirmation step sends (calls §7.8 "accept_gdpr, accept_ov_conditions, activate_publicity, confirm"). */
export interface ConfirmationFields {
  accept_ov_conditions: boolean;
  accept_gdpr: boolean;
  activate_publicity: boolean;
  confirm: true;
}

/**
 * The confirmation step's body fields from its validated output.
 * @example sendLeadStep(api, { step: 5, lead_id, ...confirmationFields(output) });
 */
export function confirmationFields(data: {
  acceptOVConditions: boolean;
  acceptGdpr: boolean;
  acceptPublicity: boolean;
}): ConfirmationFields {
  return {
    accept_ov_conditions: data.acceptOVConditions,
    accept_gdpr: data.acceptGdpr,
    activate_publicity: data.acceptPublicity,
    confirm: true,
  };
}

/** What the gas contract step sends (gas/leads step 3). */
export interface GasContractFields {
  include_gas: boolean;
  cups: string;
  /** The product (gas price list) id. */
  tarifa: string;
  /** The gas access tariff id. */
  tarifaATR: string;
  active_contract: boolean;
  change_owner: boolean | null;
  comer_origin: string | null;
  invoice: UploadedFile[];
}

/**
 * The gas contract step's body fields from its validated data.
 * @example sendGasLeadStep(api, { step: 3, lead_id, ...gasContractFields(output) });
 */
export function gasContractFields(data: GasContractData): GasContractFields {
  return {
    include_gas: data.includeGas,
    cups: data.cups,
    tarifa: data.selectedProduct,
    tarifaATR: data.accessTariff,
    active_contract: data.activeContract === true,
    change_owner: data.changeOwner,
    comer_origin: data.comerOrigin === "" ? null : data.comerOrigin,
    invoice: data.activeContract === true ? data.invoice.map((file) => ({ name: file.name, content: file.content })) : [],
  };
}
