-- CreateTable
CREATE TABLE "KhaltiEmulatorPayment" (
    "pidx" TEXT NOT NULL PRIMARY KEY,
    "returnUrl" TEXT NOT NULL,
    "websiteUrl" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "purchaseOrderId" TEXT NOT NULL,
    "purchaseOrderName" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "mobile" TEXT,
    "transactionId" TEXT,
    "refundedAmount" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "KhaltiEmulatorPayment_transactionId_key" ON "KhaltiEmulatorPayment"("transactionId");

