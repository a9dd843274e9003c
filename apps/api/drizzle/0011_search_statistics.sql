-- The planner estimates how many rows a LIKE search matches from a sample of the searched column: with the
-- default sample a common skill (react) looked rare at a million jobs, and the page was sorted from a bitmap
-- of thousands of rows (70 ms) instead of read in date order (1 ms). A larger sample fixes the estimate.
ALTER TABLE "jobs" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "profile_search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;
