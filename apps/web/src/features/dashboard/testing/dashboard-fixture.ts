import type { TDashboard, TEarningsFigures } from '@labora/shared/dashboard';

// Test data only: a GET /api/dashboard answer with nothing in it, to which each test adds what it shows.

const noEarnings = (): TEarningsFigures => ({
  thisMonthCents: 0,
  lastMonthCents: 0,
  thisYearCents: 0,
  totalCents: 0,
  monthly: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, cents: 0 })),
});
const noProposals = () => ({
  latest: [],
  counts: { total: 0, pending: 0, accepted: 0, rejected: 0, withdrawn: 0 },
});

export function emptyDashboard(): TDashboard {
  return {
    generatedAt: '2026-11-27T12:00:00.000Z',
    timeZone: 'America/Sao_Paulo',
    intent: 'seller',
    stats: {
      seller: { contractsInProgress: 0, contractsConcluded: 0, proposalsPending: 0, rating: null, reviewCount: 0 },
      buyer: { openJobs: 0, contractsInProgress: 0, proposalsPending: 0, contractsConcluded: 0 },
    },
    activities: { items: [], nextCursor: null },
    deadlines: { items: [], total: 0 },
    proposals: { sent: noProposals(), received: noProposals() },
    recommendedJobs: [],
    featuredGigs: [],
    earnings: { received: noEarnings(), paid: noEarnings() },
    freelancer: {
      totalEarningsCents: 0,
      rating: null,
      reviewCount: 0,
      activeProjectCount: 0,
      concludedProjectCount: 0,
      trackedSeconds: 0,
      weeklyEarnings: [1, 2, 3, 4, 5].map((week) => ({ week, from: '2026-11-01', to: '2026-11-07', cents: 0 })),
      monthlyEarnings: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, cents: 0 })),
      activeProjects: [],
      topSkills: [],
    },
  };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
