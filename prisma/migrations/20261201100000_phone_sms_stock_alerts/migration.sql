-- Shoppers with a phone and no email (issue 31): an account's email may be null, it may hold one verified mobile
-- number (verifiedPhone, unique) and switch order texts off (smsUpdates); codes that prove a number or an email
-- (VerificationCode); the mail outbox becomes the notifications outbox with a channel (email | sms), segments
-- and the provider's answer; back-in-stock requests (StockAlert).
-- CreateTable
CREATE TABLE "VerificationCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "channel" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "userId" TEXT,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "requestedFrom" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "StockAlert" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "productId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "unsubscribeHash" TEXT NOT NULL,
    "userId" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MailOutbox" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "channel" TEXT NOT NULL DEFAULT 'email',
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "segments" INTEGER NOT NULL DEFAULT 0,
    "errorCode" TEXT,
    "providerAnswer" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" DATETIME,
    "claimedBy" TEXT,
    "sentAt" DATETIME,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_MailOutbox" ("attempts", "claimedBy", "claimedUntil", "createdAt", "html", "id", "lastError", "nextAttemptAt", "sentAt", "status", "subject", "template", "text", "to") SELECT "attempts", "claimedBy", "claimedUntil", "createdAt", "html", "id", "lastError", "nextAttemptAt", "sentAt", "status", "subject", "template", "text", "to" FROM "MailOutbox";
DROP TABLE "MailOutbox";
ALTER TABLE "new_MailOutbox" RENAME TO "MailOutbox";
CREATE INDEX "MailOutbox_status_nextAttemptAt_idx" ON "MailOutbox"("status", "nextAttemptAt");
CREATE INDEX "MailOutbox_createdAt_idx" ON "MailOutbox"("createdAt");
CREATE INDEX "MailOutbox_channel_createdAt_idx" ON "MailOutbox"("channel", "createdAt");
CREATE INDEX "MailOutbox_to_idx" ON "MailOutbox"("to");
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "passwordHash" TEXT,
    "googleSubject" TEXT,
    "role" TEXT NOT NULL DEFAULT 'customer',
    "phone" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "postalCode" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "district" TEXT NOT NULL DEFAULT '',
    "ward" INTEGER,
    "profilePhoto" TEXT NOT NULL DEFAULT '',
    "disabledAt" DATETIME,
    "tokenVersion" INTEGER NOT NULL DEFAULT 0,
    "language" TEXT NOT NULL DEFAULT 'en',
    "verifiedPhone" TEXT,
    "smsUpdates" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_User" ("address", "city", "country", "createdAt", "disabledAt", "district", "email", "googleSubject", "id", "language", "name", "passwordHash", "phone", "postalCode", "profilePhoto", "role", "state", "tokenVersion", "updatedAt", "ward") SELECT "address", "city", "country", "createdAt", "disabledAt", "district", "email", "googleSubject", "id", "language", "name", "passwordHash", "phone", "postalCode", "profilePhoto", "role", "state", "tokenVersion", "updatedAt", "ward" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_googleSubject_key" ON "User"("googleSubject");
CREATE UNIQUE INDEX "User_verifiedPhone_key" ON "User"("verifiedPhone");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "VerificationCode_contact_createdAt_idx" ON "VerificationCode"("contact", "createdAt");

-- CreateIndex
CREATE INDEX "VerificationCode_requestedFrom_createdAt_idx" ON "VerificationCode"("requestedFrom", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StockAlert_unsubscribeHash_key" ON "StockAlert"("unsubscribeHash");

-- CreateIndex
CREATE INDEX "StockAlert_status_variantId_idx" ON "StockAlert"("status", "variantId");

-- CreateIndex
CREATE UNIQUE INDEX "StockAlert_variantId_contact_key" ON "StockAlert"("variantId", "contact");

