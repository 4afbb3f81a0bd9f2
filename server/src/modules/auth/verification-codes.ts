// Six-digit codes sent by SMS or email (SHOP-API.md part 3, "Phone numbers and SMS"): to sign in with a mobile
// number, and to add a number or an email to an account. Every rule is counted in the database, so it holds
// across replicas:
// - a code lives CODE_LIFETIME_MINUTES, works once (claimed by a guarded update) and ends after CODE_MAX_TRIES
//   tries (each try counted by a guarded update, so parallel guesses on any replicas cannot exceed them);
// - a contact gets a new code only CODE_RESEND_SECONDS after the last, at most CODES_PER_CONTACT_PER_HOUR an
//   hour, and an address may ask for CODES_PER_ADDRESS_PER_HOUR an hour (429 with Retry-After);
// - a new code ends the contact's earlier unused ones for the same purpose (and account).
// Only an HMAC-SHA256 of the code is kept, keyed with the server's secret: a code has only a million values, so
// a plain SHA-256 in a copy of the database would give every live code away in a second; without the secret,
// the hashes tell nothing. The code itself is only ever in the message and in the shopper's POST body.
import crypto from "node:crypto";
import {
  CODE_LIFETIME_MINUTES,
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODES_PER_CONTACT_PER_HOUR,
} from "@store/shared/phone-auth";
import type { AppConfig } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { badRequest, HttpError } from "../../http-error.ts";

/** Codes one client address (an IPv6 address as its /64) may ask for in an hour, over every number and email. */
export const CODES_PER_ADDRESS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;

export type CodeChannel = "sms" | "email";
export type CodePurpose = "sign_in" | "link";

export interface CodeRequest {
  channel: CodeChannel;
  /** An E.164 number or a lower-cased email. */
  contact: string;
  purpose: CodePurpose;
  /** The signed-in account a link code belongs to; null for a sign-in code. */
  userId: string | null;
  /** The client's address as the limits count it (clientAddress). */
  requestedFrom: string;
}

/** A fresh code: six digits, every value as likely (crypto.randomInt). */
export const newCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");

export const hashCode = (config: AppConfig, code: string): string =>
  crypto.createHmac("sha256", config.jwt.secret).update(code).digest("hex");

const sameHash = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** 429 with Retry-After (whole seconds, at least 1): the route sets the header (sendingCode in code-routes.ts). */
export class CodeRateLimited extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number, message: string) {
    super(429, "rate_limited", message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

const codeExpired = () =>
  badRequest("auth.code_expired", "This code has expired or was used. Please ask for a new code.");
const codeInvalid = () =>
  badRequest("auth.code_invalid", "That code is not right. Check the message and try again.", [
    { field: "code", message: "That code is not right" },
  ]);

/**
 * Issues a code when the limits allow and hands it, with a transaction, to `send` (which queues the message),
 * or throws CodeRateLimited. The row is written first, with an expiry in the past (no try can match it yet), and
 * then the limits are counted with it in place: of requests racing on any replicas, the last to write always
 * sees the others, so no more than a limit's worth can pass. A refused row is deleted.
 */
export async function issueCode(
  config: AppConfig,
  db: Database,
  request: CodeRequest,
  send: (tx: Transaction, code: string) => Promise<void>,
  now = new Date(),
): Promise<void> {
  const code = newCode();
  const pending = await db.verificationCode.create({
    data: {
      channel: request.channel,
      contact: request.contact,
      purpose: request.purpose,
      userId: request.userId,
      codeHash: hashCode(config, code),
      expiresAt: new Date(0),
      requestedFrom: request.requestedFrom,
      createdAt: now,
    },
  });
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const others = { id: { not: pending.id }, createdAt: { gt: hourAgo } };
  const refuse = async (retryAfterMs: number, message: string) => {
    await db.verificationCode.delete({ where: { id: pending.id } });
    return new CodeRateLimited(retryAfterMs, message);
  };
  const forContact = await db.verificationCode.findMany({
    where: { ...others, channel: request.channel, contact: request.contact },
    select: { createdAt: true },
    orderBy: { createdAt: "asc" },
  });
  const latest = forContact.at(-1);
  const resendAt = latest ? latest.createdAt.getTime() + CODE_RESEND_SECONDS * 1000 : 0;
  if (latest && resendAt > now.getTime())
    throw await refuse(
      resendAt - now.getTime(),
      `A code was sent a moment ago. You can ask for a new one after ${CODE_RESEND_SECONDS} seconds.`,
    );
  if (forContact.length >= CODES_PER_CONTACT_PER_HOUR) {
    const oldest = forContact[forContact.length - CODES_PER_CONTACT_PER_HOUR]!;
    throw await refuse(
      oldest.createdAt.getTime() + HOUR_MS - now.getTime(),
      "Too many codes were sent to this contact. Please try again later.",
    );
  }
  const fromAddress = await db.verificationCode.findMany({
    where: { ...others, requestedFrom: request.requestedFrom },
    select: { createdAt: true },
    orderBy: { createdAt: "asc" },
  });
  if (fromAddress.length >= CODES_PER_ADDRESS_PER_HOUR) {
    const oldest = fromAddress[fromAddress.length - CODES_PER_ADDRESS_PER_HOUR]!;
    throw await refuse(
      oldest.createdAt.getTime() + HOUR_MS - now.getTime(),
      "Too many codes were asked for from this network. Please try again later.",
    );
  }
  await db.$transaction(async (tx) => {
    // A new code ends the earlier unused ones it replaces: the contact's, for the same purpose and account.
    await tx.verificationCode.updateMany({
      where: {
        channel: request.channel,
        contact: request.contact,
        purpose: request.purpose,
        userId: request.userId,
        id: { not: pending.id },
        usedAt: null,
        expiresAt: { gt: now },
      },
      data: { expiresAt: now },
    });
    await tx.verificationCode.update({
      where: { id: pending.id },
      data: { expiresAt: new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000) },
    });
    await send(tx, code);
  });
}

export interface CodeTry {
  channel: CodeChannel;
  contact: string;
  purpose: CodePurpose;
  /** A link code counts only for the account it was sent for. */
  userId: string | null;
  code: string;
}

/** A code checked right: its row, still unused, ready to be claimed (or its try given back). */
export interface CheckedCode {
  id: string;
}

/**
 * Checks a code against the contact's live one, counting the try first (a guarded update: no more than
 * CODE_MAX_TRIES tries are ever counted). 400 auth.code_expired when there is no live code (expired, used, ended
 * by a newer one, or out of tries), auth.code_invalid for a wrong code. The code is not used up yet: claimCode
 * does that, in the transaction of what it allows.
 */
export async function checkCode(
  config: AppConfig,
  db: Database,
  attempt: CodeTry,
  now = new Date(),
): Promise<CheckedCode> {
  const live = await db.verificationCode.findFirst({
    where: {
      channel: attempt.channel,
      contact: attempt.contact,
      purpose: attempt.purpose,
      userId: attempt.userId,
      usedAt: null,
      expiresAt: { gt: now },
    },
    orderBy: { createdAt: "desc" },
  });
  if (!live) throw codeExpired();
  const counted = await db.verificationCode.updateMany({
    where: { id: live.id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: CODE_MAX_TRIES } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count !== 1) throw codeExpired();
  if (!sameHash(live.codeHash, hashCode(config, attempt.code))) throw codeInvalid();
  return { id: live.id };
}

/**
 * Gives back the try of a right code that could not be used yet (a new account's names missing): knowing the
 * code proves the contact is the shopper's, so they may send it again with what was missing.
 */
export async function returnTry(db: Database, checked: CheckedCode): Promise<void> {
  await db.verificationCode.updateMany({
    where: { id: checked.id, usedAt: null, attempts: { gt: 0 } },
    data: { attempts: { decrement: 1 } },
  });
}

/** Uses the code up, once: of two requests with one code, on any replicas, exactly one update matches. */
export async function claimCode(
  tx: Transaction | Database,
  checked: CheckedCode,
  now = new Date(),
): Promise<void> {
  const claimed = await tx.verificationCode.updateMany({
    where: { id: checked.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) throw codeExpired();
}
