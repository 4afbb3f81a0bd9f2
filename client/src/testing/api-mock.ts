// A fetch that answers by "METHOD /path" and records each call, and a signed-in person: what the screens' tests
// (the shopper's and the admin's) set up alike.
import type { User } from "@store/shared/auth";
import { vi } from "vitest";

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: "user-1",
    name: "Sita Sharma",
    email: "sita@example.com",
    phone: "9800000000",
    address: "Thamel Marg 12",
    city: "Kathmandu",
    postalCode: "44600",
    country: "Nepal",
    state: "Bagmati Province",
    district: "Kathmandu",
    ward: 26,
    profilePhoto: "",
    role: "customer",
    ...overrides,
  };
}

export const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Handler = (request: Request) => Response | Promise<Response>;
interface Call {
  request: Request;
  body: unknown;
}

/** Answers fetch by "METHOD /path" and records every call with its JSON body. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Record<string, Call[]> = {};
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const request = input as Request;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.clone().text();
    (calls[key] ??= []).push({ request, body: text ? JSON.parse(text) : undefined });
    const handler = handlers[key];
    return handler
      ? handler(request)
      : json(404, { success: false, code: "route.not_found", message: "Route not found" });
  });
  return { spy, calls };
}
