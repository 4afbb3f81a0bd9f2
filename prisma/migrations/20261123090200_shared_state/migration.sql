-- Shared state of the API replicas (rate-limit counters, the eSewa emulator's transactions, the Google emulator's
-- signing key, the installation's JWT secret on PostgreSQL): made with `prisma migrate diff` from the data model.

-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL,
    "resetAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "EsewaEmulatorTransaction" (
    "productCode" TEXT NOT NULL,
    "transactionUuid" TEXT NOT NULL,
    "totalAmount" TEXT NOT NULL,
    "successUrl" TEXT NOT NULL,
    "failureUrl" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "transactionCode" TEXT,
    "refId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("productCode", "transactionUuid")
);

-- CreateTable
CREATE TABLE "EmulatorSigningKey" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "keyId" TEXT NOT NULL,
    "privateKeyPem" TEXT NOT NULL,
    "publicKeyPem" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "InstallationSecret" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "RateLimitCounter_resetAt_idx" ON "RateLimitCounter"("resetAt");
