import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { PROPOSAL_MESSAGES } from '@labora/shared/proposals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILE, schemaSource } from '../client/generate.js';
import { createLaboraClient, type LaboraClient } from '../client/index.js';
import { jobInput, proposalInput, signUpInput } from './test/factories.js';
import { createTestApp, type TestApp } from './test/helpers.js';

// The TypeScript client generated from the OpenAPI document (apps/api/client, docs/api.md): the committed types are
// the document's, and a program using them works against a real server. `npm run typecheck` compiles this file, so a
// call the document does not allow fails there (see typeChecks below).

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
});

/** A new account, signed in through the client: the client holding its session, and its id. */
async function signedIn(isFreelancer: boolean): Promise<{ api: LaboraClient; id: string }> {
  const guest = createLaboraClient(baseUrl);
  const { email, password, confirm_password, first_name, last_name, phone } = signUpInput();
  const registered = await guest.POST('/api/auth/register', {
    body: { first_name, last_name, phone, email, password, confirm_password },
  });
  expect(registered.response.status).toBe(201);
  const login = await guest.POST('/api/auth/login', { body: { email, password } });
  expect(login.error).toBeUndefined();
  if (!login.data || !('token' in login.data)) throw new Error(`no session: ${JSON.stringify(login.data)}`);
  const api = createLaboraClient(baseUrl, { token: login.data.token });
  const id = login.data.user._id;
  const chosen = await api.PUT('/api/usuarios/{id}/isFreelancer', { params: { path: { id } }, body: { isFreelancer } });
  expect(chosen.data?.user.isFreelancer).toBe(isFreelancer);
  return { api, id };
}

describe('the generated API client', () => {
  it('is up to date with the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    const generated = await schemaSource(res.json());
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    // Not toEqual: a diff of ~600 KB helps nobody; the command does.
    expect(
      committed === generated,
      'apps/api/client/schema.ts is not the OpenAPI document: run `npm run api:client` and commit the result',
    ).toBe(true);
  });

  it('signs in, publishes a job with a file, lists the open jobs and sends a proposal to one, over HTTP', async () => {
    const owner = await signedIn(false);
    const client = owner.api;
    const published = await client.POST('/api/jobs', { body: jobInput({ title: 'Loja virtual com PIX' }) });
    expect(published.response.status).toBe(201);
    const jobId = published.data?.id ?? '';
    // A file, as the document's multipart body says: `attachments` parts (openapi-fetch sends FormData as it is).
    const form = new FormData();
    form.append(
      'attachments',
      new Blob(['Cardápio, fotos e formas de pagamento.'], { type: 'text/plain' }),
      'briefing.txt',
    );
    const attached = await client.POST('/api/jobs/{id}/attachments', {
      params: { path: { id: jobId } },
      body: {},
      bodySerializer: () => form,
    });
    expect(attached.response.status).toBe(200);
    expect(attached.data?.attachments.map((a) => a.fileName)).toEqual(['briefing.txt']);

    const freelancer = await signedIn(true);
    const open = await freelancer.api.GET('/api/jobs', { params: { query: { search: 'loja virtual' } } });
    expect(open.response.status).toBe(200);
    const listed = open.data?.items.find((job) => job.id === jobId);
    expect(listed).toMatchObject({ title: 'Loja virtual com PIX', status: 'open' });

    const sent = await freelancer.api.POST('/api/jobs/{id}/proposals', {
      params: { path: { id: jobId } },
      body: proposalInput({ amountCents: 200_000 }),
    });
    expect(sent.response.status).toBe(201);
    expect(sent.data).toMatchObject({ message: PROPOSAL_MESSAGES.sent, proposal: { jobId, amountCents: 200_000 } });

    // The error answers are typed too: a second proposal to the same job.
    const again = await freelancer.api.POST('/api/jobs/{id}/proposals', {
      params: { path: { id: jobId } },
      body: proposalInput(),
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.code).toBe('PROPOSAL_EXISTS');

    // The job's owner sees it.
    const received = await client.GET('/api/jobs/{id}/proposals', { params: { path: { id: jobId } } });
    expect(received.data?.map((proposal) => [proposal.freelancer.id, proposal.amountCents])).toEqual([
      [freelancer.id, 200_000],
    ]);
  });
});

/** Never called: `npm run typecheck` fails if the generated types stop refusing these calls. */
export function typeChecks(api: LaboraClient) {
  // @ts-expect-error a path the API does not have
  void api.GET('/api/nowhere');
  // @ts-expect-error a proposal needs its amount, delivery days and cover letter
  void api.POST('/api/jobs/{id}/proposals', { params: { path: { id: 'x' } }, body: { amountCents: 1 } });
  // @ts-expect-error the job's id is a path parameter
  void api.POST('/api/jobs/{id}/proposals', { body: proposalInput() });
  // A job needs its title (POST /api/jobs reads its body itself; the document describes it).
  const untitled = { category: 'Outro', description: 'x', duration: '1 semana', deliveryDeadline: 'x' } as const;
  // @ts-expect-error no title
  void api.POST('/api/jobs', { body: untitled });
}
