-- Catalogue speed: a version number that every change to what the catalogue shows moves on (the server keeps
-- whole catalogue answers in memory for as long as it stands still), indexes that answer the grid's counts
-- from the index alone, and a search index with prefixes of 1 to 5 letters.

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

-- A category's bestsellers in order, without sorting the whole category.
CREATE INDEX "Product_categorySlug_soldCount_idx" ON "Product"("categorySlug", "soldCount");

-- The search index again, with prefix indexes of 1 to 5 letters (was 2 to 4). A prefix without its own index
-- makes FTS5 merge the lists of every word that starts with it before it can stop at a limit: "nepal" (in
-- almost every description) or the "s" of "galaxy s" took 15-30 ms over 100,000 products, 2-5 ms with these.
-- The triggers of 20261122000100_product_search keep writing it (they name the table, not its definition).
DROP TABLE "ProductSearch";
CREATE VIRTUAL TABLE "ProductSearch" USING fts5(
  "productId" UNINDEXED,
  name,
  brand,
  category,
  description,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3 4 5'
);
INSERT INTO "ProductSearch" ("productId", name, brand, category, description)
SELECT p.id, p.name, b.name, c.name, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.description, '<p>', ' '), '</p>', ' '), '<ul>', ' '), '</ul>', ' '), '<li>', ' '), '</li>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<h3>', ' '), '</h3>', ' '), '<ol>', ' '), '</ol>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' ')
FROM "Product" p JOIN "Brand" b ON b.id = p."brandId" JOIN "Category" c ON c.slug = p."categorySlug";
