// Every screen of Labora, who sees it and at which sizes: shared by the screenshot capture
// (scripts/capture-screens.mjs) and the accessibility browser test (e2e/accessibility.spec.ts).
// The screens are shown as the demo seed's people see them: their screens are the fullest ones
// (contracts, reviews, proposals, charts) and that is what a before/after comparison needs.

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

export const DEMO_PASSWORD = 'Labora@2026';

/** The demo seed's accounts (apps/api/src/db/seed/demo.ts); `newcomer` has not chosen client or freelancer yet. */
export const DEMO_ACCOUNTS = {
  client: 'cliente@labora.dev',
  freelancer: 'freelancer@labora.dev',
  admin: 'admin@labora.dev',
  newcomer: 'novo@labora.dev',
};

/** Signs in through the API; returns what the web app keeps in localStorage('labora.session'). */
export async function apiSession(request, email, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  if (res.status() !== 200) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  const { user, token } = await res.json();
  return { user, token };
}

async function getJson(request, url, token) {
  const res = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`GET ${url}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Where the demo seed has no dispute, the dispute screens show their 'Disputa não encontrada.' state. */
const NO_DISPUTE_ID = '00000000-0000-4000-8000-000000000000';

/** A dispute of the demo seed, open or closed, as the moderators' queue lists it (issue 19). */
async function demoDisputeId(request, adminToken) {
  for (const status of ['open', 'closed']) {
    const res = await request.get(`/api/moderation/disputes?status=${status}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    if (!res.ok()) continue;
    const { items } = await res.json();
    if (items[0]) return items[0].id;
  }
  return NO_DISPUTE_ID;
}

/** Ids of the pages that show one record: a job of the client's, the demo freelancer, a contract. */
export async function demoRecordIds(request, sessions) {
  const clientJobs = await getJson(request, '/api/jobs?owner=mine', sessions.client.token);
  const openJobs = await getJson(request, '/api/jobs', sessions.freelancer.token);
  // One still waiting to start: the client can cancel it, so the contract screen shows 'Cancelar contrato' whatever
  // order the seed's contracts come in.
  const contracts = await getJson(request, '/api/contracts?as=client&status=aguardando_inicio', sessions.client.token);
  const gigs = await getJson(request, `/api/gigs?sellerId=${sessions.freelancer.user._id}`, sessions.client.token);
  // A public channel: it exists for everyone signed in, whatever the seed's conversations.
  const channels = await getJson(request, '/api/conversations?kind=public', sessions.client.token);
  const first = (list, what) => {
    if (!list.items[0]) throw new Error(`the demo seed has no ${what}`);
    return list.items[0].id;
  };
  return {
    disputeId: await demoDisputeId(request, sessions.admin.token),
    clientJobId: first(clientJobs, 'job of the client'),
    openJobId: first(openJobs, 'open job'),
    freelancerId: sessions.freelancer.user._id,
    contractId: first(contracts, 'contract of the client waiting to start'),
    gigId: first({ items: gigs }, 'gig of the freelancer'),
    conversationId: first({ items: channels }, 'public channel'),
  };
}

/**
 * Every route of apps/web/src/config/paths.ts (the test checks none is missing), each as the people who
 * see it: `as` is a DEMO_ACCOUNTS key or 'guest'; `route` is the paths key the screen covers.
 */
export function screenList(ids) {
  const signedIn = (route, name, path, people = ['client', 'freelancer']) =>
    people.map((as) => ({ name: `${name}-${as}`, route, path, as }));
  return [
    { name: 'login', route: 'login', path: '/login', as: 'guest' },
    { name: 'signup', route: 'signup', path: '/signup', as: 'guest' },
    { name: 'signup-alias', route: 'signupAlias', path: '/Signup', as: 'guest' },
    { name: 'forget-password', route: 'forgetPassword', path: '/forget-password', as: 'guest' },
    { name: 'password-recovery', route: 'passwordRecovery', path: '/password-recovery', as: 'guest' },
    { name: 'sms-verification', route: 'smsVerification', path: '/sms-verification', as: 'guest' },
    { name: 'welcome-user', route: 'welcomeUser', path: '/welcome-user', as: 'guest' },
    { name: 'launch', route: 'launch', path: '/lancamento', as: 'guest' },
    { name: 'terms', route: 'terms', path: '/terms', as: 'guest' },
    // Where a scam warning under a message points: the terms' payments section.
    { name: 'escrow-help', route: 'escrowHelp', path: '/terms#termos-pagamentos', as: 'guest' },
    { name: 'privacy', route: 'privacy', path: '/privacy', as: 'guest' },
    { name: 'error404', route: 'error404', path: '/error404', as: 'guest' },
    { name: 'home', route: 'home', path: '/', as: 'guest' },
    { name: 'user-selection', route: 'userSelection', path: '/user-selection', as: 'newcomer' },
    ...signedIn('dashboard', 'dashboard', '/dashboard', ['client', 'freelancer', 'admin']),
    ...signedIn('freelancerDashboard', 'freelancer-dashboard', '/dashboard/freelancer', ['freelancer']),
    ...signedIn('messages', 'messages', '/dashboard/messages'),
    ...signedIn('conversation', 'conversation', `/dashboard/messages/${ids.conversationId}`),
    // A contract's 'Enviar Mensagem': opens (creating the first time) the contract's conversation in its place.
    ...signedIn('contractConversation', 'contract-conversation', `/dashboard/messages/contract/${ids.contractId}`),
    { name: 'admin', route: 'admin', path: '/dashboard/admin', as: 'admin' },
    ...signedIn('myProjects', 'my-projects', '/my-projects'),
    ...signedIn('hiring', 'hiring', '/hiring'),
    ...signedIn('myJobs', 'my-jobs', '/my-jobs', ['client']),
    { name: 'my-job-proposals', route: 'myJobProposals', path: `/my-jobs/${ids.clientJobId}/proposals`, as: 'client' },
    ...signedIn('myProposals', 'my-proposals', '/my-proposals', ['freelancer']),
    ...signedIn('freelancersList', 'freelancers-list', '/freelancers-list'),
    ...signedIn('freelancersListAlias', 'freelancerslist', '/freelancerslist', ['client']),
    ...signedIn('addJob', 'add-job', '/add-job'),
    { name: 'job-client', route: 'job', path: `/job/${ids.clientJobId}`, as: 'client' },
    { name: 'job-freelancer', route: 'job', path: `/job/${ids.openJobId}`, as: 'freelancer' },
    ...signedIn('freelancer', 'freelancer-profile', `/freelancer/${ids.freelancerId}`),
    // The public versions a visitor without an account gets from a shared link (issue 22).
    { name: 'job-guest', route: 'job', path: `/job/${ids.openJobId}`, as: 'guest' },
    { name: 'freelancer-profile-guest', route: 'freelancer', path: `/freelancer/${ids.freelancerId}`, as: 'guest' },
    // The demo freelancer's gig: 'Contratar' for the client, the orders received for its seller.
    ...signedIn('gig', 'gig', `/gig/${ids.gigId}`),
    ...signedIn('contract', 'contract', `/contracts/${ids.contractId}`),
    // Disputes (issue 19): a case as a side reads it, and the moderators' queue and case as the admin works them.
    { name: 'dispute', route: 'dispute', path: `/disputas/${ids.disputeId ?? NO_DISPUTE_ID}`, as: 'client' },
    { name: 'moderation', route: 'moderation', path: '/moderacao', as: 'admin' },
    {
      name: 'moderation-case',
      route: 'moderationCase',
      path: `/moderacao/${ids.disputeId ?? NO_DISPUTE_ID}`,
      as: 'admin',
    },
    // The wallet: 'Adicionar saldo' and 'Solicitar Saque' for both; the client pays the contract waiting to start.
    ...signedIn('payment', 'payment', '/payment'),
    { name: 'payment-contract', route: 'paymentOf', path: `/payment?contrato=${ids.contractId}`, as: 'client' },
    ...signedIn('withdraw', 'withdraw', '/withdraw'),
    ...signedIn('customizeProfile', 'customize-profile', '/customize-profile'),
    ...signedIn('editProfile', 'edit-profile', '/edit-profile'),
    ...signedIn('editProfileAlias', 'edit-profile-alias', '/EditProfile', ['freelancer']),
    ...signedIn('viewProfile', 'view-profile', '/view-profile'),
  ];
}
