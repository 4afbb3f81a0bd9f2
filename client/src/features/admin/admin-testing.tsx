// The admin's tests' shared set-up: an order and a product as the admin API answers them, and the admin mounted
// at /admin/* beside the sign-in page, as the store mounts it.
import { Suspense } from "react";
import type { User } from "@store/shared/auth";
import { within } from "@testing-library/react";
import { meAnswers, mockApi, type Handler } from "../../testing/api-mock.ts";
import { aStaffMember } from "../../testing/factories.ts";
import { renderAt } from "../../testing/render.tsx";
import { signInAs } from "../../testing/session.ts";
import { loginRoute } from "../../testing/routes.tsx";
import AdminApp from "./AdminApp.tsx";
import type { AdminProduct, Order } from "./admin-types.ts";

export { json, mockApi } from "../../testing/api-mock.ts";
// People of each role and a signed-in browser, from the client's test helpers.
export { aCustomer, aStaffMember, anAdmin } from "../../testing/factories.ts";
export { signInAs } from "../../testing/session.ts";

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: "order-1",
    orderNumber: "ORD-1001",
    status: "processing",
    customer: { firstName: "Sita", lastName: "Sharma", email: "sita@example.com", phone: "9800000000" },
    shippingAddress: {
      country: "Nepal",
      state: "Bagmati Province",
      city: "Kathmandu",
      address: "Thamel Marg 12",
      zipCode: "44600",
      district: "Kathmandu",
      ward: 26,
    },
    items: [
      {
        productId: "p1",
        variantId: "v1",
        sku: "SAMSUNG-GALAXY-A55-5G-NAVY-8GB-128GB",
        name: "Samsung Galaxy A55 5G",
        nameNe: null,
        image: "/media/p1.svg",
        price: 50000,
        quantity: 1,
        total: 50000,
        color: "Navy",
        memory: "8GB",
        storage: "128GB",
        size: "",
      },
    ],
    pricing: { subtotal: 50000, tax: 0, shipping: 0, discount: 0, giftWrap: 0, total: 50000 },
    discountCode: null,
    giftWrap: { enabled: false, cost: 0 },
    payment: { method: "esewa", status: "completed", transactionId: "T-1", amount: 50000, refunds: [] },
    shipping: {
      company: "Nepal Express",
      method: "Standard",
      estimatedDays: 3,
      cost: 0,
      trackingNumber: null,
      expectedDelivery: "2026-11-27",
    },
    tracking: [],
    paymentDueAt: "2026-11-24T10:00:00.000Z",
    createdAt: "2026-11-24T08:00:00.000Z",
    ...overrides,
  };
}

/** A product as the admin API answers it: one saved variant, one uploaded image, one specification. */
export function aProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: "p1",
    name: "Galaxy A55",
    nameNe: null,
    title: "Galaxy A55",
    slug: "galaxy-a55",
    category: "electronics",
    subcategory: "smartphones",
    brand: { _id: "b1", name: "Samsung", slug: "samsung" },
    price: 50000,
    discountedPrice: null,
    images: ["/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg"],
    image: "/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg",
    colors: [],
    memory: [],
    storage: ["128GB"],
    stock: 7,
    rating: 0,
    reviewCount: 0,
    ratingsCount: 0,
    weight: "",
    dimensions: "",
    featured: false,
    soldCount: 0,
    description: "<p>A phone.</p>",
    descriptionNe: null,
    specifications: { Display: "6.6 inch" },
    variants: [
      {
        _id: "v1",
        sku: "A55-128",
        options: { storage: "128GB" },
        price: 50000,
        discountedPrice: null,
        stock: 7,
        image: null,
        archived: false,
        position: 0,
      },
    ],
    status: "active",
    createdAt: "2026-11-24T08:00:00.000Z",
    updatedAt: "2026-11-24T08:00:00.000Z",
    ...overrides,
  };
}

export const adminRoutes = [
  loginRoute,
  { path: "/", element: <p>store home</p> },
  {
    path: "/admin/*",
    element: (
      <Suspense fallback={<p>Loading…</p>}>
        <AdminApp />
      </Suspense>
    ),
  },
];

export const openAdmin = (path = "/admin") => renderAt(path, adminRoutes);

/**
 * The admin at `path` for a signed-in staff member (or `user`), with the API answering as `handlers` say;
 * GET /api/auth/me answers the person signed in.
 */
export function openAsStaff(
  path: string,
  handlers: Record<string, Handler> = {},
  user: User = aStaffMember(),
) {
  signInAs(user);
  const api = mockApi({ "GET /api/auth/me": meAnswers(user), ...handlers });
  return { ...api, ...openAdmin(path) };
}

/** A table's cells, row after row, as text. */
export const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
