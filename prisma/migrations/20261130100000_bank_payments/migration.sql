-- Paying from any bank (issue 30): a Fonepay QR attempt keeps its QR text, when it ends and when a bank app
-- scanned it, so a page opened again picks up where it was; a refund paid outside the store (Fonepay and
-- connectIPS publish no refund API) is recorded by an admin as manual, with its reference.
ALTER TABLE "Payment" ADD COLUMN "expiresAt" DATETIME;
ALTER TABLE "Payment" ADD COLUMN "scannedAt" DATETIME;
ALTER TABLE "Payment" ADD COLUMN "qrMessage" TEXT;
ALTER TABLE "Payment" ADD COLUMN "manual" BOOLEAN NOT NULL DEFAULT false;
