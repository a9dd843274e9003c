import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contracts } from '../../db/schema/contracts.js';
import { qualified, ratingColumns } from '../reviews/ratings.js';

/** Rating, review count and completed contracts of a freelancer, as SQL to select beside their row. */
export function freelancerStatsColumns(userId: AnyPgColumn, now: Date) {
  return {
    ...ratingColumns(userId, now),
    completedProjects: sql<number>`(select count(*)::int from ${contracts} where ${contracts.freelancerId} = ${qualified(userId)} and ${contracts.status} = 'concluido')`,
  };
}
