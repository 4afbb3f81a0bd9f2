-- One-time sign-in codes: the end of a Google sign-in (SignInCode in schema.prisma). Made with
-- `prisma migrate diff --from-migrations prisma/migrations --to-schema-datamodel prisma/schema.prisma --script`.
-- CreateTable
CREATE TABLE "SignInCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "codeHash" TEXT NOT NULL,
    "stateHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "SignInCode_codeHash_key" ON "SignInCode"("codeHash");

-- CreateIndex
CREATE INDEX "SignInCode_expiresAt_idx" ON "SignInCode"("expiresAt");

