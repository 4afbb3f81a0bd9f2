// Factories for the journeys' data, made through the store's own API: shoppers, cart lines, paid orders, and
// the admin's moves of an order along its journey. Each test makes its own, so no test depends on another.
import crypto from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export interface Shopper {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  password: string;
  token: string;
  user: { name: string; email: string } & Record<string, unknown>;
}

export interface Order {
  _id: string;
  orderNumber: string;
  status: string;
  items: { name: string; quantity: number; total: number }[];
  pricing: {
    subtotal: number;
    shipping: number;
    tax: number;
    discount: number;
    giftWrap: number;
    total: number;
  };
  payment: { method: string; status: string; transactionId: string | null; amount: number };
  shipping: { company: string; method: string; estimatedDays: number };
}

/** The seeded products the journeys buy; chosen for their options and their large stock. */
export const PRODUCTS = {
  phone: {
    category: "electronics",
    slug: "samsung-galaxy-a55-5g",
    name: "Samsung Galaxy A55 5G",
  },
  shoes: { category: "fashion", slug: "goldstar-g10-sports-shoes", name: "Goldstar G10 Sports Shoes" },
  cap: { category: "fashion", slug: "dhaka-topi-traditional-cap", name: "Dhaka Topi (Traditional Cap)" },
} as const;
export type ProductKey = keyof typeof PRODUCTS;

export const PASSWORD = "Passw0rd";

/** An address nobody else in this run uses. */
export function uniqueEmail(prefix = "shopper"): string {
  return `${prefix}.${Date.now().toString(36)}${crypto.randomBytes(4).toString("hex")}@example.com`;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = await answer.text();
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}: ${body}`).toBe(true);
  return JSON.parse(body) as T;
}

export async function registerShopper(request: APIRequestContext, firstName = "Maya"): Promise<Shopper> {
  const lastName = "Gurung";
  const email = uniqueEmail(firstName.toLowerCase());
  const answer = await ok<{ token: string; user: Shopper["user"] }>(
    await request.post("/api/auth/register", {
      data: { name: `${firstName} ${lastName}`, email, password: PASSWORD },
    }),
  );
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email,
    password: PASSWORD,
    token: answer.token,
    user: answer.user,
  };
}

/** Signs the browser in the way the client keeps a sign-in: token and user in local storage. */
export async function signIn(page: Page, shopper: Pick<Shopper, "token" | "user">): Promise<void> {
  // A same-origin file that is not the app, so nothing runs before the sign-in is stored.
  await page.goto("/placeholder-product.svg");
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
  }, shopper);
}

export async function productId(request: APIRequestContext, key: ProductKey): Promise<string> {
  const { category, slug } = PRODUCTS[key];
  const answer = await ok<{ product: { _id: string } }>(
    await request.get(`/api/products/${category}/${slug}`),
  );
  return answer.product._id;
}

export async function addToCart(
  request: APIRequestContext,
  shopper: Shopper,
  key: ProductKey,
  quantity = 1,
  options: { color?: string; memory?: string; storage?: string } = {},
): Promise<void> {
  await ok(
    await request.post("/api/cart/add", {
      headers: bearer(shopper.token),
      data: { productId: await productId(request, key), quantity, ...options },
    }),
  );
}

export async function fetchOrder(
  request: APIRequestContext,
  shopper: Pick<Shopper, "token">,
  orderNumber: string,
) {
  const answer = await ok<{ data: { order: Order } }>(
    await request.get(`/api/orders/${orderNumber}`, { headers: bearer(shopper.token) }),
  );
  return answer.data.order;
}

/**
 * The body of `POST /api/orders` the journeys place by the API: `customer` and one line, delivered by Nepal Post
 * to Thamel, Kathmandu.
 */
export function orderRequest(
  { firstName, lastName, email }: { firstName: string; lastName: string; email: string },
  item: { productId: string; quantity: number },
  payment: "paypal" | "cod" = "paypal",
) {
  return {
    customer: { firstName, lastName, email, phone: "+977 9800000000" },
    shippingAddress: {
      country: "Nepal",
      state: "Bagmati",
      city: "Kathmandu",
      address: "Thamel Marg 12",
      zipCode: "44600",
    },
    shipping: { method: "standard delivery", company: "Nepal Post" },
    payment: { method: payment },
    items: [item],
  };
}

/** An order placed and, unless told otherwise, paid with PayPal, as the checkout and PayPal do it. */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  key: ProductKey,
  { paid = true, quantity = 1 }: { paid?: boolean; quantity?: number } = {},
): Promise<Order> {
  const placed = await ok<{ data: { order: Order } }>(
    await request.post("/api/orders", {
      headers: bearer(shopper.token),
      data: orderRequest(shopper, { productId: await productId(request, key), quantity }),
    }),
  );
  const order = placed.data.order;
  if (!paid) return order;
  await ok(await payWithPaypal(request, bearer(shopper.token), order));
  return fetchOrder(request, shopper, order.orderNumber);
}

/**
 * PayPal through the API, as the checkout and PayPal do it: the store creates PayPal's order, the sandbox buyer
 * approves it at the emulator (whose redirect brings the browser back to the store, which captures it), then
 * The process call (the API reference, POST /api/payments/paypal/process) confirms the payment. Answers that
 * call.
 */
export async function payWithPaypal(
  request: APIRequestContext,
  headers: Record<string, string>,
  order: { _id: string; pricing: { total: number } },
) {
  const created = await ok<{ data: { approveUrl: string } }>(
    await request.post("/api/payments/paypal/create", { headers, data: { orderId: order._id } }),
  );
  const paypalOrder = new URL(created.data.approveUrl).searchParams.get("token")!;
  await request.post("/gateways/paypal/checkoutnow", {
    form: {
      token: paypalOrder,
      action: "pay",
      email: "sb-buyer@personal.example.com",
      password: "Sandbox@123",
    },
  });
  return request.post("/api/payments/paypal/process", {
    headers,
    data: {
      orderId: order._id,
      amount: order.pricing.total,
      paymentDetails: { orderId: paypalOrder, paymentId: paypalOrder },
    },
  });
}

let adminToken: string | null = null;

/**
 * The admin moves an order along (processing → packaging → on_the_road → delivered, or cancelled), with the
 * carrier's tracking number when given.
 */
export async function moveOrder(
  request: APIRequestContext,
  orderNumber: string,
  status: string,
  trackingNumber?: string,
) {
  // One sign-in per worker: the login rate limit counts attempts per address and account.
  adminToken ??= (
    await ok<{ token: string }>(
      await request.post("/api/auth/login", {
        data: { email: "admin@store.local", password: "Admin@12345" },
      }),
    )
  ).token;
  await ok(
    await request.patch(`/api/admin/orders/${orderNumber}/status`, {
      headers: bearer(adminToken),
      data: { status, ...(trackingNumber ? { trackingNumber } : {}) },
    }),
  );
}

export interface TestCredentials {
  esewa: { testAccount: string; password: string; token: string };
  mastercard: {
    testCards: { number: string; expiry: string; cvv: string; name: string }[];
    instructions: string;
  };
}

export async function testCredentials(request: APIRequestContext): Promise<TestCredentials> {
  return (await ok<{ data: TestCredentials }>(await request.get("/api/payments/test-credentials"))).data;
}

const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
/** Rupees as the store shows them: Rs 1,49,999. */
export const rs = (amount: number) => `Rs ${rupees.format(amount)}`;
