// Adding a verified mobile number or an email to a signed-in account (SHOP-API.md part 3): a code is sent to the
// new contact, tied to the account, and the contact becomes the account's when the code comes back. Whether
// another account holds the contact is said only then (409), to someone who proved they hold it: asking for a
// code tells nothing about other accounts.
import bcrypt from "bcryptjs";
import type { User } from "@store/shared/auth";
import type { Language } from "@store/shared/language";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { badRequest, conflict, unauthorized } from "../../http-error.ts";
import { mailCode, textCode } from "./code-messages.ts";
import { BCRYPT_COST, presentUser } from "./service.ts";
import { checkCode, claimCode, issueCode } from "./verification-codes.ts";

export interface LinkRequester {
  userId: string;
  /** The client's address as the limits count it (clientAddress). */
  address: string;
  language: Language;
}

const phoneTaken = () => conflict("auth.phone_taken", "Another account has verified this mobile number");
const emailTaken = () => conflict("auth.email_taken", "An account with this email already exists");

async function accountOf(db: Database, userId: string) {
  const row = await db.user.findUnique({ where: { id: userId } });
  if (!row) throw unauthorized();
  return row;
}

/** Texts a code that adds the number to the account. */
export async function startPhoneLink(config: AppConfig, db: Database, phone: string, from: LinkRequester) {
  await accountOf(db, from.userId);
  await issueCode(
    config,
    db,
    { channel: "sms", contact: phone, purpose: "link", userId: from.userId, requestedFrom: from.address },
    (tx, code) => textCode(tx, phone, code, from.language),
  );
}

/** The number becomes the account's verified number (and its contact number); 409 when another account has it. */
export async function verifyPhoneLink(
  config: AppConfig,
  db: Database,
  body: { phone: string; code: string },
  userId: string,
): Promise<User> {
  const checked = await checkCode(config, db, {
    channel: "sms",
    contact: body.phone,
    purpose: "link",
    userId,
    code: body.code,
  });
  const holder = await db.user.findUnique({ where: { verifiedPhone: body.phone }, select: { id: true } });
  if (holder && holder.id !== userId) throw phoneTaken();
  try {
    return presentUser(
      await db.$transaction(async (tx) => {
        await claimCode(tx, checked);
        return tx.user.update({
          where: { id: userId },
          data: { verifiedPhone: body.phone, phone: body.phone },
        });
      }),
    );
  } catch (error) {
    // Two accounts verifying one number at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

const emailPresent = () =>
  badRequest(
    "auth.email_present",
    "This account already has an email. Adding one is for accounts made with a mobile number.",
  );

/** Emails a code that adds the address to an account that has none (one made with a mobile number). */
export async function startEmailLink(config: AppConfig, db: Database, email: string, from: LinkRequester) {
  const account = await accountOf(db, from.userId);
  if (account.email) throw emailPresent();
  await issueCode(
    config,
    db,
    { channel: "email", contact: email, purpose: "link", userId: from.userId, requestedFrom: from.address },
    (tx, code) => mailCode(tx, { email, name: account.name }, code, from.language),
  );
}

/**
 * The address becomes the account's email, and `password`, when the account has none yet, its password (then
 * it signs in with the email too); 409 auth.email_taken when another account has the address.
 */
export async function verifyEmailLink(
  config: AppConfig,
  db: Database,
  body: { email: string; code: string; password?: string | undefined },
  userId: string,
): Promise<User> {
  const account = await accountOf(db, userId);
  if (account.email) throw emailPresent();
  const checked = await checkCode(config, db, {
    channel: "email",
    contact: body.email,
    purpose: "link",
    userId,
    code: body.code,
  });
  if (await db.user.findUnique({ where: { email: body.email }, select: { id: true } })) throw emailTaken();
  const passwordHash =
    body.password && !account.passwordHash ? await bcrypt.hash(body.password, BCRYPT_COST) : undefined;
  try {
    return presentUser(
      await db.$transaction(async (tx) => {
        await claimCode(tx, checked);
        return tx.user.update({
          where: { id: userId },
          data: { email: body.email, ...(passwordHash ? { passwordHash } : {}) },
        });
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** PATCH /api/auth/profile: the account's settings (order texts by SMS). */
export async function updateSettings(
  db: Database,
  userId: string,
  settings: { smsUpdates?: boolean | undefined },
) {
  await accountOf(db, userId);
  return presentUser(
    await db.user.update({
      where: { id: userId },
      data: settings.smsUpdates === undefined ? {} : { smsUpdates: settings.smsUpdates },
    }),
  );
}
