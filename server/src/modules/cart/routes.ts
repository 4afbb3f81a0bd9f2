// HTTP of /api/cart: a guest's cart by x-session-id, a signed-in shopper's by token.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cartAddBodySchema,
  cartAnswerSchema,
  cartDiscountBodySchema,
  cartItemParamsSchema,
  cartQuantityBodySchema,
} from "@store/shared/cart";
import { ownerOf } from "./owner.ts";
import {
  addToCart,
  applyDiscount,
  changeQuantity,
  readCart,
  removeDiscount,
  removeFromCart,
} from "./service.ts";
import { SHOPPER_SECURITY, failureAnswers } from "../../plugins/route-docs.ts";
import { discountCodeTries } from "../discounts/tries.ts";

const tags = ["cart"];
const security = SHOPPER_SECURITY;
/**
 * A guest without x-session-id or an option not offered (400), a bad token (401), a line, product or variant not
 * there (404), short stock (409).
 */
const failures = failureAnswers(400, 401, 404, 409);

export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, reader } = app;

  app.get(
    "/",
    {
      schema: {
        tags,
        security,
        operationId: "readCart",
        summary: "The shopper's cart (empty when there is none)",
        response: { 200: cartAnswerSchema, ...failureAnswers(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readCart(reader, ownerOf(request.identity())),
    }),
  );

  app.post(
    "/add",
    {
      schema: {
        tags,
        security,
        operationId: "addToCart",
        summary: "Add a variant of a product; the same variant adds up",
        description:
          "`variantId` names the variant (one of the product's `variants`). Without it, `color`, `memory`, " +
          "`storage` and `size` pick it: each must be the product's own, and one left out takes the first value " +
          "that fits the others. A variant not on sale answers 404 `variant.not_found`; options the product " +
          "offers but no variant combines, 400 `variant.combination_unavailable`. The line is priced from its " +
          "variant, and may not hold more than the variant's stock. name, price and image are ignored.",
        body: cartAddBodySchema,
        response: { 200: cartAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const cart = await addToCart(db, reader, ownerOf(request.identity()), request.body);
      return { success: true as const, message: "Item added to cart", data: cart };
    },
  );

  app.put(
    "/:itemId",
    {
      schema: {
        tags,
        security,
        operationId: "changeCartQuantity",
        summary: "Change a line's quantity",
        params: cartItemParamsSchema,
        body: cartQuantityBodySchema,
        response: { 200: cartAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const cart = await changeQuantity(
        db,
        reader,
        ownerOf(request.identity()),
        request.params.itemId,
        request.body.quantity,
      );
      return { success: true as const, message: "Cart updated", data: cart };
    },
  );

  app.delete(
    "/:itemId",
    {
      schema: {
        tags,
        security,
        operationId: "removeFromCart",
        summary: "Remove a line",
        params: cartItemParamsSchema,
        response: { 200: cartAnswerSchema, ...failureAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const cart = await removeFromCart(db, reader, ownerOf(request.identity()), request.params.itemId);
      return { success: true as const, message: "Item removed from cart", data: cart };
    },
  );

  app.post(
    "/discount",
    {
      schema: {
        tags,
        security,
        operationId: "applyCartDiscount",
        summary: "Apply a discount code to the cart",
        description:
          "The code is matched regardless of case and checked against the cart as it stands. It is kept on the " +
          "cart (`discountCode`) and every answer of the cart prices it again: `pricing.discount` is what it " +
          "takes off now, and `discountDetails.note` says why it takes nothing off when it no longer applies " +
          "(the subtotal fell below its minimum, it expired, it was used up or switched off). A code that does " +
          "not apply is refused with 400 and its reason's own code: `discount.unknown` (no such code, or " +
          "switched off), `discount.not_started`, `discount.expired`, `discount.used_up` (in all, or by this " +
          "account) and `discount.minimum_not_met` (the message says how much to spend). A free-shipping code " +
          "takes off the shipping, chosen at checkout. Tries are limited per cart and per address (429 " +
          "`rate_limited` with Retry-After), against guessing codes; an order naming a `discountCode` counts " +
          "as a try on the same limits.",
        body: cartDiscountBodySchema,
        response: { 200: cartAnswerSchema, ...failureAnswers(400, 401, 429) },
      },
      // Per address over every cart (a guesser making fresh guest sessions) and per cart, on the counters an
      // order naming a code counts on too (discounts/tries.ts).
      preHandler: discountCodeTries(app),
    },
    async (request) => {
      const cart = await applyDiscount(db, reader, ownerOf(request.identity()), request.body.code);
      return { success: true as const, message: "Discount code applied", data: cart };
    },
  );

  app.delete(
    "/discount",
    {
      schema: {
        tags,
        security,
        operationId: "removeCartDiscount",
        summary: "Take the discount code off the cart",
        response: { 200: cartAnswerSchema, ...failureAnswers(400, 401) },
      },
    },
    async (request) => {
      const cart = await removeDiscount(db, reader, ownerOf(request.identity()));
      return { success: true as const, message: "Discount code removed", data: cart };
    },
  );
}
