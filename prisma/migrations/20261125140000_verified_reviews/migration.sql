-- Verified reviews (issue 16): a buyer's review is marked verified, staff can hide one with a reason, its author
-- can edit it, and a shopper writes at most one review of a product.
-- Hand-written: prisma's diff rebuilds the table, which would drop the catalogue-version triggers on "Review"
-- (20261123000000_catalogue_speed); adding the columns keeps the table and its triggers.
ALTER TABLE "Review" ADD COLUMN "verified" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Review" ADD COLUMN "hiddenAt" DATETIME;
ALTER TABLE "Review" ADD COLUMN "hiddenReason" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Review" ADD COLUMN "editedAt" DATETIME;

-- CreateIndex
CREATE INDEX "Review_hiddenAt_createdAt_idx" ON "Review"("hiddenAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Review_productId_userId_key" ON "Review"("productId", "userId");
