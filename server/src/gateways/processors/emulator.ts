// The PayPal and card gateways' offline stand-ins, mounted together where PAYPAL_API_URL or MASTERCARD_API_URL
// points at the store's own origin (their defaults): each speaks its service's protocol (paypal/emulator.ts,
// mastercard/emulator.ts) and keeps what it captured in one ledger (ledger.ts) that refunds are checked against.
import type { FastifyInstance } from "fastify";
import paypalEmulator from "../paypal/emulator.ts";
import cardGatewayEmulator from "../mastercard/emulator.ts";

export default async function processorEmulators(app: FastifyInstance) {
  await app.register(paypalEmulator);
  await app.register(cardGatewayEmulator);
}
