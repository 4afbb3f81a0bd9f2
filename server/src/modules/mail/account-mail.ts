// The account's emails, queued in the transaction that creates the account or the reset token.
import type { Language } from "@store/shared/language";
import type { AppConfig } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { enqueueMail } from "./outbox.ts";
import { storedLanguage } from "./shopper-language.ts";
import { passwordResetEmail, welcomeEmail } from "./templates/account.ts";

interface Recipient {
  name: string;
  /** Null for an account made with a phone number alone: it has no mailbox, and nothing is queued. */
  email: string | null;
}

/** In the language the account was made in (User.language). */
export async function mailWelcome(
  tx: Transaction,
  config: AppConfig,
  user: Recipient & { language: string },
) {
  if (!user.email) return;
  await enqueueMail(tx, {
    to: user.email,
    template: "welcome",
    ...welcomeEmail(user.name, `${config.publicUrl}/`, storedLanguage(user.language)),
  });
}

/** The link docs/guides/email-and-password-reset.md names: <PUBLIC_URL>/reset-password?token=<token>. */
export function passwordResetLink(config: AppConfig, token: string): string {
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export const mailPasswordReset = (
  tx: Transaction | Database,
  config: AppConfig,
  user: Recipient,
  token: string,
  validMinutes: number,
  language: Language,
) =>
  user.email
    ? enqueueMail(tx, {
        to: user.email,
        template: "password_reset",
        ...passwordResetEmail(user.name, passwordResetLink(config, token), validMinutes, language),
      })
    : Promise.resolve();
