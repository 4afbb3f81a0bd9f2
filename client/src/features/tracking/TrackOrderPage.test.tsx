import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../testing/render.tsx";
import TrackOrderPage from "./TrackOrderPage.tsx";

afterEach(() => vi.restoreAllMocks());

const routes = [{ path: "/track-order", element: <TrackOrderPage /> }];
const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("tracking an order", () => {
  it("needs both fields", async () => {
    renderAt("/track-order", routes);
    await userEvent.setup().click(screen.getByRole("button", { name: "Track" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields");
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(404, {
        success: false,
        code: "order.tracking_not_found",
        message: "Order ID not found or email address doesn't match our records.",
      }),
    );
    renderAt("/track-order", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Order ID"), "NS-20261122-ABCDE");
    await user.type(screen.getByLabelText("Billing Email"), "someone@example.com");
    await user.click(screen.getByRole("button", { name: "Track" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Order ID not found or email address doesn't match our records.",
    );
  });

  it("marks every stage up to the current one as reached", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(200, {
        success: true,
        data: {
          orderId: "NS-20261122-ABCDE",
          orderDate: "2026-11-20T08:00:00.000Z",
          totalAmount: 149999,
          productCount: 2,
          expectedDelivery: "2026-11-28",
          currentStatus: "on_the_road",
          payment: { method: "cod", status: "pending" },
          activities: [
            {
              id: "1",
              status: "order_placed",
              date: "2026-11-20",
              time: "08:00",
              icon: "clipboard-check",
              type: "completed",
            },
            {
              id: "2",
              status: "packaging",
              date: "2026-11-21",
              time: "09:00",
              icon: "package",
              type: "completed",
            },
            {
              id: "3",
              status: "on_the_road",
              date: "2026-11-22",
              time: "10:00",
              icon: "truck",
              type: "completed",
            },
          ],
        },
      }),
    );
    renderAt("/track-order", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Order ID"), "NS-20261122-ABCDE");
    await user.type(screen.getByLabelText("Billing Email"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "Track" }));
    expect(await screen.findByText("Rs 1,49,999")).toBeDefined();
    const stages = screen.getAllByRole("listitem");
    expect(stages.map((stage) => stage.className)).toEqual(["active", "active", "active", ""]);
    // Cash on delivery is due at the door, not awaited.
    expect(screen.getByText("Cash on delivery · Due on delivery")).toBeDefined();
  });

  it("shows the carrier's tracking number once the store has given one, and nothing before", async () => {
    const answer = (trackingNumber: string | null) =>
      json(200, {
        success: true,
        data: {
          orderId: "NS-20261122-TRACK",
          orderDate: "2026-11-20T08:00:00.000Z",
          totalAmount: 5000,
          productCount: 1,
          expectedDelivery: "2026-11-28",
          currentStatus: trackingNumber ? "on_the_road" : "processing",
          carrier: "Nepal Post",
          trackingNumber,
          payment: { method: "paypal", status: "completed" },
          activities: [],
        },
      });
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer(null));
    renderAt("/track-order", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Order ID"), "NS-20261122-TRACK");
    await user.type(screen.getByLabelText("Billing Email"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "Track" }));
    expect(await screen.findByText("Rs 5,000")).toBeDefined();
    expect(screen.queryByText(/Tracking number/)).toBeNull();

    fetch.mockResolvedValueOnce(answer("RR123456789NP"));
    await user.clear(screen.getByLabelText("Order ID"));
    await user.type(screen.getByLabelText("Order ID"), "NS-20261122-TRAC2");
    await user.click(screen.getByRole("button", { name: "Track" }));
    expect((await screen.findByText(/Tracking number/)).textContent).toBe(
      "Tracking number: RR123456789NP (Nepal Post)",
    );
  });
});
