CREATE TABLE "owner_passkey_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge" text NOT NULL,
	"owner_session_id" uuid,
	"pending_sign_in_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "owner_passkey_challenges_challenge_unique" UNIQUE("challenge"),
	CONSTRAINT "owner_passkey_challenges_one_binding" CHECK (("owner_passkey_challenges"."owner_session_id" IS NULL) <> ("owner_passkey_challenges"."pending_sign_in_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "owner_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "owner_passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
ALTER TABLE "owner_passkey_challenges" ADD CONSTRAINT "owner_passkey_challenges_owner_session_id_owner_sessions_id_fk" FOREIGN KEY ("owner_session_id") REFERENCES "public"."owner_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_passkey_challenges" ADD CONSTRAINT "owner_passkey_challenges_pending_sign_in_id_owner_pending_sign_ins_id_fk" FOREIGN KEY ("pending_sign_in_id") REFERENCES "public"."owner_pending_sign_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_passkey_challenges_expires_idx" ON "owner_passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "owner_passkeys_email_idx" ON "owner_passkeys" USING btree ("email");