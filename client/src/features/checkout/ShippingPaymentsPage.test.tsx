// Cash on delivery on the shipping step: offered for a Nepal address within the store's limit (from GET
// /api/payments/methods), disabled with its reason, read out with the option, when the total is over it. The
// step offers only the methods the store lists, and marks those that take no real money (an offline store's).
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Language } from "@store/shared/language";
import { PAYMENT_METHODS } from "@store/shared/order-facts";
import { json, mockApi } from "../../testing/api-mock.ts";
import {
  STANDARD_DELIVERY,
  checkoutLine,
  forgetCheckoutAfterEach,
  leaveCart,
  leaveCustomerInfo,
  leaveNepalAddress,
  renderCheckoutStep,
  SOME_NEPAL_LOCATIONS,
} from "../../testing/checkout-steps.tsx";
import ShippingPaymentsPage from "./ShippingPaymentsPage.tsx";

forgetCheckoutAfterEach();

const showStep = (language?: Language) =>
  renderCheckoutStep(
    "/checkout/shipping-payments",
    <ShippingPaymentsPage />,
    { "/checkout/confirmation": "confirmation step" },
    language,
  );

type Listed = {
  method: string;
  countries: string[] | null;
  maxAmount: number | null;
  testOnly?: boolean;
  available?: boolean;
  reason?: string;
};
const PAYPAL_AND_COD: Listed[] = [
  { method: "paypal", countries: null, maxAmount: null },
  { method: "cod", countries: ["Nepal"], maxAmount: 50_000 },
];

/** `methods`: what GET /api/payments/methods lists, or "pending" for an answer that has not come yet. */
function checkoutOf(price: number, country = "Nepal", methods: Listed[] | "pending" = PAYPAL_AND_COD) {
  leaveCart([checkoutLine("Laptop", price)], { giftWrap: true });
  leaveCustomerInfo(country);
  mockApi({
    "GET /api/payments/methods": () =>
      methods === "pending"
        ? new Promise<Response>(() => {})
        : json(200, { success: true, data: { methods } }),
    "GET /api/orders/shipping-methods": () => json(200, { success: true, data: [STANDARD_DELIVERY] }),
  });
}

const cod = () => screen.getByRole("radio", { name: "Cash on delivery" });
const codInNepali = () => screen.getByRole("radio", { name: "डेलिभरीमा नगद भुक्तानी" });

describe("cash on delivery on the shipping step", () => {
  it("is offered, described, within the limit with shipping and gift wrap counted", async () => {
    checkoutOf(50_000 - 150 - 100);
    showStep();
    await screen.findByRole("radio", { name: /Standard Delivery/ });
    expect(cod().hasAttribute("disabled")).toBe(false);
    await userEvent.setup().click(cod());
    await userEvent.setup().click(screen.getByRole("button", { name: "NEXT" }));
    expect(await screen.findByText("confirmation step")).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem("shippingPaymentData")!).paymentMethod).toBe("cod");
  });

  it("is disabled over the limit, with the reason as its description", async () => {
    checkoutOf(50_000 - 150 - 100 + 1);
    showStep();
    const reason = await screen.findByText("Cash on delivery is available for orders up to Rs 50,000");
    expect(cod().hasAttribute("disabled")).toBe(true);
    expect(cod().getAttribute("aria-describedby")?.split(" ")).toContain(reason.id);
  });
});

describe("a method the store cannot take now", () => {
  const PAYPAL_OFF: Listed[] = [
    {
      method: "paypal",
      countries: null,
      maxAmount: null,
      available: false,
      reason: "PayPal is switched off",
    },
    { method: "cod", countries: ["Nepal"], maxAmount: 50_000 },
  ];

  it("is disabled, described in the page's language rather than the server's English", async () => {
    checkoutOf(1_000, "Nepal", PAYPAL_OFF);
    showStep();
    const note = await screen.findByText("Not available right now");
    const paypal = screen.getByRole("radio", { name: "PayPal" });
    expect(paypal).toBeDisabled();
    expect(paypal.getAttribute("aria-describedby")?.split(" ")).toContain(note.id);
    expect(screen.queryByText("PayPal is switched off")).toBeNull();
    // Nothing is chosen for the shopper; another method can be.
    expect(paypal).not.toBeChecked();
    expect(cod()).toBeEnabled();
  });

  it("says so in Nepali", async () => {
    checkoutOf(1_000, "Nepal", PAYPAL_OFF);
    showStep("ne");
    expect(await screen.findByText("अहिले उपलब्ध छैन")).toBeVisible();
  });
});

describe("the shipping step in Nepali", () => {
  it("names methods, delivery days, prices and the cash-on-delivery reason in Nepali", async () => {
    checkoutOf(50_000 - 150 - 100 + 1);
    showStep("ne");
    expect(screen.getByRole("heading", { name: "ढुवानी र भुक्तानी" })).toBeVisible();
    const standard = await screen.findByRole("radio", { name: /साधारण डेलिभरी/ });
    expect(standard.parentElement!.textContent).toBe("साधारण डेलिभरी · Nepal Post रु १५० · ५–८ दिन");
    expect(screen.getByRole("group", { name: "भुक्तानी विधि" })).toBeVisible();
    expect(screen.getByRole("group", { name: "ढुवानी विधि" })).toBeVisible();
    const reason = await screen.findByText("डेलिभरीमा नगद भुक्तानी रु ५०,००० सम्मका अर्डरमा मात्र उपलब्ध छ");
    expect(codInNepali().getAttribute("aria-describedby")?.split(" ")).toContain(reason.id);
    expect(screen.getByText("अर्डर आइपुग्दा नगद तिर्नुहोस्")).toBeVisible();
    const summary = screen.getByRole("complementary", { name: "अर्डर सारांश" });
    expect(within(summary).getByText("उप-जम्मा").nextElementSibling!.textContent).toBe("रु ४९,७५१");
    expect(within(summary).getByText("उपहार र्‍याप").nextElementSibling!.textContent).toBe("रु १००");
    expect(within(summary).getByText("जम्मा").nextElementSibling!.textContent).toBe("रु ५०,००१");
    expect(screen.getByRole("button", { name: "अर्को" })).toBeVisible();
  });

  it("says where the prices are for all in Nepali: the district's Nepali name and its zone", async () => {
    leaveCart([checkoutLine("Laptop", 5000)]);
    leaveNepalAddress();
    const { calls } = mockApi({
      "GET /api/payments/methods": () => json(200, { success: true, data: { methods: PAYPAL_AND_COD } }),
      "GET /api/orders/shipping-methods": () =>
        json(200, { success: true, data: [{ ...STANDARD_DELIVERY, zone: "valley" }] }),
      "GET /api/locations/nepal": () => json(200, { success: true, data: SOME_NEPAL_LOCATIONS }),
    });
    showStep("ne");
    expect(await screen.findByText("ललितपुर (काठमाडौं उपत्यकाभित्र) मा डेलिभरीको मूल्य र दिन।")).toBeVisible();
    expect(calls["GET /api/orders/shipping-methods"]![0]!.request.url).toContain("district=Lalitpur");
  });

  it("says it in English on English pages, without asking for Nepal's places", async () => {
    leaveCart([checkoutLine("Laptop", 5000)]);
    leaveNepalAddress();
    const { calls } = mockApi({
      "GET /api/payments/methods": () => json(200, { success: true, data: { methods: PAYPAL_AND_COD } }),
      "GET /api/orders/shipping-methods": () =>
        json(200, { success: true, data: [{ ...STANDARD_DELIVERY, zone: "valley" }] }),
    });
    showStep();
    expect(
      await screen.findByText("Prices and days for delivery to Lalitpur, inside the Kathmandu Valley."),
    ).toBeVisible();
    expect(calls["GET /api/locations/nepal"]).toBeUndefined();
  });

  it("says that cash on delivery is for Nepal only, in Nepali", async () => {
    checkoutOf(1000, "India");
    showStep("ne");
    expect(await screen.findByText("डेलिभरीमा नगद भुक्तानी नेपालका ठेगानामा मात्र उपलब्ध छ")).toBeVisible();
    expect(codInNepali().hasAttribute("disabled")).toBe(true);
  });
});

describe("the methods the store offers", () => {
  const OFFLINE: Listed[] = [
    { method: "paypal", countries: null, maxAmount: null, testOnly: true },
    { method: "esewa", countries: null, maxAmount: null, testOnly: true },
    { method: "cod", countries: ["Nepal"], maxAmount: 50_000, testOnly: false },
  ];
  const radioNames = () =>
    screen.getAllByRole("radio", { name: /^(?!Standard)/ }).map((radio) => radio.getAttribute("value"));

  it("lists only those, each test-only one marked Test mode, read out with it", async () => {
    checkoutOf(1000, "Nepal", OFFLINE);
    showStep();
    await screen.findByRole("radio", { name: /Standard Delivery/ });
    expect(radioNames()).toEqual(["paypal", "esewa", "cod"]);
    const esewa = screen.getByRole("radio", { name: "eSewa" });
    const tag = document.getElementById(esewa.getAttribute("aria-describedby")!)!;
    expect(tag.textContent).toBe("Test mode");
    expect(screen.getAllByText("Test mode")).toHaveLength(2);
    expect(cod().getAttribute("aria-describedby")).toBe("payment-cod-description");
  });

  it("says Test mode in Nepali", async () => {
    checkoutOf(1000, "Nepal", OFFLINE);
    showStep("ne");
    await screen.findByRole("radio", { name: /साधारण डेलिभरी/ });
    expect(screen.getAllByText("परीक्षण मोड")).toHaveLength(2);
  });

  it("marks nothing where nothing is test-only, and chooses the first offered when PayPal is not", async () => {
    checkoutOf(1000, "Nepal", [
      { method: "esewa", countries: null, maxAmount: null, testOnly: false },
      { method: "cod", countries: ["Nepal"], maxAmount: 50_000, testOnly: false },
    ]);
    showStep();
    await screen.findByRole("radio", { name: /Standard Delivery/ });
    expect(radioNames()).toEqual(["esewa", "cod"]);
    expect(screen.queryByText("Test mode")).toBeNull();
    expect((screen.getByRole("radio", { name: "eSewa" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(screen.getByRole("button", { name: "NEXT" }));
    expect(await screen.findByText("confirmation step")).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem("shippingPaymentData")!).paymentMethod).toBe("esewa");
  });

  it("shows every method, PayPal chosen, until the store has said which it offers", async () => {
    checkoutOf(1000, "Nepal", "pending");
    showStep();
    await screen.findByRole("radio", { name: /Standard Delivery/ });
    expect(radioNames()).toEqual([...PAYMENT_METHODS]);
    expect((screen.getByRole("radio", { name: "PayPal" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText("Test mode")).toBeNull();
  });
});
