import { describe, expect, it } from "vitest";
import type { AuditEvent } from "../admin-types.ts";
import { auditActor, auditDetails, changeWords } from "./audit-words.ts";

const SKU = "IPHONE-15-PRO-NATURAL-TITANIUM-8GB-512GB";

function anEvent(overrides: Partial<AuditEvent>): AuditEvent {
  return {
    _id: "e1",
    at: "2026-11-24T09:00:00.000Z",
    kind: "login.succeeded",
    ip: "127.0.0.1",
    userId: null,
    user: null,
    detail: {},
    changes: [],
    order: null,
    product: null,
    ...overrides,
  };
}

describe("changeWords", () => {
  it("words a variant's price by its SKU in rupees", () => {
    expect(changeWords({ sku: SKU, field: "price", before: 199999, after: 189999 })).toBe(
      `Price of ${SKU}: Rs 1,99,999 → Rs 1,89,999`,
    );
    expect(changeWords({ sku: SKU, field: "price", before: null, after: 5000 })).toBe(
      `Price of ${SKU}: Rs 5,000`,
    );
  });

  it("words every other field of a variant", () => {
    expect(changeWords({ sku: SKU, field: "salePrice", before: null, after: 189999 })).toBe(
      `Sale price of ${SKU}: none → Rs 1,89,999`,
    );
    expect(changeWords({ sku: SKU, field: "salePrice", before: 189999, after: null })).toBe(
      `Sale price of ${SKU}: Rs 1,89,999 → none`,
    );
    expect(changeWords({ sku: "NEW", field: "sku", before: "OLD", after: "NEW" })).toBe("SKU OLD → NEW");
    expect(changeWords({ sku: SKU, field: "options", before: "Black / 512GB", after: "Black / 1TB" })).toBe(
      `Options of ${SKU}: Black / 512GB → Black / 1TB`,
    );
    expect(changeWords({ sku: SKU, field: "stock", before: 1200, after: 1500 })).toBe(
      `Stock of ${SKU}: 1,200 → 1,500`,
    );
    expect(changeWords({ sku: SKU, field: "image", before: "iphone-2.svg", after: null })).toBe(
      `Picture of ${SKU}: iphone-2.svg → the product's main picture`,
    );
    expect(changeWords({ sku: SKU, field: "archived", before: false, after: true })).toBe(
      `Archived variant ${SKU}`,
    );
    expect(changeWords({ sku: SKU, field: "archived", before: true, after: false })).toBe(
      `Restored variant ${SKU}`,
    );
    expect(changeWords({ sku: "W-256", field: "added", before: null, after: "White / 256GB" })).toBe(
      "Added variant W-256 (White / 256GB)",
    );
  });

  it("words the product's own fields", () => {
    expect(changeWords({ field: "name", before: "iPhone 15", after: "iPhone 15 Pro" })).toBe(
      "Name: iPhone 15 → iPhone 15 Pro",
    );
    expect(changeWords({ field: "nameNe", before: null, after: "आइफोन" })).toBe("Nepali name: none → आइफोन");
    expect(changeWords({ field: "images", before: 2, after: 3 })).toBe("Pictures: 2 → 3");
    expect(changeWords({ field: "images", before: 3, after: 3 })).toBe("Pictures replaced or reordered");
    expect(changeWords({ field: "description", before: null, after: null })).toBe("Description changed");
    expect(changeWords({ field: "descriptionNe", before: null, after: null })).toBe(
      "Nepali description changed",
    );
    expect(changeWords({ field: "featured", before: false, after: true })).toBe("Featured on the home page");
  });
});

describe("auditDetails", () => {
  it("names a product edit's product and words its changes", () => {
    const details = auditDetails(
      anEvent({
        kind: "admin.product_changed",
        detail: { productId: "p1", slug: "iphone-15-pro", changed: `variant ${SKU}`, variantsAdded: 0 },
        changes: [{ sku: SKU, field: "price", before: 199999, after: 189999 }],
        product: { _id: "p1", name: "iPhone 15 Pro" },
      }),
    );
    expect(details).toEqual({
      subject: { text: "iPhone 15 Pro", to: "/admin/products/p1" },
      lines: [`Price of ${SKU}: Rs 1,99,999 → Rs 1,89,999`],
    });
  });

  it("still reads an edit recorded before its changes were kept, without its raw ids", () => {
    const details = auditDetails(
      anEvent({
        kind: "admin.product_changed",
        detail: { productId: "cm123", slug: "iphone-15-pro", changed: "images", variantsAdded: 0 },
      }),
    );
    expect(details).toEqual({
      subject: { text: "iphone-15-pro" },
      lines: ["Changed: images", "Variants added: 0"],
    });
  });

  it("names an order by its number, with its amount in rupees and no ids", () => {
    const details = auditDetails(
      anEvent({
        kind: "payment.completed",
        detail: { orderNumber: "ORD-1001", method: "esewa", amount: 189999, transactionId: "0007ABC" },
      }),
    );
    expect(details).toEqual({
      subject: { text: "Order ORD-1001", to: "/admin/orders/ORD-1001" },
      lines: ["Method: eSewa", "Amount: Rs 1,89,999", "Transaction id: 0007ABC"],
    });
    expect(
      auditDetails(
        anEvent({
          kind: "admin.review_hidden",
          detail: { reviewId: "r1", productId: "p1", rating: 1, reason: "Spam" },
          product: { _id: "p1", name: "Galaxy S25" },
        }),
      ),
    ).toEqual({
      subject: { text: "Galaxy S25", to: "/admin/products/p1" },
      lines: ["Rating: 1", "Reason: Spam"],
    });
  });

  it("words a discount code's change as the terms that moved", () => {
    const details = auditDetails(
      anEvent({
        kind: "admin.discount_changed",
        detail: {
          discountId: "d1",
          before: JSON.stringify({ code: "DASHAIN", value: 10, active: true }),
          after: JSON.stringify({ code: "DASHAIN", value: 15, active: true }),
        },
      }),
    );
    expect(details).toEqual({ subject: { text: "Code DASHAIN" }, lines: ["Value: 10 → 15"] });
  });
});

describe("an order's move", () => {
  it("names the order by its number and the statuses as the orders screen does", () => {
    const details = auditDetails(
      anEvent({
        kind: "admin.order_status",
        detail: { orderNumber: "ORD-1001", from: "packaging", to: "on_the_road", trackingNumber: "NP123" },
      }),
    );
    expect(details).toEqual({
      subject: { text: "Order ORD-1001", to: "/admin/orders/ORD-1001" },
      lines: ["Packaging → On the road", "Tracking number: NP123"],
    });
  });
});

describe("auditActor", () => {
  it("names the order's customer for a payment no account made, the address beside", () => {
    const order = {
      _id: "o1",
      orderNumber: "ORD-1001",
      customer: { name: "Sita Sharma", email: "sita@example.com", guest: true },
    };
    expect(auditActor(anEvent({ kind: "payment.completed", order }))).toEqual({
      name: "Sita Sharma",
      secondary: ["sita@example.com", "Guest · 127.0.0.1"],
    });
    // The order's customer names no one else's act: an admin's order move is the admin's.
    expect(auditActor(anEvent({ kind: "admin.order_status", order }))).toEqual({
      name: null,
      secondary: ["Guest (127.0.0.1)"],
    });
    expect(
      auditActor(
        anEvent({
          kind: "payment.completed",
          order,
          user: { _id: "u1", name: "Pasang", email: "p@example.com" },
        }),
      ),
    ).toEqual({ name: "Pasang", secondary: ["p@example.com"] });
  });

  it("leaves out the email a guest with only a phone, or a phone-only account, does not have", () => {
    const order = {
      _id: "o2",
      orderNumber: "ORD-1002",
      customer: { name: "Sita Tamang", email: "", guest: true },
    };
    expect(auditActor(anEvent({ kind: "payment.completed", order }))).toEqual({
      name: "Sita Tamang",
      secondary: ["Guest · 127.0.0.1"],
    });
    const user = { _id: "u2", name: "Dawa", email: "" };
    expect(auditActor(anEvent({ kind: "payment.completed", order, user }))).toEqual({
      name: "Dawa",
      secondary: [],
    });
  });
});
