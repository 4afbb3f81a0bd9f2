// Signing in with a Nepali mobile number and an SMS code (SHOP-API.md part 3). Asking for a code does the same
// work, and answers the same, whether or not the number has an account: every number is sent a code, and a
// number no account holds becomes a new account when its code comes back with the shopper's names.
import type { Language } from "@store/shared/language";
import type { Database } from "../../db/client.ts";
import type { AppConfig } from "../../config.ts";
import { badRequest, conflict } from "../../http-error.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { phoneAccountNamesSchema, type PhoneVerifyBody } from "@store/shared/phone-auth";
import { recordAudit } from "../audit/audit-log.ts";
import { textCode } from "./code-messages.ts";
import { accountDisabled, signIn, type SignedIn } from "./service.ts";
import { checkCode, claimCode, issueCode, returnTry } from "./verification-codes.ts";

export interface Requester {
  /** The client's address as the limits count it (clientAddress). */
  address: string;
  /** The address the audit log records (request.ip). */
  ip: string;
  language: Language;
  sessionId: string | null;
}

/** Texts a sign-in code to the number (the limits permitting); nothing about an account is looked up. */
export async function startPhoneSignIn(
  config: AppConfig,
  db: Database,
  phone: string,
  from: Pick<Requester, "address" | "language">,
): Promise<void> {
  await issueCode(
    config,
    db,
    { channel: "sms", contact: phone, purpose: "sign_in", userId: null, requestedFrom: from.address },
    (tx, code) => textCode(tx, phone, code, from.language),
  );
}

const phoneTaken = () => conflict("auth.phone_taken", "Another account has verified this mobile number");

/**
 * The sign-in a right code gives: the number's account, or a new customer's account for a number none holds.
 * The code is checked before anything about the account is said, so a wrong code tells nothing; a right code
 * for a new number without the names is given its try back and kept for the names to come with it.
 */
export async function verifyPhoneSignIn(
  config: AppConfig,
  db: Database,
  body: PhoneVerifyBody,
  from: Requester,
): Promise<SignedIn & { created: boolean }> {
  const attempt = {
    channel: "sms",
    contact: body.phone,
    purpose: "sign_in",
    userId: null,
    code: body.code,
  } as const;
  let checked;
  try {
    checked = await checkCode(config, db, attempt);
  } catch (error) {
    const holder = await db.user.findUnique({ where: { verifiedPhone: body.phone }, select: { id: true } });
    await recordAudit(
      db,
      "login.failed",
      { ip: from.ip, userId: holder?.id ?? null },
      { method: "phone", reason: "code not accepted" },
    );
    throw error;
  }
  const account = await db.user.findUnique({ where: { verifiedPhone: body.phone } });
  if (account) {
    if (account.disabledAt) {
      await recordAudit(
        db,
        "login.failed",
        { ip: from.ip, userId: account.id },
        { method: "phone", reason: "disabled" },
      );
      throw accountDisabled();
    }
    await claimCode(db, checked);
    await recordAudit(db, "login.succeeded", { ip: from.ip, userId: account.id }, { method: "phone" });
    return { ...(await signIn(config, db, account, from.sessionId)), created: false };
  }
  const names = phoneAccountNamesSchema.safeParse({
    firstName: body.firstName ?? "",
    lastName: body.lastName ?? "",
  });
  if (!names.success) {
    await returnTry(db, checked);
    throw badRequest(
      "validation.failed",
      "This number has no account yet: enter your first and last name to create one",
      // One error a field: the first rule it breaks.
      names.error.issues
        .filter((issue, index, all) => all.findIndex((other) => other.path[0] === issue.path[0]) === index)
        .map((issue) => ({ field: String(issue.path[0]), message: issue.message })),
    );
  }
  let created;
  try {
    created = await db.$transaction(async (tx) => {
      await claimCode(tx, checked);
      const user = await tx.user.create({
        data: {
          name: `${names.data.firstName} ${names.data.lastName}`.trim().replace(/\s+/g, " "),
          email: null,
          verifiedPhone: body.phone,
          phone: body.phone,
          language: from.language,
        },
      });
      await recordAudit(tx, "account.registered", { ip: from.ip, userId: user.id }, { method: "phone" });
      await recordAudit(tx, "login.succeeded", { ip: from.ip, userId: user.id }, { method: "phone" });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
  return { ...(await signIn(config, db, created, from.sessionId)), created: true };
}
