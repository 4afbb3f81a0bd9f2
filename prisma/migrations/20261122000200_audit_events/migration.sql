-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL,
    "userId" TEXT,
    "ip" TEXT NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '{}'
);

-- CreateIndex
CREATE INDEX "AuditEvent_kind_at_idx" ON "AuditEvent"("kind", "at");

-- CreateIndex
CREATE INDEX "AuditEvent_userId_at_idx" ON "AuditEvent"("userId", "at");
