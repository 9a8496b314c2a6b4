import { describe, expect, it } from "vitest";
import { invoiceStatus, invoiceStatusTone, signedEnergy, type InvoiceStatusInput } from "./status";

const invoice = (fields: Partial<InvoiceStatusInput>): InvoiceStatusInput => ({
  paidStatus: "paid",
  rectificativeType: "N",
  amountTotal: 100,
  amountPending: 0,
  ...fields,
});

describe("invoiceStatus (portal-spec §4 'Invoice status')", () => {
  it("reads each paid status of §4", () => {
    expect(invoiceStatus(invoice({ paidStatus: "paid" }))).toBe("paid");
    expect(invoiceStatus(invoice({ paidStatus: "pending_remesa", amountPending: 100 }))).toBe("pendingCollection");
    expect(invoiceStatus(invoice({ paidStatus: "pending_transfer", amountPending: 100 }))).toBe("pendingPayment");
    expect(invoiceStatus(invoice({ paidStatus: "paid_without_transaction" }))).toBe("paidWithoutTransaction");
    expect(invoiceStatus(invoice({ paidStatus: "manual_verification_required", amountPending: 100 }))).toBe("manualVerificationRequired");
    expect(invoiceStatus(invoice({ paidStatus: "unpaid", amountPending: 100 }))).toBe("unpaid");
  });

  it("§4 'partially paid (unpaid with pending amount different from total)'", () => {
    expect(invoiceStatus(invoice({ paidStatus: "unpaid", amountTotal: 180.25, amountPending: 100 }))).toBe("partiallyPaid");
  });

  it("§4 'refunded (type A or B rectificative; pending refund when pending)', whatever the paid status", () => {
    expect(invoiceStatus(invoice({ rectificativeType: "A", amountTotal: -50, amountPending: 0 }))).toBe("refunded");
    expect(invoiceStatus(invoice({ rectificativeType: "B", paidStatus: "pending_transfer", amountTotal: -50, amountPending: -50 }))).toBe(
      "pendingRefund",
    );
    expect(invoiceStatus(invoice({ rectificativeType: "b", paidStatus: "paid", amountTotal: -50 }))).toBe("refunded");
    // A replacement (R) is an ordinary invoice.
    expect(invoiceStatus(invoice({ rectificativeType: "R", paidStatus: "unpaid", amountPending: 100 }))).toBe("unpaid");
    expect(invoiceStatus(invoice({ rectificativeType: null }))).toBe("paid");
  });

  it("colours the chips as §4 says: warning pending, success paid, error unpaid", () => {
    expect(invoiceStatusTone("paid")).toBe("success");
    expect(invoiceStatusTone("refunded")).toBe("success");
    expect(invoiceStatusTone("paidWithoutTransaction")).toBe("success");
    expect(invoiceStatusTone("pendingCollection")).toBe("warning");
    expect(invoiceStatusTone("pendingPayment")).toBe("warning");
    expect(invoiceStatusTone("pendingRefund")).toBe("warning");
    expect(invoiceStatusTone("manualVerificationRequired")).toBe("warning");
    expect(invoiceStatusTone("unpaid")).toBe("error");
    expect(invoiceStatusTone("partiallyPaid")).toBe("error");
  });

  it("§4 'Rectificative type A counts as negative energy', once", () => {
    expect(signedEnergy(320, "A")).toBe(-320);
    expect(signedEnergy(-320, "A")).toBe(-320);
    expect(signedEnergy(320, "B")).toBe(320);
    expect(signedEnergy(320, null)).toBe(320);
  });
});
