-- A product archived by the admin (DELETE /api/admin/products/:id) leaves the storefront; past orders keep it.
-- A nullable column needs no table rebuild. The Product triggers (catalogue version, search) already fire on
-- every update, so archiving and restoring move the catalogue version like any other change.
ALTER TABLE "Product" ADD COLUMN "archivedAt" DATETIME;

-- The grid hides archived products (`"archivedAt" IS NULL`): the indexes its counts are read from carry the
-- column, so a filtered category's count and a plain count stay index-only (docs/PERFORMANCE.md).
DROP INDEX "Product_categorySlug_salePrice_stock_idx";
CREATE INDEX "Product_categorySlug_salePrice_stock_archivedAt_idx" ON "Product"("categorySlug", "salePrice", "stock", "archivedAt");
CREATE INDEX "Product_archivedAt_idx" ON "Product"("archivedAt");
