// Small factories for test data that goes through the real API.
import type { FastifyInstance } from "fastify";

let counter = 0;

export interface RegisteredShopper {
  token: string;
  user: { _id: string; name: string; email: string };
  email: string;
  password: string;
}

export async function registerShopper(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<RegisteredShopper> {
  counter += 1;
  const body = {
    name: overrides.name ?? "Sita Sharma",
    email: overrides.email ?? `shopper${counter}.${Date.now()}@example.com`,
    password: overrides.password ?? "Secret123",
  };
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload: body });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const { token, user } = response.json();
  return { token, user, email: body.email, password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
