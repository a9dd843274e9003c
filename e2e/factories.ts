import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, PASSWORD, uniqueEmail } from './fixtures.js';

// What a browser test needs on the server, made through the API of the worker's own server: fresh people
// with a token, jobs, proposals, contracts, reviews, gigs. A test asserts on what it made, never on the
// demo seed's numbers (workers share a server, and the seed changes).

const DAY = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' in Brazil (UTC−3), `days` from today: what the forms and the server call today. */
export function brazilDay(days = 0): string {
  return new Date(Date.now() - 3 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);
}

let serial = 0;
/** A surname nobody else on the worker's server has (names take letters only), so searches find just ours. */
export function uniqueSurname(): string {
  serial += 1;
  const digits = `${Date.now() % 1e8}${serial}${process.pid % 1000}`;
  const letters = [...digits].map((d) => String.fromCharCode(97 + Number(d))).join('');
  return `Sob${letters}`;
}

export interface Person {
  id: string;
  firstName: string;
  /** First and last name, as the screens write it. */
  name: string;
  email: string;
  token: string;
  /** What the web app keeps in localStorage('labora.session'). */
  session: { user: { _id: string }; token: string };
}

/** A fresh account signed in through the API; `freelancer` makes the seller/buyer choice of /user-selection. */
export async function newPerson(
  request: APIRequestContext,
  firstName = 'Paula',
  { freelancer }: { freelancer?: boolean } = {},
): Promise<Person> {
  const lastName = uniqueSurname();
  const email = uniqueEmail(firstName.toLowerCase());
  const registered = await request.post('/api/auth/register', {
    data: {
      first_name: firstName,
      last_name: lastName,
      phone: '11987654321',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  let { user, token } = (await login.json()) as Person['session'];
  if (freelancer !== undefined) {
    const chosen = await request.put(`/api/usuarios/${user._id}/isFreelancer`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { isFreelancer: freelancer },
    });
    expect(chosen.status()).toBe(200);
    user = ((await chosen.json()) as { user: Person['session']['user'] }).user;
  }
  return { id: user._id, firstName, name: `${firstName} ${lastName}`, email, token, session: { user, token } };
}

const bearer = (who: Person) => ({ Authorization: `Bearer ${who.token}` });

/** A request as `who`, expecting `status`; returns the JSON body. */
export async function asPerson<T>(
  request: APIRequestContext,
  who: Person,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  {
    data,
    status = method === 'post' ? 201 : 200,
    idempotent = false,
  }: { data?: unknown; status?: number; idempotent?: boolean } = {},
): Promise<T> {
  // Money POSTs need an Idempotency-Key (apps/api/src/lib/idempotency.ts): a fresh one per call here.
  const headers = idempotent ? { ...bearer(who), 'Idempotency-Key': randomUUID() } : bearer(who);
  const res = await request[method](`/api${path}`, { headers, data });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

export interface PostedJob {
  id: string;
  title: string;
}

/** A fixed-price job published by `client`; any field can be overridden. */
export async function postJob(
  request: APIRequestContext,
  client: Person,
  overrides: Record<string, unknown> = {},
): Promise<PostedJob> {
  return asPerson<PostedJob>(request, client, 'post', '/jobs', {
    data: {
      title: `Loja virtual ${uniqueSurname()}`,
      category: 'Desenvolvimento Web',
      projectType: 'fixed',
      budgetCents: 500_000,
      duration: '1 mês',
      deliveryDeadline: brazilDay(45),
      description: 'Páginas, painel e integração de pagamentos.',
      ...overrides,
    },
  });
}

/** `freelancer` proposes on `jobId`; returns the proposal's id. */
export async function propose(
  request: APIRequestContext,
  freelancer: Person,
  jobId: string,
  { amountCents = 400_000, deliveryDays = 20 }: { amountCents?: number; deliveryDays?: number } = {},
): Promise<string> {
  const body = await asPerson<{ proposal: { id: string } }>(request, freelancer, 'post', `/jobs/${jobId}/proposals`, {
    data: { amountCents, deliveryDays, coverLetter: 'Já fiz projetos parecidos e entrego com testes e documentação.' },
  });
  return body.proposal.id;
}

export interface Hired {
  contractId: string;
  jobId: string;
  title: string;
  amountCents: number;
  endDate: string;
}

/** A test card the sandbox approves at once (apps/api/src/modules/wallet/sandbox-provider.ts). */
export const TEST_CARD = '4111111111111111';

/** `who` adds `amountCents` to the wallet with the test card (settled at once). */
export async function deposit(request: APIRequestContext, who: Person, amountCents: number) {
  await asPerson(request, who, 'post', '/wallet/deposits', {
    data: { amountCents, method: 'card', cardNumber: TEST_CARD },
    idempotent: true,
  });
}

/** The client pays the contract's value into its escrow ('Pagamento garantido'): a card deposit, then the wallet. */
export async function fundContract(request: APIRequestContext, client: Person, contractId: string, valueCents: number) {
  await deposit(request, client, valueCents);
  await asPerson(request, client, 'post', `/contracts/${contractId}/payment`, {
    data: { method: 'saldoCarteira' },
    status: 200,
    idempotent: true,
  });
}

/**
 * The client publishes a job, the freelancer proposes, the client accepts: a contract 'Aguardando Início', paid
 * into escrow unless `funded: false` (the work can start only once it is).
 */
export async function hire(
  request: APIRequestContext,
  client: Person,
  freelancer: Person,
  {
    title,
    amountCents,
    deliveryDays = 20,
    funded = true,
  }: { title: string; amountCents: number; deliveryDays?: number; funded?: boolean },
): Promise<Hired> {
  const job = await postJob(request, client, {
    title,
    budgetCents: amountCents + 10_000,
    description: `Projeto ${title}: páginas, painel e integração de pagamentos.`,
  });
  const proposalId = await propose(request, freelancer, job.id, { amountCents, deliveryDays });
  const { contractId } = await asPerson<{ contractId: string }>(
    request,
    client,
    'post',
    `/proposals/${proposalId}/accept`,
    { status: 200 },
  );
  const { endDate } = await asPerson<{ endDate: string }>(request, client, 'get', `/contracts/${contractId}`);
  if (funded) await fundContract(request, client, contractId, amountCents);
  return { contractId, jobId: job.id, title, amountCents, endDate };
}

/** The freelancer starts the contract: 'Em Andamento'. */
export async function startContract(request: APIRequestContext, freelancer: Person, contractId: string) {
  await asPerson(request, freelancer, 'post', `/contracts/${contractId}/actions`, {
    data: { action: 'start' },
    status: 200,
  });
}

/** Started, concluded by the client and reviewed by both (so the reviews are visible): 'Concluído'. */
export async function concludeAndReview(
  request: APIRequestContext,
  client: Person,
  freelancer: Person,
  contractId: string,
  { freelancerRating = 5, clientRating = 5 }: { freelancerRating?: number; clientRating?: number } = {},
) {
  await startContract(request, freelancer, contractId);
  await asPerson(request, client, 'post', `/contracts/${contractId}/actions`, {
    data: { action: 'conclude' },
    status: 200,
    idempotent: true,
  });
  await asPerson(request, client, 'post', `/contracts/${contractId}/reviews`, {
    data: { rating: freelancerRating, comment: 'Entregou no prazo.' },
  });
  await asPerson(request, freelancer, 'post', `/contracts/${contractId}/reviews`, {
    data: { rating: clientRating, comment: 'Cliente claro e rápido.' },
  });
}

/** A gig `seller` offers; `priceCents` is the shorthand for a gig with only Básico at that price. */
export async function postGig(
  request: APIRequestContext,
  seller: Person,
  { priceCents = 150_000, ...overrides }: Record<string, unknown> = {},
) {
  return asPerson<{ id: string; title: string; priceCents: number }>(request, seller, 'post', '/gigs', {
    data: {
      title: `Site institucional ${uniqueSurname()}`,
      category: 'Desenvolvimento Web',
      packages: { basico: { priceCents, deliveryDays: 7, revisions: 1, included: ['Cinco páginas'] } },
      description: 'Cinco páginas responsivas, prontas em uma semana.',
      ...overrides,
    },
  });
}

/** `page` signed in as `who`, then on `path` (the sign-in form is covered by the session tests). */
export async function signInAs(page: Page, who: Person, path: string) {
  // A same-origin file that runs no app: a page already signed in as someone else would otherwise still be
  // running, and its own session refresh could write that person back over this one.
  await page.goto('/favicon.svg');
  await page.evaluate((session) => localStorage.setItem('labora.session', JSON.stringify(session)), who.session);
  await page.goto(path);
}

/**
 * `who` in a browser of their own, on `path`. `offline`: its live socket never reaches the server (the screen
 * falls back to asking now and then), for a page that stays a step behind.
 */
export async function browserOf(browser: Browser, who: Person, path: string, { offline = false } = {}) {
  // Contexts made here get the test's options too (base URL, locale, time zone, viewport).
  const context = await browser.newContext();
  if (offline) await context.routeWebSocket(/\/api\/realtime/, () => {});
  const page = await context.newPage();
  await signInAs(page, who, path);
  return { page, close: () => context.close() };
}

/** `a` asks `b` to connect and `b` accepts: groups take only connections. */
export async function connectPeople(request: APIRequestContext, a: Person, b: Person) {
  const sent = await asPerson<{ id: string }>(request, a, 'post', '/connections/requests', { data: { userId: b.id } });
  await asPerson(request, b, 'post', `/connections/requests/${sent.id}/accept`, { status: 200 });
}
