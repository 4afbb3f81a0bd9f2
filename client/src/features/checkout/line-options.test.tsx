// The confirmation step and the order-placed page show each line's chosen options, named, in the page's
// language (issue 29: the colour, memory, storage and size of each line show on the way to the order and after).
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Language } from "@store/shared/language";
import type { Order } from "@store/shared/checkout";
import {
  checkoutLine,
  forgetCheckoutAfterEach,
  leaveCart,
  leaveCustomerInfo,
  leaveShippingPayment,
  renderCheckoutStep,
} from "../../testing/checkout-steps.tsx";
import ConfirmationPage from "./ConfirmationPage.tsx";
import SuccessPage from "./SuccessPage.tsx";

forgetCheckoutAfterEach();

const JACKET = { color: "Navy", memory: "", storage: "", size: "L" };
const PHONE = { color: "Awesome Lilac", memory: "8GB", storage: "256GB", size: "" };

/** A jacket in Navy, size L, and a phone in Awesome Lilac with 8GB and 256GB; a tea with no options. */
function leaveThreeLines() {
  leaveCart([
    { ...checkoutLine("Track Jacket", 7499), ...JACKET },
    { ...checkoutLine("Galaxy A55", 52999), _id: "line-2", ...PHONE },
    { ...checkoutLine("Tokla Tea 500 g", 330), _id: "line-3" },
  ]);
  leaveCustomerInfo();
  leaveShippingPayment("cod");
}

function leaveCompletedOrder() {
  const line = (name: string, options: typeof JACKET, total: number) => ({
    productId: name,
    variantId: `${name}-v`,
    sku: name.toUpperCase(),
    name,
    nameNe: null,
    image: "/placeholder-product.svg",
    price: total,
    quantity: 1,
    total,
    ...options,
  });
  const order = {
    orderNumber: "NS-20261128-ABCDE",
    customer: { firstName: "Sita", lastName: "Sharma", email: "sita@example.com", phone: "+977 9812345678" },
    shippingAddress: {
      country: "Nepal",
      state: "Bagmati Province",
      city: "Lalitpur",
      address: "Jhamsikhel 3",
      zipCode: "44700",
      district: "",
      ward: null,
    },
    items: [
      line("Track Jacket", JACKET, 7499),
      line("Galaxy A55", PHONE, 52999),
      line("Tokla Tea 500 g", { color: "", memory: "", storage: "", size: "" }, 330),
    ],
    pricing: { subtotal: 60828, shipping: 0, tax: 0, discount: 0, giftWrap: 0, total: 60828 },
    discountCode: null,
    payment: { method: "paypal", status: "completed", transactionId: "PP-1", amount: 60828, refunds: [] },
    shipping: { company: "Nepal Post", method: "Standard Delivery", estimatedDays: 8, cost: 0 },
  } as unknown as Order;
  sessionStorage.setItem("completedOrder", JSON.stringify({ order, transactionId: "PP-1" }));
}

/** The listed line that names `product`. */
const lineOf = (product: string) => screen.getByText(new RegExp(product)).closest("li")!;

const EXPECTED: Record<Language, { jacket: string; phone: string }> = {
  en: { jacket: "Colour: Navy · Size: L", phone: "Colour: Awesome Lilac · Memory: 8GB · Storage: 256GB" },
  // Colours in Nepali (the catalogue's list knows both), digits in Devanagari.
  ne: { jacket: "रङ: गाढा नीलो · साइज: L", phone: "रङ: अउसम लाइलाक · मेमोरी: ८GB · स्टोरेज: २५६GB" },
};

describe.each(["en", "ne"] as const)("each line's options (%s)", (language) => {
  it("show on the confirmation step", async () => {
    leaveThreeLines();
    renderCheckoutStep("/checkout/confirmation", <ConfirmationPage />, {}, language);
    await screen.findByText(/Track Jacket/);
    expect(lineOf("Track Jacket")).toHaveTextContent(EXPECTED[language].jacket);
    expect(lineOf("Galaxy A55")).toHaveTextContent(EXPECTED[language].phone);
    // A product without options shows none.
    expect(lineOf("Tokla Tea").querySelector(".line-options")).toBeNull();
  });

  it("show on the order-placed page", async () => {
    leaveCompletedOrder();
    renderCheckoutStep("/checkout/success", <SuccessPage />, {}, language);
    await screen.findByText(/Track Jacket/);
    expect(lineOf("Track Jacket")).toHaveTextContent(EXPECTED[language].jacket);
    expect(lineOf("Galaxy A55")).toHaveTextContent(EXPECTED[language].phone);
    expect(lineOf("Tokla Tea").querySelector(".line-options")).toBeNull();
    // The payment method by its name, not its code.
    expect(screen.getByText("PayPal", { selector: "dd" })).toBeVisible();
  });
});
