-- Catalogue speed: a version number that every change to what the catalogue shows moves on (the server keeps
-- whole catalogue answers in memory for as long as it stands still), and indexes that answer the grid's counts
-- from the index alone.

CREATE TABLE "CatalogueVersion" (
  "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
  "version" INTEGER NOT NULL
);
INSERT INTO "CatalogueVersion" ("id", "version") VALUES (1, 1);

CREATE TRIGGER "Product_version_insert" AFTER INSERT ON "Product" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Product_version_update" AFTER UPDATE ON "Product" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Product_version_delete" AFTER DELETE ON "Product" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Brand_version_insert" AFTER INSERT ON "Brand" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Brand_version_update" AFTER UPDATE ON "Brand" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Brand_version_delete" AFTER DELETE ON "Brand" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Category_version_insert" AFTER INSERT ON "Category" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Category_version_update" AFTER UPDATE ON "Category" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Category_version_delete" AFTER DELETE ON "Category" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Subcategory_version_insert" AFTER INSERT ON "Subcategory" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Subcategory_version_update" AFTER UPDATE ON "Subcategory" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Subcategory_version_delete" AFTER DELETE ON "Subcategory" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Review_version_insert" AFTER INSERT ON "Review" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Review_version_update" AFTER UPDATE ON "Review" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Review_version_delete" AFTER DELETE ON "Review" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

-- The grid's filters (category, stock, price) and its price sorts from one index: a count of a filtered
-- category reads no table rows.
DROP INDEX "Product_categorySlug_salePrice_idx";
CREATE INDEX "Product_categorySlug_salePrice_stock_idx" ON "Product"("categorySlug", "salePrice", "stock");
