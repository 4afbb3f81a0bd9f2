// Accounts: registration, sign-in by password or Google, the profile and the password.
import { checkAddress } from "../locations/check-address.ts";
import bcrypt from "bcryptjs";
import { roleOf, type ProfileBody, type RegisterBody, type User } from "@store/shared/auth";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { badRequest, conflict, unauthorized } from "../../http-error.ts";
import { REVOKE_ALL_TOKENS, signToken } from "../../plugins/identity.ts";
import type { GoogleProfile } from "./google.ts";
import { mergeGuestIntoAccount } from "./merge-guest.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { mailWelcome } from "../mail/account-mail.ts";
import type { Language } from "@store/shared/language";

/** bcrypt's work factor: 2^10 rounds, about 0.1 s a hash here; never lower. */
export const BCRYPT_COST = 10;
/** Compared against when the email is unknown, so both failures take as long as each other. */
const TIMING_DUMMY_HASH = bcrypt.hashSync("not-a-real-password", BCRYPT_COST);

export interface UserRow {
  id: string;
  name: string;
  /** Null for an account made with a phone number alone. */
  email: string | null;
  phone: string;
  verifiedPhone: string | null;
  smsUpdates: boolean;
  passwordHash: string | null;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  state: string;
  district: string;
  ward: number | null;
  profilePhoto: string;
  role: string;
  disabledAt: Date | null;
  tokenVersion: number;
}

export function presentUser(row: Omit<UserRow, "disabledAt" | "tokenVersion">): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email ?? "",
    phone: row.phone,
    phoneVerified: row.verifiedPhone !== null,
    verifiedPhone: row.verifiedPhone,
    smsUpdates: row.smsUpdates,
    hasPassword: row.passwordHash !== null,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    state: row.state,
    district: row.district,
    ward: row.ward,
    profilePhoto: row.profilePhoto,
    role: roleOf(row.role),
  };
}

export interface SignedIn {
  token: string;
  user: User;
}

export async function signIn(
  config: AppConfig,
  db: Database,
  row: UserRow,
  sessionId: string | null,
): Promise<SignedIn> {
  if (sessionId) await mergeGuestIntoAccount(db, sessionId, row.id);
  const user = presentUser(row);
  return {
    token: signToken(config, { sub: user._id, role: user.role, tokenVersion: row.tokenVersion }),
    user,
  };
}

export const accountDisabled = () =>
  unauthorized("auth.account_disabled", "This account has been disabled. Please contact the store for help.");

export async function register(
  config: AppConfig,
  db: Database,
  body: RegisterBody,
  sessionId: string | null,
  ip: string,
  language: Language = "en",
): Promise<SignedIn> {
  const taken = () => conflict("auth.email_taken", "An account with this email already exists");
  // The hash comes first, so a taken email answers no sooner than a new one.
  const passwordHash = await bcrypt.hash(body.password, BCRYPT_COST);
  if (await db.user.findUnique({ where: { email: body.email }, select: { id: true } })) throw taken();
  let row: UserRow;
  try {
    row = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { name: body.name, email: body.email, passwordHash, language },
      });
      await recordAudit(tx, "account.registered", { ip, userId: created.id });
      await mailWelcome(tx, config, created);
      return created;
    });
  } catch (error) {
    // Two registrations of one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return signIn(config, db, row, sessionId);
}

export async function login(
  config: AppConfig,
  db: Database,
  credentials: { email: string; password: string },
  sessionId: string | null,
  ip: string,
): Promise<SignedIn> {
  const row = await db.user.findUnique({ where: { email: credentials.email } });
  // An unknown email (or a Google-only account) is compared against a dummy hash: the same work, the same time.
  const matches = await bcrypt.compare(credentials.password, row?.passwordHash ?? TIMING_DUMMY_HASH);
  if (!row || !row.passwordHash || !matches) {
    await recordAudit(
      db,
      "login.failed",
      { ip, userId: row?.id ?? null },
      { method: "password", email: credentials.email },
    );
    throw unauthorized("auth.invalid_credentials", "Invalid email or password");
  }
  // Said only to someone who knows the password, so it tells an outsider nothing about which emails exist.
  if (row.disabledAt) {
    await recordAudit(db, "login.failed", { ip, userId: row.id }, { method: "password", reason: "disabled" });
    throw accountDisabled();
  }
  await recordAudit(db, "login.succeeded", { ip, userId: row.id }, { method: "password" });
  return signIn(config, db, row, sessionId);
}

const googleFailed = () => unauthorized("auth.google_failed", "Google authentication failed");

/**
 * The account a Google identity (already verified: verifyGoogleCredential) signs into: the one linked to its
 * subject, else the one with its email, which it is then linked to, else a new customer's. Refused, and recorded
 * in the audit log, each with the same 401 as a bad credential so nothing tells which emails have which role:
 * - an account linked to another Google subject (Gmail addresses can be recycled);
 * - a staff or admin account through the emulator (GOOGLE_MODE=emulator signs whatever email is typed into its
 *   chooser), whatever Google subject it holds;
 * - with live Google, a staff or admin account not yet linked to this very subject: a privileged account is never
 *   linked by a sign-in; only one linked already (a customer's account linked, then promoted) signs in.
 */
export async function googleAccount(
  config: AppConfig,
  db: Database,
  profile: GoogleProfile,
  ip: string,
  language: Language = "en",
): Promise<UserRow> {
  const known =
    (await db.user.findUnique({ where: { googleSubject: profile.subject } })) ??
    (await db.user.findUnique({ where: { email: profile.email } }));
  const refuse = async (reason: string) => {
    await recordAudit(db, "login.failed", { ip, userId: known?.id ?? null }, { method: "google", reason });
    return googleFailed();
  };
  if (known?.googleSubject && known.googleSubject !== profile.subject)
    throw await refuse("linked to another Google account");
  if (known && roleOf(known.role) !== "customer") {
    if (config.google.mode === "emulator") throw await refuse("staff or admin through the Google emulator");
    if (known.googleSubject !== profile.subject)
      throw await refuse("staff or admin not linked to this Google account");
  }
  if (known?.disabledAt) {
    await recordAudit(db, "login.failed", { ip, userId: known.id }, { method: "google", reason: "disabled" });
    throw accountDisabled();
  }
  if (known) {
    return db.user.update({
      where: { id: known.id },
      data: { googleSubject: profile.subject, profilePhoto: known.profilePhoto || profile.picture },
    });
  }
  return db.$transaction(async (tx) => {
    const created = await tx.user.create({
      data: {
        name: profile.name,
        email: profile.email,
        googleSubject: profile.subject,
        profilePhoto: profile.picture,
        language,
      },
    });
    // A first Google sign-in is a registration: it is welcomed too.
    await mailWelcome(tx, config, created);
    return created;
  });
}

/** Signs in the account of a verified Google identity (googleAccount's rules), moving in the guest's cart. */
export async function signInWithGoogle(
  config: AppConfig,
  db: Database,
  profile: GoogleProfile,
  sessionId: string | null,
  ip: string,
  language: Language = "en",
): Promise<SignedIn> {
  const row = await googleAccount(config, db, profile, ip, language);
  return completeGoogleSignIn(config, db, row, sessionId, ip);
}

/** A Google sign-in past googleAccount's checks: recorded in the audit log, the guest's cart moved in, a token. */
export async function completeGoogleSignIn(
  config: AppConfig,
  db: Database,
  row: UserRow,
  sessionId: string | null,
  ip: string,
): Promise<SignedIn> {
  await recordAudit(db, "login.succeeded", { ip, userId: row.id }, { method: "google" });
  return signIn(config, db, row, sessionId);
}

/** The signed-in user's account; a token for an account that no longer exists is no sign-in at all. */
export async function findAccount(db: Database, userId: string): Promise<User> {
  const row = await db.user.findUnique({ where: { id: userId } });
  if (!row) throw unauthorized();
  return presentUser(row);
}

/** `language`: the language the profile was saved in, kept for the emails that follow (when the request states one). */
export async function updateProfile(
  db: Database,
  userId: string,
  profile: ProfileBody,
  language?: Language,
): Promise<User> {
  const account = await findAccount(db, userId);
  return presentUser(
    await db.user.update({
      where: { id: userId },
      data: { ...profilePlace(account, profile), ...(language ? { language } : {}) },
    }),
  );
}

/**
 * The profile's address as it is kept. A Nepal address with a district is held to the checkout's places (it is
 * offered there again): each name as the dataset spells it, a 400 for a district outside its province and the
 * like. A client that moves the address (country, state or city) without naming a district, such as a plain
 * profile page with its free-text city, leaves the district and ward behind: they no longer describe it.
 */
function profilePlace(account: User, profile: ProfileBody): ProfileBody {
  const moved = (["country", "state", "city"] as const).some(
    (name) => profile[name] !== undefined && profile[name] !== account[name],
  );
  if (profile.district === undefined && moved) return { ...profile, district: "", ward: null };
  const place = { ...account, ...profile, ward: profile.ward === undefined ? account.ward : profile.ward };
  if (place.country !== "Nepal" || !place.district) return profile;
  const checked = checkAddress(place, "");
  return {
    ...profile,
    state: checked.state,
    city: checked.city,
    district: checked.district,
    ward: checked.ward,
  };
}

/**
 * Changes the password and signs out every sign-in made before (someone who knew the old password may hold one):
 * answers a fresh token, under the account's new tokenVersion, for the browser that made the change.
 */
export async function changePassword(
  config: AppConfig,
  db: Database,
  userId: string,
  passwords: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<string> {
  const row = await db.user.findUnique({ where: { id: userId } });
  if (!row) throw unauthorized();
  if (!row.passwordHash)
    throw badRequest(
      "auth.no_password",
      "This account signs in with Google and has no password to change: sign in with Google instead",
    );
  if (!(await bcrypt.compare(passwords.currentPassword, row.passwordHash))) {
    throw badRequest("auth.wrong_current_password", "Current password is incorrect", [
      { field: "currentPassword", message: "Current password is incorrect" },
    ]);
  }
  const passwordHash = await bcrypt.hash(passwords.newPassword, BCRYPT_COST);
  const [changed] = await db.$transaction([
    db.user.update({ where: { id: userId }, data: { passwordHash, ...REVOKE_ALL_TOKENS } }),
    recordAudit(db, "account.password_changed", { ip, userId }),
  ]);
  return signToken(config, {
    sub: changed.id,
    role: roleOf(changed.role),
    tokenVersion: changed.tokenVersion,
  });
}
