-- PostgreSQL's part of prisma/migrations/20261124100000_product_variants that is not in the data model (the
-- tables are in 20261123090000_init): a variant's change moves the catalogue version on, like a product's, so
-- every replica's cached catalogue answers see a variant's new price or stock. The same once-per-transaction
-- function as 20261123090100_catalogue_search, so the version row stays the first catalogue lock taken.
CREATE TRIGGER "ProductVariant_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductVariant"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
