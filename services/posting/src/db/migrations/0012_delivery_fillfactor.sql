-- Room on every page for a new version of a row, so that updates touching no indexed column
-- (a target's attempt opened, an attempt closed) stay on their page as HOT updates.
ALTER TABLE "posting"."post_targets" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "posting"."publish_attempts" SET (fillfactor = 70);
