-- The ratings and counts users now keep (db/people-stats.ts), computed once from the rows already there; from
-- here on the transactions that change reviews and contracts keep them.
UPDATE "users" SET
  "rating_sum" = coalesce((select sum(r.rating) from "reviews" r where r.reviewee_id = "users"."id" and r.published_at <= now()), 0),
  "review_count" = (select count(*) from "reviews" r where r.reviewee_id = "users"."id" and r.published_at <= now()),
  "completed_contracts" = (select count(*) from "contracts" c where c.freelancer_id = "users"."id" and c.status = 'concluido'),
  "reviews_due_at" = (select min(r.published_at) from "reviews" r where r.reviewee_id = "users"."id" and r.published_at > now());
