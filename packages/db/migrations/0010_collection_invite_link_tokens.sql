ALTER TABLE "collection_invites" DROP CONSTRAINT "collection_invites_token_unique";--> statement-breakpoint
ALTER TABLE "collection_invites" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "collection_invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_invites_pending_invitee_idx" ON "collection_invites" USING btree ("collection_id","invitee_id") WHERE "collection_invites"."status" = 'PENDING' AND "collection_invites"."type" = 'IN_APP_INVITE';--> statement-breakpoint
CREATE UNIQUE INDEX "collection_shares_pending_idx" ON "collection_shares" USING btree ("collection_id","sender_id","receiver_id") WHERE "collection_shares"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "collection_invites" DROP COLUMN "token";