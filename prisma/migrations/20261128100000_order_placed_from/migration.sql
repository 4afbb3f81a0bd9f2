-- The client address each order is placed from, so that the open orders (unpaid, or cash on delivery not yet
-- sent) of one address can be counted and bounded (docs/SECURITY.md "Stock held by orders nobody pays for").
-- A hand-written ADD COLUMN (no table rebuild), so the table's triggers and indexes stay as they are; orders from
-- before have none ("") and count for no address.
ALTER TABLE "Order" ADD COLUMN "placedFrom" TEXT NOT NULL DEFAULT '';
CREATE INDEX "Order_placedFrom_idx" ON "Order"("placedFrom");
