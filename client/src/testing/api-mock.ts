// A fetch that answers by "METHOD /path" and records each call, and the API's answers the screens' tests (the
// shopper's and the admin's) build alike.
import type { User } from "@store/shared/auth";
import { vi } from "vitest";
import { aUser } from "./factories.ts";

export { aUser };

export const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API's answer that carries `data`. */
export const ok = (data: unknown) => () => json(200, { success: true, data });

/** The API's refusal: its code and message, and the fields it names. */
export const refusal = (
  status: number,
  code: string,
  message: string,
  errors?: { field: string; code: string; message: string }[],
) => json(status, { success: false, code, message, ...(errors ? { errors } : {}) });

/** A 400 that names one field: its code and message, under the answer's `code` (the field's own unless told). */
export const fieldRefusal = (field: string, fieldCode: string, message: string, code = fieldCode) =>
  refusal(400, code, message, [{ field, code: fieldCode, message }]);

/** GET /api/auth/me's answer for a signed-in person. */
export const meAnswers =
  (user: User = aUser()) =>
  () =>
    json(200, { success: true, user });

/** A response the test hands out when it chooses, to see the busy state in between. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { handler: () => promise, resolve };
}

export type Handler = (request: Request) => Response | Promise<Response>;
export interface Call {
  request: Request;
  body: unknown;
}

const notFound: Handler = () => refusal(404, "route.not_found", "Route not found");

/** The handler for "METHOD /path": its own, else that of a "METHOD /prefix/*" the path starts with. */
function handlerFor(handlers: Record<string, Handler>, key: string): Handler | undefined {
  if (handlers[key]) return handlers[key];
  const prefix = Object.keys(handlers).find(
    (pattern) => pattern.endsWith("*") && key.startsWith(pattern.slice(0, -1)),
  );
  return prefix ? handlers[prefix] : undefined;
}

/**
 * Answers fetch by "METHOD /path" (or "METHOD /prefix/*" for every path under it) and records every call with its
 * JSON body under its own "METHOD /path". A call no handler answers gets `otherwise`: the API's 404 unless told.
 */
export function mockApi(
  handlers: Record<string, Handler>,
  { otherwise = notFound }: { otherwise?: Handler } = {},
) {
  const calls: Record<string, Call[]> = {};
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const request = input as Request;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.clone().text();
    (calls[key] ??= []).push({ request, body: text ? JSON.parse(text) : undefined });
    return (handlerFor(handlers, key) ?? otherwise)(request);
  });
  return { spy, calls };
}

/** A fetch that never reaches the server, as when the shopper is offline. */
export const unreachable = () =>
  vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
