-- The admin's orders and refunds (issue 14): an order's refunded amount (the guard against refunding more than
-- was paid) and its carrier tracking number; who made each status move and the tracking number it gave; the
-- emulated eSewa's refunded amount and the PayPal/card emulators' captures; indexes for the admin's search.
-- Written by hand as ADD COLUMN (what `prisma migrate diff` would do by copying each table), same result.

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "refundedAmount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Order" ADD COLUMN "trackingNumber" TEXT NOT NULL DEFAULT '';

-- Refunds recorded before (eSewa's status check) count towards what was given back.
UPDATE "Order" SET "refundedAmount" = (
    SELECT COALESCE(SUM("amount"), 0) FROM "Payment"
    WHERE "Payment"."orderId" = "Order"."id" AND "Payment"."status" = 'refund'
);

-- AlterTable
ALTER TABLE "TrackingEvent" ADD COLUMN "trackingNumber" TEXT NOT NULL DEFAULT '';
ALTER TABLE "TrackingEvent" ADD COLUMN "actorId" TEXT;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN "actorId" TEXT;

-- AlterTable
ALTER TABLE "EsewaEmulatorTransaction" ADD COLUMN "refundedAmount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ProcessorEmulatorCapture" (
    "processor" TEXT NOT NULL,
    "captureId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "refunded" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("processor", "captureId")
);

-- CreateIndex
CREATE INDEX "Order_phone_idx" ON "Order"("phone");
CREATE INDEX "Order_createdAt_idx" ON "Order"("createdAt");
