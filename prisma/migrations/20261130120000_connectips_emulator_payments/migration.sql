-- The connectIPS emulator keeps the payments merchants post to it in a table of its own (issue 30), no longer in
-- the eSewa emulator's under a product code `connectips:<MERCHANTID>:<APPID>`, where eSewa's status check could
-- read them. Payments already posted move over, their details out of the JSON they were kept in.
CREATE TABLE "ConnectipsEmulatorPayment" (
    "merchantId" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "txnId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "appName" TEXT NOT NULL,
    "txnDate" TEXT NOT NULL,
    "referenceId" TEXT NOT NULL,
    "remarks" TEXT NOT NULL,
    "particulars" TEXT NOT NULL,
    "successUrl" TEXT NOT NULL,
    "failureUrl" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "bank" TEXT,
    "username" TEXT,
    "nchlTxnId" TEXT,
    "paidAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "appId", "txnId")
);

INSERT INTO "ConnectipsEmulatorPayment" (
    "merchantId", "appId", "txnId", "amount", "appName", "txnDate", "referenceId", "remarks", "particulars",
    "successUrl", "failureUrl", "status", "bank", "username", "nchlTxnId", "paidAt", "createdAt", "updatedAt"
)
SELECT
    substr("productCode", 12, instr(substr("productCode", 12), ':') - 1),
    substr(substr("productCode", 12), instr(substr("productCode", 12), ':') + 1),
    "transactionUuid",
    CAST("totalAmount" AS INTEGER),
    coalesce(json_extract("refId", '$.appName'), ''),
    coalesce(json_extract("refId", '$.txnDate'), ''),
    coalesce(json_extract("refId", '$.referenceId'), "transactionUuid"),
    coalesce(json_extract("refId", '$.remarks'), ''),
    coalesce(json_extract("refId", '$.particulars'), ''),
    "successUrl",
    "failureUrl",
    "status",
    json_extract("refId", '$.bank'),
    json_extract("refId", '$.username'),
    "transactionCode",
    CASE WHEN json_extract("refId", '$.paidAt') IS NULL THEN NULL
         ELSE strftime('%Y-%m-%dT%H:%M:%f+00:00', json_extract("refId", '$.paidAt') / 1000.0, 'unixepoch') END,
    "createdAt",
    "createdAt"
FROM "EsewaEmulatorTransaction"
WHERE "productCode" LIKE 'connectips:%:%';

DELETE FROM "EsewaEmulatorTransaction" WHERE "productCode" LIKE 'connectips:%:%';
