-- Nepali descriptions (issue 29): a product may carry its description in Nepali beside the English one (null:
-- none, Nepali pages show the English description). Hand-written: prisma's diff rebuilds the table, which would
-- drop its triggers (the search index's and the catalogue version's); adding the column keeps them.
ALTER TABLE "Product" ADD COLUMN "descriptionNe" TEXT;
