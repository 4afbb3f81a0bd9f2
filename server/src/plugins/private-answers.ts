// Answers about one shopper (cart, wishlist, orders, account, payments) must never be kept by a shared cache or
// shown to the next person on the same browser: every API answer that did not choose its own cache life is
// private and not stored. Catalogue answers choose theirs (public, one minute, with an ETag).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const PRIVATE_ANSWER = "private, no-store";

async function privateAnswers(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", PRIVATE_ANSWER);
    }
    return payload;
  });
}

export default fp(privateAnswers, { name: "private-answers" });
