// HTTP of /api/auth: schemas in, schemas out; the rules live in service.ts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authAnswerSchema,
  changePasswordBodySchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  googleSigninBodySchema,
  googleStartQuerySchema,
  loginBodySchema,
  meAnswerSchema,
  messageAnswerSchema,
  profileAnswerSchema,
  profileBodySchema,
  registerBodySchema,
  signInMethodsAnswerSchema,
} from "@store/shared/auth";
import { notFound } from "../../http-error.ts";
import { requireSignIn } from "../../plugins/identity.ts";
import { extraRateLimit, rateLimited } from "../../plugins/security.ts";
import { failureAnswers } from "../../plugins/route-docs.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { googleChooserUrl, verifyGoogleCredential } from "./google.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { requestLanguage } from "../mail/shopper-language.ts";
import { changePassword, findAccount, login, register, signInWithGoogle, updateProfile } from "./service.ts";

const tags = ["auth"];
const bearer = [{ bearer: [] }];
/** Anyone may call: no token is read. */
const open: Record<string, string[]>[] = [];

/**
 * The guest session whose cart and wishlist a sign-in takes over. Read from the header (the identity plugin has
 * already refused a malformed one), not from identity(): a stale bearer token still held by the browser must
 * never stop a shopper from signing in again.
 */
function guestSession(request: FastifyRequest): string | null {
  const header = request.headers["x-session-id"];
  return typeof header === "string" ? header : null;
}

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  // GOOGLE_SIGNIN=off: the store has no Google sign-in at all; its routes answer as an unknown address does.
  if (!config.google.signIn)
    app.addHook("onRequest", async (request) => {
      if (request.routeOptions.url?.startsWith(`${app.prefix}/google`))
        throw notFound("route.not_found", "Route not found");
    });

  app.get(
    "/sign-in-methods",
    {
      schema: {
        tags,
        operationId: "listSignInMethods",
        summary: "The ways to sign in besides an email and password",
        description:
          "`google`: whether the store offers Google sign-in (GOOGLE_SIGNIN); when false, " +
          "/api/auth/google/start and /api/auth/google-signin answer 404.",
        security: open,
        response: { 200: signInMethodsAnswerSchema },
      },
    },
    async () => ({ success: true as const, data: { google: config.google.signIn } }),
  );

  app.post(
    "/register",
    {
      schema: {
        tags,
        operationId: "registerAccount",
        summary: "Create an account",
        security: open,
        body: registerBodySchema,
        response: { 201: authAnswerSchema, ...failureAnswers(400, 409, 429) },
      },
      // Per address: a script cannot mass-create accounts or probe which emails have one.
      config: { rateLimit: rateLimited(config.rateLimits.register) },
    },
    async (request, reply) => {
      const signedIn = await register(
        config,
        db,
        request.body,
        guestSession(request),
        request.ip,
        requestLanguage(request.headers),
      );
      return reply.code(201).send({ success: true, ...signedIn, message: "Registration successful" });
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags,
        operationId: "signIn",
        summary: "Sign in with email and password",
        security: open,
        body: loginBodySchema,
        response: { 200: authAnswerSchema, ...failureAnswers(400, 401, 429) },
      },
      // Per address and account, so one shopper's typos never lock out another's sign-in (the key needs the
      // parsed body, hence the preHandler); and per address over all accounts, against credential stuffing.
      preHandler: extraRateLimit(app, "login", config.rateLimits.login, (request) => {
        const body = request.body as { email?: unknown } | undefined;
        const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
        return `${request.ip}|${email}`;
      }),
      config: { rateLimit: rateLimited(config.rateLimits.loginAddress) },
    },
    async (request) => {
      const signedIn = await login(config, db, request.body, guestSession(request), request.ip);
      return { success: true as const, ...signedIn, message: "Login successful" };
    },
  );

  app.post(
    "/google-signin",
    {
      schema: {
        tags,
        operationId: "signInWithGoogle",
        summary: "Sign in with a Google ID token",
        security: open,
        body: googleSigninBodySchema,
        response: { 200: authAnswerSchema, ...failureAnswers(401, 404) },
      },
    },
    async (request) => {
      const profile = await verifyGoogleCredential(config, db, request.body.credential).catch(
        async (error: unknown) => {
          await recordAudit(db, "login.failed", { ip: request.ip, userId: null }, { method: "google" });
          throw error;
        },
      );
      const signedIn = await signInWithGoogle(
        config,
        db,
        profile,
        guestSession(request),
        request.ip,
        requestLanguage(request.headers),
      );
      return { success: true as const, ...signedIn, message: `Welcome back, ${signedIn.user.name}!` };
    },
  );

  app.get(
    "/google/start",
    {
      schema: {
        tags,
        operationId: "startGoogleSignIn",
        summary: "Go to Google's account chooser (the emulator's offline)",
        security: open,
        querystring: googleStartQuerySchema,
        response: {
          302: z.null().describe("A redirect to Google's account chooser (the Location header)"),
          ...failureAnswers(404),
        },
      },
    },
    async (request, reply) => reply.redirect(googleChooserUrl(config, request.query.state)),
  );

  app.get(
    "/me",
    {
      onRequest: requireSignIn,
      schema: {
        tags,
        operationId: "readAccount",
        summary: "The signed-in user",
        security: bearer,
        response: { 200: meAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await findAccount(db, request.requireUser().userId),
    }),
  );

  app.put(
    "/profile",
    {
      onRequest: requireSignIn,
      schema: {
        tags,
        operationId: "updateProfile",
        summary: "Update the profile (email is read-only)",
        security: bearer,
        body: profileBodySchema,
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) => {
      const user = await updateProfile(
        db,
        request.requireUser().userId,
        request.body,
        requestLanguage(request.headers),
      );
      return { success: true as const, message: "Profile updated successfully", data: { user } };
    },
  );

  app.put(
    "/change-password",
    {
      onRequest: requireSignIn,
      schema: {
        tags,
        operationId: "changePassword",
        summary: "Change the password",
        security: bearer,
        body: changePasswordBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await changePassword(db, request.requireUser().userId, request.body, request.ip);
      return { success: true as const, message: "Password changed successfully" };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        tags,
        operationId: "requestPasswordReset",
        summary: "Email a password reset link",
        description:
          "Answers the same sentence, in about the same time, whether or not the email has an account; only an " +
          "existing (not disabled) account is emailed a link, `<PUBLIC_URL>/reset-password?token=<token>`, that " +
          "works once within 60 minutes. Rate-limited per address and per email (429).",
        security: open,
        body: forgotPasswordBodySchema,
        response: { 200: messageAnswerSchema, ...failureAnswers(400, 429) },
      },
      preHandler: extraRateLimit(
        app,
        "forgot-password-email",
        config.rateLimits.passwordResetEmail,
        (request) => {
          const body = request.body as { email?: unknown } | undefined;
          return typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
        },
      ),
      config: { rateLimit: rateLimited(config.rateLimits.passwordReset) },
    },
    async (request) => {
      await requestPasswordReset(
        config,
        db,
        request.body.email,
        request.ip,
        requestLanguage(request.headers),
      );
      return { success: true as const, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        tags,
        operationId: "resetPassword",
        summary: "Set a new password with an emailed reset link's token",
        description:
          "The password follows registration's rules. 400 `auth.reset_token_invalid`, `auth.reset_token_used` or " +
          "`auth.reset_token_expired` for a token that cannot be used. On success every sign-in token issued " +
          "before stops working: sign in again with the new password.",
        security: open,
        body: resetPasswordBodySchema,
        response: { 200: messageAnswerSchema, ...failureAnswers(400, 429) },
      },
      config: { rateLimit: rateLimited(config.rateLimits.passwordReset) },
    },
    async (request) => {
      await resetPassword(db, request.body, request.ip);
      return { success: true as const, message: "Your password has been reset. Please sign in with it." };
    },
  );
}
