// The password reset as a shopper goes through it: ask for the link, read it from the queued email.
import type { FastifyInstance } from "fastify";

export const forgotPassword = (app: FastifyInstance, email: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, headers });

export const resetPassword = (app: FastifyInstance, token: string, password: string) =>
  app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });

/** The token of the newest reset email to `email`, read from its plain-text part's link. */
export async function emailedResetToken(app: FastifyInstance, email: string): Promise<string> {
  const message = await app.db.mailOutbox.findFirstOrThrow({
    where: { to: email, template: "password_reset" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(message.text);
  if (!link) throw new Error(`no reset link in: ${message.text}`);
  return decodeURIComponent(link[1]!);
}
