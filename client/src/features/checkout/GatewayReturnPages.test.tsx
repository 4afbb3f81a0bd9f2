import { screen } from "@testing-library/react";
import { type RouteObject } from "react-router-dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../testing/render.tsx";
import {
  KhaltiFailurePage,
  KhaltiSuccessPage,
  PaypalFailurePage,
  PaypalSuccessPage,
} from "./GatewayReturnPages.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const routes = [
  { path: "/checkout/khalti/success", element: <KhaltiSuccessPage /> },
  { path: "/checkout/khalti/failure", element: <KhaltiFailurePage /> },
  { path: "/checkout/paypal/success", element: <PaypalSuccessPage /> },
  { path: "/checkout/paypal/failure", element: <PaypalFailurePage /> },
  { path: "/checkout/success", element: <p>order placed</p> },
];

/** The screen as a shopper who chose Nepali sees it. */
function renderInNepali(path: string, routes: RouteObject[]) {
  return renderAt(path, routes, { language: "ne" });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the Khalti return pages", () => {
  it("the failure page words the server's reason and offers Try Again for the order", async () => {
    renderAt("/checkout/khalti/failure?orderId=NS-1&reason=expired", routes);
    expect(screen.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
    expect(screen.getByRole("alert").textContent).toBe(
      "The Khalti payment link expired before the payment was made.",
    );
    expect(screen.getByRole("button", { name: "Try Again" })).toBeVisible();
  });

  it("without an order (a pidx the store never started) it offers the cart instead", () => {
    renderAt("/checkout/khalti/failure?reason=unknown", routes);
    expect(screen.getByRole("alert").textContent).toBe(
      "This Khalti payment does not belong to an order in this store.",
    );
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Cart" }).getAttribute("href")).toBe("/cart");
  });

  it("Try Again starts a new Khalti payment and leaves for its page; a refusal is shown", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      json(409, {
        success: false,
        code: "order.payment_window_closed",
        message: "The time to pay has passed",
      }),
    );
    renderAt("/checkout/khalti/failure?orderId=NS-2&reason=canceled", routes);
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toContain(
      "The time to pay has passed",
    );
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.url).toMatch(/\/api\/payments\/khalti\/initiate$/);
    expect(await request.json()).toEqual({ orderId: "NS-2" });
  });

  it("the success page shows the failure when the server's lookup did not confirm the payment", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(200, {
        success: true,
        data: {
          status: "pending",
          message: "Khalti has not confirmed this payment yet.",
          transactionId: null,
          order: {},
        },
      }),
    );
    renderAt("/checkout/khalti/success?orderId=NS-3", routes);
    expect(await screen.findByText("Khalti has not confirmed this payment yet.")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Check Again" }).getAttribute("href")).toBe(
      "/checkout/khalti/success?orderId=NS-3",
    );
  });
});

describe("the Khalti failure page in Nepali", () => {
  it("words the reason and the ways on in Nepali", () => {
    renderInNepali("/checkout/khalti/failure?orderId=NS-1&reason=expired", routes);
    expect(screen.getByRole("heading", { level: 1, name: "भुक्तानी असफल भयो" })).toBeVisible();
    expect(screen.getByRole("alert").textContent).toBe("भुक्तानी हुनुअघि नै Khalti भुक्तानी लिङ्कको म्याद सकियो।");
    expect(screen.getByText("अर्डर NS-1 भुक्तानीको पर्खाइमा छ: तपाईं फेरि भुक्तानी गर्न सक्नुहुन्छ।")).toBeVisible();
    expect(screen.getByRole("button", { name: "फेरि प्रयास गर्नुहोस्" })).toBeVisible();
    expect(screen.getByRole("link", { name: "गृहपृष्ठमा जानुहोस्" })).toHaveAttribute("href", "/");
  });

  it("falls back to its own sentence for a reason it does not know", () => {
    renderInNepali("/checkout/khalti/failure?orderId=NS-1&reason=constructor", routes);
    expect(screen.getByRole("alert").textContent).toBe("भुक्तानी पूरा भएन। तपाईं फेरि प्रयास गर्न सक्नुहुन्छ।");
  });
});

describe("the PayPal return pages", () => {
  it("the failure page names PayPal and offers Try Again, which creates a new PayPal order and leaves for it", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      json(502, {
        success: false,
        code: "payment.gateway_unreachable",
        message: "PayPal could not start the payment: try again",
      }),
    );
    renderAt("/checkout/paypal/failure?orderId=NS-4&reason=canceled", routes);
    expect(screen.getByText("Your PayPal payment was not completed.")).toBeVisible();
    expect(screen.getByRole("alert").textContent).toBe("You cancelled the payment at PayPal.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.url).toMatch(/\/api\/payments\/paypal\/create$/);
    expect(await request.json()).toEqual({ orderId: "NS-4" });
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toContain(
      "PayPal could not start the payment: try again",
    );
  });

  it("the success page reads PayPal's settled status and moves on to the order placed page", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(200, {
        success: true,
        data: { status: "completed", message: "Payment received.", transactionId: "CAPTURE1", order: {} },
      }),
    );
    renderAt("/checkout/paypal/success?orderId=NS-5", routes);
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    expect((fetch.mock.calls[0]![0] as Request).url).toMatch(/\/api\/payments\/paypal\/status\/NS-5$/);
  });

  it("in Nepali, the reason names PayPal", () => {
    renderInNepali("/checkout/paypal/failure?orderId=NS-6&reason=underpaid", routes);
    expect(screen.getByRole("alert").textContent).toBe(
      "PayPal ले अर्डरको जम्माभन्दा फरक रकम जनायो, त्यसैले अर्डरलाई भुक्तानी भएको मानिएन।",
    );
  });
});
