// What carries a code to the shopper: the SMS (at most MAX_SMS_SEGMENTS, in the request's language) and the
// email that confirms an address. The code stays in Latin digits in both languages, as phones' keypads and
// autofill read them.
import { CODE_LIFETIME_MINUTES } from "@store/shared/phone-auth";
import type { Language } from "@store/shared/language";
import { formatNumber } from "@store/shared/money";
import type { Transaction } from "../../db/client.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { emailCodeEmail } from "../mail/templates/account.ts";
import { enqueueSms } from "../sms/outbox.ts";

/** The sign-in (or number-adding) code's text. */
export function codeSmsText(code: string, language: Language): string {
  const minutes = formatNumber(CODE_LIFETIME_MINUTES, language);
  return language === "ne"
    ? `Nepal Store कोड: ${code}। यो ${minutes} मिनेट चल्छ। कसैलाई नदिनुहोस्।`
    : `Nepal Store code: ${code}. It works for ${minutes} minutes. Never share it with anyone.`;
}

export const textCode = (tx: Transaction, to: string, code: string, language: Language) =>
  enqueueSms(tx, { to, kind: "sign_in_code", text: codeSmsText(code, language) });

export const mailCode = (
  tx: Transaction,
  to: { email: string; name: string },
  code: string,
  language: Language,
) =>
  enqueueMail(tx, {
    to: to.email,
    template: "email_code",
    ...emailCodeEmail(to.name, code, CODE_LIFETIME_MINUTES, language),
  });
