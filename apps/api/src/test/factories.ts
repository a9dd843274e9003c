import { randomBytes, randomUUID } from 'node:crypto';
import type { TRole, TSessionUser } from '@labora/shared/auth';
import type { TContract, TContractStatus } from '@labora/shared/contracts';
import type { TGig, TGigInput } from '@labora/shared/gigs';
import { brazilDate, type TJob, type TJobInput } from '@labora/shared/jobs';
import type { TCreateProposalRequest, TProposal } from '@labora/shared/proposals';
import { eq } from 'drizzle-orm';
import { connectionRequests } from '../db/schema/connections.js';
import { users } from '../db/schema/users.js';
import type { TestApp } from './helpers.js';

// Test data, made through the API so every row is one the app itself would write. Each factory takes
// overrides and gives unique values where the database wants them (e-mails, titles).

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;

/** A valid sign-up body with a unique e-mail; override any field. */
export function signUpInput(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'ana',
    last_name: 'de souza',
    phone: '11987654321',
    email: `Ana.${unique()}@Exemplo.com.br`,
    password: 'Labora@2026',
    confirm_password: 'Labora@2026',
    ...overrides,
  };
}

/** A valid job, due in 30 days, with a unique title; override any field. */
export function jobInput(overrides: Partial<TJobInput> = {}): TJobInput {
  return {
    title: `Site institucional para padaria ${unique()}`,
    category: 'Desenvolvimento Web',
    experienceLevel: 'intermediario',
    projectType: 'fixed',
    budgetCents: 250_000,
    duration: '2 semanas',
    deliveryDeadline: brazilDate(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)),
    description: 'Precisamos de um site simples com cardápio, endereço e contato pelo WhatsApp.',
    skills: ['React', 'SEO'],
    ...overrides,
  };
}

export function proposalInput(overrides: Partial<TCreateProposalRequest> = {}): TCreateProposalRequest {
  return {
    amountCents: 180_000,
    deliveryDays: 10,
    coverLetter: 'Faço sites assim há 6 anos; entrego em 10 dias.',
    ...overrides,
  };
}

/**
 * A gig's input; `priceCents` is a shorthand for a gig with only Básico at that price (7 days, 2 revisions), so
 * tests about something else need not spell out packages.
 */
export function gigInput({
  priceCents = 120_000,
  ...overrides
}: Partial<TGigInput> & { priceCents?: number } = {}): TGigInput {
  return {
    title: `Landing page em React ${unique()}`,
    category: 'Desenvolvimento Web',
    packages: { basico: { priceCents, deliveryDays: 7, revisions: 2, included: ['Página única responsiva'] } },
    hasVideoCall: true,
    ...overrides,
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** A bearer token of a fresh session: `t.asUser(user)` sends it. */
  token: string;
  /** The session user as the API answers it. */
  user: TSessionUser;
}

/**
 * Signs a user up and in. `role` is set in the database (no endpoint grants it to oneself), `isFreelancer`
 * through the API, as the first-login screen does; left out, the user has not chosen yet.
 */
export async function createUser(
  t: TestApp,
  overrides: Record<string, unknown> & { role?: TRole; isFreelancer?: boolean } = {},
): Promise<TestUser> {
  const { role, isFreelancer, ...fields } = overrides;
  const body = signUpInput(fields);
  const registered = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const email = String(body.email).toLowerCase();
  if (role) await t.database.db.update(users).set({ role }).where(eq(users.email, email));
  const password = String(body.password);
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token, user } = login.json() as { token: string; user: TSessionUser };
  const created: TestUser = { id: user._id, email, password, token, user };
  if (isFreelancer === undefined) return created;
  const chosen = await t.asUser(created).put(`/api/usuarios/${user._id}/isFreelancer`, { isFreelancer });
  if (chosen.statusCode !== 200) throw new Error(`isFreelancer failed: ${chosen.body}`);
  return { ...created, user: chosen.json().user };
}

async function created<T>(response: { statusCode: number; body: string; json(): unknown }, what: string) {
  if (response.statusCode !== 201) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/** A job published by `client`. */
export async function createJob(t: TestApp, client: TestUser, overrides: Partial<TJobInput> = {}): Promise<TJob> {
  return created<TJob>(await t.asUser(client).post('/api/jobs', jobInput(overrides)), 'createJob');
}

/** A pending proposal of `freelancer` on `job`. */
export async function createProposal(
  t: TestApp,
  freelancer: TestUser,
  job: { id: string },
  overrides: Partial<TCreateProposalRequest> = {},
): Promise<TProposal> {
  const res = await t.asUser(freelancer).post(`/api/jobs/${job.id}/proposals`, proposalInput(overrides));
  return (await created<{ proposal: TProposal }>(res, 'createProposal')).proposal;
}

/** A test card the sandbox approves at once (Luhn-valid). */
export const TEST_CARD = '4111111111111111';

/** A money POST (it needs an Idempotency-Key): a fresh key each call unless one is given. */
export function moneyPost(
  t: TestApp,
  user: { token: string },
  url: string,
  payload: object = {},
  key: string = randomUUID(),
) {
  return t.asUser(user).post(url, payload, { headers: { 'idempotency-key': key } });
}

/** Pays a contract's value into its escrow with the sandbox's test card, as its client. */
export async function fundContract(t: TestApp, client: TestUser, contractId: string): Promise<void> {
  const paid = await moneyPost(t, client, `/api/contracts/${contractId}/payment`, {
    method: 'card',
    cardNumber: TEST_CARD,
  });
  if (paid.statusCode !== 200 || !paid.json().fundedAt) throw new Error(`payment failed: ${paid.body}`);
}

// The moves that take a new contract (aguardando_inicio) to each state, each by its side.
const MOVES_TO: Record<TContractStatus, { by: 'client' | 'freelancer'; action: string }[]> = {
  aguardando_inicio: [],
  em_andamento: [{ by: 'freelancer', action: 'start' }],
  // The client pays first (start needs the escrow funded); concluding releases it.
  concluido: [
    { by: 'freelancer', action: 'start' },
    { by: 'client', action: 'conclude' },
  ],
  cancelado: [{ by: 'client', action: 'cancel' }],
};

/**
 * A contract the way Labora makes one: a job of `client`, a proposal of `freelancer`, accepted; then moved to
 * `status` by the side allowed to. Users not given are created. Answers the contract as its client sees it.
 */
export async function createContract(
  t: TestApp,
  options: {
    client?: TestUser;
    freelancer?: TestUser;
    job?: Partial<TJobInput>;
    proposal?: Partial<TCreateProposalRequest>;
    status?: TContractStatus;
  } = {},
) {
  const client = options.client ?? (await createUser(t));
  const freelancer = options.freelancer ?? (await createUser(t, { isFreelancer: true }));
  const job = await createJob(t, client, options.job);
  const proposal = await createProposal(t, freelancer, job, options.proposal);
  const accepted = await t.asUser(client).post(`/api/proposals/${proposal.id}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const url = `/api/contracts/${accepted.json().contractId}`;
  const moves = MOVES_TO[options.status ?? 'aguardando_inicio'];
  if (moves.some((move) => move.action === 'start')) await fundContract(t, client, accepted.json().contractId);
  for (const move of moves) {
    const moved = await moneyPost(t, move.by === 'client' ? client : freelancer, `${url}/actions`, {
      action: move.action,
    });
    if (moved.statusCode !== 200) throw new Error(`${move.action} failed: ${moved.body}`);
  }
  const contract = (await t.asUser(client).get(url)).json() as TContract;
  return { contract, client, freelancer, job, proposal };
}

/** A gig of `seller`, who must have chosen to work as a freelancer (`createUser(t, { isFreelancer: true })`). */
export async function createGig(
  t: TestApp,
  seller: TestUser,
  overrides: Parameters<typeof gigInput>[0] = {},
): Promise<TGig> {
  return created<TGig>(await t.asUser(seller).post('/api/gigs', gigInput(overrides)), 'createGig');
}

/** Connects two people as an accepted 'Adicionar' request does (groups and presence need a connection); again: a no-op. */
export async function connectPeople(t: TestApp, a: { id: string }, b: { id: string }): Promise<void> {
  await t.database.db
    .insert(connectionRequests)
    .values({
      senderId: a.id,
      receiverId: b.id,
      pairKey: a.id < b.id ? `${a.id}:${b.id}` : `${b.id}:${a.id}`,
      status: 'accepted',
      respondedAt: new Date(),
    })
    .onConflictDoUpdate({ target: connectionRequests.pairKey, set: { status: 'accepted' } });
}
