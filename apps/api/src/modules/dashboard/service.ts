import {
  DASHBOARD_LIMITS,
  DASHBOARD_TIME_ZONE,
  type TDashboard,
  type TDashboardActivities,
} from '@labora/shared/dashboard';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { findGigs } from '../gigs/service.js';
import { recommendJobs } from '../jobs/service.js';
import { listMyProposals } from '../proposals/service.js';
import { activitiesOf } from './activities.js';
import { localDayOf } from './calendar.js';
import { countsOf } from './counts.js';
import { earningsOf } from './earnings.js';
import { activeProjectsOf, deadlinesOf } from './projects.js';
import { topSkillsOf } from './top-skills.js';

type Deps = Pick<AppDeps, 'db' | 'readDb' | 'clock' | 'files'>;

/**
 * GET /api/dashboard: everything both dashboards show, for the signed-in person only (nothing here takes another
 * person's id). The statements are independent, so they run at once: on PostgreSQL each on its own pooled
 * connection; PGlite runs them one after another.
 */
export async function getDashboard(deps: Deps, input: { actor: UserRow }): Promise<TDashboard> {
  const { actor } = input;
  const { db } = deps;
  const now = deps.clock.now();
  const today = localDayOf(now);
  const intent = actor.isFreelancer === null ? null : actor.isFreelancer ? 'seller' : 'buyer';
  const L = DASHBOARD_LIMITS;
  const latest = (as: 'sent' | 'received') => listMyProposals(deps, { actor, as, page: 1, pageSize: L.proposalsShown });

  const [
    counts,
    activities,
    deadlines,
    sent,
    received,
    recommendedJobs,
    featuredGigs,
    money,
    activeProjects,
    topSkills,
  ] = await Promise.all([
    countsOf(db, actor.id, now),
    activitiesOf(db, { userId: actor.id, pageSize: L.activitiesPageSize }),
    // A client cannot take work: a buyer's deadlines are their hirings.
    deadlinesOf(db, actor.id, intent === 'buyer' ? ['client'] : ['freelancer', 'client'], L.deadlinesShown),
    // Each overview lists one side: a seller's proposals sent, a buyer's received (the counts cover both).
    intent === 'seller' ? latest('sent') : [],
    intent === 'buyer' ? latest('received') : [],
    intent === 'seller' ? recommendJobs(deps, { actor, pageSize: L.recommendedJobs }) : [],
    intent === 'seller' ? [] : findGigs(deps, { query: { page: 1, pageSize: L.featuredGigs } }),
    // The charts (earnings by week and month, top skills) tolerate a little lag: the replica.
    earningsOf(deps.readDb, actor.id, today),
    activeProjectsOf(db, actor.id, L.activeProjectsShown),
    topSkillsOf(deps.readDb, actor.id, L.topSkills),
  ]);

  return {
    generatedAt: now.toISOString(),
    timeZone: DASHBOARD_TIME_ZONE,
    intent,
    stats: { seller: counts.seller, buyer: counts.buyer },
    activities,
    deadlines,
    proposals: {
      sent: { latest: sent, counts: counts.proposals.sent },
      received: { latest: received, counts: counts.proposals.received },
    },
    recommendedJobs,
    featuredGigs,
    earnings: money.earnings,
    freelancer: {
      totalEarningsCents: money.earnings.received.totalCents,
      rating: counts.seller.rating,
      reviewCount: counts.seller.reviewCount,
      activeProjectCount: counts.activeProjectCount,
      concludedProjectCount: counts.seller.contractsConcluded,
      trackedSeconds: counts.trackedSeconds,
      weeklyEarnings: money.weekly,
      monthlyEarnings: money.monthly,
      activeProjects,
      topSkills,
    },
  };
}

/** 'Ver mais' of 'Atividades recentes': the page of the person's feed before `cursor`. */
export async function listActivities(
  deps: Pick<AppDeps, 'db'>,
  input: { actor: UserRow; cursor?: string; pageSize: number },
): Promise<TDashboardActivities> {
  return activitiesOf(deps.db, { userId: input.actor.id, cursor: input.cursor, pageSize: input.pageSize });
}
