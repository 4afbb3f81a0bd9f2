// HTTP of /api/auth's phone and contact routes (SHOP-API.md part 3, "Phone numbers and SMS"): signing in or
// registering with a texted code, adding a verified number or an email to an account, and the account's settings.
// Registered by routes.ts under its prefix; the rules live in phone-sign-in.ts and contact-links.ts.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authAnswerSchema, messageAnswerSchema, profileAnswerSchema } from "@store/shared/auth";
import {
  emailLinkBodySchema,
  emailLinkVerifyBodySchema,
  PHONE_CODE_SENT,
  phoneLinkBodySchema,
  phoneLinkVerifyBodySchema,
  phoneStartBodySchema,
  phoneVerifyBodySchema,
  profileSettingsBodySchema,
} from "@store/shared/phone-auth";
import { startPhoneSignIn, verifyPhoneSignIn } from "./phone-sign-in.ts";
import {
  startEmailLink,
  startPhoneLink,
  updateSettings,
  verifyEmailLink,
  verifyPhoneLink,
} from "./contact-links.ts";
import { CodeRateLimited, CODES_PER_ADDRESS_PER_HOUR } from "./verification-codes.ts";
import { requireSignIn } from "../../plugins/identity.ts";
import { clientAddress, rateLimited } from "../../plugins/security.ts";
import { requestLanguage } from "../mail/shopper-language.ts";
import { accountRoute, guestSession, signInRoute } from "./route-kinds.ts";

/** Sends a code, answering a limit's refusal as a 429 with its Retry-After. */
async function sendingCode(reply: FastifyReply, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (error instanceof CodeRateLimited) reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
}

const CODE_LIMITS =
  "A code is 6 digits, works once, for 5 minutes, and ends after 5 wrong tries. A contact gets a new code only " +
  "60 seconds after the last and at most 5 an hour, and one client address may ask for " +
  `${CODES_PER_ADDRESS_PER_HOUR} codes an hour: past a limit, 429 \`rate_limited\` with Retry-After. ` +
  "A new code ends the contact's earlier ones.";

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;

  app.post(
    "/phone/start",
    {
      schema: signInRoute({
        operationId: "startPhoneSignIn",
        summary: "Text a sign-in code to a Nepali mobile number",
        description:
          "Answers the same sentence, after the same work, whether or not the number has an account: every " +
          "number is texted a code (in the request's language), and a number no account holds becomes a new " +
          `account at POST /api/auth/phone/verify. ${CODE_LIMITS}`,
        body: phoneStartBodySchema,
        response: { 200: messageAnswerSchema },
        failures: [400, 429],
      }),
    },
    async (request, reply) => {
      await sendingCode(reply, () =>
        startPhoneSignIn(config, db, request.body.phone, {
          address: clientAddress(request),
          language: requestLanguage(request.headers) ?? "en",
        }),
      );
      return { success: true as const, message: PHONE_CODE_SENT };
    },
  );

  app.post(
    "/phone/verify",
    {
      schema: signInRoute({
        operationId: "verifyPhoneSignIn",
        summary: "Sign in (or register) with the texted code",
        description:
          "Signs in like POST /api/auth/login (an `x-session-id` guest's cart and wishlist move into the " +
          "account). For a number no account holds, a right code with `firstName` and `lastName` creates a " +
          "customer account with that verified number and no email; without the names, 400 `validation.failed` " +
          "naming them, and the code stays usable. 400 `auth.code_invalid` for a wrong code, " +
          "`auth.code_expired` for no live code (expired, used, replaced or out of tries); 401 " +
          "`auth.account_disabled`; rate-limited per address like the login (429).",
        body: phoneVerifyBodySchema,
        response: { 200: authAnswerSchema },
        failures: [400, 401, 409, 429],
      }),
      config: { rateLimit: rateLimited(config.rateLimits.loginAddress) },
    },
    async (request) => {
      const signedIn = await verifyPhoneSignIn(config, db, request.body, {
        address: clientAddress(request),
        ip: request.ip,
        language: requestLanguage(request.headers) ?? "en",
        sessionId: guestSession(request),
      });
      return {
        success: true as const,
        token: signedIn.token,
        user: signedIn.user,
        message: signedIn.created ? "Registration successful" : "Login successful",
      };
    },
  );

  app.post(
    "/phone/link",
    {
      onRequest: requireSignIn,
      schema: accountRoute({
        operationId: "startPhoneLink",
        summary: "Text a code that adds a mobile number to the account",
        description: `Whether another account holds the number is said only at /phone/link/verify. ${CODE_LIMITS}`,
        body: phoneLinkBodySchema,
        response: { 200: messageAnswerSchema },
        failures: [400, 429],
      }),
    },
    async (request, reply) => {
      await sendingCode(reply, () =>
        startPhoneLink(config, db, request.body.phone, {
          userId: request.requireUser().userId,
          address: clientAddress(request),
          language: requestLanguage(request.headers) ?? "en",
        }),
      );
      return { success: true as const, message: PHONE_CODE_SENT };
    },
  );

  app.post(
    "/phone/link/verify",
    {
      onRequest: requireSignIn,
      schema: accountRoute({
        operationId: "verifyPhoneLink",
        summary: "Make the texted number the account's verified number",
        description:
          "The number becomes the account's verified number (it signs in with it) and its contact number. " +
          "400 `auth.code_invalid` / `auth.code_expired` as at /phone/verify; 409 `auth.phone_taken` when " +
          "another account has verified the number.",
        body: phoneLinkVerifyBodySchema,
        response: { 200: profileAnswerSchema },
        failures: [400, 409, 429],
      }),
      config: { rateLimit: rateLimited(config.rateLimits.loginAddress) },
    },
    async (request) => {
      const user = await verifyPhoneLink(config, db, request.body, request.requireUser().userId);
      return { success: true as const, message: "Mobile number verified", data: { user } };
    },
  );

  app.post(
    "/email/link",
    {
      onRequest: requireSignIn,
      schema: accountRoute({
        operationId: "startEmailLink",
        summary: "Email a code that adds an email to an account made with a mobile number",
        description:
          "Only for an account with no email (400 `auth.email_present` otherwise). Whether another account has " +
          `the address is said only at /email/link/verify, to the holder of its code. ${CODE_LIMITS}`,
        body: emailLinkBodySchema,
        response: { 200: messageAnswerSchema },
        failures: [400, 429],
      }),
    },
    async (request, reply) => {
      await sendingCode(reply, () =>
        startEmailLink(config, db, request.body.email, {
          userId: request.requireUser().userId,
          address: clientAddress(request),
          language: requestLanguage(request.headers) ?? "en",
        }),
      );
      return {
        success: true as const,
        message: "We have sent a 6-digit code to that email. It works for 5 minutes.",
      };
    },
  );

  app.post(
    "/email/link/verify",
    {
      onRequest: requireSignIn,
      schema: accountRoute({
        operationId: "verifyEmailLink",
        summary: "Make the emailed address the account's email (and set its password)",
        description:
          "The address becomes the account's email; `password`, when the account has none yet, becomes its " +
          "password (it then signs in with the email too). 400 `auth.code_invalid` / `auth.code_expired`; 409 " +
          "`auth.email_taken` when another account has the address.",
        body: emailLinkVerifyBodySchema,
        response: { 200: profileAnswerSchema },
        failures: [400, 409, 429],
      }),
      config: { rateLimit: rateLimited(config.rateLimits.loginAddress) },
    },
    async (request) => {
      const user = await verifyEmailLink(config, db, request.body, request.requireUser().userId);
      return { success: true as const, message: "Email added", data: { user } };
    },
  );

  app.patch(
    "/profile",
    {
      onRequest: requireSignIn,
      schema: accountRoute({
        operationId: "updateAccountSettings",
        summary: "Change the account's settings (order texts by SMS)",
        description:
          "`smsUpdates`: whether order updates are texted to the verified number; sign-in codes always are.",
        body: profileSettingsBodySchema,
        response: { 200: profileAnswerSchema },
      }),
    },
    async (request) => {
      const user = await updateSettings(db, request.requireUser().userId, request.body);
      return { success: true as const, message: "Profile updated successfully", data: { user } };
    },
  );
}
