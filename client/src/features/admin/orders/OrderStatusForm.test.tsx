import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { anOrder } from "../admin-testing.tsx";
import { OrderStatusForm } from "./OrderStatusForm.tsx";
import { errorOf } from "../../../testing/fields.ts";

function renderForm(order = anOrder(), onChange = vi.fn().mockResolvedValue({})) {
  render(<OrderStatusForm order={order} busy={false} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe("moving an order along", () => {
  it("offers only the stages after the current one", () => {
    renderForm(anOrder({ status: "packaging" }));
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>("New status").options).map(
      (o) => o.text,
    );
    expect(options).toEqual(["Choose…", "On the road", "Delivered"]);
  });

  it("asks for the new status before sending anything, and focuses it", async () => {
    const { onChange, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Move order" }));
    expect(errorOf("New status")).toBe("Choose the new status");
    expect(document.activeElement).toBe(screen.getByLabelText("New status"));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a tracking number with other characters, or a note that is too long", async () => {
    const { onChange, user } = renderForm();
    await user.selectOptions(screen.getByLabelText("New status"), "on_the_road");
    await user.type(screen.getByLabelText("Tracking number (optional)"), "NP<script>");
    await user.click(screen.getByLabelText("Note (optional)"));
    await user.paste("x".repeat(501));
    await user.click(screen.getByRole("button", { name: "Move order" }));
    expect(errorOf("Tracking number (optional)")).toBe(
      "The tracking number may hold only letters, digits and dashes",
    );
    expect(errorOf("Note (optional)")).toBe("The note must be at most 500 characters");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("sends the status with the trimmed note and tracking number, then says it is done", async () => {
    const { onChange, user } = renderForm();
    await user.selectOptions(screen.getByLabelText("New status"), "on_the_road");
    await user.type(screen.getByLabelText("Note (optional)"), "  Handed to the courier  ");
    await user.type(screen.getByLabelText("Tracking number (optional)"), " NP-12345 ");
    await user.click(screen.getByRole("button", { name: "Move order" }));
    expect(onChange).toHaveBeenCalledWith({
      status: "on_the_road",
      note: "Handed to the courier",
      trackingNumber: "NP-12345",
    });
    expect((await screen.findByRole("status")).textContent).toBe("Order ORD-1001 is now on the road.");
  });

  it("sends neither note nor tracking number when they are left empty", async () => {
    const { onChange, user } = renderForm();
    await user.selectOptions(screen.getByLabelText("New status"), "packaging");
    await user.click(screen.getByRole("button", { name: "Move order" }));
    expect(onChange).toHaveBeenCalledWith({ status: "packaging" });
  });

  it("shows the server's refusal", async () => {
    const refusal = {
      status: 409,
      data: { success: false, code: "order.bad_transition", message: "Not now" },
    };
    const { user } = renderForm(anOrder(), vi.fn().mockRejectedValue(refusal));
    await user.selectOptions(screen.getByLabelText("New status"), "packaging");
    await user.click(screen.getByRole("button", { name: "Move order" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Not now");
  });

  it("cancels only after the merchant confirms", async () => {
    const { onChange, user } = renderForm(anOrder({ status: "pending" }));
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(screen.getByRole("dialog", { name: "Cancel this order?" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel order" }));
    expect(onChange).toHaveBeenCalledWith({ status: "cancelled" });
  });

  it("offers no cancel once the order is on its way, and no moves once it is delivered", () => {
    renderForm(anOrder({ status: "delivered" }));
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByLabelText("New status")).toBeNull();
    expect(screen.getByText("This order is delivered: it does not move any further.")).toBeVisible();
  });
});
