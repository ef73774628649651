ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_token" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Sign-ups from before double opt-in were told they were subscribed and got the unsubscribe
-- link: they stay subscribed, as confirmed when they signed up (docs/decisions/0020).
UPDATE "newsletter_subscriptions" SET "confirmation_token" = replace(gen_random_uuid()::text, '-', ''), "confirmed_at" = CASE WHEN "unsubscribed_at" IS NULL THEN "subscribed_at" END;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "confirmation_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "stored_once_sent" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirmation_token_unique" UNIQUE("confirmation_token");
