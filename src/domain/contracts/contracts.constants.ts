/**
 * The numbers of the contract change dialogs (spec §5, §9), each in one place. Pure: the rules of this
 * folder and the dialogs (`widgets/portal/contracts/dialogs/`) read them from here.
 */

/** spec §9 "Power change fees": connection right, EUR before VAT, charged on every change. */
export const CONNECTION_FEE_EUR = 9.04;
/** spec §9: access right, EUR per added kW before VAT. */
export const ACCESS_FEE_EUR_PER_KW = 19.7;
/** spec §9: extension right, EUR per added kW before VAT, when the power was not held in the last three years. */
export const EXTENSION_FEE_EUR_PER_KW = 17.27;

/** spec §5 "Cadastral reference: 1 to 20 characters in the dialog". */
export const CADASTRAL_DIALOG_MAX_LENGTH = 20;

/** spec §5 "Notification address" lengths. */
export const NOTIFICATION_ADDRESS_LIMITS = {
  name: 256,
  street: 256,
  number: 9,
  block: 4,
  stair: 4,
  floor: 10,
  door: 4,
  postalCodeMin: 5,
} as const;

/** spec §9 "Power sent in watts (kW x 1000)". */
export const WATTS_PER_KW = 1000;
