import { describe, expect, it } from "vitest";
import {
  customerInfoSchema,
  EMAIL_OR_MOBILE_MESSAGE,
  orderCreateBodySchema,
  trackBodySchema,
} from "./checkout.ts";
import { NEPALI_MOBILE_MESSAGE } from "./locations.ts";

const INFO = {
  firstName: "Sita",
  lastName: "Sharma",
  phone: "984-123-4567",
  country: "Nepal",
  state: "Gandaki Province",
  district: "Kaski",
  city: "Pokhara",
  ward: 6,
  address: "Lakeside 12",
};

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const order = (customer: object, country = "Nepal") => ({
  customer: { firstName: "Sita", lastName: "Sharma", ...customer },
  shippingAddress: { country, state: "Bagmati Province", city: "Kathmandu", address: "Thamel 1" },
  shipping: { methodId: "standard" },
  payment: { method: "cod" },
  items: [{ productId: "p1", quantity: 1 }],
});

describe("a guest's contact at checkout (SHOP-API.md part 3)", () => {
  it("may leave the email out with a Nepali mobile number, absent, blank or null, and it becomes ''", () => {
    for (const email of [undefined, "", "   ", null]) {
      expect(customerInfoSchema.parse({ ...INFO, email }).email, String(email)).toBe("");
      const body = orderCreateBodySchema.parse(order({ email, phone: "+977 984 1234567" }));
      expect(body.customer.email).toBe("");
      // The phone stays as typed; the rules compare it normalised.
      expect(body.customer.phone).toBe("+977 984 1234567");
    }
  });

  it("needs an email without a Nepali mobile number, in one clear sentence on the email", () => {
    const abroad = { ...INFO, country: "India", state: "Sikkim", city: "Gangtok", district: "", ward: null };
    expect(issuesOf(customerInfoSchema.safeParse({ ...abroad, phone: "+91 94340 12345" }))).toEqual({
      email: EMAIL_OR_MOBILE_MESSAGE,
    });
    expect(issuesOf(orderCreateBodySchema.safeParse(order({ phone: "+91 94340 12345" }, "India")))).toEqual({
      "customer.email": EMAIL_OR_MOBILE_MESSAGE,
    });
    // In Nepal a landline is refused as a phone, and the email's sentence shows at the same time.
    expect(issuesOf(customerInfoSchema.safeParse({ ...INFO, phone: "01-5544332" }))).toEqual({
      email: EMAIL_OR_MOBILE_MESSAGE,
      phone: NEPALI_MOBILE_MESSAGE,
    });
  });

  it("keeps today's rules for an email that is given", () => {
    expect(customerInfoSchema.parse({ ...INFO, email: " Sita@Example.COM " }).email).toBe("sita@example.com");
    expect(issuesOf(customerInfoSchema.safeParse({ ...INFO, email: "sita@" }))).toEqual({
      email: "Email is invalid",
    });
    expect(issuesOf(customerInfoSchema.safeParse({ ...INFO, email: `${"a".repeat(250)}@x.com` }))).toEqual({
      email: "Email must be at most 254 characters",
    });
    expect(issuesOf(orderCreateBodySchema.safeParse(order({ email: 42, phone: "9841234567" })))).toEqual({
      "customer.email": "Email is invalid",
    });
  });
});

describe("POST /api/orders/track's body", () => {
  it("takes the order number with an email or a phone, and bounds their lengths", () => {
    expect(trackBodySchema.parse({ orderId: "ORD-1", phone: "984 123 4567" })).toEqual({
      orderId: "ORD-1",
      phone: "984 123 4567",
    });
    expect(trackBodySchema.safeParse({ orderId: "ORD-1", phone: "9".repeat(31) }).success).toBe(false);
    expect(trackBodySchema.safeParse({ orderId: "ORD-1", email: 5 }).success).toBe(false);
  });
});
