// HTTP of /api/orders.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  orderCreateBodySchema,
  orderSchema,
  shippingMethodSchema,
  shippingMethodsQuerySchema,
  trackBodySchema,
  trackQuerySchema,
  trackingResultSchema,
} from "@store/shared/checkout";
import { requireSignIn } from "../../plugins/identity.ts";
import { badRequest, fieldRefusal } from "../../http-error.ts";
import { zoneOfDistrict } from "../locations/zones.ts";
import { shippingMethodsFor } from "./shipping-rates.ts";
import { clientAddress, extraRateLimit, rateLimited } from "../../plugins/security.ts";
import { ownerKey, ownerOf } from "../cart/owner.ts";
import { discountCodeTries } from "../discounts/tries.ts";
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import { placeOrder } from "./place-order.ts";
import { requestLanguage } from "../mail/shopper-language.ts";
import { findOwnOrder, listOrders } from "./service.ts";
import { trackOrder } from "./tracking.ts";
import { SHOPPER_SECURITY, failureAnswers } from "../../plugins/route-docs.ts";

const tags = ["orders"];
const security = SHOPPER_SECURITY;
const orderAnswer = z.object({ success: z.literal(true), data: z.object({ order: orderSchema }) });

const trackAnswer = z.object({ success: z.literal(true), data: trackingResultSchema });

export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const discountCodeTry = discountCodeTries(app);

  app.get(
    "/shipping-methods",
    {
      schema: {
        tags,
        operationId: "listShippingMethods",
        summary: "Delivery options, the default first, priced for a district",
        description:
          "Each method's cost and days for the delivery zone of `district` (a district of " +
          "GET /api/locations/nepal): `valley` (Kathmandu, Lalitpur, Bhaktapur), `remote` (the store's remote " +
          "mountain districts) or `other`. Without `district`, the `other` zone's (also the price of a Nepal " +
          "address without a district and of other countries). A method is free above its " +
          "`freeShippingThreshold` whatever the zone.",
        security: [],
        querystring: shippingMethodsQuerySchema,
        response: {
          200: z.object({ success: z.literal(true), data: z.array(shippingMethodSchema) }),
          ...failureAnswers(400),
        },
      },
    },
    async (request) => {
      const zone = zoneOfDistrict(request.query.district);
      if (!zone) {
        const message = `${request.query.district ?? ""} is not a district of Nepal`;
        throw fieldRefusal("location.district_unknown", "district", message);
      }
      const methods = await shippingMethodsFor(db, zone);
      return {
        success: true as const,
        data: methods.map((method) => ({
          _id: method.id,
          name: method.name,
          company: method.company,
          cost: method.cost,
          estimatedDays: { min: method.minDays, max: method.maxDays },
          freeShippingThreshold: method.freeShippingThreshold,
          description: method.description,
          zone: method.zone,
        })),
      };
    },
  );

  app.post(
    "/",
    {
      schema: {
        tags,
        security,
        operationId: "placeOrder",
        summary: "Place an order; the server prices it and reserves the stock",
        description:
          "Prices, shipping cost, gift wrap (Rs 100) and total are computed from the database; any the client " +
          "sends are ignored. Each item names its variant by `variantId`, or by its options as the cart does; " +
          "its price is the variant's, and each item answers its `variantId` and `sku`. The order is pending " +
          "until paid, and holds each variant's stock for the payment window (cash on delivery: until it is " +
          "sent).\n\n" +
          `An item's \`quantity\` is at most ${MAX_LINE_QUANTITY}, and so are an order's items of one variant ` +
          "together (400 `quantity.over_limit` on the item that goes over). A shopper (account or guest " +
          "session) and an email address may each have `ORDER_OPEN_LIMIT` open orders (unpaid within their " +
          "payment window, or cash on delivery not yet sent) and a client address `ORDER_OPEN_ADDRESS_LIMIT`; " +
          "past that, 409 `order.too_many_open`, `order.too_many_open_for_email` or " +
          "`order.too_many_open_from_address`. Placing orders is limited per shopper (`ORDER_RATE_LIMIT`) and " +
          "per address (`ORDER_ADDRESS_RATE_LIMIT`): 429 `rate_limited` with Retry-After. An order naming a " +
          "`discountCode` counts as a try of a code on the cart's limits (POST /api/cart/discount): past them, " +
          "429 before the code is looked up; a code that does not apply is refused with 400 and the cart's own " +
          "reason codes. A payment method the store does not offer (GET /api/payments/methods) is refused with 400 " +
          "`payment.method_unavailable`.",
        body: orderCreateBodySchema,
        response: { 201: orderAnswer, ...failureAnswers(400, 401, 409, 429) },
      },
      // Per address over every shopper (fresh guest sessions), then per shopper; a code named counts as a try.
      config: { rateLimit: rateLimited(config.rateLimits.orderAddress, { counter: "order-address" }) },
      preHandler: [
        extraRateLimit(app, "order", config.rateLimits.order, (request) =>
          ownerKey(ownerOf(request.identity())),
        ),
        async (request, reply) => {
          if (request.body.discountCode) await discountCodeTry(request, reply);
        },
      ],
    },
    async (request, reply) => {
      const order = await placeOrder(
        config,
        db,
        { owner: ownerOf(request.identity()), address: clientAddress(request) },
        request.body,
        requestLanguage(request.headers),
      );
      return reply.code(201).send({ success: true as const, data: { order } });
    },
  );

  app.get(
    "/",
    {
      onRequest: requireSignIn,
      schema: {
        tags,
        security: [{ bearer: [] }],
        operationId: "listMyOrders",
        summary: "The signed-in shopper's orders, newest first",
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ orders: z.array(orderSchema) }) }),
          ...failureAnswers(400, 401),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { orders: await listOrders(db, request.requireUser().userId) },
    }),
  );

  app.get(
    "/track",
    {
      schema: {
        tags,
        operationId: "trackOrder",
        summary: "Track an order by its number and the email it was placed with",
        security: [],
        querystring: trackQuerySchema,
        response: { 200: trackAnswer, ...failureAnswers(400, 404, 429) },
      },
      // Per address, so nobody can walk order numbers and emails to read other people's orders; one counter with
      // POST /track.
      config: { rateLimit: rateLimited(config.rateLimits.tracking, { counter: "tracking" }) },
    },
    async (request) => {
      const { orderId, email } = request.query;
      if (!orderId?.trim() || !email?.trim())
        throw badRequest("order.tracking_fields_required", "Please fill in all fields");
      return { success: true as const, data: await trackOrder(db, orderId, { email }) };
    },
  );

  app.post(
    "/track",
    {
      schema: {
        tags,
        operationId: "trackOrderByContact",
        summary: "Track an order by its number and the email or the mobile number it was placed with",
        description:
          "`{ orderId, email }` or `{ orderId, phone }` (SHOP-API.md part 3): the phone in any form a person " +
          "types (`9841234567`, `+977 984-1234567`, `00977…`), compared with the order's in E.164. Each one " +
          "given must be the order's; a wrong number, email or phone is the same 404 " +
          "`order.tracking_not_found`. An order placed without an email is found by its phone only. Shares the " +
          "per-address limit of GET /api/orders/track (`TRACKING_RATE_LIMIT`): 429 `rate_limited`. The body " +
          "keeps the email and phone out of URLs and their logs.",
        security: [],
        body: trackBodySchema,
        response: { 200: trackAnswer, ...failureAnswers(400, 404, 429) },
      },
      // One counter with GET /track, so switching between them buys no extra guesses.
      config: { rateLimit: rateLimited(config.rateLimits.tracking, { counter: "tracking" }) },
    },
    async (request) => {
      const { orderId, email, phone } = request.body;
      if (!orderId?.trim() || (!email?.trim() && !phone?.trim()))
        throw badRequest("order.tracking_fields_required", "Please fill in all fields");
      return { success: true as const, data: await trackOrder(db, orderId, { email, phone }) };
    },
  );

  app.get(
    "/:orderNumber",
    {
      schema: {
        tags,
        security,
        operationId: "readOrder",
        summary: "One order, for whoever placed it",
        params: z.object({ orderNumber: z.string().min(1).max(64) }),
        response: { 200: orderAnswer, ...failureAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const identity = request.identity();
      const order = await findOwnOrder(db, request.params.orderNumber, identity);
      return { success: true as const, data: { order } };
    },
  );
}
