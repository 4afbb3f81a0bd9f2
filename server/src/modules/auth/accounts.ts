// The merchant's view of accounts (GET/PATCH /api/admin/customers): the list with what each ordered and spent,
// one account with its orders, and the admin's change of an account: disabling it (it cannot sign in and every
// token it holds stops working at once, on every replica) or giving it another role.
import { normaliseNepaliMobile } from "@store/shared/phone";
import type {
  AdminCustomer,
  AdminCustomerListQuery,
  AdminCustomerPatch,
  CustomerOrderSummary,
} from "@store/shared/admin/customers";
import { roleOf } from "@store/shared/auth";
import type { Prisma } from "../../generated/prisma/client.ts";
import { dialectOf, type Database } from "../../db/client.ts";
import { conflict, notFound } from "../../http-error.ts";
import { REVOKE_ALL_TOKENS } from "../../plugins/identity.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { orderCountByAccount, ordersOfAccount } from "../orders/order-stats.ts";
import { spentByAccount } from "../payments/revenue.ts";
import { presentUser } from "./service.ts";
import { newestFirst, readPage } from "../../db/page.ts";

const ACCOUNT_SELECT = {
  id: true,
  name: true,
  email: true,
  phone: true,
  verifiedPhone: true,
  smsUpdates: true,
  passwordHash: true,
  address: true,
  city: true,
  postalCode: true,
  country: true,
  state: true,
  district: true,
  ward: true,
  profilePhoto: true,
  role: true,
  disabledAt: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

type AccountRow = Prisma.UserGetPayload<{ select: typeof ACCOUNT_SELECT }>;

/** Accounts with their order counts and spending: two aggregate queries for the whole page. */
async function withTotals(db: Database, rows: AccountRow[]): Promise<AdminCustomer[]> {
  const ids = rows.map((row) => row.id);
  const [orderCounts, spent] = await Promise.all([orderCountByAccount(db, ids), spentByAccount(db, ids)]);
  return rows.map((row) => ({
    ...presentUser(row),
    orderCount: orderCounts.get(row.id) ?? 0,
    totalSpent: spent.get(row.id) ?? 0,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Part of a name, email or phone number, matched without regard to case on both databases. A Nepali mobile
 * number typed in any form (98…, +977 98…, 977-98…) also finds the account that verified it and the profile
 * numbers written either way; digits typed find numbers holding them.
 */
function searchFilter(db: Database, search: string | undefined): Prisma.UserWhereInput {
  const term = search?.trim();
  if (!term) return {};
  // SQLite's LIKE ignores ASCII case already; PostgreSQL's needs `mode`, which only its client's types know.
  const contains = (
    dialectOf(db) === "postgresql" ? { contains: term, mode: "insensitive" } : { contains: term }
  ) as Prisma.StringFilter;
  const mobile = normaliseNepaliMobile(term);
  const digits = term.replace(/\D/g, "");
  const phones: Prisma.UserWhereInput[] = mobile
    ? [{ verifiedPhone: mobile }, { phone: { contains: mobile.slice(4) } }]
    : digits.length >= 3
      ? [{ verifiedPhone: { contains: digits } }, { phone: { contains: digits } }]
      : [];
  return {
    OR: [{ name: contains }, { email: { contains: term.toLowerCase() } }, { phone: contains }, ...phones],
  };
}

/** Every account (customers, staff and admins), newest first, a page at a time. */
export async function listAccounts(db: Database, query: AdminCustomerListQuery) {
  const where = searchFilter(db, query.search);
  const { rows, ...place } = await readPage(
    query,
    () => db.user.count({ where }),
    (window) => db.user.findMany({ where, orderBy: newestFirst(), ...window, select: ACCOUNT_SELECT }),
  );
  return { customers: await withTotals(db, rows), ...place };
}

async function accountRow(db: Pick<Database, "user">, id: string): Promise<AccountRow> {
  const row = await db.user.findUnique({ where: { id }, select: ACCOUNT_SELECT });
  if (!row) throw notFound("customer.not_found", "Customer not found");
  return row;
}

export async function findAccountForAdmin(
  db: Database,
  id: string,
): Promise<{ customer: AdminCustomer; orders: CustomerOrderSummary[] }> {
  const row = await accountRow(db, id);
  const [[customer], orders] = await Promise.all([withTotals(db, [row]), ordersOfAccount(db, row.id)]);
  return { customer: customer!, orders };
}

/**
 * An admin disables or re-enables an account or changes its role. Disabling also revokes every token the
 * account holds (tokenVersion): re-enabling lets it sign in again but revives none of them. An admin cannot
 * disable or demote themselves, so the store always keeps the admin who is acting. Audited with the before and
 * after, in the change's own transaction; a request that changes nothing writes nothing.
 */
export async function changeAccount(
  db: Database,
  id: string,
  patch: AdminCustomerPatch,
  admin: AuditContext,
): Promise<{ customer: AdminCustomer; changed: boolean }> {
  if (admin.userId === id) {
    if (patch.disabled === true)
      throw conflict("customer.cannot_disable_self", "You cannot disable your own account");
    if (patch.role !== undefined && patch.role !== "admin")
      throw conflict("customer.cannot_demote_self", "You cannot remove the admin role from your own account");
  }
  const changed = await db.$transaction(async (tx) => {
    const before = await accountRow(tx, id);
    const wasDisabled = before.disabledAt !== null;
    const disable = patch.disabled ?? wasDisabled;
    const role = patch.role ?? roleOf(before.role);
    if (disable === wasDisabled && role === before.role) return false;
    await tx.user.update({
      where: { id },
      data: {
        role,
        ...(disable === wasDisabled
          ? {}
          : disable
            ? { disabledAt: new Date(), ...REVOKE_ALL_TOKENS }
            : { disabledAt: null }),
      },
    });
    await recordAudit(tx, "admin.customer_changed", admin, {
      customerId: id,
      email: before.email,
      disabledBefore: wasDisabled,
      disabledAfter: disable,
      roleBefore: before.role,
      roleAfter: role,
    });
    return true;
  });
  const [customer] = await withTotals(db, [await accountRow(db, id)]);
  return { customer: customer!, changed };
}
