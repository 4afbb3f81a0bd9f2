// One-time sign-in codes: how a Google sign-in reaches the browser that started it with no token in an address
// (docs/DIFFERENCES.md). Google posts its ID token to the store's callback; the store checks it and the
// account, then sends the browser to /auth/callback with a random code bound to the state the browser made,
// and only the browser holding that state trades the code for a sign-in. Only hashes are kept (SignInCode): a
// copy of the database opens no account. A code works once (claimed by a guarded update) and for
// SIGN_IN_CODE_SECONDS.
import crypto from "node:crypto";
import type { Database } from "../../db/client.ts";
import { unauthorized } from "../../http-error.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { stateHash } from "./google.ts";
import { accountDisabled, type UserRow } from "./service.ts";

/** Long enough for a slow phone to load /auth/callback and ask; short enough that a leaked code is soon dead. */
export const SIGN_IN_CODE_SECONDS = 120;

const hashCode = (code: string) => crypto.createHash("sha256").update(code).digest("hex");

/** A new code for the account, bound to the state's hash; answers the code itself (never stored). */
export async function issueSignInCode(
  db: Database,
  userId: string,
  state: string,
  now = new Date(),
): Promise<string> {
  const code = crypto.randomBytes(32).toString("base64url");
  // Ended codes are kept a while (an expired one is told apart from an unknown one), then swept with the other
  // spent codes (SPENT_CODE_RETENTION, jobs/sweeps.ts).
  await db.signInCode.create({
    data: {
      codeHash: hashCode(code),
      stateHash: stateHash(state),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_SECONDS * 1000),
    },
  });
  return code;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The account a code signs into, once: refused (401, recorded) for an unknown code or another state (one code
 * for both, so a code alone tells nothing), a used one and an expired one; a disabled account as at any sign-in.
 */
export async function redeemSignInCode(
  db: Database,
  body: { code: string; state: string },
  ip: string,
  now = () => new Date(),
): Promise<UserRow> {
  const found = await db.signInCode.findUnique({ where: { codeHash: hashCode(body.code) } });
  const refuse = async (
    code: "auth.sign_in_code_invalid" | "auth.sign_in_code_used" | "auth.sign_in_code_expired",
    reason: string,
  ) => {
    await recordAudit(
      db,
      "login.failed",
      { ip, userId: found?.userId ?? null },
      { method: "google", reason },
    );
    return unauthorized(code, "This sign-in has expired or was already used. Please sign in again.");
  };
  if (!found || !sameHash(found.stateHash, stateHash(body.state)))
    throw await refuse("auth.sign_in_code_invalid", "sign-in code unknown or for another state");
  if (found.usedAt) throw await refuse("auth.sign_in_code_used", "sign-in code used already");
  const at = now();
  if (found.expiresAt.getTime() <= at.getTime())
    throw await refuse("auth.sign_in_code_expired", "sign-in code expired");
  const account = await db.user.findUnique({ where: { id: found.userId } });
  if (!account) throw await refuse("auth.sign_in_code_invalid", "sign-in code for a deleted account");
  if (account.disabledAt) {
    await recordAudit(
      db,
      "login.failed",
      { ip, userId: account.id },
      { method: "google", reason: "disabled" },
    );
    throw accountDisabled();
  }
  // The claim: of two exchanges of one code, exactly one update matches.
  const claimed = await db.signInCode.updateMany({
    where: { id: found.id, usedAt: null, expiresAt: { gt: at } },
    data: { usedAt: at },
  });
  if (claimed.count !== 1) throw await refuse("auth.sign_in_code_used", "sign-in code used already");
  return account;
}
