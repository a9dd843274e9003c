import { z } from 'zod';
import { INTENTS } from './auth.js';
import { CONTRACT_STATUSES } from './contracts.js';
import { ACTIVITY_KINDS, DASHBOARD_LIMITS, DASHBOARD_TIME_ZONE } from './dashboard-rules.js';
import { ZGig } from './gigs.js';
import { ZRecommendedJob } from './jobs.js';
import { INVALID_QUERY_MESSAGE } from './paging.js';
import { ZProposal } from './proposals.js';

/**
 * GET /api/dashboard: everything either dashboard (/dashboard and /dashboard/freelancer) shows, for the signed-in
 * person only, computed by the server in one call. Money is integer centavos; calendar figures (this month, weeks,
 * months) follow São Paulo's calendar (DASHBOARD_TIME_ZONE). README "Dashboard numbers" says what each one means.
 */

// Zod-free, for the screens that only read the limits: dashboard-rules.ts.
export {
  ACTIVITY_KINDS,
  DASHBOARD_LIMITS,
  DASHBOARD_TIME_ZONE,
  type TActivityKind,
} from './dashboard-rules.js';

// ---- 'Atividades recentes' -------------------------------------------------------------------------------------

const person = z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() });

export const ZDashboardActivity = z.object({
  /** The event's id (a decimal string): stable, and the order of the feed. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** The event log's type, e.g. 'contract.funded', 'message.sent', 'review.published'. */
  eventType: z.string(),
  /** In Portuguese, ready to show, e.g. 'Pagamento de R$ 1.500,00 garantido em “Logo”'. */
  description: z.string(),
  createdAt: z.string(),
  /** Who did it, when someone did (null for what happened by itself). */
  actor: person.nullable(),
  /** The contract, job or conversation it is about, to link to (whichever the event names). */
  contractId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
  conversationId: z.uuid().nullable(),
  /** The title of the project (contract or job) it is about, when there is one. */
  projectTitle: z.string().nullable(),
  /** The money it moved, when it moved money. */
  amountCents: z.number().int().nullable(),
});
export type TDashboardActivity = z.infer<typeof ZDashboardActivity>;

export const ZDashboardActivities = z.object({
  /** Newest first. */
  items: z.array(ZDashboardActivity),
  /** Pass as ?cursor= to GET /api/dashboard/activities for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type TDashboardActivities = z.infer<typeof ZDashboardActivities>;

export const ZDashboardActivitiesQuery = z.object({
  cursor: z
    .string({ error: INVALID_QUERY_MESSAGE })
    .regex(/^\d{1,18}$/, INVALID_QUERY_MESSAGE)
    .optional(),
  pageSize: z.coerce
    .number({ error: INVALID_QUERY_MESSAGE })
    .int()
    .min(1)
    .max(DASHBOARD_LIMITS.activitiesPageSizeMax)
    .default(DASHBOARD_LIMITS.activitiesPageSize),
});
export type TDashboardActivitiesQuery = z.input<typeof ZDashboardActivitiesQuery>;

// ---- stat cards ------------------------------------------------------------------------------------------------

/** A seller's cards: their side of contracts, the proposals they sent, their rating. Exact counts. */
export const ZSellerStats = z.object({
  contractsInProgress: z.number().int(),
  contractsConcluded: z.number().int(),
  proposalsPending: z.number().int(),
  /** Mean of the published reviews of them (2 decimals, as on the public profile), null with none. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type TSellerStats = z.infer<typeof ZSellerStats>;

/** A buyer's cards: their open jobs, their hirings, the proposals waiting on their jobs. Exact counts. */
export const ZBuyerStats = z.object({
  openJobs: z.number().int(),
  contractsInProgress: z.number().int(),
  proposalsPending: z.number().int(),
  contractsConcluded: z.number().int(),
});
export type TBuyerStats = z.infer<typeof ZBuyerStats>;

// ---- proposals -------------------------------------------------------------------------------------------------

export const ZProposalCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
});
export type TProposalCounts = z.infer<typeof ZProposalCounts>;

export const ZDashboardProposals = z.object({
  /**
   * The newest (DASHBOARD_LIMITS.proposalsShown), newest first, on the side the person's overview lists: sent for
   * sellers, received for buyers; empty on the other side and for those who have not chosen. The counts are always
   * filled.
   */
  latest: z.array(ZProposal),
  counts: ZProposalCounts,
});
export type TDashboardProposals = z.infer<typeof ZDashboardProposals>;

// ---- deadlines and projects ------------------------------------------------------------------------------------

export const ZDashboardDeadline = z.object({
  contractId: z.uuid(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  /** 'YYYY-MM-DD'. */
  endDate: z.string(),
  progress: z.number().int(),
  valueCents: z.number().int(),
  myRole: z.enum(['client', 'freelancer']),
  /** The other side: the client for a freelancer, the freelancer for a client. */
  counterpart: person,
});
export type TDashboardDeadline = z.infer<typeof ZDashboardDeadline>;

export const ZDashboardDeadlines = z.object({
  /** Open contracts (aguardando_inicio, em_andamento), nearest end date first (overdue ones lead), then title. */
  items: z.array(ZDashboardDeadline),
  /** Every open contract counted, not only those listed. */
  total: z.number().int(),
});
export type TDashboardDeadlines = z.infer<typeof ZDashboardDeadlines>;

// ---- earnings --------------------------------------------------------------------------------------------------

export const ZMonthAmount = z.object({
  /** 'YYYY-MM' in São Paulo's calendar. */
  month: z.string(),
  cents: z.number().int(),
});

/**
 * 'Ganhos' from the ledger, São Paulo's calendar. `received`: what reached the person's wallet from contracts'
 * escrow, net of Labora's fee. `paid`: what left the person's wallet into contracts' escrow, less refunds back.
 */
export const ZEarningsFigures = z.object({
  thisMonthCents: z.number().int(),
  lastMonthCents: z.number().int(),
  thisYearCents: z.number().int(),
  totalCents: z.number().int(),
  /** The last 12 months, oldest first, ending with the current month (zeros included). */
  monthly: z.array(ZMonthAmount),
});
export type TEarningsFigures = z.infer<typeof ZEarningsFigures>;

export const ZDashboardEarnings = z.object({ received: ZEarningsFigures, paid: ZEarningsFigures });
export type TDashboardEarnings = z.infer<typeof ZDashboardEarnings>;

// ---- the freelancer dashboard ----------------------------------------------------------------------------------

export const ZWeekAmount = z.object({
  /** 1..6: the Monday-start calendar rows of the current month ('Semana 1' holds the 1st). */
  week: z.number().int(),
  /** 'YYYY-MM-DD', the first and last days of the row inside the month. */
  from: z.string(),
  to: z.string(),
  cents: z.number().int(),
});
export type TWeekAmount = z.infer<typeof ZWeekAmount>;

export const ZActiveProject = z.object({
  contractId: z.uuid(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  client: person,
  /** 'YYYY-MM-DD'. */
  endDate: z.string(),
  /** The contract's value ('Orçamento'). */
  valueCents: z.number().int(),
  progress: z.number().int(),
});
export type TActiveProject = z.infer<typeof ZActiveProject>;

export const ZSkillLevel = z.object({ skill: z.string(), level: z.number().int() });
export type TSkillLevel = z.infer<typeof ZSkillLevel>;

export const ZFreelancerDashboard = z.object({
  /** 'Ganhos Totais': everything received, net of the fee (= earnings.received.totalCents). */
  totalEarningsCents: z.number().int(),
  /** 'Avaliação Média': x / 5 (2 decimals), null with no review; and how many reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** 'Projetos Ativos': contracts as freelancer aguardando_inicio or em_andamento. */
  activeProjectCount: z.number().int(),
  /** 'Projetos Concluídos': contracts as freelancer concluido. */
  concludedProjectCount: z.number().int(),
  /** 'Horas Trabalhadas' in seconds: every time entry, a running one up to now. */
  trackedSeconds: z.number().int(),
  /** 'Ganhos por Mês': the current month's calendar rows (4 to 6 of them), received net of the fee. */
  weeklyEarnings: z.array(ZWeekAmount),
  /** 'Ganhos por Ano': Jan..Dez of the current year (12, month 1..12), received net of the fee. */
  monthlyEarnings: z.array(z.object({ month: z.number().int(), cents: z.number().int() })),
  /** Nearest end date first, at most DASHBOARD_LIMITS.activeProjectsShown. */
  activeProjects: z.array(ZActiveProject),
  /** The six strongest skills ('Habilidades & Metas' levels), strongest first, ties by name. */
  topSkills: z.array(ZSkillLevel),
});
export type TFreelancerDashboard = z.infer<typeof ZFreelancerDashboard>;

// ---- the aggregate ---------------------------------------------------------------------------------------------

export const ZDashboard = z.object({
  /** When it was computed (ISO), and the calendar it was computed in. */
  generatedAt: z.string(),
  timeZone: z.literal(DASHBOARD_TIME_ZONE),
  /** The person's intent, as the session knows it (null: not chosen yet). */
  intent: z.enum(INTENTS).nullable(),
  stats: z.object({ seller: ZSellerStats, buyer: ZBuyerStats }),
  activities: ZDashboardActivities,
  /** Buyers: their hirings only (a client cannot take work); others: both sides. */
  deadlines: ZDashboardDeadlines,
  proposals: z.object({ sent: ZDashboardProposals, received: ZDashboardProposals }),
  /** Sellers only (empty otherwise): open jobs for them, as GET /api/jobs/recommended. */
  recommendedJobs: z.array(ZRecommendedJob),
  /** Buyers and those who have not chosen (empty for sellers): the newest gigs, as GET /api/gigs. */
  featuredGigs: z.array(ZGig),
  earnings: ZDashboardEarnings,
  freelancer: ZFreelancerDashboard,
});
export type TDashboard = z.infer<typeof ZDashboard>;
