// What the attack suite shares: a snapshot of everything an attack could change, to prove a refused attack
// changed nothing, and the store over real HTTP for the attacks that depend on the wire (raw paths, headers).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import type { Database } from "../../src/db/client.ts";
import type { AuditKind } from "../../src/modules/audit/audit-log.ts";
import type { TestStore } from "../support/app.ts";

const byId = { orderBy: { id: "asc" } } as const;

/**
 * Every row an attack could alter, without timestamps that move on their own. The audit log is left out on
 * purpose: a refused attack may be recorded there (tests assert those events separately).
 */
export async function databaseState(db: Database) {
  const [
    users,
    products,
    carts,
    cartItems,
    wishlist,
    orders,
    orderItems,
    payments,
    tracking,
    reviews,
    variants,
    stockChanges,
  ] = await Promise.all([
    db.user.findMany({
      ...byId,
      select: {
        id: true,
        name: true,
        email: true,
        role: true,
        passwordHash: true,
        googleSubject: true,
        phone: true,
        address: true,
        city: true,
        postalCode: true,
        country: true,
      },
    }),
    db.product.findMany({
      ...byId,
      select: {
        id: true,
        name: true,
        price: true,
        discountedPrice: true,
        salePrice: true,
        stock: true,
        soldCount: true,
        description: true,
      },
    }),
    db.cart.findMany({ ...byId, select: { id: true, userId: true, sessionId: true } }),
    db.cartItem.findMany({
      ...byId,
      select: {
        id: true,
        cartId: true,
        productId: true,
        variantId: true,
        quantity: true,
      },
    }),
    db.wishlistEntry.findMany({
      ...byId,
      select: { id: true, userId: true, sessionId: true, productId: true },
    }),
    db.order.findMany({
      ...byId,
      select: {
        id: true,
        orderNumber: true,
        userId: true,
        sessionId: true,
        status: true,
        paymentStatus: true,
        paymentMethod: true,
        email: true,
        subtotal: true,
        shippingCost: true,
        giftWrapCost: true,
        total: true,
        stockReleased: true,
      },
    }),
    db.orderItem.findMany({
      ...byId,
      select: { id: true, orderId: true, price: true, quantity: true, total: true },
    }),
    db.payment.findMany({
      ...byId,
      select: {
        id: true,
        orderId: true,
        method: true,
        status: true,
        amount: true,
        transactionId: true,
        transactionUuid: true,
      },
    }),
    db.trackingEvent.findMany({ ...byId, select: { id: true, orderId: true, status: true } }),
    db.review.findMany({ ...byId, select: { id: true, comment: true, rating: true, author: true } }),
    db.productVariant.findMany({
      ...byId,
      select: { id: true, sku: true, price: true, discountedPrice: true, stock: true, archived: true },
    }),
    db.stockChange.findMany({ ...byId, select: { id: true, variantId: true, delta: true } }),
  ]);
  return {
    users,
    products,
    carts,
    cartItems,
    wishlist,
    orders,
    orderItems,
    payments,
    tracking,
    reviews,
    variants,
    stockChanges,
  };
}

/** Runs the attack and asserts that not one row of the store changed; answers what the attack got back. */
export async function expectNothingChanged<T>(db: Database, attack: () => Promise<T>): Promise<T> {
  const before = await databaseState(db);
  const result = await attack();
  expect(await databaseState(db)).toEqual(before);
  return result;
}

/** The audit events of a kind, oldest first, with their detail parsed. */
export async function auditEvents(db: Database, kind: AuditKind) {
  const rows = await db.auditEvent.findMany({ where: { kind }, orderBy: [{ at: "asc" }, { id: "asc" }] });
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

/** Starts the in-process store on a free local port; store.close() stops it. Answers its base URL. */
export async function listenOnHttp(store: TestStore): Promise<string> {
  await store.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = store.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request with the path exactly as written: fetch() and URL would resolve "..", "%2e%2e" and backslashes
 * before sending, which is precisely what a traversal attack does not do.
 */
export function rawRequest(
  base: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method: options.method ?? "GET", path: rawPath, headers: options.headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** The middle value: a few slow outliers on a busy machine do not move it. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
