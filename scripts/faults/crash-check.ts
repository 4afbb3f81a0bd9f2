// What must hold after a crash, checked on the restarted store and its SQLite file: every order answered 201 is
// there (pending or paid) with its line, every payment answered 200 is recorded once with the transaction id the
// shopper was given, stock and sold counts add up to the orders in the file, no order is half-written, and the
// file passes PRAGMA integrity_check and foreign_key_check.
import type Sqlite from "better-sqlite3";
import { call, type PlacedOrder } from "../support/shopper.ts";
import { checkIntegrity, openStoreFile, type RunningStore } from "../support/store-process.ts";

/** How many orders are looked up over HTTP at once. */
const CHECK_CONCURRENCY = 8;

export interface AcknowledgedOrder extends PlacedOrder {
  session: string;
  productId: string;
  quantity: number;
}

export interface AcknowledgedPayment {
  orderId: string;
  transactionId: string;
}

/** What the shoppers were told, over every cycle. */
export interface Ledger {
  orders: AcknowledgedOrder[];
  payments: AcknowledgedPayment[];
}

export interface Baseline {
  products: { id: string; stock: number; soldCount: number }[];
}

export interface CrashCheck {
  ordersAnswered201: number;
  ordersFound: number;
  paymentsAnswered200: number;
  paymentsRecorded: number;
  ordersInDatabase: number;
  paymentsInDatabase: number;
  integrity: string;
  problems: string[];
}

/** Checks everything the shoppers were told against the restarted store and its database file. */
export async function verify(
  store: RunningStore,
  databaseFile: string,
  ledger: Ledger,
  baseline: Baseline,
): Promise<CrashCheck> {
  const problems: string[] = [];
  const paidOrders = new Map(ledger.payments.map((payment) => [payment.orderId, payment.transactionId]));

  // Over HTTP, as each shopper would look: the order is theirs, with its line, paid when they were told so.
  let ordersFound = 0;
  const queue = [...ledger.orders];
  const checker = async () => {
    for (let order = queue.pop(); order; order = queue.pop()) {
      const answer = await call(store.base, "GET", `/api/orders/${order.orderNumber}`, {
        session: order.session,
      });
      if (answer.status !== 200) {
        problems.push(`order ${order.orderNumber} answered 201 is missing (${answer.status})`);
        continue;
      }
      const found = (
        answer.body.data as {
          order: {
            status: string;
            items: { productId: string; quantity: number }[];
            payment: { status: string; transactionId: string | null };
          };
        }
      ).order;
      const line = found.items[0];
      if (
        found.items.length !== 1 ||
        line?.productId !== order.productId ||
        line.quantity !== order.quantity
      ) {
        problems.push(`order ${order.orderNumber} has other lines than were ordered`);
        continue;
      }
      const transactionId = paidOrders.get(order.id);
      if (transactionId && (found.payment.status !== "completed" || found.status !== "processing")) {
        problems.push(
          `order ${order.orderNumber} was paid (200) but is ${found.status}/${found.payment.status}`,
        );
        continue;
      }
      if (!transactionId && !["pending", "processing"].includes(found.status)) {
        problems.push(`order ${order.orderNumber} is ${found.status}`);
        continue;
      }
      ordersFound += 1;
    }
  };
  await Promise.all(Array.from({ length: CHECK_CONCURRENCY }, checker));

  const db = openStoreFile(databaseFile, { readonly: true });
  try {
    const paymentsRecorded = countRecordedPayments(db, ledger.payments, problems);
    checkLedgerOfProducts(db, baseline, problems);
    checkWholeOrders(db, problems);
    const ordersInDatabase = (db.prepare(`SELECT COUNT(*) AS n FROM "Order"`).get() as { n: number }).n;
    const paymentsInDatabase = (db.prepare(`SELECT COUNT(*) AS n FROM "Payment"`).get() as { n: number }).n;
    const integrity = checkIntegrity(databaseFile);
    if (integrity !== "ok") problems.push(integrity);
    return {
      ordersAnswered201: ledger.orders.length,
      ordersFound,
      paymentsAnswered200: ledger.payments.length,
      paymentsRecorded,
      ordersInDatabase,
      paymentsInDatabase,
      integrity,
      problems,
    };
  } finally {
    db.close();
  }
}

function countRecordedPayments(
  db: Sqlite.Database,
  payments: AcknowledgedPayment[],
  problems: string[],
): number {
  const recorded = db.prepare(
    `SELECT COUNT(*) AS n FROM "Payment" p JOIN "Order" o ON o.id = p."orderId"
     WHERE p."orderId" = ? AND p.status = 'completed' AND p."transactionId" = ?
       AND o.status = 'processing' AND o."paymentStatus" = 'completed'`,
  );
  let count = 0;
  for (const payment of payments) {
    const { n } = recorded.get(payment.orderId, payment.transactionId) as { n: number };
    if (n === 1) count += 1;
    else problems.push(`payment ${payment.transactionId} answered 200 is recorded ${n} times`);
  }
  return count;
}

/**
 * Stock and sold counts agree with the orders in the file, whether or not their callers heard back: an order
 * half-written at the kill (stock taken but no order, or an order without its stock) would break the sum.
 */
function checkLedgerOfProducts(db: Sqlite.Database, baseline: Baseline, problems: string[]): void {
  const product = db.prepare(`SELECT stock, "soldCount" FROM "Product" WHERE id = ?`);
  const reserved = db.prepare(
    `SELECT COALESCE(SUM(i.quantity), 0) AS n FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId"
     WHERE i."productId" = ? AND o."stockReleased" = 0`,
  );
  const sold = db.prepare(
    `SELECT COALESCE(SUM(i.quantity), 0) AS n FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId"
     WHERE i."productId" = ? AND o."paymentStatus" = 'completed'`,
  );
  for (const start of baseline.products) {
    const now = product.get(start.id) as { stock: number; soldCount: number };
    const held = (reserved.get(start.id) as { n: number }).n;
    const paid = (sold.get(start.id) as { n: number }).n;
    if (now.stock !== start.stock - held) {
      problems.push(
        `product ${start.id}: stock ${now.stock}, but ${start.stock} - ${held} reserved by orders`,
      );
    }
    if (now.soldCount !== start.soldCount + paid) {
      problems.push(`product ${start.id}: sold ${now.soldCount}, but ${start.soldCount} + ${paid} paid`);
    }
  }
}

/** No order without its lines or its first tracking entry; a paid order has exactly one completed payment. */
function checkWholeOrders(db: Sqlite.Database, problems: string[]): void {
  const broken = db
    .prepare(
      `SELECT o."orderNumber" AS number, o.status, o."paymentStatus" AS paymentStatus,
         (SELECT COUNT(*) FROM "OrderItem" i WHERE i."orderId" = o.id) AS lines,
         (SELECT COUNT(*) FROM "TrackingEvent" t WHERE t."orderId" = o.id) AS events,
         (SELECT COUNT(*) FROM "Payment" p WHERE p."orderId" = o.id AND p.status = 'completed') AS payments
       FROM "Order" o
       WHERE lines = 0 OR events = 0
          OR (o."paymentStatus" = 'completed') <> (payments = 1) OR payments > 1
          OR (o."paymentStatus" = 'completed') <> (o.status = 'processing')`,
    )
    .all() as { number: string }[];
  for (const order of broken)
    problems.push(`order ${order.number} is half-written: ${JSON.stringify(order)}`);
}
