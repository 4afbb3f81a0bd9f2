// Password reset by email. The link carries a random 32-byte token; only its SHA-256 is kept, so a copy of the
// database opens no account. A token works once (claimed by a guarded update) and for 60 minutes; a reset
// revokes every sign-in token issued before it (tokenVersion) and every other reset link of the account.
// A Google-only account may reset too: the emailed link proves the address, and the account gains a password
// beside its Google sign-in.
import crypto from "node:crypto";
import bcrypt from "bcryptjs";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { fieldRefusal } from "../../http-error.ts";
import { REVOKE_ALL_TOKENS } from "../../plugins/identity.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { mailPasswordReset } from "../mail/account-mail.ts";
import { storedLanguage } from "../mail/shopper-language.ts";
import type { Language } from "@store/shared/language";
import { BCRYPT_COST } from "./service.ts";

export const RESET_TOKEN_MINUTES = 60;
/**
 * Every request answers no sooner than this, whether or not the email has an account, so the answer's timing
 * tells nothing the answer's words don't (the lookup and the write take far less).
 */
export const FORGOT_PASSWORD_ANSWER_MS = 250;

export const hashResetToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Queues a reset link for the account with this email, if there is one (and it is not disabled). */
export async function requestPasswordReset(
  config: AppConfig,
  db: Database,
  email: string,
  ip: string,
  /** The language the request states; without one, the account's (User.language). */
  language?: Language,
): Promise<void> {
  const floor = pause(FORGOT_PASSWORD_ANSWER_MS);
  const token = crypto.randomBytes(32).toString("base64url");
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, disabledAt: true, language: true },
  });
  if (user && !user.disabledAt) {
    const issued = new Date();
    await db.$transaction(async (tx) => {
      await tx.passwordResetToken.create({
        data: {
          tokenHash: hashResetToken(token),
          userId: user.id,
          createdAt: issued,
          expiresAt: new Date(issued.getTime() + RESET_TOKEN_MINUTES * 60_000),
        },
      });
      await recordAudit(tx, "account.password_reset_requested", { ip, userId: user.id });
      await mailPasswordReset(
        tx,
        config,
        user,
        token,
        RESET_TOKEN_MINUTES,
        language ?? storedLanguage(user.language),
      );
    });
  }
  await floor;
}

const LINK_REFUSED = "This password reset link is invalid or has expired. Please ask for a new one.";
const refused = (code: "invalid" | "used" | "expired") =>
  fieldRefusal(`auth.reset_token_${code}`, "token", LINK_REFUSED);

export async function resetPassword(
  db: Database,
  body: { token: string; password: string },
  ip: string,
  now = () => new Date(),
): Promise<void> {
  const tokenHash = hashResetToken(body.token);
  const found = await db.passwordResetToken.findUnique({ where: { tokenHash } });
  if (!found) throw refused("invalid");
  if (found.usedAt) throw refused("used");
  if (found.expiresAt.getTime() <= now().getTime()) throw refused("expired");
  const passwordHash = await bcrypt.hash(body.password, BCRYPT_COST);
  await db.$transaction(async (tx) => {
    const at = now();
    // The claim: of two resets with one token, exactly one update matches.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: found.id, usedAt: null, expiresAt: { gt: at } },
      data: { usedAt: at },
    });
    if (claimed.count !== 1) throw refused("used");
    const changed = await tx.user.updateMany({
      where: { id: found.userId },
      data: { passwordHash, ...REVOKE_ALL_TOKENS },
    });
    if (changed.count !== 1) throw refused("invalid");
    // Any other link sent to the account stops working too.
    await tx.passwordResetToken.updateMany({
      where: { userId: found.userId, usedAt: null },
      data: { usedAt: at },
    });
    await recordAudit(tx, "account.password_reset", { ip, userId: found.userId });
  });
}
