-- Fonepay's dynamic QR (issue 30): an attempt keeps the notification socket Fonepay named for it, so a replica
-- that did not start it can listen again; the Fonepay emulator keeps the QRs merchants asked it for.
ALTER TABLE "Payment" ADD COLUMN "notificationUrl" TEXT;

CREATE TABLE "FonepayEmulatorQr" (
    "prn" TEXT NOT NULL PRIMARY KEY,
    "merchantCode" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "remarks1" TEXT NOT NULL,
    "remarks2" TEXT NOT NULL,
    "qrMessage" TEXT NOT NULL,
    "deviceId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "traceId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

CREATE UNIQUE INDEX "FonepayEmulatorQr_deviceId_key" ON "FonepayEmulatorQr"("deviceId");
