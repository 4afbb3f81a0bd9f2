-- Stock adjustments made by the merchant: the stock after each change, the merchant's reason, and who made it.
ALTER TABLE "StockChange" ADD COLUMN "stockAfter" INTEGER;
ALTER TABLE "StockChange" ADD COLUMN "adjustmentReason" TEXT;
ALTER TABLE "StockChange" ADD COLUMN "actorId" TEXT;
