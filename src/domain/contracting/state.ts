/**
 * The data of a contracting wizard, step by step, with its defaults (spec §3 "Contracting lead state
 * (per type)", §9 defaults). Field names follow the spec's lead state; the API names are mapped once, in
 * `payload.ts`.
 */
import type { ContractingType } from "./steps";

/** spec §9: "Default cnae id 986, code 9820" (the code is the CNAE's `name` in misc/cnaes/). */
export const DEFAULT_CNAE: Readonly<Cnae> = { id: 986, name: "9820", descripcio: "" };
/** spec §9: "Self-consumption code default 00, 41 when self-consumed." */
export const SELFCONS_CODE_DEFAULT = "00";
export const SELFCONS_CODE_SELFCONSUMED = "41";
/** spec §3 sign-up and §9: phone prefix +34. */
export const PHONE_PREFIX = "+34";

/** An activity code (GET misc/cnaes/). */
export interface Cnae {
  id: number | string;
  name: string;
  descripcio: string;
}

/** An uploaded file as the lead carries it: spec §5 "invoice attachments must be base64 data URLs". */
export interface UploadedFile {
  name: string;
  content: string;
}

/** spec §3 Address (the installation's and the owner's). */
export interface Address {
  dp: string;
  ine: string;
  state: string;
  poblacio: string;
  tv: string;
  nv: string;
  pnp: string;
  bq: string;
  es: string;
  pt: string;
  pu: string;
  ref_catastral: string;
  aclarador: string;
}

/** SIPS data read from the CUPS lookup (spec §3 cupsSIPSData). */
export interface SipsData {
  accessTariff: string;
  cupsAvailable: boolean | null;
  power: string;
  power2: string;
  power3: string;
  power4: string;
  power5: string;
  power6: string;
  selfcons: boolean;
  selfconsCode: string;
  sipsDataAvailable: boolean;
}

/** spec §5 "Residence": the supply types. */
export type ResidenceType = "habitual" | "second" | "business";

/** A yes/no question not answered yet is null. */
export type Answer = boolean | null;

export interface InstallationData {
  leadsConsent: boolean;
  cups: string;
  address: Address;
  cupsSIPSData: SipsData;
  residenceType: ResidenceType | "";
  cnae: Cnae;
  activeContract: Answer;
  comerOrigin: string;
  acceptMorosityVerification: boolean;
  invoice: UploadedFile[];
}

export interface PersonData {
  vat: string;
  name: string;
  surName1: string;
  surName2: string;
  mobile: string;
  email: string;
  company: boolean;
  changeOwner: Answer;
  commsLanguage: string;
  sameInvoiceAddress: boolean;
  ownerAddress: Address;
  nifFaceup: UploadedFile[];
  nifEmpresa: UploadedFile[];
  vatRepresentante: string;
  nameRepresentante: string;
  surName1Representante: string;
  surName2Representante: string;
}

/** Powers are kept as typed (NumberField keeps the string: "nothing typed lost"). */
export interface ContractData {
  power: string;
  power2: string;
  power3: string;
  power4: string;
  power5: string;
  power6: string;
  accessTariff: string;
  selectedProduct: string;
  selectedProductName: string;
  promotionalCode: string;
  selfcons: boolean;
  selfconsCode: string;
  selfconsAttachments: UploadedFile[];
  /**
   * The CUPS these powers were set for (from its lookup, or typed): when the installation's CUPS is
   * changed afterwards, the new supply's lookup fills the powers again. Not sent.
   */
  powersFor: string;
}

export interface GasContractData {
  includeGas: boolean;
  cups: string;
  activeContract: Answer;
  changeOwner: Answer;
  comerOrigin: string;
  accessTariff: string;
  selectedProduct: string;
  selectedProductName: string;
  invoice: UploadedFile[];
  cupsSIPSData: SipsData;
}

export interface PaymentData {
  iban: string;
  isOwner: boolean;
}

export interface ConfirmationData {
  acceptOVConditions: boolean;
  acceptGdpr: boolean;
  acceptPublicity: boolean;
}

/** Every step's data of one wizard. */
export interface ContractingData {
  installation: InstallationData;
  person: PersonData;
  contract: ContractData;
  gasContract: GasContractData;
  payment: PaymentData;
  confirmation: ConfirmationData;
}

/** The step whose data a form edits. */
export type DataStep = keyof ContractingData;

/**
 * An empty address.
 * @example emptyAddress().dp; // ""
 */
export function emptyAddress(): Address {
  return {
    dp: "",
    ine: "",
    state: "",
    poblacio: "",
    tv: "",
    nv: "",
    pnp: "",
    bq: "",
    es: "",
    pt: "",
    pu: "",
    ref_catastral: "",
    aclarador: "",
  };
}

/**
 * SIPS data before any lookup.
 * @example emptySipsData().selfconsCode; // "00"
 */
export function emptySipsData(): SipsData {
  return {
    accessTariff: "",
    cupsAvailable: null,
    power: "",
    power2: "",
    power3: "",
    power4: "",
    power5: "",
    power6: "",
    selfcons: false,
    selfconsCode: SELFCONS_CODE_DEFAULT,
    sipsDataAvailable: false,
  };
}

/** Who fills the wizard. */
export interface InitialDataOptions {
  /** spec §4: authenticated users have leads consent and terms pre-ticked (and hidden). */
  authenticated?: boolean;
  /** The gas contract is part of a dual wizard unless the customer leaves it out. */
  type?: ContractingType;
}

/**
 * The data of a new wizard, with the spec's defaults.
 *
 * @param options - Whether the user is signed in, and the wizard type.
 * @returns Fresh data (no shared arrays or objects).
 * @example
 * initialContractingData({ authenticated: true }).confirmation.acceptGdpr; // true
 */
export function initialContractingData(options: InitialDataOptions = {}): ContractingData {
  const authenticated = options.authenticated === true;
  return {
    installation: {
      leadsConsent: authenticated,
      cups: "",
      address: emptyAddress(),
      cupsSIPSData: emptySipsData(),
      residenceType: "",
      cnae: { ...DEFAULT_CNAE },
      activeContract: null,
      comerOrigin: "",
      acceptMorosityVerification: false,
      invoice: [],
    },
    person: {
      vat: "",
      name: "",
      surName1: "",
      surName2: "",
      mobile: PHONE_PREFIX,
      email: "",
      company: false,
      changeOwner: null,
      commsLanguage: "",
      sameInvoiceAddress: true,
      ownerAddress: emptyAddress(),
      nifFaceup: [],
      nifEmpresa: [],
      vatRepresentante: "",
      nameRepresentante: "",
      surName1Representante: "",
      surName2Representante: "",
    },
    contract: {
      power: "",
      power2: "",
      power3: "",
      power4: "",
      power5: "",
      power6: "",
      accessTariff: "",
      selectedProduct: "",
      selectedProductName: "",
      promotionalCode: "",
      selfcons: false,
      selfconsCode: SELFCONS_CODE_DEFAULT,
      selfconsAttachments: [],
      powersFor: "",
    },
    gasContract: {
      // spec §3 includeGas: the gas wizard always includes it; the dual wizard offers it.
      includeGas: options.type !== "electricity",
      cups: "",
      activeContract: null,
      changeOwner: null,
      comerOrigin: "",
      accessTariff: "",
      selectedProduct: "",
      selectedProductName: "",
      invoice: [],
      cupsSIPSData: emptySipsData(),
    },
    payment: { iban: "", isOwner: false },
    confirmation: { acceptOVConditions: authenticated, acceptGdpr: authenticated, acceptPublicity: false },
  };
}
