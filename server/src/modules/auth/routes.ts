// HTTP of /api/auth: schemas in, schemas out; the rules live in service.ts. The phone and contact routes are
// contact-routes.ts, registered at the end.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authAnswerSchema,
  changePasswordAnswerSchema,
  changePasswordBodySchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  GOOGLE_STATE_PATTERN,
  googleCallbackBodySchema,
  googleSigninBodySchema,
  googleStartQuerySchema,
  loginBodySchema,
  meAnswerSchema,
  messageAnswerSchema,
  profileAnswerSchema,
  profileBodySchema,
  registerBodySchema,
  signInCodeExchangeBodySchema,
  signInMethodsAnswerSchema,
} from "@store/shared/auth";
import { HttpError, notFound } from "../../http-error.ts";
import { requireSignIn } from "../../plugins/identity.ts";
import { extraRateLimit, rateLimited } from "../../plugins/security.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { googleChooserUrl, stateHash, verifyGoogleCredential } from "./google.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { requestLanguage } from "../mail/shopper-language.ts";
import {
  changePassword,
  completeGoogleSignIn,
  findAccount,
  googleAccount,
  login,
  register,
  signInWithGoogle,
  updateProfile,
} from "./service.ts";
import { issueSignInCode, redeemSignInCode, SIGN_IN_CODE_SECONDS } from "./sign-in-codes.ts";
import { contactRoutes } from "./contact-routes.ts";
import { accountRoute, guestSession, signInRoute } from "./route-kinds.ts";

/** The errors of OAuth 2.0 and OpenID Connect that Google may post back; any other text is not echoed. */
const GOOGLE_ERRORS = new Set([
  "access_denied",
  "invalid_request",
  "unauthorized_client",
  "unsupported_response_type",
  "invalid_scope",
  "server_error",
  "temporarily_unavailable",
  "interaction_required",
  "login_required",
  "account_selection_required",
  "consent_required",
]);

/**
 * The sign-in's end in the browser (docs/STOREFRONT.md "Screens and routes"): a code and the state, or an
 * error.
 */
const authCallback = (query: Record<string, string>) => `/auth/callback?${new URLSearchParams(query)}`;

/** Form bodies: Google's form_post. Registered only in the callback's own plugin; the rest of the API stays JSON. */
function parseForm(_request: FastifyRequest, body: string, done: (error: null, value: unknown) => void) {
  done(null, Object.fromEntries(new URLSearchParams(body)));
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
      schema: signInRoute({
        operationId: "listSignInMethods",
        summary: "The ways to sign in besides an email and password",
        description:
          "`google`: whether the store offers Google sign-in (GOOGLE_SIGNIN); when false, " +
          "/api/auth/google/start and /api/auth/google-signin answer 404.",
        response: { 200: signInMethodsAnswerSchema },
      }),
    },
    async () => ({ success: true as const, data: { google: config.google.signIn } }),
  );

  app.post(
    "/register",
    {
      schema: signInRoute({
        operationId: "registerAccount",
        summary: "Create an account",
        body: registerBodySchema,
        response: { 201: authAnswerSchema },
        failures: [400, 409, 429],
      }),
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
      schema: signInRoute({
        operationId: "signIn",
        summary: "Sign in with email and password",
        body: loginBodySchema,
        response: { 200: authAnswerSchema },
        failures: [400, 401, 429],
      }),
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
      schema: signInRoute({
        operationId: "signInWithGoogle",
        summary: "Sign in with a Google ID token",
        body: googleSigninBodySchema,
        response: { 200: authAnswerSchema },
        failures: [401, 404],
      }),
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
      schema: signInRoute({
        operationId: "startGoogleSignIn",
        summary: "Go to Google's account chooser (the emulator's offline)",
        querystring: googleStartQuerySchema,
        response: { 302: z.null().describe("A redirect to Google's account chooser (the Location header)") },
        failures: [404],
      }),
    },
    async (request, reply) => reply.redirect(googleChooserUrl(config, request.query.state)),
  );

  // Google's answer: a form post from Google's page (or the emulator's), so in a plugin of its own that parses
  // forms. It redirects, whatever happens: the browser lands on /auth/callback with a one-time code bound to the
  // state it made, or with an error, and never with a token.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, parseForm);
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/google/callback",
      {
        schema: signInRoute({
          operationId: "receiveGoogleSignIn",
          summary:
            "Where Google posts its answer (form_post): redirects to /auth/callback with a one-time code",
          description:
            "Google's OpenID Connect answer (response_mode=form_post), or the emulator's, as a form: `id_token` " +
            "(or `credential`) and the `state` the browser made, or Google's `error`. The ID token is verified " +
            "as at POST /api/auth/google-signin, and its nonce must be the state's SHA-256 (base64url). Then " +
            "303 to `/auth/callback?code=…&state=…`: a one-time code that works once, within " +
            `${SIGN_IN_CODE_SECONDS / 60} minutes, only with the same state (POST /api/auth/exchange). ` +
            "A refusal (a bad token, a staff or admin account, a disabled one) or Google's error is a 303 to " +
            "`/auth/callback?error=…` (`auth.google_failed`, `auth.account_disabled` or Google's own error name).",
          consumes: ["application/x-www-form-urlencoded"],
          body: googleCallbackBodySchema,
          response: { 303: z.null().describe("A redirect to /auth/callback (the Location header)") },
          failures: [400, 429],
        }),
        bodyLimit: 16 * 1024,
        config: { rateLimit: rateLimited(config.rateLimits.loginAddress) },
      },
      async (request, reply) => {
        const { id_token: idToken, credential, error } = request.body;
        const state =
          request.body.state && GOOGLE_STATE_PATTERN.test(request.body.state) ? request.body.state : "";
        const land = (query: Record<string, string>) =>
          reply
            .header("cache-control", "no-store")
            .redirect(authCallback(state ? { ...query, state } : query), 303);
        if (error) return land({ error: GOOGLE_ERRORS.has(error) ? error : "auth.google_failed" });
        const refused = async (reason: string) => {
          await recordAudit(
            db,
            "login.failed",
            { ip: request.ip, userId: null },
            { method: "google", reason },
          );
          return land({ error: "auth.google_failed" });
        };
        const token = idToken ?? credential;
        if (!token || !state) return refused("no ID token or state");
        const profile = await verifyGoogleCredential(config, db, token).catch(() => null);
        if (!profile) return refused("ID token not verified");
        // A token Google issued for another sign-in (or none) cannot be posted in under this browser's state.
        if (profile.nonce !== stateHash(state)) return refused("nonce is not the state's");
        try {
          const account = await googleAccount(
            config,
            db,
            profile,
            request.ip,
            requestLanguage(request.headers),
          );
          return land({ code: await issueSignInCode(db, account.id, state) });
        } catch (refusal) {
          // googleAccount has recorded why.
          if (refusal instanceof HttpError && refusal.statusCode === 401)
            return land({ error: refusal.code });
          throw refusal;
        }
      },
    );
  });

  app.post(
    "/exchange",
    {
      schema: signInRoute({
        operationId: "exchangeSignInCode",
        summary: "Trade the one-time code of /auth/callback and the browser's state for a sign-in",
        description:
          "Signs in like POST /api/auth/login (an `x-session-id` guest's cart and wishlist move into the " +
          "account). 401 `auth.sign_in_code_invalid` for an unknown code or another state, " +
          "`auth.sign_in_code_used` for a code used already, `auth.sign_in_code_expired` past its " +
          `${SIGN_IN_CODE_SECONDS / 60} minutes, \`auth.account_disabled\`; rate-limited per address like ` +
          "the login (429).",
        body: signInCodeExchangeBodySchema,
        response: { 200: authAnswerSchema },
        failures: [400, 401, 429],
      }),
      // Per address, like the password login's limit over all accounts: codes cannot be guessed at speed.
      config: { rateLimit: rateLimited(config.rateLimits.loginAddress) },
    },
    async (request) => {
      const account = await redeemSignInCode(db, request.body, request.ip);
      const signedIn = await completeGoogleSignIn(config, db, account, guestSession(request), request.ip);
      return { success: true as const, ...signedIn, message: `Welcome back, ${signedIn.user.name}!` };
    },
  );

  app.get(
    "/me",
    {
      onRequest: requireSignIn,
      schema: accountRoute({
        operationId: "readAccount",
        summary: "The signed-in user",
        response: { 200: meAnswerSchema },
      }),
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
      schema: accountRoute({
        operationId: "updateProfile",
        summary: "Update the profile (email is read-only)",
        body: profileBodySchema,
        response: { 200: profileAnswerSchema },
      }),
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
      schema: accountRoute({
        operationId: "changePassword",
        summary: "Change the password",
        description:
          "400 `auth.wrong_current_password` for a wrong current password. On success every sign-in token " +
          "issued before stops working (other browsers and devices are signed out); the answer's `token` is a " +
          "fresh one for the caller to go on with.",
        body: changePasswordBodySchema,
        response: { 200: changePasswordAnswerSchema },
      }),
    },
    async (request) => {
      const token = await changePassword(config, db, request.requireUser().userId, request.body, request.ip);
      return { success: true as const, message: "Password changed successfully", token };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: signInRoute({
        operationId: "requestPasswordReset",
        summary: "Email a password reset link",
        description:
          "Answers the same sentence, in about the same time, whether or not the email has an account; only an " +
          "existing (not disabled) account is emailed a link, `<PUBLIC_URL>/reset-password?token=<token>`, that " +
          "works once within 60 minutes. Rate-limited per address and per email (429).",
        body: forgotPasswordBodySchema,
        response: { 200: messageAnswerSchema },
        failures: [400, 429],
      }),
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
      schema: signInRoute({
        operationId: "resetPassword",
        summary: "Set a new password with an emailed reset link's token",
        description:
          "The password follows registration's rules. 400 `auth.reset_token_invalid`, `auth.reset_token_used` or " +
          "`auth.reset_token_expired` for a token that cannot be used. On success every sign-in token issued " +
          "before stops working: sign in again with the new password.",
        body: resetPasswordBodySchema,
        response: { 200: messageAnswerSchema },
        failures: [400, 429],
      }),
      config: { rateLimit: rateLimited(config.rateLimits.passwordReset) },
    },
    async (request) => {
      await resetPassword(db, request.body, request.ip);
      return { success: true as const, message: "Your password has been reset. Please sign in with it." };
    },
  );

  await contactRoutes(app);
}
