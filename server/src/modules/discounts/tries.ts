// The one limit on trying discount codes (docs/SECURITY.md "Discount codes"), wherever a code is tried: the cart's
// POST /api/cart/discount and an order naming a `discountCode`. Both count on the same two counters, per address
// over every cart (DISCOUNT_ADDRESS_RATE_LIMIT: fresh guest sessions do not help) and per cart (DISCOUNT_RATE_LIMIT:
// the account's or the guest session's), so a guesser has the same tries whichever way a code is sent. A try is
// counted before the code is looked up: during a lock-out the right code is answered exactly as a wrong one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { extraRateLimit } from "../../plugins/security.ts";
import { ownerKey, ownerOf } from "../cart/owner.ts";

/** Counts one try of a code against both limits, as a hook: 429 `rate_limited` with Retry-After past either. */
export function discountCodeTries(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const { rateLimits } = app.config;
  const perAddress = extraRateLimit(app, "discount-address", rateLimits.discountCodeAddress);
  const perCart = extraRateLimit(app, "discount", rateLimits.discountCode, (request) =>
    ownerKey(ownerOf(request.identity())),
  );
  return async (request, reply) => {
    await perAddress(request, reply);
    await perCart(request, reply);
  };
}
