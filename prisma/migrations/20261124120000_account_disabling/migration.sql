-- Accounts an admin can disable, and one revocation point for sign-in tokens (issue 14): `disabledAt` while the
-- account is disabled; `tokenVersion` is bumped to refuse every token issued before (tokens carry it as `tv`).
-- Added in place (ALTER TABLE … ADD COLUMN) rather than by rebuilding User, which many tables reference.
ALTER TABLE "User" ADD COLUMN "disabledAt" DATETIME;
ALTER TABLE "User" ADD COLUMN "tokenVersion" INTEGER NOT NULL DEFAULT 0;

-- The dashboard's revenue reads completed payments and refunds by time.
CREATE INDEX "Payment_status_updatedAt_idx" ON "Payment"("status", "updatedAt");
