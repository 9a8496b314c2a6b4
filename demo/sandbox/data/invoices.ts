/**
 * Texts of the invoices data set: the pending states of an invoice's collection history
 * (`pending_state_history[].pending_state.ov_description`), in the six interface languages.
 */
import type { Texts } from "../i18n.ts";

export type PendingStateKey =
  | "issued"
  | "remesa"
  | "transfer"
  | "returned"
  | "notice"
  | "cut_notice"
  | "paid"
  | "paid_card"
  | "paid_other"
  | "verification"
  | "partial"
  | "refund_pending"
  | "refunded";

export const PENDING_STATES: Record<PendingStateKey, Texts> = {
  issued: {
    ca: "Factura emesa",
    es: "Factura emitida",
    en: "Invoice issued",
    gl: "Factura emitida",
    fr: "Facture émise",
    de: "Rechnung ausgestellt",
  },
  remesa: {
    ca: "Pendent de cobrament per domiciliació bancària",
    es: "Pendiente de cobro por domiciliación bancaria",
    en: "Pending collection by direct debit",
    gl: "Pendente de cobro por domiciliación bancaria",
    fr: "En attente de prélèvement bancaire",
    de: "Lastschrifteinzug ausstehend",
  },
  transfer: {
    ca: "Pendent de pagament per transferència",
    es: "Pendiente de pago por transferencia",
    en: "Pending payment by bank transfer",
    gl: "Pendente de pagamento por transferencia",
    fr: "En attente de paiement par virement",
    de: "Zahlung per Überweisung ausstehend",
  },
  returned: {
    ca: "Rebut retornat pel banc",
    es: "Recibo devuelto por el banco",
    en: "Direct debit returned by the bank",
    gl: "Recibo devolto polo banco",
    fr: "Prélèvement rejeté par la banque",
    de: "Lastschrift von der Bank zurückgegeben",
  },
  notice: {
    ca: "Avís de pagament enviat",
    es: "Aviso de pago enviado",
    en: "Payment reminder sent",
    gl: "Aviso de pagamento enviado",
    fr: "Rappel de paiement envoyé",
    de: "Zahlungserinnerung gesendet",
  },
  cut_notice: {
    ca: "Requeriment de pagament amb avís de suspensió del subministrament",
    es: "Requerimiento de pago con aviso de suspensión del suministro",
    en: "Payment demand with notice of supply suspension",
    gl: "Requirimento de pagamento con aviso de suspensión da subministración",
    fr: "Mise en demeure avec préavis de suspension de la fourniture",
    de: "Zahlungsaufforderung mit Ankündigung der Liefersperre",
  },
  paid: { ca: "Pagada", es: "Pagada", en: "Paid", gl: "Pagada", fr: "Payée", de: "Bezahlt" },
  paid_card: {
    ca: "Pagada amb targeta a l'oficina virtual",
    es: "Pagada con tarjeta en la oficina virtual",
    en: "Paid by card in the customer portal",
    gl: "Pagada con tarxeta na oficina virtual",
    fr: "Payée par carte dans l'espace client",
    de: "Im Kundenportal per Karte bezahlt",
  },
  paid_other: {
    ca: "Pagament registrat sense transacció",
    es: "Pago registrado sin transacción",
    en: "Payment recorded without a transaction",
    gl: "Pagamento rexistrado sen transacción",
    fr: "Paiement enregistré sans transaction",
    de: "Zahlung ohne Transaktion erfasst",
  },
  verification: {
    ca: "Pagament pendent de verificació manual",
    es: "Pago pendiente de verificación manual",
    en: "Payment awaiting manual verification",
    gl: "Pagamento pendente de verificación manual",
    fr: "Paiement en attente de vérification manuelle",
    de: "Zahlung wartet auf manuelle Prüfung",
  },
  partial: {
    ca: "Pagament parcial rebut",
    es: "Pago parcial recibido",
    en: "Partial payment received",
    gl: "Pagamento parcial recibido",
    fr: "Paiement partiel reçu",
    de: "Teilzahlung erhalten",
  },
  refund_pending: {
    ca: "Pendent de devolució",
    es: "Pendiente de devolución",
    en: "Refund pending",
    gl: "Pendente de devolución",
    fr: "Remboursement en attente",
    de: "Erstattung ausstehend",
  },
  refunded: {
    ca: "Import retornat al client",
    es: "Importe devuelto al cliente",
    en: "Amount refunded to the customer",
    gl: "Importe devolto ao cliente",
    fr: "Montant remboursé au client",
    de: "Betrag an den Kunden erstattet",
  },
};

export const INVOICE_PDF_TITLE: Texts = { ca: "Factura", es: "Factura", en: "Invoice", gl: "Factura", fr: "Facture", de: "Rechnung" };

/**
 * The business's further supply points (issue 18 item 8: the business customer has at least 1,000
 * invoices): small shops and kiosks of the bakery chain invoiced through its multipoint account, one
 * per city and street below (36). They are paid, carry no debt and have no contract record of their own
 * (the contracts list keeps its 12 supplies), so the invoices' tests, payments and debts are unchanged.
 */
export const BUSINESS_BRANCH_CITIES: readonly { city: string; zip: string; province: string }[] = [
  { city: "Girona", zip: "17002", province: "Girona" },
  { city: "Tarragona", zip: "43001", province: "Tarragona" },
  { city: "Lleida", zip: "25002", province: "Lleida" },
  { city: "Reus", zip: "43201", province: "Tarragona" },
  { city: "Manresa", zip: "08241", province: "Barcelona" },
  { city: "Vic", zip: "08500", province: "Barcelona" },
  { city: "Mataró", zip: "08301", province: "Barcelona" },
  { city: "Terrassa", zip: "08221", province: "Barcelona" },
  { city: "Figueres", zip: "17600", province: "Girona" },
  { city: "Zaragoza", zip: "50001", province: "Zaragoza" },
  { city: "Castelló de la Plana", zip: "12001", province: "Castelló" },
  { city: "Alacant", zip: "03002", province: "Alacant" },
];

export const BUSINESS_BRANCH_STREETS: readonly string[] = ["Carrer Major", "Avinguda de la Estació", "Plaça del Mercat"];

/** Number series of the branches' invoices ("FM": multipoint), apart from FE, FG, FR and FA so theirs do not move. */
export const BUSINESS_BRANCH_SERIES = "FM";
