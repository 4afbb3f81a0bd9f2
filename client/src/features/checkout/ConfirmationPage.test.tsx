// The confirmation step when the store refuses to place the order: the shopper reads why, in the page's language
// (the server's own sentence on English pages, the errors catalogue's on Nepali ones), and may try again.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../testing/render.tsx";
import ConfirmationPage from "./ConfirmationPage.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const routes = [
  { path: "/checkout/confirmation", element: <ConfirmationPage /> },
  { path: "/checkout/success", element: <p>order placed</p> },
];

function readyToConfirm(paymentMethod = "cod") {
  sessionStorage.setItem(
    "checkoutData",
    JSON.stringify({
      items: [
        {
          _id: "line-1",
          productId: "p1",
          productName: "Tokla Tea 500 g",
          price: 330,
          quantity: 1,
          total: 330,
        },
      ],
      pricing: { subtotal: 330, tax: 0, shipping: 0, discount: 0, total: 330 },
      giftWrap: false,
    }),
  );
  sessionStorage.setItem(
    "customerInfo",
    JSON.stringify({
      email: "sita@example.com",
      firstName: "Sita",
      lastName: "Sharma",
      phone: "+977 9812345678",
      country: "Nepal",
      state: "Bagmati",
      city: "Lalitpur",
      address: "Jhamsikhel 3",
      zipCode: "",
    }),
  );
  sessionStorage.setItem(
    "shippingPaymentData",
    JSON.stringify({
      paymentMethod,
      shippingMethod: {
        _id: "standard",
        name: "Standard Delivery",
        company: "Nepal Post",
        cost: 150,
        estimatedDays: { min: 5, max: 8 },
        freeShippingThreshold: 100_000,
        description: "",
        zone: "valley",
      },
    }),
  );
}

/** The store refusing POST /api/orders with this status and body. */
function refuseOrders(status: number, body: object) {
  vi.spyOn(globalThis, "fetch").mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: false, ...body }), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
}

const TOO_MANY_OPEN = {
  code: "order.too_many_open",
  message:
    "You already have 5 orders open (awaiting payment, or cash on delivery not yet sent). Please pay for one, " +
    "or wait until one is sent, before placing another.",
};

describe("placing the order, refused", () => {
  it("says why: the server's sentence for too many open orders, and the button works again", async () => {
    readyToConfirm();
    refuseOrders(409, TOO_MANY_OPEN);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderAt("/checkout/confirmation", routes);
    const confirm = await screen.findByRole("button", { name: "CONFIRM" });
    await userEvent.setup().click(confirm);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(TOO_MANY_OPEN.message));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
  });

  it("says it in Nepali on a Nepali page, and a rate limit too", async () => {
    readyToConfirm();
    refuseOrders(409, TOO_MANY_OPEN);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderAt("/checkout/confirmation", routes, { language: "ne" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "पक्का गर्नुहोस्" }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        "तपाईंका धेरै अर्डरहरूको भुक्तानी वा पठाउने काम बाँकी छ। अर्को अर्डर गर्नुअघि कुनै एकको भुक्तानी गर्नुहोस्, वा त्यो पठाइएसम्म पर्खनुहोस्।",
      ),
    );
    vi.restoreAllMocks();
    refuseOrders(429, { code: "rate_limited", message: "Too many requests, please try again later" });
    const again = vi.spyOn(window, "alert").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "पक्का गर्नुहोस्" }));
    await vi.waitFor(() =>
      expect(again).toHaveBeenCalledWith("धेरै अनुरोधहरू भए। केही बेर पर्खेर फेरि प्रयास गर्नुहोस्।"),
    );
  });
});

describe("trying again after a refused payment", () => {
  const order = { _id: "o1", orderNumber: "NS-20261128-ABCDE", pricing: { total: 480 } };
  const json = (status: number, body: object) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  /** The store: orders placed, card payments answered in turn by `payments`; the calls it received. */
  function store(payments: Response[]) {
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL((input as Request).url).pathname;
      calls.push(url);
      if (url === "/api/orders") return json(201, { success: true, data: { order } });
      return payments.shift()!;
    });
    return calls;
  }

  it("pays the order already placed instead of placing another", async () => {
    readyToConfirm("mastercard");
    const calls = store([
      json(402, { success: false, code: "payment.declined", message: "Card declined" }),
      json(200, { success: true, data: { order, payment: { transactionId: "MC-1" } } }),
    ]);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderAt("/checkout/confirmation", routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "CONFIRM" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith("Card declined"));
    await user.click(screen.getByRole("button", { name: "CONFIRM" }));
    expect(await screen.findByText("order placed")).toBeVisible();
    expect(calls).toEqual([
      "/api/orders",
      "/api/payments/mastercard/process",
      "/api/payments/mastercard/process",
    ]);
  });

  it("places a new order once the placed one can no longer be paid", async () => {
    readyToConfirm("mastercard");
    const closed = {
      success: false,
      code: "order.payment_window_closed",
      message: "The time to pay for this order has passed: place the order again",
    };
    const calls = store([
      json(409, closed),
      json(200, { success: true, data: { order, payment: { transactionId: "MC-2" } } }),
    ]);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderAt("/checkout/confirmation", routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "CONFIRM" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(closed.message));
    await user.click(screen.getByRole("button", { name: "CONFIRM" }));
    expect(await screen.findByText("order placed")).toBeVisible();
    expect(calls).toEqual([
      "/api/orders",
      "/api/payments/mastercard/process",
      "/api/orders",
      "/api/payments/mastercard/process",
    ]);
  });
});
