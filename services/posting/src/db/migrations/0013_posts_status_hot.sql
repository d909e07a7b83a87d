-- No query reads posts by status alone (every list starts from the workspace), while each status
-- change (scheduled → processing → posted) had to add an entry to this index. Without it, and
-- with room left on each page, those changes are HOT updates that touch no index at all.
DROP INDEX "posting"."posts_status_idx";--> statement-breakpoint
ALTER TABLE "posting"."posts" SET (fillfactor = 85);
