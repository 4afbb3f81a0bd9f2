import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { anOrder } from "../admin-testing.tsx";
import { RefundForm } from "./RefundForm.tsx";
import { errorOf } from "../../../testing/fields.ts";

const partlyRefunded = anOrder({
  payment: {
    method: "esewa",
    status: "partially_refunded",
    transactionId: "T-1",
    amount: 50000,
    refunds: [
      {
        amount: 10000,
        reason: "Scratched box",
        at: "2026-11-24T09:00:00.000Z",
        manual: false,
        reference: "T-1",
      },
    ],
  },
});

const paidByFonepay = anOrder({
  payment: { method: "fonepay", status: "completed", transactionId: "F-1", amount: 50000, refunds: [] },
});

function renderForm(order = partlyRefunded, onRefund = vi.fn().mockResolvedValue({})) {
  render(<RefundForm order={order} busy={false} onRefund={onRefund} />);
  return { onRefund, user: userEvent.setup() };
}

async function refund(user: ReturnType<typeof userEvent.setup>, amount: string, reason: string) {
  if (amount) await user.type(screen.getByLabelText("Amount (Rs)"), amount);
  if (reason) await user.type(screen.getByLabelText("Reason"), reason);
  await user.click(screen.getByRole("button", { name: "Refund" }));
}

describe("refunding an order", () => {
  it("shows what was paid, refunded so far and the most that can still go back", () => {
    renderForm();
    const figures = Array.from(document.querySelectorAll(".admin-facts div")).map((row) => row.textContent);
    expect(figures).toEqual(["PaidRs 50,000", "Refunded so farRs 10,000", "Can still be refundedRs 40,000"]);
    expect(screen.getByText("Whole rupees, at most Rs 40,000.")).toBeVisible();
  });

  it("asks for an amount and a reason", async () => {
    const { onRefund, user } = renderForm();
    await refund(user, "", "");
    expect(errorOf("Amount (Rs)")).toBe("Enter the amount to refund");
    expect(errorOf("Reason")).toBe("Enter the reason for the refund");
    expect(document.activeElement).toBe(screen.getByLabelText("Amount (Rs)"));
    expect(onRefund).not.toHaveBeenCalled();
  });

  it.each([
    ["12.50", "The amount must be whole rupees"],
    ["-5", "The amount must be whole rupees"],
    ["0", "The amount must be more than Rs 0"],
    ["40001", "At most Rs 40,000 can be refunded"],
  ])("refuses %s rupees", async (amount, message) => {
    const { onRefund, user } = renderForm();
    await refund(user, amount, "Damaged");
    expect(errorOf("Amount (Rs)")).toBe(message);
    expect(errorOf("Reason")).toBeNull();
    expect(onRefund).not.toHaveBeenCalled();
  });

  it("sends whole rupees and the trimmed reason, up to the maximum", async () => {
    const { onRefund, user } = renderForm();
    await refund(user, "40000", "  Damaged in transit ");
    expect(onRefund).toHaveBeenCalledWith({ amount: 40000, reason: "Damaged in transit" });
    expect((await screen.findByRole("status")).textContent).toBe("Refunded Rs 40,000.");
  });

  it("shows the server's refusal and marks the field it names", async () => {
    const refusal = {
      status: 409,
      data: {
        success: false,
        code: "order.refund_exceeds_paid",
        message: "That is more than was paid",
        errors: [{ field: "amount", code: "order.refund_exceeds_paid", message: "Too much" }],
      },
    };
    const { user } = renderForm(partlyRefunded, vi.fn().mockRejectedValue(refusal));
    await refund(user, "100", "Damaged");
    expect(within(await screen.findByRole("alert")).getByText("That is more than was paid")).toBeVisible();
    expect(errorOf("Amount (Rs)")).toBe("Too much");
  });

  it("has nothing to offer for an unpaid or fully refunded order", () => {
    renderForm(anOrder({ payment: { ...partlyRefunded.payment, status: "pending", refunds: [] } }));
    expect(screen.getByText("There is nothing left to refund.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });

  it("says a gateway method refunds through its gateway, and asks for no reference", () => {
    renderForm();
    expect(
      screen.getByText("The refund goes back through eSewa: the store asks the gateway to return the money."),
    ).toBeVisible();
    expect(screen.queryByLabelText("Bank reference")).toBeNull();
  });
});

describe("recording a refund paid outside the store", () => {
  it.each([
    ["fonepay", "Fonepay"],
    ["connectips", "connectIPS"],
  ] as const)(
    "says plainly that %s has no refund API and asks for the bank's reference",
    async (method, name) => {
      const order = anOrder({
        payment: { method, status: "completed", transactionId: "X-1", amount: 50000, refunds: [] },
      });
      const { onRefund, user } = renderForm(order);
      expect(
        screen.getByText(
          `${name} has no refund API: pay the refund from the store's bank account outside the store, then record it here with the bank's reference.`,
        ),
      ).toBeVisible();
      await user.type(screen.getByLabelText("Amount (Rs)"), "500");
      await user.type(screen.getByLabelText("Reason"), "Damaged");
      await user.click(screen.getByRole("button", { name: "Record refund" }));
      expect(errorOf("Bank reference")).toBe("Enter the bank's reference for the refund you paid");
      expect(onRefund).not.toHaveBeenCalled();
    },
  );

  it("refuses a reference with markup or over 100 characters", async () => {
    const { onRefund, user } = renderForm(paidByFonepay);
    await user.type(screen.getByLabelText("Amount (Rs)"), "500");
    await user.type(screen.getByLabelText("Reason"), "Damaged");
    await user.type(screen.getByLabelText("Bank reference"), "<b>");
    await user.click(screen.getByRole("button", { name: "Record refund" }));
    expect(errorOf("Bank reference")).toBe(
      "The reference may hold only letters, digits, spaces and . _ / # : -",
    );
    await user.clear(screen.getByLabelText("Bank reference"));
    await user.type(screen.getByLabelText("Bank reference"), "R".repeat(101));
    await user.click(screen.getByRole("button", { name: "Record refund" }));
    expect(errorOf("Bank reference")).toBe("The reference must be at most 100 characters");
    expect(onRefund).not.toHaveBeenCalled();
  });

  it("sends the trimmed reference with the amount and reason, and says it was recorded", async () => {
    const { onRefund, user } = renderForm(paidByFonepay);
    await user.type(screen.getByLabelText("Amount (Rs)"), "50000");
    await user.type(screen.getByLabelText("Reason"), "Returned");
    await user.type(screen.getByLabelText("Bank reference"), "  NIC-2026-0001 ");
    await user.click(screen.getByRole("button", { name: "Record refund" }));
    expect(onRefund).toHaveBeenCalledWith({ amount: 50000, reason: "Returned", reference: "NIC-2026-0001" });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Recorded a refund of Rs 50,000 paid outside the store.",
    );
  });
});
