import { InvoicesScreen } from "./invoices-screen";

/** The invoices area's chunk: its screens by route (both show the tabs; the route picks the first). */
export const invoicesScreens = { invoices: InvoicesScreen, multipointInvoices: InvoicesScreen };

// The area's CSS travels in this chunk (area.ts `styles`).
export { invoicesStyles } from "./invoices.styles";
