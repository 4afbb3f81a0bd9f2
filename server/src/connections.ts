// The connection itself, before any route: the deadlines that free slow and broken clients and the answer to
// what Node refuses before Fastify sees a request (docs/SECURITY.md "Slow and broken clients"). Both are options
// of the Fastify constructor, so buildApp (app.ts) passes them in.
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError, FastifyInstance } from "fastify";
import type { ErrorCode } from "@store/shared/error-codes";
import type { ConnectionTimeouts } from "./config.ts";

/**
 * The timeouts for slow and broken clients (docs/SECURITY.md) as Fastify and Node's http server take them. Node
 * looks for requests past their headers or request deadline only every `connectionsCheckingInterval` (30 s by
 * default, longer than the deadlines): checking at half the shorter deadline closes a connection at most 1.5
 * times its deadline after its first byte.
 */
export function serverTimeouts(timeouts: ConnectionTimeouts) {
  return {
    connectionTimeout: timeouts.socketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Fastify sets the server's requestTimeout after creating it (0, none, unless given): both must say it.
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 2),
      ),
    },
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: "request.timeout",
    reason: "Request Timeout",
    message: "The request took too long to arrive",
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "request.headers_too_large",
    reason: "Request Header Fields Too Large",
    message: "The request's headers are too large",
  },
};
const NOT_HTTP = {
  status: 400,
  reason: "Bad Request",
  code: "request.invalid",
  message: "The request is not valid HTTP: check its request line and headers",
} as const;

/**
 * What Node refuses before a route ever sees a request (headers or body too slow, headers too large, bytes that
 * are not HTTP): the answer in the error envelope (docs/ERRORS.md) with the store's security headers, then
 * the connection closed. Fastify's default answers in its own shape. A client that has gone (reset, or
 * already destroyed) gets nothing, and nothing is logged above debug: these are the client's failures, not
 * the store's.
 */
export function connectionRefuser(headers: Readonly<Record<string, string>>) {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return function refuseConnection(this: FastifyInstance, error: ConnectionError, socket: Socket) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const { status, reason, code, message } = CLIENT_ERRORS[error.code] ?? NOT_HTTP;
    this.log.debug({ err: error }, "client refused");
    // Node's own rule: only where no answer has started on this connection, else the client would read a mix.
    const answer = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (socket.writable && !answer?.headersSent) {
      const body = JSON.stringify({ success: false, code, message });
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n${headerLines}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
