// Placing an order: the server prices every line from the database, reserves the stock in the same
// transaction and records the order, pending until paid (or, for cash on delivery, processing at once with its
// payment due on delivery).
import type { OrderCreateBody, Order } from "@store/shared/checkout";
import { orderPricing, subtotalOf } from "@store/shared/pricing";
import type { AppConfig } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { codRefusal } from "@store/shared/cod";
import { isUniqueViolation } from "../../db/errors.ts";
import { badRequest } from "../../http-error.ts";
import { newId } from "../../db/ids.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Owner } from "../cart/owner.ts";
import { checkAddress } from "../locations/check-address.ts";
import { releaseLapsedOrders } from "./expiry.ts";
import { confirmOrderLines } from "./confirm-lines.ts";
import { newOrderNumber } from "./order-number.ts";
import { checkLineLimits, findShippingMethod, priceLines } from "./order-lines.ts";
import { checkOpenOrders } from "./open-orders.ts";
import { orderInclude, presentOrder } from "./present.ts";
import { reserveStock } from "./reserve-stock.ts";
import { formatRupees } from "@store/shared/money";
import { mailOrderPlaced } from "../mail/order-mail.ts";
import { storedLanguage } from "../mail/shopper-language.ts";
import type { Language } from "@store/shared/language";
import { checkOrderCode, claimUse, redeemerOf } from "../discounts/service.ts";
import { ruleOf } from "../discounts/rules.ts";
import { assertOffered } from "../../store-mode.ts";

/** 31^5 numbers a day make a clash rare; a few fresh draws make a failed order over it practically impossible. */
const ORDER_NUMBER_ATTEMPTS = 5;
/** SQLite has one writer: under a rush of orders a transaction may queue for a while before it may start. */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

function isOrderNumberClash(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    isUniqueViolation(error) &&
    JSON.stringify(error.meta ?? {}).includes("orderNumber")
  );
}

const paymentDue = (config: AppConfig, now: Date) =>
  new Date(now.getTime() + config.orderPaymentWindowMinutes * 60_000);

export const codConfirmedNote = (total: number) =>
  `Order confirmed for cash on delivery: pay ${formatRupees(total)} in cash when it arrives`;

/** docs/guides/cash-on-delivery.md: an address in Nepal, and a total at most COD_MAX_AMOUNT. */
function assertCodAllowed(config: AppConfig, country: string, total: number): void {
  const refusal = codRefusal(country, total, config.codMaxAmount);
  if (refusal)
    throw badRequest(refusal.code, refusal.message, [{ field: "payment.method", message: refusal.message }]);
}

/**
 * The order's language, kept for every email about it. A signed-in shopper's stated language also becomes the
 * account's, so a later email with no request of its own (a reset asked without one) is in it too.
 */
async function orderLanguage(tx: Transaction, owner: Owner, stated: Language | undefined): Promise<Language> {
  if (!owner.userId) return stated ?? "en";
  if (stated) {
    await tx.user.updateMany({
      where: { id: owner.userId, language: { not: stated } },
      data: { language: stated },
    });
    return stated;
  }
  const account = await tx.user.findUnique({ where: { id: owner.userId }, select: { language: true } });
  return storedLanguage(account?.language);
}

/** Who places an order: its owner (the account, else the guest session), and the client's address. */
export interface OrderPlacer {
  owner: Owner;
  /** As the per-address limits count it (security.ts `clientAddress`); kept on the order. */
  address: string;
}

export async function placeOrder(
  config: AppConfig,
  db: Database,
  { owner, address: placedFrom }: OrderPlacer,
  body: OrderCreateBody,
  /**
   * The language the request states (docs/guides/email-and-password-reset.md); else the account's, else
   * English.
   */
  stated?: Language,
): Promise<Order> {
  // A method the store does not offer is refused before anything is priced or held (store-mode.ts).
  assertOffered(config, body.payment.method, "payment.method");
  // Stock held by orders nobody paid for goes back on the shelf before anyone is told it is short (the timer
  // in routes.ts may not have run since the window lapsed), and before the open orders are counted.
  await releaseLapsedOrders(db);
  // Nothing more held by one shopper, email or address than the store allows (open-orders.ts).
  await checkOpenOrders(
    db,
    config.openOrders,
    { owner, email: body.customer.email, phone: body.customer.phone, address: placedFrom },
    new Date(),
  );
  // The address first: a district outside its province is refused before anything is priced or held.
  const { zone, ...address } = checkAddress(body.shippingAddress, "shippingAddress");
  const method = await findShippingMethod(db, body.shipping, zone);
  const priced = await priceLines(db, body.items);
  checkLineLimits(priced);
  const lines = priced.map(({ line }) => line);
  // A discount code is the body's alone (the order's lines are the body's too): checked now for the pricing,
  // and its usage limits again inside the transaction, where the use is taken.
  const redeemer = redeemerOf(owner.userId ?? null, body.customer);
  const discount = body.discountCode
    ? await checkOrderCode(db, body.discountCode, subtotalOf(lines), redeemer)
    : null;
  const pricing = orderPricing(
    lines,
    method,
    body.giftWrap?.enabled ?? false,
    discount ? ruleOf(discount) : null,
  );
  const cod = body.payment.method === "cod";
  if (cod) assertCodAllowed(config, body.shippingAddress.country, pricing.total);
  const now = new Date();

  const record = (orderNumber: string) =>
    db.$transaction(async (tx) => {
      // The order's id is made here so that the stock history names the order it was reserved for.
      const orderId = newId();
      const language = await orderLanguage(tx, owner, stated);
      await reserveStock(tx, priced, orderId);
      if (discount) await claimUse(tx, discount, orderId, redeemer);
      const order = await tx.order.create({
        data: {
          id: orderId,
          orderNumber,
          userId: owner.userId ?? null,
          sessionId: owner.userId ? null : owner.sessionId,
          email: body.customer.email,
          firstName: body.customer.firstName,
          lastName: body.customer.lastName,
          phone: body.customer.phone,
          ...body.shippingAddress,
          ...address,
          subtotal: pricing.subtotal,
          tax: pricing.tax,
          shippingCost: pricing.shipping,
          discount: pricing.discount,
          discountCode: discount?.code ?? null,
          giftWrap: pricing.giftWrap > 0,
          giftWrapCost: pricing.giftWrap,
          total: pricing.total,
          shippingMethodId: method.id,
          shippingCompany: method.company,
          shippingName: method.name,
          estimatedDays: method.maxDays,
          paymentMethod: body.payment.method,
          language,
          placedFrom,
          // Cash on delivery is confirmed at once and has no payment window: its due moment is its placing (it
          // is answered as null, present.ts), and the expiry sweep only ever looks at pending orders.
          ...(cod ? { status: "processing", paymentDueAt: now } : { paymentDueAt: paymentDue(config, now) }),
          items: { create: lines },
          tracking: {
            create: [
              { status: "order_placed", note: "Order placed", createdAt: now },
              ...(cod
                ? [
                    {
                      status: "processing",
                      note: codConfirmedNote(pricing.total),
                      // A step after the placing, never tied with it on the timelines.
                      createdAt: new Date(now.getTime() + 1),
                    },
                  ]
                : []),
            ],
          },
        },
        select: { id: true, userId: true, sessionId: true, items: true, discountCode: true },
      });
      // Confirmed without a payment: counted as sold and out of the cart now, as a paid order is.
      if (cod) await confirmOrderLines(tx, order);
      await mailOrderPlaced(tx, order.id);
      return order.id;
    }, TRANSACTION_OPTIONS);

  for (let attempt = 1; ; attempt += 1) {
    try {
      // A clash rolls the whole transaction back, stock included, so a retry reserves afresh.
      const orderId = await record(newOrderNumber(now));
      return presentOrder(
        await db.order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude }),
      );
    } catch (error) {
      if (!isOrderNumberClash(error) || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
}
