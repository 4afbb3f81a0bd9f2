// The admin's side of discount codes (admins only): the list with usage, creating and changing a code. Every
// change is in the audit log, written in the change's own transaction.
import type { AdminDiscount, AdminDiscountCreate, AdminDiscountPatch } from "@store/shared/admin/discounts";
import { discountTermsIssue } from "@store/shared/admin/discounts";
import type { DiscountType } from "@store/shared/pricing";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { badRequest, conflict, notFound } from "../../http-error.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";

type DiscountRow = NonNullable<Awaited<ReturnType<Database["discountCode"]["findUnique"]>>>;

/** The terms in the audit log: what the code does, never who used it. */
const auditTerms = (row: DiscountRow) => ({
  code: row.code,
  type: row.type,
  value: row.value,
  minSubtotal: row.minSubtotal,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  active: row.active,
});

/** A code as the admin reads it: its terms, how many orders hold it, and when it was made and changed. */
export function presentDiscount(row: DiscountRow): AdminDiscount {
  return {
    _id: row.id,
    ...auditTerms(row),
    type: row.type as DiscountType,
    timesUsed: row.timesUsed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const discountNotFound = () => notFound("discount.not_found", "Discount code not found");
const codeTaken = (code: string) =>
  conflict("discount.code_taken", `A discount code named ${code} already exists`);

/** Every code, newest first, with how many orders hold it now. */
export async function listDiscounts(db: Database): Promise<AdminDiscount[]> {
  const rows = await db.discountCode.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(presentDiscount);
}

const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** A free-shipping code has no value of its own: stored as 0 whatever was sent. */
const valueFor = (type: string, value: number) => (type === "free_shipping" ? 0 : value);

export async function createDiscount(
  db: Database,
  body: AdminDiscountCreate,
  admin: AuditContext,
): Promise<AdminDiscount> {
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.discountCode.create({
        data: {
          code: body.code,
          type: body.type,
          value: valueFor(body.type, body.value),
          minSubtotal: body.minSubtotal,
          startsAt: date(body.startsAt),
          endsAt: date(body.endsAt),
          usageLimit: body.usageLimit,
          perCustomerLimit: body.perCustomerLimit,
          active: body.active,
        },
      });
      await recordAudit(tx, "admin.discount_created", admin, {
        discountId: created.id,
        ...auditTerms(created),
      });
      return created;
    });
    return presentDiscount(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(body.code);
    throw error;
  }
}

export async function changeDiscount(
  db: Database,
  id: string,
  patch: AdminDiscountPatch,
  admin: AuditContext,
): Promise<AdminDiscount> {
  try {
    const row = await db.$transaction(async (tx) => {
      const before = await tx.discountCode.findUnique({ where: { id } });
      if (!before) throw discountNotFound();
      const type = patch.type ?? before.type;
      const value = patch.value ?? before.value;
      const startsAt =
        patch.startsAt === undefined ? (before.startsAt?.toISOString() ?? null) : patch.startsAt;
      const endsAt = patch.endsAt === undefined ? (before.endsAt?.toISOString() ?? null) : patch.endsAt;
      // The rules across fields hold for the code as it will stand, the stored fields filling in the rest.
      const issue = discountTermsIssue({ type: type as DiscountType, value, startsAt, endsAt });
      if (issue)
        throw badRequest("validation.invalid", issue.message, [
          { field: issue.path, message: issue.message },
        ]);
      const after = await tx.discountCode.update({
        where: { id },
        data: {
          code: patch.code,
          type,
          value: valueFor(type, value),
          minSubtotal: patch.minSubtotal,
          startsAt: date(patch.startsAt),
          endsAt: date(patch.endsAt),
          usageLimit: patch.usageLimit,
          perCustomerLimit: patch.perCustomerLimit,
          active: patch.active,
        },
      });
      await recordAudit(tx, "admin.discount_changed", admin, {
        discountId: id,
        before: JSON.stringify(auditTerms(before)),
        after: JSON.stringify(auditTerms(after)),
      });
      return after;
    });
    return presentDiscount(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(patch.code ?? "");
    throw error;
  }
}
