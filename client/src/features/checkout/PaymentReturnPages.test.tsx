import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Language } from "@store/shared/language";
import { json, mockApi } from "../../testing/api-mock.ts";
import { forgetCheckoutAfterEach } from "../../testing/checkout-steps.tsx";
import { renderAt } from "../../testing/render.tsx";
import { PaymentFailurePage, PaymentSuccessPage } from "./PaymentReturnPages.tsx";

forgetCheckoutAfterEach();

const routes = [
  { path: "/checkout/:method/success", element: <PaymentSuccessPage /> },
  { path: "/checkout/:method/failure", element: <PaymentFailurePage /> },
  { path: "/checkout/success", element: <p>order placed</p> },
];

const showPage = (path: string, language?: Language) => renderAt(path, routes, { language });

/** The store refusing, at `route`, to start the payment again; the calls it received. */
function refuseNewPayment(route: string, status: number, code: string, message: string) {
  return mockApi({ [route]: () => json(status, { success: false, code, message }) }).calls;
}

/** The store's answer to `route`, the lookup of a gateway's payment; the calls it received. */
function answerLookup(
  route: string,
  data: { status: string; message: string; transactionId: string | null },
) {
  return mockApi({ [route]: () => json(200, { success: true, data: { ...data, order: {} } }) }).calls;
}

describe("the Khalti return pages", () => {
  it("the failure page words the server's reason and offers Try Again for the order", async () => {
    showPage("/checkout/khalti/failure?orderId=NS-1&reason=expired");
    expect(screen.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
    expect(screen.getByRole("alert").textContent).toBe(
      "The Khalti payment link expired before the payment was made.",
    );
    expect(screen.getByRole("button", { name: "Try Again" })).toBeVisible();
  });

  it("without an order (a pidx the store never started) it offers the cart instead", () => {
    showPage("/checkout/khalti/failure?reason=unknown");
    expect(screen.getByRole("alert").textContent).toBe(
      "This Khalti payment does not belong to an order in this store.",
    );
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Cart" }).getAttribute("href")).toBe("/cart");
  });

  it("Try Again starts a new Khalti payment and leaves for its page; a refusal is shown", async () => {
    const calls = refuseNewPayment(
      "POST /api/payments/khalti/initiate",
      409,
      "order.payment_window_closed",
      "The time to pay has passed",
    );
    showPage("/checkout/khalti/failure?orderId=NS-2&reason=canceled");
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toContain(
      "The time to pay has passed",
    );
    expect(calls["POST /api/payments/khalti/initiate"]?.map((call) => call.body)).toEqual([
      { orderId: "NS-2" },
    ]);
  });

  it("the success page shows the failure when the server's lookup did not confirm the payment", async () => {
    answerLookup("GET /api/payments/khalti/status/NS-3", {
      status: "pending",
      message: "Khalti has not confirmed this payment yet.",
      transactionId: null,
    });
    showPage("/checkout/khalti/success?orderId=NS-3");
    expect(await screen.findByText("Khalti has not confirmed this payment yet.")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Check Again" }).getAttribute("href")).toBe(
      "/checkout/khalti/success?orderId=NS-3",
    );
  });
});

describe("the Khalti failure page in Nepali", () => {
  it("words the reason and the ways on in Nepali", () => {
    showPage("/checkout/khalti/failure?orderId=NS-1&reason=expired", "ne");
    expect(screen.getByRole("heading", { level: 1, name: "भुक्तानी असफल भयो" })).toBeVisible();
    expect(screen.getByRole("alert").textContent).toBe("भुक्तानी हुनुअघि नै Khalti भुक्तानी लिङ्कको म्याद सकियो।");
    expect(screen.getByText("अर्डर NS-1 भुक्तानीको पर्खाइमा छ: तपाईं फेरि भुक्तानी गर्न सक्नुहुन्छ।")).toBeVisible();
    expect(screen.getByRole("button", { name: "फेरि प्रयास गर्नुहोस्" })).toBeVisible();
    expect(screen.getByRole("link", { name: "गृहपृष्ठमा जानुहोस्" })).toHaveAttribute("href", "/");
  });

  it("falls back to its own sentence for a reason it does not know", () => {
    showPage("/checkout/khalti/failure?orderId=NS-1&reason=constructor", "ne");
    expect(screen.getByRole("alert").textContent).toBe("भुक्तानी पूरा भएन। तपाईं फेरि प्रयास गर्न सक्नुहुन्छ।");
  });
});

describe("the PayPal return pages", () => {
  it("the failure page names PayPal and offers Try Again, which creates a new PayPal order and leaves for it", async () => {
    const calls = refuseNewPayment(
      "POST /api/payments/paypal/create",
      502,
      "payment.gateway_unreachable",
      "PayPal could not start the payment: try again",
    );
    showPage("/checkout/paypal/failure?orderId=NS-4&reason=canceled");
    expect(screen.getByText("Your PayPal payment was not completed.")).toBeVisible();
    expect(screen.getByRole("alert").textContent).toBe("You cancelled the payment at PayPal.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    expect(calls["POST /api/payments/paypal/create"]?.map((call) => call.body)).toEqual([
      { orderId: "NS-4" },
    ]);
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toContain(
      "PayPal could not start the payment: try again",
    );
  });

  it("the success page reads PayPal's settled status and moves on to the order placed page", async () => {
    const calls = answerLookup("GET /api/payments/paypal/status/NS-5", {
      status: "completed",
      message: "Payment received.",
      transactionId: "CAPTURE1",
    });
    showPage("/checkout/paypal/success?orderId=NS-5");
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    expect(calls["GET /api/payments/paypal/status/NS-5"]).toHaveLength(1);
  });

  it("in Nepali, the reason names PayPal", () => {
    showPage("/checkout/paypal/failure?orderId=NS-6&reason=underpaid", "ne");
    expect(screen.getByRole("alert").textContent).toBe(
      "PayPal ले अर्डरको जम्माभन्दा फरक रकम जनायो, त्यसैले अर्डरलाई भुक्तानी भएको मानिएन।",
    );
  });
});

describe("the bank gateways' return pages (Fonepay's web checkout, connectIPS)", () => {
  it("Fonepay's failure words a declined payment and Try Again posts Fonepay's form again", async () => {
    const calls = mockApi({
      "POST /api/payments/fonepay/initiate": () =>
        json(200, {
          success: true,
          data: {
            paymentUrl: "https://fonepay.example/api/merchantRequest",
            fields: { PRN: "P1", DV: "AB" },
          },
        }),
    }).calls;
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    showPage("/checkout/fonepay/failure?orderId=NS-7&reason=declined");
    expect(screen.getByText("Your Fonepay payment was not completed.")).toBeVisible();
    expect(screen.getByRole("alert").textContent).toBe("Fonepay declined the payment.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    expect(calls["POST /api/payments/fonepay/initiate"]?.map((call) => call.body)).toEqual([
      { orderId: "NS-7" },
    ]);
    expect(submit).toHaveBeenCalledOnce();
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe("https://fonepay.example/api/merchantRequest");
    expect(form.method).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({ PRN: "P1", DV: "AB" });
  });

  it("connectIPS's pending payment speaks of the bank account, in English and Nepali", () => {
    const { unmount } = showPage("/checkout/connectips/failure?orderId=NS-8&reason=pending");
    expect(screen.getByRole("alert").textContent).toBe(
      "connectIPS has not confirmed this payment yet. If money left your bank account, the order will show it as paid once connectIPS confirms.",
    );
    expect(screen.getByRole("link", { name: "Check Again" }).getAttribute("href")).toBe(
      "/checkout/connectips/success?orderId=NS-8",
    );
    unmount();
    showPage("/checkout/connectips/failure?orderId=NS-8&reason=declined", "ne");
    expect(screen.getByRole("alert").textContent).toBe("connectIPS ले भुक्तानी अस्वीकार गर्‍यो।");
  });

  it("connectIPS's success page reads the settled order and moves on", async () => {
    const calls = answerLookup("GET /api/payments/connectips/status/NS-9", {
      status: "completed",
      message: "Payment received.",
      transactionId: "TXN9",
    });
    showPage("/checkout/connectips/success?orderId=NS-9");
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    expect(calls["GET /api/payments/connectips/status/NS-9"]).toHaveLength(1);
  });
});

describe("eSewa's return pages, in the same family", () => {
  it("the success page has the server verify eSewa's answer with the query's fields", async () => {
    const calls = mockApi({
      "POST /api/payments/esewa/success": () =>
        json(200, {
          success: true,
          data: {
            payment: { transactionId: "T1", amount: 10, status: "completed", method: "esewa" },
            order: {},
          },
        }),
    }).calls;
    showPage("/checkout/esewa/success?orderId=NS-10&data=abc");
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    expect(calls["POST /api/payments/esewa/success"]?.map((call) => call.body)).toEqual([
      { orderId: "NS-10", data: "abc" },
    ]);
  });

  it("the failure page tells the server and offers Try Again on the confirmation step", async () => {
    const calls = mockApi({ "POST /api/payments/esewa/failure": () => json(200, { success: true }) }).calls;
    showPage("/checkout/esewa/failure?orderId=NS-11");
    expect(screen.getByText("Your eSewa payment was not completed.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Try Again" }).getAttribute("href")).toBe(
      "/checkout/confirmation",
    );
    await vi.waitFor(() => expect(calls["POST /api/payments/esewa/failure"]).toHaveLength(1));
  });

  it("a method that is no gateway's shows the failure with the cart to go on from", () => {
    showPage("/checkout/cod/failure?orderId=NS-12", "ne");
    expect(screen.getByRole("alert").textContent).toBe("भुक्तानी पूरा भएन। तपाईं फेरि प्रयास गर्न सक्नुहुन्छ।");
    expect(screen.getByRole("link", { name: "कार्टमा जानुहोस्" }).getAttribute("href")).toBe("/cart");
  });
});
