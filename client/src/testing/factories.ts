// Test data built the way the API answers it.
import type { User } from "@store/shared/auth";
import type { Product, ProductSummary } from "@store/shared/catalog";
import type { Order, OrderLine } from "@store/shared/checkout";

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: "user-1",
    name: "Sita Sharma",
    email: "sita@example.com",
    phone: "9800000000",
    phoneVerified: false,
    verifiedPhone: null,
    smsUpdates: true,
    hasPassword: true,
    address: "Thamel Marg 12",
    city: "Kathmandu",
    postalCode: "44600",
    country: "Nepal",
    state: "Bagmati Province",
    district: "Kathmandu",
    ward: 26,
    profilePhoto: "",
    role: "customer",
    ...overrides,
  };
}

export const anAdmin = (overrides: Partial<User> = {}) =>
  aUser({ _id: "admin-1", name: "Asha Admin", email: "admin@store.local", role: "admin", ...overrides });
export const aStaffMember = (overrides: Partial<User> = {}) =>
  aUser({ _id: "staff-1", name: "Sunil Staff", email: "staff@store.local", role: "staff", ...overrides });
export const aCustomer = (overrides: Partial<User> = {}) => aUser({ role: "customer", ...overrides });

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides._id ?? "p1";
  const slug = overrides.slug ?? `product-${id}`;
  return {
    _id: id,
    name: `Product ${id}`,
    nameNe: null,
    title: `Product ${id}`,
    slug,
    category: "electronics",
    subcategory: "smartphone",
    brand: { _id: "b1", name: "Apple", slug: "apple" },
    price: 10000,
    discountedPrice: null,
    images: [`/media/products/electronics/${slug}-1.svg`],
    image: `/media/products/electronics/${slug}-1.svg`,
    colors: [],
    memory: [],
    storage: [],
    stock: 5,
    rating: 4.5,
    reviewCount: 3,
    ratingsCount: 3,
    weight: "",
    dimensions: "",
    featured: true,
    soldCount: 0,
    ...overrides,
  };
}

/** A product as GET /api/products/{category}/{slug} answers it: two storage variants, two images. */
export function productDetail(overrides: Partial<Product> = {}): Product {
  return {
    ...productSummary({
      _id: "p1",
      name: "iPhone 15 Pro",
      title: "iPhone 15 Pro",
      slug: "iphone-15-pro",
      category: "electronics",
      subcategory: "smartphone",
      price: 174999,
      discountedPrice: 164999,
      images: ["/media/products/electronics/iphone-15-pro-1.svg", "https://cdn.example.com/iphone-2.jpg"],
      stock: 12,
      rating: 4.5,
      reviewCount: 2,
      ratingsCount: 2,
    }),
    description: "<p>Titanium &amp; <strong>A17 Pro</strong>.</p><ul><li>USB&#8209;C</li></ul>",
    descriptionNe: null,
    reviews: [],
    specifications: {},
    variants: [
      {
        _id: "v1",
        sku: "IPHONE-15-PRO-128GB",
        options: { storage: "128GB" },
        price: 174999,
        discountedPrice: 164999,
        stock: 5,
        image: null,
      },
      {
        _id: "v2",
        sku: "IPHONE-15-PRO-256GB",
        options: { storage: "256GB" },
        price: 194999,
        discountedPrice: null,
        stock: 7,
        image: null,
      },
    ],
    ...overrides,
  };
}

/** A bought line: one Galaxy A55 in Awesome Navy with 256GB, unless told otherwise. */
export function anOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    productId: "product-1",
    variantId: "variant-1",
    sku: "A55-NAVY-256",
    name: "Samsung Galaxy A55",
    nameNe: "स्यामसङ ग्यालेक्सी A55",
    image: "/images/a55.jpg",
    price: 54999,
    quantity: 1,
    total: 54999,
    color: "Awesome Navy",
    memory: "",
    storage: "256GB",
    size: "",
    ...overrides,
  };
}

/** Sita's order as GET /api/orders/:orderNumber answers it: placed and paid by eSewa, on its way. */
export function aPlacedOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: "order-1",
    orderNumber: "NS-20261125-ABCDE",
    status: "on_the_road",
    customer: { firstName: "Sita", lastName: "Sharma", email: "sita@example.com", phone: "+977 9812345678" },
    shippingAddress: {
      country: "Nepal",
      state: "Bagmati Province",
      city: "Lalitpur",
      address: "Jhamsikhel 3",
      zipCode: "44700",
      district: "Lalitpur",
      ward: 3,
    },
    items: [anOrderLine()],
    pricing: { subtotal: 54999, tax: 0, shipping: 0, discount: 0, giftWrap: 0, total: 54999 },
    discountCode: null,
    giftWrap: { enabled: false, cost: 0 },
    payment: { method: "esewa", status: "completed", transactionId: "000ABC1", amount: 54999, refunds: [] },
    shipping: {
      company: "Nepal Post",
      method: "Standard Delivery",
      estimatedDays: 8,
      cost: 0,
      trackingNumber: "RR123456789NP",
      expectedDelivery: "2026-12-03",
    },
    tracking: [
      // 18:20 UTC on 24 November is 00:05 on the 25th in Nepal.
      { status: "order_placed", date: "2026-11-24T18:20:00.000Z", note: "Order placed" },
      { status: "processing", date: "2026-11-24T18:25:00.000Z", note: "Payment received" },
      { status: "on_the_road", date: "2026-11-26T06:00:00.000Z", note: "Handed to Nepal Post in Lalitpur" },
    ],
    paymentDueAt: "2026-11-24T18:50:00.000Z",
    createdAt: "2026-11-24T18:20:00.000Z",
    ...overrides,
  };
}
