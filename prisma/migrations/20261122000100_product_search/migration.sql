-- Full-text search over products (SQLite FTS5): name, brand, category and the description without its
-- markup. Prefix indexes make "iph" find iPhones cheaply. Triggers keep it in step with the products table.
CREATE VIRTUAL TABLE "ProductSearch" USING fts5(
  "productId" UNINDEXED,
  name,
  brand,
  category,
  description,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);

CREATE TRIGGER "Product_search_insert" AFTER INSERT ON "Product" BEGIN
  INSERT INTO "ProductSearch" ("productId", name, brand, category, description)
  SELECT new.id, new.name, b.name, c.name, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.description, '<p>', ' '), '</p>', ' '), '<ul>', ' '), '</ul>', ' '), '<li>', ' '), '</li>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<h3>', ' '), '</h3>', ' '), '<ol>', ' '), '</ol>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' ')
  FROM "Brand" b, "Category" c WHERE b.id = new."brandId" AND c.slug = new."categorySlug";
END;

CREATE TRIGGER "Product_search_update" AFTER UPDATE OF name, description, "brandId", "categorySlug" ON "Product" BEGIN
  DELETE FROM "ProductSearch" WHERE "productId" = old.id;
  INSERT INTO "ProductSearch" ("productId", name, brand, category, description)
  SELECT new.id, new.name, b.name, c.name, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.description, '<p>', ' '), '</p>', ' '), '<ul>', ' '), '</ul>', ' '), '<li>', ' '), '</li>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<h3>', ' '), '</h3>', ' '), '<ol>', ' '), '</ol>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' ')
  FROM "Brand" b, "Category" c WHERE b.id = new."brandId" AND c.slug = new."categorySlug";
END;

CREATE TRIGGER "Product_search_delete" AFTER DELETE ON "Product" BEGIN
  DELETE FROM "ProductSearch" WHERE "productId" = old.id;
END;

CREATE TRIGGER "Brand_search_rename" AFTER UPDATE OF name ON "Brand" BEGIN
  UPDATE "ProductSearch" SET brand = new.name
  WHERE "productId" IN (SELECT id FROM "Product" WHERE "brandId" = new.id);
END;

CREATE TRIGGER "Category_search_rename" AFTER UPDATE OF name ON "Category" BEGIN
  UPDATE "ProductSearch" SET category = new.name
  WHERE "productId" IN (SELECT id FROM "Product" WHERE "categorySlug" = new.slug);
END;
