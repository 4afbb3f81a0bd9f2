// The pay step's table: each method's kind (the store's list, else the table's) decides how CONFIRM pays it,
// and each gateway's line where its payment starts and how its answer is read (a page to open, a form to post).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, mockApi, ok } from "../../testing/api-mock.ts";
import { aPlacedOrder } from "../../testing/factories.ts";
import {
  checkoutLine,
  forgetCheckoutAfterEach,
  leaveCart,
  leaveCustomerInfo,
  leaveShippingPayment,
  renderCheckoutStep,
} from "../../testing/checkout-steps.tsx";
import ConfirmationPage from "./ConfirmationPage.tsx";
import { GATEWAYS, DEFAULT_KINDS } from "./pay-steps.ts";

forgetCheckoutAfterEach();

const ORDER = aPlacedOrder({
  _id: "order-7",
  orderNumber: "NS-7",
  payment: { method: "connectips", status: "pending", transactionId: null, amount: 330, refunds: [] },
});

function confirmWith(method: string, handlers: Parameters<typeof mockApi>[0]) {
  leaveCart([checkoutLine("Tokla Tea 500 g", 330)]);
  leaveCustomerInfo();
  leaveShippingPayment(method);
  const api = mockApi({
    "POST /api/orders": () => json(201, { success: true, data: { order: ORDER } }),
    ...handlers,
  });
  renderCheckoutStep(
    "/checkout/confirmation",
    <ConfirmationPage />,
    { "/checkout/fonepay/qr": "the QR page", "/checkout/success": "order placed" },
    "en",
  );
  return api.calls;
}

/** The hidden form the page posted to a gateway: where, how and with what. */
function postedForm(submit: ReturnType<typeof vi.spyOn>) {
  const form = submit.mock.contexts[0] as HTMLFormElement;
  return { action: form.action, method: form.method, fields: Object.fromEntries(new FormData(form)) };
}

describe("the pay step's table", () => {
  it("reads each gateway's answer as a page to open or a form to post", () => {
    expect(GATEWAYS.khalti.read({ pidx: "p1", payment_url: "https://khalti/pay" })).toEqual({
      kind: "url",
      url: "https://khalti/pay",
    });
    expect(GATEWAYS.paypal.read({ approveUrl: "https://paypal/approve" })).toEqual({
      kind: "url",
      url: "https://paypal/approve",
    });
    expect(GATEWAYS.esewa.read({ paymentUrl: "https://esewa/form", formData: { a: "1" } })).toEqual({
      kind: "form",
      paymentUrl: "https://esewa/form",
      fields: { a: "1" },
    });
    expect(
      GATEWAYS.fonepay.read({ paymentUrl: "https://fonepay/merchantRequest", fields: { PRN: "P" } }),
    ).toEqual({ kind: "form", paymentUrl: "https://fonepay/merchantRequest", fields: { PRN: "P" } });
    expect(GATEWAYS.connectips.endpoint).toBe("/payments/connectips/initiate");
    expect(GATEWAYS.esewa.body({ orderId: "o", amount: 5 })).toEqual({
      orderId: "o",
      amount: 5,
      successUrl: `${window.location.origin}/checkout/esewa/success`,
      failureUrl: `${window.location.origin}/checkout/esewa/failure`,
    });
    expect(DEFAULT_KINDS).toMatchObject({
      fonepay: "qr",
      connectips: "redirect",
      mastercard: "card",
      cod: "on_delivery",
    });
  });

  it("connectIPS: CONFIRM places the order and posts connectIPS's signed form as it came", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const fields = { MERCHANTID: "M1", TXNID: "T1", TXNAMT: "33000", TOKEN: "c2ln" };
    const calls = confirmWith("connectips", {
      "POST /api/payments/connectips/initiate": ok({ paymentUrl: "https://ips.example/loginpage", fields }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "CONFIRM" }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(calls["POST /api/payments/connectips/initiate"]?.map((call) => call.body)).toEqual([
      { orderId: "order-7" },
    ]);
    expect(postedForm(submit)).toEqual({ action: "https://ips.example/loginpage", method: "post", fields });
  });

  it("a gateway that cannot start says so in its own words and the button works again", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    confirmWith("connectips", {
      "POST /api/payments/connectips/initiate": () => json(502, { success: false, code: "x", message: "" }),
    });
    const confirm = await screen.findByRole("button", { name: "CONFIRM" });
    await userEvent.setup().click(confirm);
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith("Failed to initiate connectIPS payment. Please try again."),
    );
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
  });

  it("Fonepay (a QR): CONFIRM places the order and opens its QR page for the order", async () => {
    const calls = confirmWith("fonepay", {});
    await userEvent.setup().click(await screen.findByRole("button", { name: "CONFIRM" }));
    expect(await screen.findByText("the QR page")).toBeVisible();
    expect(calls["POST /api/payments/fonepay/initiate"]).toBeUndefined();
  });

  it("the store's list decides the kind: a Fonepay the store pays by its web checkout posts Fonepay's form", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    confirmWith("fonepay", {
      "GET /api/payments/methods": ok({
        methods: [
          {
            method: "fonepay",
            name: "Fonepay",
            kind: "redirect",
            available: true,
            refunds: "manual",
            countries: null,
            maxAmount: null,
            testOnly: true,
          },
        ],
      }),
      "POST /api/payments/fonepay/initiate": ok({
        paymentUrl: "https://fonepay/merchantRequest",
        fields: { PRN: "P" },
      }),
    });
    // The list has come when the step knows it: wait for the call before confirming.
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "CONFIRM" })).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.setup().click(screen.getByRole("button", { name: "CONFIRM" }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(postedForm(submit).fields).toEqual({ PRN: "P" });
  });
});
