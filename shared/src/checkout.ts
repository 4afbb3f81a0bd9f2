// Checkout: the customer-info form (SPEC.md §5), the order the client sends, and the order the API answers.
import { z } from "zod";
import { whenMissing } from "./messages.ts";
import { pricingSchema } from "./cart.ts";

export const COUNTRIES = [
  "Australia",
  "Nepal",
  "India",
  "United States",
  "United Kingdom",
  "Canada",
] as const;
export const DEFAULT_COUNTRY = "Australia";
export const PAYMENT_METHODS = ["paypal", "mastercard", "esewa", "khalti"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** An order's payment: SHOP-API.md "Decisions". */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ORDER_STATUSES = [
  "pending",
  "processing",
  "packaging",
  "on_the_road",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A required text field: SPEC.md's sentence when it is missing, and its name when it is too long. */
const required = (label: string, message: string, max = 100) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);

/** The customer-info step, with SPEC.md §5's messages. */
export const customerInfoSchema = z.object({
  email: required("Email", "Email is required", 254)
    .pipe(z.email("Email is invalid"))
    .transform((email) => email.toLowerCase()),
  firstName: required("First name", "First name is required", 50),
  lastName: required("Last name", "Last name is required", 50),
  phone: required("Phone number", "Phone number is required", 30).regex(
    /^\+?[\d\s\-()]{10,}$/,
    "Phone number is invalid",
  ),
  country: z.enum(COUNTRIES, { error: whenMissing("Country is required") }),
  state: required("State/Region", "State/Region is required"),
  city: required("City", "City is required"),
  address: required("Address", "Address is required", 200),
  zipCode: z.string().trim().max(20, "Postal code must be at most 20 characters").optional().default(""),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

const option = z.string().trim().max(60).optional();

export const orderItemInputSchema = z.object({
  productId: z
    .string({ error: whenMissing("Product is required") })
    .trim()
    .min(1, "Product is required")
    .max(64),
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(1000, "Quantity must be at most 1000"),
  /** The variant bought; without it the options pick one, as for the cart. */
  variantId: z.string().trim().min(1).max(64).optional(),
  color: option,
  memory: option,
  storage: option,
  size: option,
  cartItemId: z.string().max(64).optional(),
});

/**
 * POST /api/orders: SPEC.md §3's "Order as sent on creation" plus the items. Prices, costs and totals the
 * client sends are accepted for compatibility and ignored: the server prices every order itself.
 */
export const orderCreateBodySchema = z
  .object({
    customer: z.object({
      firstName: customerInfoSchema.shape.firstName,
      lastName: customerInfoSchema.shape.lastName,
      email: customerInfoSchema.shape.email,
      phone: customerInfoSchema.shape.phone,
    }),
    shippingAddress: z.object({
      country: customerInfoSchema.shape.country,
      state: customerInfoSchema.shape.state,
      city: customerInfoSchema.shape.city,
      address: customerInfoSchema.shape.address,
      zipCode: customerInfoSchema.shape.zipCode,
    }),
    shipping: z.object({
      /** The method's id; or its lower-cased name with the company, as SPEC.md's client sends it. */
      methodId: z.string().max(64).optional(),
      method: z.string().trim().max(100).optional(),
      company: z.string().trim().max(100).optional(),
      estimatedDays: z.unknown().optional(),
      cost: z.unknown().optional(),
    }),
    payment: z.object({ method: z.enum(PAYMENT_METHODS, { error: "Please select a payment method" }) }),
    pricing: z.unknown().optional(),
    giftWrap: z.object({ enabled: z.boolean(), cost: z.unknown().optional() }).optional(),
    items: z.array(orderItemInputSchema).min(1, "Your cart is empty").max(100, "At most 100 items per order"),
  })
  .refine((body) => body.shipping.methodId || body.shipping.method, {
    message: "Please select a shipping method",
    path: ["shipping", "method"],
  });
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;

export const shippingMethodSchema = z.object({
  _id: z.string(),
  name: z.string(),
  company: z.string(),
  cost: z.number().int(),
  estimatedDays: z.object({ min: z.number().int(), max: z.number().int() }),
  freeShippingThreshold: z.number().int(),
  description: z.string(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  shippingAddress: z.object({
    country: z.string(),
    state: z.string(),
    city: z.string(),
    address: z.string(),
    zipCode: z.string(),
  }),
  items: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      sku: z.string(),
      name: z.string(),
      image: z.string(),
      price: z.number().int(),
      quantity: z.number().int(),
      total: z.number().int(),
      color: z.string(),
      memory: z.string(),
      storage: z.string(),
      size: z.string(),
    }),
  ),
  pricing: pricingSchema.extend({ giftWrap: z.number().int() }),
  giftWrap: z.object({ enabled: z.boolean(), cost: z.number().int() }),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    transactionId: z.string().nullable(),
    amount: z.number().int(),
    /**
     * Money given back, oldest first. `amount` is null where the gateway reported a partial refund without
     * saying how much (eSewa's status check answers only PARTIAL_REFUND).
     */
    refunds: z.array(z.object({ amount: z.number().int().nullable(), reason: z.string(), at: z.string() })),
  }),
  shipping: z.object({
    company: z.string(),
    method: z.string(),
    estimatedDays: z.number().int(),
    cost: z.number().int(),
    /** The carrier's (`company`'s) tracking number once the store has given one; null until then. */
    trackingNumber: z.string().nullable(),
  }),
  tracking: z.array(z.object({ status: z.string(), date: z.string(), note: z.string() })),
  /** Until when an unpaid order holds its stock. */
  paymentDueAt: z.string(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
/** One bought line of an order: a snapshot of the product at the price it was bought for. */
export type OrderLine = Order["items"][number];

/** GET /api/orders/track's query: both are checked by the route ("Please fill in all fields", SPEC.md §5). */
export const trackQuerySchema = z.object({
  orderId: z.string().max(40).optional(),
  email: z.string().max(254).optional(),
});

/** GET /api/orders/track: the timeline of SPEC.md §4 for one order. */
export const trackingResultSchema = z.object({
  orderId: z.string(),
  orderDate: z.string(),
  totalAmount: z.number().int(),
  productCount: z.number().int(),
  expectedDelivery: z.string(),
  currentStatus: z.string(),
  /** The carrier that delivers the order (its shipping company). */
  carrier: z.string(),
  /** The carrier's tracking number once the store has given one; null until then. */
  trackingNumber: z.string().nullable(),
  activities: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      date: z.string(),
      time: z.string(),
      icon: z.string(),
      type: z.string(),
      /** What the store wrote with this step. */
      note: z.string(),
      /** The tracking number given with this step, or null. */
      trackingNumber: z.string().nullable(),
    }),
  ),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;
