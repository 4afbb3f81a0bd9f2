-- CreateTable
CREATE TABLE "PaypalEmulatorOrder" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "referenceId" TEXT NOT NULL,
    "invoiceId" TEXT,
    "returnUrl" TEXT NOT NULL,
    "cancelUrl" TEXT NOT NULL,
    "payerEmail" TEXT,
    "payerId" TEXT,
    "captureId" TEXT,
    "captureRequestId" TEXT,
    "createRequestId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "PaypalEmulatorOrder_captureId_key" ON "PaypalEmulatorOrder"("captureId");

-- CreateIndex
CREATE UNIQUE INDEX "PaypalEmulatorOrder_createRequestId_key" ON "PaypalEmulatorOrder"("createRequestId");

-- CreateIndex
CREATE INDEX "PaypalEmulatorOrder_invoiceId_status_idx" ON "PaypalEmulatorOrder"("invoiceId", "status");
