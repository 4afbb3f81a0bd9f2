-- Nepal addresses and delivery zones (SHOP-API.md "Nepal addresses and delivery"). Columns are added in place
-- (not by redefining the tables), so the triggers and indexes on "Order" and "User" stay as they are.

-- A shipping method's price and days per delivery zone (valley | other | remote).
CREATE TABLE "ShippingRate" (
    "methodId" TEXT NOT NULL,
    "zone" TEXT NOT NULL,
    "cost" INTEGER NOT NULL,
    "minDays" INTEGER NOT NULL,
    "maxDays" INTEGER NOT NULL,

    PRIMARY KEY ("methodId", "zone"),
    CONSTRAINT "ShippingRate_methodId_fkey" FOREIGN KEY ("methodId") REFERENCES "ShippingMethod" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

ALTER TABLE "Order" ADD COLUMN "district" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Order" ADD COLUMN "ward" INTEGER;
ALTER TABLE "User" ADD COLUMN "state" TEXT NOT NULL DEFAULT '';
ALTER TABLE "User" ADD COLUMN "district" TEXT NOT NULL DEFAULT '';
ALTER TABLE "User" ADD COLUMN "ward" INTEGER;

-- Same Day Delivery is same day only inside the valley: elsewhere it is the next day, at its `other` price.
UPDATE "ShippingMethod" SET "cost" = 600, "minDays" = 1, "maxDays" = 2,
    "description" = 'Order before noon and receive it the same day inside Kathmandu Valley, the next day in other cities.'
  WHERE "company" = 'Upaya City Cargo' AND "name" = 'Same Day Delivery';

-- The seeded methods' rates (prisma/seed/shipping-methods.ts): every method's own cost and days are its `other`
-- zone's; a method the merchant added keeps one price everywhere until rates are given to it.
INSERT INTO "ShippingRate" ("methodId", "zone", "cost", "minDays", "maxDays")
  SELECT "id", 'other', "cost", "minDays", "maxDays" FROM "ShippingMethod";
INSERT INTO "ShippingRate" ("methodId", "zone", "cost", "minDays", "maxDays")
  SELECT "id", 'valley', 100, 2, 4 FROM "ShippingMethod" WHERE "company" = 'Nepal Post' AND "name" = 'Standard Delivery';
INSERT INTO "ShippingRate" ("methodId", "zone", "cost", "minDays", "maxDays")
  SELECT "id", 'remote', 300, 8, 14 FROM "ShippingMethod" WHERE "company" = 'Nepal Post' AND "name" = 'Standard Delivery';
INSERT INTO "ShippingRate" ("methodId", "zone", "cost", "minDays", "maxDays")
  SELECT "id", 'valley', 150, 1, 2 FROM "ShippingMethod" WHERE "company" = 'Pathao' AND "name" = 'Express Delivery';
INSERT INTO "ShippingRate" ("methodId", "zone", "cost", "minDays", "maxDays")
  SELECT "id", 'remote', 500, 4, 7 FROM "ShippingMethod" WHERE "company" = 'Pathao' AND "name" = 'Express Delivery';
INSERT INTO "ShippingRate" ("methodId", "zone", "cost", "minDays", "maxDays")
  SELECT "id", 'valley', 400, 0, 1 FROM "ShippingMethod" WHERE "company" = 'Upaya City Cargo' AND "name" = 'Same Day Delivery';
INSERT INTO "ShippingRate" ("methodId", "zone", "cost", "minDays", "maxDays")
  SELECT "id", 'remote', 900, 3, 5 FROM "ShippingMethod" WHERE "company" = 'Upaya City Cargo' AND "name" = 'Same Day Delivery';
INSERT INTO "ShippingRate" ("methodId", "zone", "cost", "minDays", "maxDays")
  SELECT "id", 'valley', 250, 2, 4 FROM "ShippingMethod" WHERE "company" = 'Aramex Nepal' AND "name" = 'Cargo Delivery';
INSERT INTO "ShippingRate" ("methodId", "zone", "cost", "minDays", "maxDays")
  SELECT "id", 'remote', 700, 7, 12 FROM "ShippingMethod" WHERE "company" = 'Aramex Nepal' AND "name" = 'Cargo Delivery';
