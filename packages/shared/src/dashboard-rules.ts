// The dashboards' limits, time zone and activity kinds without zod (dashboard.ts re-exports them).

export const DASHBOARD_TIME_ZONE = 'America/Sao_Paulo';

export const DASHBOARD_LIMITS = {
  /** 'Atividades recentes': the first page inside GET /api/dashboard, and GET /api/dashboard/activities' default. */
  activitiesPageSize: 10,
  activitiesPageSizeMax: 50,
  /** Newest proposals listed per side (the counts cover all of them). */
  proposalsShown: 5,
  /** Nearest deadlines listed (the total covers all open contracts). */
  deadlinesShown: 5,
  recommendedJobs: 6,
  featuredGigs: 8,
  /** Active projects listed on the freelancer dashboard (the count covers all of them). */
  activeProjectsShown: 10,
  /** The skills radar. */
  topSkills: 6,
} as const;

/** The four kinds SPEC's feed shows; each event type of the log belongs to at most one. */
export const ACTIVITY_KINDS = ['project', 'message', 'payment', 'review'] as const;
export type TActivityKind = (typeof ACTIVITY_KINDS)[number];
