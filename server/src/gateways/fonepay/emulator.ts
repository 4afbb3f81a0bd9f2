// The offline Fonepay at the store's origin, under /gateways/fonepay/: its web checkout (web-checkout.ts: the
// payment page and its verification). Mounted only when FONEPAY_MODE=emulator in an offline store.
import type { FastifyInstance } from "fastify";
import fonepayWebCheckout from "./web-checkout.ts";

export default async function fonepayEmulator(app: FastifyInstance) {
  await fonepayWebCheckout(app);
}
