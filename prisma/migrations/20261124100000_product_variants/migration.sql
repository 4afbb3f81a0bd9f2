-- Product variants (issue 14): what a shopper buys is a variant of a product, with its own sku, options, price
-- and stock. Cart and order lines point at variants; every stock change is written to StockChange. The data move
-- below is hand-written: every existing product becomes variants and nothing is lost.

-- CreateTable
CREATE TABLE "ProductVariant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "productId" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "color" TEXT NOT NULL DEFAULT '',
    "memory" TEXT NOT NULL DEFAULT '',
    "storage" TEXT NOT NULL DEFAULT '',
    "size" TEXT NOT NULL DEFAULT '',
    "price" INTEGER NOT NULL,
    "discountedPrice" INTEGER,
    "salePrice" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "image" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StockChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "variantId" TEXT NOT NULL,
    "delta" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "orderId" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StockChange_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);


-- The data move: every product becomes variants, one per combination of its colours x memory x storage (a
-- single variant with no options when it has none), in the order the product lists its options, at the product's
-- price. The product's stock is split over its variants so that the total stays exactly the same (the remainder
-- to the first). Skus are the slug and the option values, upper case; the rare two that would read the same get
-- their place as a suffix.
CREATE TEMP TABLE "variant_move" AS
WITH "options" AS (
  SELECT p."id" AS "productId", COALESCE(c."value", '') AS "color", COALESCE(m."value", '') AS "memory",
         COALESCE(s."value", '') AS "storage",
         min(COALESCE(c."key", 0) * 1000000 + COALESCE(m."key", 0) * 1000 + COALESCE(s."key", 0)) AS "rank"
  FROM "Product" p
  LEFT JOIN json_each(CASE WHEN json_valid(p."colors") THEN p."colors" ELSE '[]' END) c
  LEFT JOIN json_each(CASE WHEN json_valid(p."memory") THEN p."memory" ELSE '[]' END) m
  LEFT JOIN json_each(CASE WHEN json_valid(p."storage") THEN p."storage" ELSE '[]' END) s
  GROUP BY 1, 2, 3, 4
), "placed" AS (
  SELECT o.*, ROW_NUMBER() OVER (PARTITION BY o."productId" ORDER BY o."rank") - 1 AS "position",
         COUNT(*) OVER (PARTITION BY o."productId") AS "variantCount"
  FROM "options" o
)
SELECT 'v' || lower(hex(randomblob(12))) AS "id", c."productId", c."color", c."memory", c."storage", c."position",
       upper(p."slug") || CASE WHEN c."color" <> '' THEN '-' || upper(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(c."color", ' ', '-'), '/', '-'), '&', '-'), '.', '-'), ',', '-'), '(', '-'), ')', '-'), '+', '-'), '''', '-'), '"', '-'), '_', '-')) ELSE '' END || CASE WHEN c."memory" <> '' THEN '-' || upper(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(c."memory", ' ', '-'), '/', '-'), '&', '-'), '.', '-'), ',', '-'), '(', '-'), ')', '-'), '+', '-'), '''', '-'), '"', '-'), '_', '-')) ELSE '' END || CASE WHEN c."storage" <> '' THEN '-' || upper(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(c."storage", ' ', '-'), '/', '-'), '&', '-'), '.', '-'), ',', '-'), '(', '-'), ')', '-'), '+', '-'), '''', '-'), '"', '-'), '_', '-')) ELSE '' END AS "candidate",
       p."price", p."discountedPrice",
       CASE WHEN p."discountedPrice" IS NOT NULL AND p."discountedPrice" < p."price" THEN p."discountedPrice"
            ELSE p."price" END AS "salePrice",
       p."stock" / c."variantCount" + CASE WHEN c."position" = 0 THEN p."stock" % c."variantCount" ELSE 0 END AS "stock",
       0 AS "archived", p."createdAt", p."updatedAt"
FROM "placed" c JOIN "Product" p ON p."id" = c."productId";

-- Lines of carts and orders whose options the product no longer offers keep them, as an archived variant (off
-- sale, no stock), so nothing a shopper chose or bought is lost.
INSERT INTO "variant_move"
SELECT 'v' || lower(hex(randomblob(12))), l."productId", l."color", l."memory", l."storage",
       (SELECT count(*) FROM "variant_move" v WHERE v."productId" = l."productId") + ROW_NUMBER() OVER (PARTITION BY l."productId" ORDER BY l."color", l."memory", l."storage") - 1,
       upper(p."slug") || '-ARCHIVED-' || ROW_NUMBER() OVER (PARTITION BY l."productId" ORDER BY l."color", l."memory", l."storage"),
       max(l."price"), NULL, max(l."price"), 0, 1, p."createdAt", p."updatedAt"
FROM (
  SELECT i."productId", i."color", i."memory", i."storage", i."price" FROM "OrderItem" i
  UNION ALL
  SELECT i."productId", i."color", i."memory", i."storage", p."salePrice" FROM "CartItem" i JOIN "Product" p ON p."id" = i."productId"
) l JOIN "Product" p ON p."id" = l."productId"
WHERE NOT EXISTS (SELECT 1 FROM "variant_move" v WHERE v."productId" = l."productId" AND v."color" = l."color"
                  AND v."memory" = l."memory" AND v."storage" = l."storage")
GROUP BY l."productId", l."color", l."memory", l."storage";

INSERT INTO "ProductVariant" ("id", "productId", "sku", "color", "memory", "storage", "price", "discountedPrice",
  "salePrice", "stock", "position", "archived", "createdAt", "updatedAt")
SELECT "id", "productId",
       CASE WHEN COUNT(*) OVER (PARTITION BY "candidate") > 1
            THEN "candidate" || '-' || ROW_NUMBER() OVER (PARTITION BY "candidate" ORDER BY "productId", "position")
            ELSE "candidate" END,
       "color", "memory", "storage", "price", "discountedPrice", "salePrice", "stock", "position", "archived",
       "createdAt", "updatedAt"
FROM "variant_move";
DROP TABLE "variant_move";

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CartItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "cartId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CartItem_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CartItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CartItem_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Each cart line points at the variant of its options (two lines that meet on one variant become one).
INSERT INTO "new_CartItem" ("id", "cartId", "productId", "variantId", "quantity", "createdAt")
SELECT min(i."id"), i."cartId", i."productId", v."id", sum(i."quantity"), min(i."createdAt")
FROM "CartItem" i
JOIN "ProductVariant" v ON v."productId" = i."productId" AND v."color" = i."color" AND v."memory" = i."memory"
  AND v."storage" = i."storage"
GROUP BY i."cartId", i."productId", v."id";
DROP TABLE "CartItem";
ALTER TABLE "new_CartItem" RENAME TO "CartItem";
CREATE INDEX "CartItem_variantId_idx" ON "CartItem"("variantId");
CREATE UNIQUE INDEX "CartItem_cartId_variantId_key" ON "CartItem"("cartId", "variantId");
CREATE TABLE "new_OrderItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "price" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "color" TEXT NOT NULL DEFAULT '',
    "memory" TEXT NOT NULL DEFAULT '',
    "storage" TEXT NOT NULL DEFAULT '',
    "size" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "OrderItem_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrderItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "OrderItem_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
-- Each order line points at the variant of its options, and keeps that variant's sku as bought.
INSERT INTO "new_OrderItem" ("id", "orderId", "productId", "variantId", "sku", "name", "image", "price", "quantity",
  "total", "color", "memory", "storage")
SELECT i."id", i."orderId", i."productId", v."id", v."sku", i."name", i."image", i."price", i."quantity", i."total",
       i."color", i."memory", i."storage"
FROM "OrderItem" i
JOIN "ProductVariant" v ON v."productId" = i."productId" AND v."color" = i."color" AND v."memory" = i."memory"
  AND v."storage" = i."storage";
DROP TABLE "OrderItem";
ALTER TABLE "new_OrderItem" RENAME TO "OrderItem";
CREATE INDEX "OrderItem_orderId_idx" ON "OrderItem"("orderId");
CREATE INDEX "OrderItem_productId_idx" ON "OrderItem"("productId");
CREATE INDEX "OrderItem_variantId_idx" ON "OrderItem"("variantId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ProductVariant_sku_key" ON "ProductVariant"("sku");

-- CreateIndex
CREATE INDEX "ProductVariant_productId_archived_position_idx" ON "ProductVariant"("productId", "archived", "position");

-- CreateIndex
CREATE INDEX "ProductVariant_archived_stock_idx" ON "ProductVariant"("archived", "stock");

-- CreateIndex
CREATE INDEX "StockChange_variantId_createdAt_idx" ON "StockChange"("variantId", "createdAt");

-- CreateIndex
CREATE INDEX "StockChange_orderId_idx" ON "StockChange"("orderId");


-- A variant's change moves the catalogue version on, like a product's: every replica's cached answers then
-- see a variant's new price or stock.
CREATE TRIGGER "ProductVariant_version_insert" AFTER INSERT ON "ProductVariant" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "ProductVariant_version_update" AFTER UPDATE ON "ProductVariant" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "ProductVariant_version_delete" AFTER DELETE ON "ProductVariant" BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
