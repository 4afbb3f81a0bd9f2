// The checkout's steps as their tests set them up: what the earlier steps left in session storage (the cart's lines,
// Sita's address, the chosen delivery and payment), and one step on screen with stand-ins for the pages after it.
import type { ReactElement } from "react";
import type { Language } from "@store/shared/language";
import { afterEach, vi } from "vitest";
import { renderAt } from "./render.tsx";

/** Each test starts with no checkout in session storage and the real fetch. */
export function forgetCheckoutAfterEach() {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });
}

/** One checkout line: one of `productName` at `price`. */
export const checkoutLine = (productName: string, price: number) => ({
  _id: "line-1",
  productId: "p1",
  productName,
  price,
  quantity: 1,
  total: price,
});

/** What the cart step leaves: its lines, priced at their totals with nothing added or taken off. */
export function leaveCart(items: ReturnType<typeof checkoutLine>[], { giftWrap = false } = {}) {
  const subtotal = items.reduce((sum, item) => sum + item.total, 0);
  sessionStorage.setItem(
    "checkoutData",
    JSON.stringify({
      items,
      pricing: { subtotal, tax: 0, shipping: 0, discount: 0, total: subtotal },
      giftWrap,
    }),
  );
}

/** The Nepal Post standard delivery the store offers. */
export const STANDARD_DELIVERY = {
  _id: "standard",
  name: "Standard Delivery",
  company: "Nepal Post",
  cost: 150,
  estimatedDays: { min: 5, max: 8 },
  freeShippingThreshold: 100_000,
  description: "",
};

/** What the customer-info step leaves: Sita's address in Lalitpur (or in `country`). */
export function leaveCustomerInfo(country = "Nepal") {
  sessionStorage.setItem(
    "customerInfo",
    JSON.stringify({
      email: "sita@example.com",
      firstName: "Sita",
      lastName: "Sharma",
      phone: "+977 9812345678",
      country,
      state: "Bagmati",
      city: "Lalitpur",
      address: "Jhamsikhel 3",
      zipCode: "",
    }),
  );
}

/** What the customer-info step leaves for an address chosen from Nepal's places: Sita's, in Lalitpur's ward 5. */
export function leaveNepalAddress() {
  sessionStorage.setItem(
    "customerInfo",
    JSON.stringify({
      email: "sita@example.com",
      firstName: "Sita",
      lastName: "Sharma",
      phone: "+977 9812345678",
      country: "Nepal",
      state: "Bagmati Province",
      district: "Lalitpur",
      city: "Lalitpur",
      ward: 5,
      address: "Jhamsikhel",
      zipCode: "",
    }),
  );
}

/** Part of GET /api/locations/nepal's answer: the places of Sita's address and of Pokhara. */
export const SOME_NEPAL_LOCATIONS = {
  provinces: [
    {
      name: "Bagmati Province",
      nameNe: "बाग्मती प्रदेश",
      districts: [
        {
          name: "Lalitpur",
          nameNe: "ललितपुर",
          municipalities: [
            { name: "Lalitpur", nameNe: "ललितपुर", type: "Metropolitan City", wards: 29 },
            { name: "Godawari", nameNe: "गोदावरी", type: "Municipality", wards: 14 },
          ],
        },
      ],
    },
    {
      name: "Gandaki Province",
      nameNe: "गण्डकी प्रदेश",
      districts: [
        {
          name: "Kaski",
          nameNe: "कास्की",
          municipalities: [{ name: "Pokhara", nameNe: "पोखरा", type: "Metropolitan City", wards: 33 }],
        },
      ],
    },
  ],
} as const;

/** What the shipping step leaves: standard delivery in the valley, paid by `paymentMethod`. */
export function leaveShippingPayment(paymentMethod: string) {
  sessionStorage.setItem(
    "shippingPaymentData",
    JSON.stringify({ paymentMethod, shippingMethod: { ...STANDARD_DELIVERY, zone: "valley" } }),
  );
}

/** The step at `path`; each page it may send the shopper to shows its stand-in text. */
export function renderCheckoutStep(
  path: string,
  step: ReactElement,
  standIns: Record<string, string>,
  language: Language = "en",
) {
  const routes = [
    { path, element: step },
    ...Object.entries(standIns).map(([to, text]) => ({ path: to, element: <p>{text}</p> })),
  ];
  return renderAt(path, routes, { language });
}
