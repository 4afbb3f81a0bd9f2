// One way to call an outside payment service: over HTTPS to the real one, or, when the configured base URL is
// the store's own origin (an emulator under /gateways/), in-process, so the server need not be listening. The
// request is the same either way: the emulators are reached through the code path the real services are.
import type { FastifyInstance } from "fastify";
import { onOwnOrigin } from "../../../own-origin.ts";

export interface GatewayAnswer {
  status: number;
  body: unknown;
}

/** The gateway could not be reached or answered something that is not JSON (where JSON was asked for). */
export class GatewayUnreachable extends Error {}

const TIMEOUT_MS = 10_000;

export interface GatewayCall {
  method: "GET" | "POST" | "PUT";
  headers: Record<string, string>;
  /** Sent as JSON, or as an HTML form (`application/x-www-form-urlencoded`) where `form` is set; none for GET. */
  body?: unknown;
  form?: Record<string, string>;
  /** How the answer is read: JSON (the default), or its text as it came (Fonepay's verification answers XML). */
  answer?: "json" | "text";
}

export async function gatewayRequest(
  app: FastifyInstance,
  target: string,
  request: GatewayCall,
): Promise<GatewayAnswer> {
  const url = new URL(target);
  const [contentType, payload] = request.form
    ? ["application/x-www-form-urlencoded", new URLSearchParams(request.form).toString()]
    : request.body === undefined
      ? [undefined, undefined]
      : ["application/json", JSON.stringify(request.body)];
  const asText = request.answer === "text";
  const headers: Record<string, string> = {
    accept: asText ? "application/xml, text/plain" : "application/json",
    ...(contentType ? { "content-type": contentType } : {}),
    ...request.headers,
  };
  try {
    if (onOwnOrigin(url, app.config.publicUrl)) {
      const answer = await app.inject({
        method: request.method,
        url: `${url.pathname}${url.search}`,
        headers,
        payload,
      });
      return { status: answer.statusCode, body: asText ? answer.body : answer.json() };
    }
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, body: asText ? await response.text() : await response.json() };
  } catch (error) {
    throw new GatewayUnreachable(error instanceof Error ? error.message : String(error));
  }
}
