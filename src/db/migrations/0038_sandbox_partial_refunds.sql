-- Refunds the sandbox made before keep their key, so a retry of one is still not a second refund.
UPDATE "sandbox_payments" SET "refund_keys" = ARRAY["refund_key"] WHERE "refund_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP COLUMN "refund_key";
