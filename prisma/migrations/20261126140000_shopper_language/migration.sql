-- The shopper's language for the emails the store writes them (README "Email and password reset"): the order's,
-- set when it is placed, and the account's last. Hand-written ADD COLUMNs (no table rebuild), so the tables'
-- triggers and indexes stay as they are; rows from before are English, as their emails were.
ALTER TABLE "User" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "Order" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
