-- A product archived by the admin (DELETE /api/admin/products/:id) leaves the storefront; past orders keep it.
-- A nullable column needs no table rebuild. The Product triggers (catalogue version, search) already fire on
-- every update, so archiving and restoring move the catalogue version like any other change.
ALTER TABLE "Product" ADD COLUMN "archivedAt" DATETIME;
