// Checkout: the customer-info form (docs/STOREFRONT.md "Validation"), the order the client sends, and the
// order the API answers.
import { z } from "zod";
import { whenMissing } from "./messages.ts";
import { lineFields, lineQuantitySchema, pricingSchema } from "./cart.ts";
import { DELIVERY_ZONES, isNepaliMobile, NEPALI_MOBILE_MESSAGE } from "./locations.ts";
import { EMAIL_OR_MOBILE_MESSAGE } from "./phone.ts";
import { COUNTRIES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "./order-facts.ts";

// The order's lists live in the zod-free order-facts.ts; kept reachable here for the schemas' users.
export {
  COUNTRIES,
  DEFAULT_COUNTRY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from "./order-facts.ts";

/**
 * A required text field: the product's sentence (docs/STOREFRONT.md) when it is missing, and its name when it
 * is too long.
 */
const required = (label: string, message: string, max = 100) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * A Nepal address's district (a district of GET /api/locations/nepal, in the `state` province) and ward (from 1
 * to its local level's wards). Here only their shape: the server checks them against the dataset, which stays
 * out of the browser's bundles. Empty and null mean none: the address is then free text, priced outside the valley.
 */
const district = z.string().trim().max(100, "District must be at most 100 characters").optional().default("");
const ward = z
  .number({ error: "Ward must be a whole number" })
  .int("Ward must be a whole number")
  .min(1, "Ward must be at least 1")
  .max(99, "Ward must be at most 99")
  .nullable()
  .optional()
  .transform((value) => value ?? null);

export { EMAIL_OR_MOBILE_MESSAGE };

/**
 * The email, lower-cased; "" when left out (absent, null or blank), which only a Nepali mobile number allows
 * (`emailUnlessMobile`). An order without one stores "".
 */
const optionalEmail = z
  .string({ error: "Email is invalid" })
  .trim()
  .max(254, "Email must be at most 254 characters")
  .nullish()
  .transform((email) => email ?? "")
  .pipe(z.union([z.literal(""), z.email("Email is invalid")]))
  .transform((email) => email.toLowerCase());

/** Whether the customer can be reached: an email, or a Nepali mobile number for the texts. */
export const reachable = (customer: { email: string; phone: string }) =>
  customer.email !== "" || (typeof customer.phone === "string" && isNepaliMobile(customer.phone));

/** The customer-info step's fields, with docs/STOREFRONT.md "Validation" messages. */
const customerInfoFields = z.object({
  email: optionalEmail,
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
  district,
  ward,
});

/**
 * Only once the fields it reads are valid (no issue on them or on what holds them, the whole input included), so
 * the form shows every other field's error at the same time and the rule never reads a missing object.
 */
const whenValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const path = (issue.path ?? []).map(String);
      return fields.some((field) => {
        const keys = field.split(".");
        return path.length <= keys.length && path.every((key, index) => key === keys[index]);
      });
    });

/**
 * The customer-info step (docs/STOREFRONT.md "Validation"); in Nepal the phone is a Nepali mobile and the
 * form asks for a district.
 */
export const customerInfoSchema = customerInfoFields
  .refine(reachable, { message: EMAIL_OR_MOBILE_MESSAGE, path: ["email"], when: whenValid("email") })
  .refine((info) => info.country !== "Nepal" || isNepaliMobile(info.phone), {
    message: NEPALI_MOBILE_MESSAGE,
    path: ["phone"],
    when: whenValid("phone", "country"),
  })
  .refine((info) => info.country !== "Nepal" || info.district !== "", {
    message: "District is required",
    path: ["district"],
    when: whenValid("district", "country"),
  });
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

const option = z.string().trim().max(60).optional();

export const orderItemInputSchema = z.object({
  productId: z
    .string({ error: whenMissing("Product is required") })
    .trim()
    .min(1, "Product is required")
    .max(64),
  quantity: lineQuantitySchema,
  /** The variant bought; without it the options pick one, as for the cart. */
  variantId: z.string().trim().min(1).max(64).optional(),
  color: option,
  memory: option,
  storage: option,
  size: option,
  cartItemId: z.string().max(64).optional(),
});

/**
 * POST /api/orders: the order as the storefront sends it on creation (the API reference) plus the items.
 * Prices, costs and totals the client sends are accepted for compatibility and ignored: the server prices
 * every order itself.
 */
export const orderCreateBodySchema = z
  .object({
    customer: z.object({
      firstName: customerInfoFields.shape.firstName,
      lastName: customerInfoFields.shape.lastName,
      email: customerInfoFields.shape.email,
      phone: customerInfoFields.shape.phone,
    }),
    shippingAddress: z.object({
      country: customerInfoFields.shape.country,
      state: customerInfoFields.shape.state,
      city: customerInfoFields.shape.city,
      address: customerInfoFields.shape.address,
      zipCode: customerInfoFields.shape.zipCode,
      /** Nepal only (ignored elsewhere): with it, `state` must be its province and `city` one of its local levels. */
      district,
      ward,
    }),
    shipping: z.object({
      /** The method's id; or its lower-cased name with the company, as the spec's client sends it. */
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
    /** A discount code (any case) checked again now; the order is refused (400) if it does not apply. */
    discountCode: z.string().trim().max(40, "Discount code must be at most 40 characters").optional(),
  })
  .refine((body) => body.shipping.methodId || body.shipping.method, {
    message: "Please select a shipping method",
    path: ["shipping", "method"],
  })
  .refine((body) => body.shippingAddress.country !== "Nepal" || isNepaliMobile(body.customer.phone), {
    message: NEPALI_MOBILE_MESSAGE,
    path: ["customer", "phone"],
    when: whenValid("customer.phone", "shippingAddress.country"),
  })
  .refine((body) => reachable(body.customer), {
    message: EMAIL_OR_MOBILE_MESSAGE,
    path: ["customer", "email"],
    when: whenValid("customer.email"),
  });
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;
/** POST /api/orders's body as a client sends it (before the schema trims, defaults and transforms it). */
export type OrderCreateRequest = z.input<typeof orderCreateBodySchema>;

export const shippingMethodSchema = z.object({
  _id: z.string(),
  name: z.string(),
  company: z.string(),
  cost: z.number().int(),
  estimatedDays: z.object({ min: z.number().int(), max: z.number().int() }),
  freeShippingThreshold: z.number().int(),
  description: z.string(),
  /** The delivery zone the cost and days are for. */
  zone: z.enum(DELIVERY_ZONES),
});

/** GET /api/orders/shipping-methods: prices for a Nepal district's delivery zone ("Kaski"). */
export const shippingMethodsQuerySchema = z.object({
  district: z.string().trim().max(100, "District must be at most 100 characters").optional(),
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
    /** The Nepal district the order was priced for; "" when none (free text, another country). */
    district: z.string(),
    /** The ward of the local level (`city`), or null. */
    ward: z.number().int().nullable(),
  }),
  items: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      sku: z.string(),
      /** The name the product had when it was ordered. */
      name: z.string(),
      /** The product's Nepali name now (null when it has none), for Nepali pages. */
      nameNe: z.string().nullable(),
      image: z.string(),
      ...lineFields(),
    }),
  ),
  pricing: pricingSchema.extend({ giftWrap: z.number().int() }),
  /** The discount code the order was placed with (its amount is `pricing.discount`), or null. */
  discountCode: z.string().nullable(),
  giftWrap: z.object({ enabled: z.boolean(), cost: z.number().int() }),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    transactionId: z.string().nullable(),
    amount: z.number().int(),
    /**
     * Money given back, oldest first. `amount` is null where the gateway reported a partial refund without
     * saying how much (eSewa's status check answers only PARTIAL_REFUND). `manual` is a refund paid outside the
     * store (Fonepay, connectIPS: no gateway refund API) and recorded by an admin with the bank's `reference`; a
     * gateway's refund carries the gateway's reference where it gave one, else null.
     */
    refunds: z.array(
      z.object({
        amount: z.number().int().nullable(),
        reason: z.string(),
        at: z.string(),
        manual: z.boolean(),
        reference: z.string().nullable(),
      }),
    ),
  }),
  shipping: z.object({
    company: z.string(),
    method: z.string(),
    estimatedDays: z.number().int(),
    cost: z.number().int(),
    /** The carrier's (`company`'s) tracking number once the store has given one; null until then. */
    trackingNumber: z.string().nullable(),
    /** The Nepal day (YYYY-MM-DD) the order is due: the day it was placed and `estimatedDays` after. */
    expectedDelivery: z.string(),
  }),
  tracking: z.array(z.object({ status: z.string(), date: z.string(), note: z.string() })),
  /** Until when an unpaid order holds its stock; null for cash on delivery, which has no payment window. */
  paymentDueAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
/** One bought line of an order: a snapshot of the product at the price it was bought for. */
export type OrderLine = Order["items"][number];

/**
 * GET /api/orders/track's query: both are checked by the route ("Please fill in all fields",
 * docs/STOREFRONT.md "Validation").
 */
export const trackQuerySchema = z.object({
  orderId: z.string().max(40).optional(),
  email: z.string().max(254).optional(),
});

/**
 * POST /api/orders/track's body (SHOP-API.md part 3): the order number and the email or the phone it was placed
 * with (the phone in any typed form). The route checks that the number and one of them are there ("Please fill
 * in all fields"); each one given must match the order.
 */
export const trackBodySchema = z.object({
  orderId: z.string().max(40).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(30).optional(),
});
export type TrackBody = z.infer<typeof trackBodySchema>;

/** GET and POST /api/orders/track: the timeline of docs/STOREFRONT.md "States and steps" for one order. */
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
  /** How the order is paid, and whether it is (cash on delivery stays `pending` until the courier collects it). */
  payment: z.object({ method: z.enum(PAYMENT_METHODS), status: z.enum(PAYMENT_STATUSES) }),
  /** What was bought: each line's name (and the product's Nepali name), quantity and options ("" for none). */
  items: z.array(
    z.object({
      name: z.string(),
      nameNe: z.string().nullable(),
      quantity: z.number().int(),
      color: z.string(),
      memory: z.string(),
      storage: z.string(),
      size: z.string(),
    }),
  ),
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
