// The offline stand-in for Google's sign-in (OpenID Connect, response_type=id_token): an account chooser that
// answers the store as Google does with response_mode=form_post, a page whose form posts a signed ID token (or
// Google's error) and the unchanged state to the redirect_uri, so no token travels in an address. Mounted only
// when GOOGLE_MODE=emulator.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { onOwnOrigin } from "../../own-origin.ts";
import { sendPage } from "../gateway-page.ts";
import { GOOGLE_CALLBACK_PATH } from "../../modules/auth/google.ts";
import { chooserPage, FORM_POST_SCRIPT, formPostPage, refusalPage } from "./chooser-page.ts";
import { emulatorCertificates, emulatorSigningKey, issueIdToken } from "./keys.ts";

const chooserQuery = z.object({
  client_id: z.string().max(200).default(""),
  redirect_uri: z.string().max(500).default(GOOGLE_CALLBACK_PATH),
  state: z.string().max(200).default(""),
  nonce: z.string().max(200).default(""),
  response_mode: z.string().max(40).default("form_post"),
});

const choice = chooserQuery.extend({
  name: z.string().trim().min(1, "Please enter your name").max(100),
  email: z.email("Please enter a valid email").max(254),
});

/** Google only redirects to URIs registered for the client; the emulator only to the store itself. */
function isOwnAddress(uri: string, publicUrl: string): boolean {
  if (uri.startsWith("/") && !uri.startsWith("//") && !uri.startsWith("/\\")) return true;
  return onOwnOrigin(uri, publicUrl);
}

/** Why Google would refuse the request with a page of its own (never a redirect), or null. */
function refusalOf(request: z.infer<typeof chooserQuery>, publicUrl: string): string | null {
  if (!isOwnAddress(request.redirect_uri, publicUrl)) return "redirect_uri_mismatch";
  // The store asks for form_post; a token in the query or the fragment would travel in an address.
  if (request.response_mode !== "form_post") return "invalid_request: response_mode must be form_post";
  return null;
}

export default async function googleEmulator(app: FastifyInstance) {
  const { config, db } = app;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get("/gateways/google/certs", { schema: { hide: true } }, async () => emulatorCertificates(db));

  // The form_post page's one script, from the store's origin (its CSP allows no inline script).
  app.get("/gateways/google/form-post.js", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(FORM_POST_SCRIPT),
  );

  app.get("/gateways/google/accounts", { schema: { hide: true } }, async (request, reply) => {
    const query = chooserQuery.safeParse(request.query);
    if (!query.success) return sendPage(reply, refusalPage("redirect_uri_mismatch"), 400);
    const refusal = refusalOf(query.data, config.publicUrl);
    if (refusal) return sendPage(reply, refusalPage(refusal), 400);
    return sendPage(reply, chooserPage(query.data));
  });

  app.post("/gateways/google/accounts", { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const raw = chooserQuery.safeParse(body);
    const back = raw.success ? raw.data : chooserQuery.parse({});
    const refusal = refusalOf(back, config.publicUrl);
    if (refusal) return sendPage(reply, refusalPage(refusal), 400);
    const answer = (fields: Record<string, string>) =>
      sendPage(
        reply,
        formPostPage(back.redirect_uri, { ...fields, ...(back.state ? { state: back.state } : {}) }),
      );
    // "Cancel": Google's answer when the shopper closes the chooser.
    if (body.cancel !== undefined) return answer({ error: "access_denied" });
    const form = choice.safeParse(body);
    if (!form.success) return sendPage(reply, chooserPage(back, form.error.issues[0]!.message), 400);
    // The token is for the client id the page was opened with, as Google issues it, with the sign-in's nonce.
    const idToken = issueIdToken(
      { email: form.data.email, name: form.data.name },
      {
        audience: form.data.client_id || config.google.clientId,
        key: await emulatorSigningKey(db),
        ...(form.data.nonce ? { nonce: form.data.nonce } : {}),
      },
    );
    return answer({ id_token: idToken });
  });
}
