// The offline stand-in for Google's sign-in: an account chooser that answers the store's redirect with a
// signed ID token (`credential`), as Google Identity Services does. Mounted only when GOOGLE_MODE=emulator.
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { chooserPage, refusalPage } from "./chooser-page.ts";
import { emulatorCertificates, emulatorSigningKey, issueIdToken } from "./keys.ts";

const chooserQuery = z.object({
  client_id: z.string().max(200).default(""),
  redirect_uri: z.string().max(500).default("/auth/google/callback"),
  state: z.string().max(200).default(""),
});

const choice = chooserQuery.extend({
  name: z.string().trim().min(1, "Please enter your name").max(100),
  email: z.email("Please enter a valid email").max(254),
});

/** Google only redirects to URIs registered for the client; the emulator only to the store itself. */
function isOwnAddress(uri: string, publicUrl: string): boolean {
  if (uri.startsWith("/") && !uri.startsWith("//") && !uri.startsWith("/\\")) return true;
  try {
    return new URL(uri).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(html);
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

  app.get("/gateways/google/accounts", { schema: { hide: true } }, async (request, reply) => {
    const query = chooserQuery.safeParse(request.query);
    if (!query.success || !isOwnAddress(query.data.redirect_uri, config.publicUrl)) {
      return sendPage(reply, refusalPage("redirect_uri_mismatch"), 400);
    }
    const { client_id: clientId, redirect_uri: redirectUri, state } = query.data;
    return sendPage(reply, chooserPage({ clientId, redirectUri, state }));
  });

  app.post("/gateways/google/accounts", { schema: { hide: true } }, async (request, reply) => {
    const form = choice.safeParse(request.body ?? {});
    const raw = chooserQuery.safeParse(request.body ?? {});
    const back = raw.success ? raw.data : chooserQuery.parse({});
    if (!isOwnAddress(back.redirect_uri, config.publicUrl)) {
      return sendPage(reply, refusalPage("redirect_uri_mismatch"), 400);
    }
    if (!form.success) {
      const page = chooserPage(
        { clientId: back.client_id, redirectUri: back.redirect_uri, state: back.state },
        form.error.issues[0]!.message,
      );
      return sendPage(reply, page, 400);
    }
    // The token is for the store's own client id, as Google issues it for the id the page was opened with.
    const credential = issueIdToken(
      { email: form.data.email, name: form.data.name },
      { audience: form.data.client_id || config.google.clientId, key: await emulatorSigningKey(db) },
    );
    const target = new URL(form.data.redirect_uri, config.publicUrl);
    target.searchParams.set("credential", credential);
    if (form.data.state) target.searchParams.set("state", form.data.state);
    const location = form.data.redirect_uri.startsWith("/")
      ? `${target.pathname}${target.search}`
      : target.toString();
    return reply.code(303).header("location", location).send();
  });
}
