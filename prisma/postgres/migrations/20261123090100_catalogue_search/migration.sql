-- PostgreSQL's part of what prisma/migrations/20261122000100_product_search and 20261123000000_catalogue_speed
-- do on SQLite, written by hand (neither is in the data model): the search table with a weighted tsvector under a
-- GIN index and the triggers that keep it in step with the products, and the CatalogueVersion row with the
-- triggers that move it on with every change to the catalogue. The catalogue_speed indexes are in the data model
-- (20261123090000_init has them).

-- Search text as SQLite's FTS5 unicode61 tokenizer with remove_diacritics sees it: lower case, no accents, no
-- stop words, no stemming. "simple" lower-cases; unaccent removes the accents (a trusted extension: the
-- database's owner may create it).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE TEXT SEARCH CONFIGURATION "store_search" (COPY = pg_catalog.simple);
ALTER TEXT SEARCH CONFIGURATION "store_search"
  ALTER MAPPING FOR word, numword, hword, hword_part, numhword, hword_numpart WITH unaccent, simple;

-- A description without the markup the catalogue uses, as the SQLite triggers strip it.
CREATE FUNCTION "product_search_description"(description text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(description, '<(/?(p|ul|li|strong|em|h3|ol|b|i)|br|br/|br /)>', ' ', 'g')
$$;

-- Text as words the way FTS5 splits them: every ASCII character that is neither a letter nor a digit separates
-- words. Without this PostgreSQL's parser would keep "apple.com", "2.5" or "a@b.c" as one token, which the
-- shopper's "com" or "5" would not find.
CREATE FUNCTION "product_search_words"(text text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(text, '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g')
$$;

-- One row per product: the texts a search looks in (what the server weighs relevance by) and the document the
-- GIN index holds, each part weighted by where its words come from (name A, brand B, category C, description
-- D), computed by the database from the texts.
CREATE TABLE "ProductSearch" (
  "productId" TEXT NOT NULL PRIMARY KEY,
  name TEXT NOT NULL,
  brand TEXT NOT NULL,
  category TEXT NOT NULL,
  description TEXT NOT NULL,
  "document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('store_search', "product_search_words"(name)), 'A') ||
    setweight(to_tsvector('store_search', "product_search_words"(brand)), 'B') ||
    setweight(to_tsvector('store_search', "product_search_words"(category)), 'C') ||
    setweight(to_tsvector('store_search', "product_search_words"(description)), 'D')
  ) STORED
);
CREATE INDEX "ProductSearch_document_idx" ON "ProductSearch" USING GIN ("document");

CREATE FUNCTION "product_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ProductSearch" ("productId", name, brand, category, description)
  SELECT NEW.id, NEW.name, b.name, c.name, "product_search_description"(NEW.description)
  FROM "Brand" b, "Category" c WHERE b.id = NEW."brandId" AND c.slug = NEW."categorySlug";
  RETURN NULL;
END;
$$;

CREATE FUNCTION "product_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ProductSearch" WHERE "productId" = OLD.id;
  INSERT INTO "ProductSearch" ("productId", name, brand, category, description)
  SELECT NEW.id, NEW.name, b.name, c.name, "product_search_description"(NEW.description)
  FROM "Brand" b, "Category" c WHERE b.id = NEW."brandId" AND c.slug = NEW."categorySlug";
  RETURN NULL;
END;
$$;

CREATE FUNCTION "product_search_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ProductSearch" WHERE "productId" = OLD.id;
  RETURN NULL;
END;
$$;

CREATE FUNCTION "brand_search_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ProductSearch" SET brand = NEW.name
  WHERE "productId" IN (SELECT id FROM "Product" WHERE "brandId" = NEW.id);
  RETURN NULL;
END;
$$;

CREATE FUNCTION "category_search_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ProductSearch" SET category = NEW.name
  WHERE "productId" IN (SELECT id FROM "Product" WHERE "categorySlug" = NEW.slug);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_search_insert" AFTER INSERT ON "Product"
  FOR EACH ROW EXECUTE FUNCTION "product_search_insert"();
-- Only when a searched column really changed: a sale's stock update leaves the index alone.
CREATE TRIGGER "Product_search_update" AFTER UPDATE OF name, description, "brandId", "categorySlug" ON "Product"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
        OR OLD."brandId" IS DISTINCT FROM NEW."brandId" OR OLD."categorySlug" IS DISTINCT FROM NEW."categorySlug")
  EXECUTE FUNCTION "product_search_update"();
CREATE TRIGGER "Product_search_delete" AFTER DELETE ON "Product"
  FOR EACH ROW EXECUTE FUNCTION "product_search_delete"();
CREATE TRIGGER "Brand_search_rename" AFTER UPDATE OF name ON "Brand"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "brand_search_rename"();
CREATE TRIGGER "Category_search_rename" AFTER UPDATE OF name ON "Category"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "category_search_rename"();

-- The products already there.
INSERT INTO "ProductSearch" ("productId", name, brand, category, description)
SELECT p.id, p.name, b.name, c.name, "product_search_description"(p.description)
FROM "Product" p JOIN "Brand" b ON b.id = p."brandId" JOIN "Category" c ON c.slug = p."categorySlug";

-- The catalogue version: one row, moved on by every transaction that changes a product, brand, category,
-- subcategory or review. The server keeps whole catalogue answers in memory under the version it read before
-- answering, and never serves one kept under an older version.
INSERT INTO "CatalogueVersion" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;

-- Moved on once per transaction (the transaction-local flag), BEFORE the transaction's first statement that
-- changes the catalogue takes any row lock: the version row is then always the first catalogue lock a
-- transaction holds, so two transactions never hold a product each while waiting for the version (two orders'
-- stock updates in different product orders would otherwise deadlock). Transactions that change the catalogue
-- take turns from that statement to their commit. The new version becomes visible with the change itself, at
-- commit, never before it, so no answer read before the change is kept under the new version.
-- (Not a deferred constraint trigger: Prisma's schema engine cannot read those and `migrate diff` crashes.)
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('store.catalogue_version_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('store.catalogue_version_bumped', 'on', true);
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "Brand_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Brand"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "Category_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Category"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "Subcategory_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Subcategory"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
CREATE TRIGGER "Review_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Review"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
