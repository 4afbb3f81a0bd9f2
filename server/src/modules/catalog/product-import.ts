// The import of a CSV file in the export's format (docs/guides/admin.md), matched by sku: planned and checked
// (product-import-plan.ts) inside the transaction that writes it, so that what was checked is what is written;
// a dry run or any fault writes nothing.
import type { ProductImportResult } from "@store/shared/admin/products";
import type { Database } from "../../db/client.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { applyPlan, TRANSACTION_OPTIONS } from "./apply-product-plan.ts";
import { planImport } from "./product-import-plan.ts";

/** Imports a CSV file (see the route's description). */
export async function importProductsCsv(
  db: Database,
  text: string,
  dryRun: boolean,
  admin: AuditContext,
): Promise<ProductImportResult> {
  if (dryRun) {
    const planned = await planImport(db, text);
    return {
      created: planned.created,
      updated: planned.updated,
      errors: planned.errors,
      dryRun,
      written: false,
    };
  }
  const planned = await db.$transaction(
    async (tx) => {
      const result = await planImport(tx, text);
      if (result.errors.length > 0) return result;
      const newSlugs = new Set<string>();
      for (const plan of result.plans) {
        if (plan.id === undefined) {
          plan.description = "";
          plan.specifications = {};
          plan.images = [];
          plan.featured = false;
          newSlugs.add(plan.slug);
        }
        await applyPlan(tx, plan, "CSV import");
      }
      if (result.created + result.updated > 0)
        await recordAudit(tx, "admin.products_imported", admin, {
          created: result.created,
          updated: result.updated,
          products: result.plans.length,
          newProducts: [...newSlugs].join(", "),
        });
      return result;
    },
    { maxWait: TRANSACTION_OPTIONS.maxWait, timeout: 120_000 },
  );
  return {
    created: planned.created,
    updated: planned.updated,
    errors: planned.errors,
    dryRun,
    written: planned.errors.length === 0,
  };
}
