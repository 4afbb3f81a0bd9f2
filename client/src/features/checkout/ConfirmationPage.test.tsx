// The confirmation step when the store refuses to place the order: the shopper reads why, in the page's language
// (the server's own sentence on English pages, the errors catalogue's on Nepali ones), and may try again.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Language } from "@store/shared/language";
import { json, mockApi } from "../../testing/api-mock.ts";
import {
  checkoutLine,
  forgetCheckoutAfterEach,
  leaveCart,
  leaveCustomerInfo,
  leaveNepalAddress,
  leaveShippingPayment,
  renderCheckoutStep,
  SOME_NEPAL_LOCATIONS,
} from "../../testing/checkout-steps.tsx";
import ConfirmationPage from "./ConfirmationPage.tsx";

forgetCheckoutAfterEach();

const showStep = (language?: Language) =>
  renderCheckoutStep(
    "/checkout/confirmation",
    <ConfirmationPage />,
    { "/checkout/success": "order placed" },
    language,
  );

function readyToConfirm(paymentMethod = "cod") {
  leaveCart([checkoutLine("Tokla Tea 500 g", 330)]);
  leaveCustomerInfo();
  leaveShippingPayment(paymentMethod);
}

/** The store refusing POST /api/orders with this status and body. */
function refuseOrders(status: number, body: object) {
  mockApi({ "POST /api/orders": () => json(status, { success: false, ...body }) });
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
    showStep();
    const confirm = await screen.findByRole("button", { name: "CONFIRM" });
    await userEvent.setup().click(confirm);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(TOO_MANY_OPEN.message));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
  });

  it("says it in Nepali on a Nepali page, and a rate limit too", async () => {
    readyToConfirm();
    refuseOrders(409, TOO_MANY_OPEN);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    showStep("ne");
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

  /** Confirms, reads the refusal's `message` in an alert, and confirms again, which places the order. */
  async function confirmAfterRefusal(message: string) {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    showStep();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "CONFIRM" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    await user.click(screen.getByRole("button", { name: "CONFIRM" }));
    expect(await screen.findByText("order placed")).toBeVisible();
  }

  /**
   * The store: orders placed, card payments answered in turn by `payments`; the calls it received. Its list of
   * methods (how each is paid) is not one of them: it says nothing, and the step pays by its own table.
   */
  function store(payments: Response[]) {
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL((input as Request).url).pathname;
      if (url === "/api/payments/methods") return json(404, { success: false, code: "route.not_found" });
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
    await confirmAfterRefusal("Card declined");
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
    await confirmAfterRefusal(closed.message);
    expect(calls).toEqual([
      "/api/orders",
      "/api/payments/mastercard/process",
      "/api/orders",
      "/api/payments/mastercard/process",
    ]);
  });
});

describe("the address on the confirmation step", () => {
  function readyInLalitpur() {
    leaveCart([checkoutLine("Tokla Tea 500 g", 330)]);
    leaveNepalAddress();
    leaveShippingPayment("cod");
  }

  it("reads all in Nepali on a Nepali page: ward, local level, district, province and country", async () => {
    readyInLalitpur();
    mockApi({ "GET /api/locations/nepal": () => json(200, { success: true, data: SOME_NEPAL_LOCATIONS }) });
    showStep("ne");
    expect(
      await screen.findByText(/Sita Sharma, Jhamsikhel, वडा नं\. ५, ललितपुर, ललितपुर जिल्ला, बाग्मती प्रदेश, नेपाल/),
    ).toBeVisible();
  });

  it("reads in English on an English page", async () => {
    readyInLalitpur();
    mockApi({});
    showStep();
    expect(
      await screen.findByText(
        /Sita Sharma, Jhamsikhel, Ward 5, Lalitpur, Lalitpur district, Bagmati Province, Nepal/,
      ),
    ).toBeVisible();
  });
});
