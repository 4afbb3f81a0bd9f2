// A Google sign-in as a browser goes through it offline: the store's start, the emulator's account chooser, the
// emulator's form_post back to the store, the store's redirect to /auth/callback with a one-time code, and the
// exchange of that code (with the browser's state) for a sign-in.
import type { FastifyInstance } from "fastify";
import { form, hiddenFields } from "./payments.ts";

/** A state as the browser makes one (google-state.ts): 32 characters of base64url. */
export function browserState(seed = Math.random().toString(36)): string {
  return Buffer.from(`${seed}-${Date.now()}-${Math.random()}`)
    .toString("base64url")
    .padEnd(32, "x")
    .slice(0, 32);
}

/** Where a form on an HTML page posts to, and its hidden fields. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form on the page:\n${html.slice(0, 500)}`);
  return { action: action.replaceAll("&amp;", "&"), fields: hiddenFields(html) };
}

export interface GoogleLanding {
  /** The callback's answer: a 303 to /auth/callback. */
  status: number;
  location: string;
  code: string | null;
  state: string | null;
  error: string | null;
}

/** Posts Google's (or the emulator's) form_post answer to the store's callback; answers where it lands. */
export async function postToCallback(
  app: FastifyInstance,
  fields: Record<string, string>,
  action = "/api/auth/google/callback",
): Promise<GoogleLanding> {
  const answer = await app.inject({ method: "POST", url: action, ...form(fields) });
  const location = String(answer.headers.location ?? "");
  const landing = new URL(location, "http://store.test");
  return {
    status: answer.statusCode,
    location,
    code: landing.searchParams.get("code"),
    state: landing.searchParams.get("state"),
    error: landing.searchParams.get("error"),
  };
}

/**
 * From the Google button to /auth/callback through the emulator, choosing `account` (or cancelling): each page
 * as the browser saw it, and where the browser lands.
 */
export async function throughEmulator(
  app: FastifyInstance,
  account: { name: string; email: string } | "cancel",
  state = browserState(),
) {
  const start = await app.inject({ method: "GET", url: `/api/auth/google/start?state=${state}` });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const chooser = await app.inject({ method: "GET", url: String(start.headers.location) });
  if (chooser.statusCode !== 200) throw new Error(`chooser answered ${chooser.statusCode}: ${chooser.body}`);
  const request = hiddenFields(chooser.body);
  const chosen = await app.inject({
    method: "POST",
    url: "/gateways/google/accounts",
    ...form(account === "cancel" ? { ...request, cancel: "1" } : { ...request, ...account }),
  });
  const answer = formOf(chosen.body);
  const landing = await postToCallback(app, answer.fields, answer.action);
  return { state, start, chooser, chosen, answer, landing };
}

/** POST /api/auth/exchange: the browser trades the code and its own state for a sign-in. */
export function exchange(
  app: FastifyInstance,
  body: { code: string | null; state: string | null },
  headers: Record<string, string> = {},
) {
  return app.inject({ method: "POST", url: "/api/auth/exchange", payload: body, headers });
}
