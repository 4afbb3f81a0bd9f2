// Accounts for the merchant's side, made from the command line (npm run admin:create): a new staff member or
// admin with a password, or an existing account given that role. The same rules as a registration (the shared
// email and password schemas, bcrypt at the store's cost), so a made account signs in like any other.
import bcrypt from "bcryptjs";
import { z } from "zod";
import { emailSchema, newPasswordSchema, type Role } from "@store/shared/auth";
import type { Database } from "../../db/client.ts";
import { BCRYPT_COST } from "./service.ts";

export const staffAccountSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, "Name is required").max(101, "Name must be at most 101 characters"),
  role: z.enum(["staff", "admin"], { error: "Role must be staff or admin" }),
  password: newPasswordSchema,
});

export type StaffAccount = z.input<typeof staffAccountSchema>;

/**
 * Makes the account, or gives an existing one the role (its password and name stay: the person already has an
 * account). Answers what was done.
 */
export async function createStaffAccount(
  db: Database,
  input: StaffAccount,
): Promise<{ action: "created" | "promoted"; email: string; role: Role }> {
  const account = staffAccountSchema.parse(input);
  const existing = await db.user.findUnique({ where: { email: account.email }, select: { id: true } });
  if (existing) {
    await db.user.update({ where: { id: existing.id }, data: { role: account.role } });
    return { action: "promoted", email: account.email, role: account.role };
  }
  const passwordHash = await bcrypt.hash(account.password, BCRYPT_COST);
  await db.user.create({
    data: { email: account.email, name: account.name, role: account.role, passwordHash },
  });
  return { action: "created", email: account.email, role: account.role };
}
