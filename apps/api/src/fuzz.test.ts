import { ERROR_CODES } from '@labora/shared/errors';
import { brazilDate, ZJobInput } from '@labora/shared/jobs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  connectPeople,
  createContract,
  createGig,
  createJob,
  createProposal,
  createUser,
  jobInput,
  moneyPost,
  TEST_CARD,
  type TestUser,
} from './test/factories.js';
import {
  CONTROL,
  encodeText,
  fromSchema,
  gigOrderBodies,
  gigPackageBodies,
  jsonBodyArb,
  multipartArb,
  queryArb,
  segmentArb,
  textFields,
  toJsonText,
  VALID_PNG,
} from './test/fuzz-inputs.js';
import { freshSessionToken, storedState } from './test/fuzz-world.js';
import { createTestApp } from './test/helpers.js';
import { withPendingStatement } from './test/hourly.js';
import { multipartBody } from './test/multipart.js';
import { type JsonSchema, type Operation, openApiDocument } from './test/openapi.js';

// The fuzzer: every operation of the OpenAPI document gets FUZZ_RUNS requests (20 by default; `npm run
// test:soak` sends many more) made of inputs drawn from its schema and hostile ones (see test/fuzz-inputs.ts),
// from a random actor. Whatever comes in, the answer is never a 5xx, an error is always `{ code, message }`
// with a known code and no stack trace, SQL or file path, no answer hands out a password or token hash, and a
// refused write stores nothing (every stored row and uploaded file is compared before and after).
//
// Seeded: FUZZ_SEED=<n> replays a run (each operation's seed is derived from it and its name); a failure
// prints the seed, the request and the answer.

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);

const t = await createTestApp({ rateLimitFactor: 10 });
// FUZZ_STATS=1 prints how many answers of each status every operation got: how deep the requests went.
const statuses = new Map<string, Record<number, number>>();
afterAll(async () => {
  if (process.env.FUZZ_STATS) for (const [key, counts] of statuses) console.log(key, JSON.stringify(counts));
  await t.close();
});

// The world the requests land in: real ids of every kind, so most requests get past "not found".
const [client, freelancer, moderator, admin, victim] = await Promise.all([
  createUser(t, { isFreelancer: false }),
  createUser(t, { isFreelancer: true }),
  createUser(t, { isFreelancer: true, role: 'moderator' }),
  createUser(t, { isFreelancer: true, role: 'admin' }),
  createUser(t, { isFreelancer: true }),
]);
const upload = multipartBody({ job: JSON.stringify(jobInput()) }, [
  { field: 'attachments', name: 'briefing.txt', data: Buffer.from('Escopo do projeto.') },
]);
const job = (await t.asUser(client).post('/api/jobs', upload.payload, { headers: upload.headers })).json();
const proposal = await createProposal(t, freelancer, job);
const { contract } = await createContract(t, { client, freelancer, status: 'concluido' });
const ongoing = (await createContract(t, { client, freelancer, status: 'em_andamento' })).contract;
// A dispute (on a contract of its own, so the ongoing one stays unfrozen) for the disputes' routes.
const disputed = (await createContract(t, { client, freelancer, status: 'em_andamento' })).contract;
const dispute = (
  await t.asUser(client).post(`/api/contracts/${disputed.id}/disputes`, {
    reason: 'not_delivered',
    statement: 'O trabalho combinado não foi entregue e não houve resposta às mensagens.',
  })
).json() as { id: string };
// An hourly contract with a statement awaiting approval, for the timesheets' routes.
const hourly = await withPendingStatement(t, { client, freelancer });
const closedJob = await createJob(t, client);
const gig = await createGig(t, freelancer);
const gigOrder = (
  await moneyPost(t, client, `/api/gigs/${gig.id}/orders`, { method: 'card', cardNumber: TEST_CARD })
).json().order as { id: string };
// A group of the client's with the freelancer in it: conversation routes get past "not found".
await connectPeople(t, client, freelancer);
const conversation = (
  await t.asUser(client).post('/api/conversations/groups', { name: 'Equipe', memberIds: [freelancer.id] })
).json() as { id: string };

// A connection request to the client (answered by the client actor, refused to the others).
const connectionRequest = (await t.asUser(victim).post('/api/connections/requests', { userId: client.id })).json() as {
  id: string;
};

// A manual time entry of the freelancer (corrected or deleted by the freelancer actor, not found for the others).
const timeEntry = (
  await t.asUser(freelancer).post('/api/time-entries', {
    contractId: null,
    startedAt: new Date(t.clock.now().getTime() - 2 * 60 * 60_000).toISOString(),
    endedAt: new Date(t.clock.now().getTime() - 60 * 60_000).toISOString(),
    note: 'Estudo do escopo.',
  })
).json() as { id: string };
// A skill and a goal of the freelancer's, and a resource of the learning catalogue, for their routes.
await t.asUser(freelancer).post('/api/skills', { skill: 'Ilustração Digital', level: 7 });
const goal = (await t.asUser(freelancer).post('/api/goals', { title: 'Portfólio', metric: 'manual', target: 5 })).json()
  .items[0] as { id: string };
const learningResource = (await t.asUser(freelancer).get('/api/learning?pageSize=1')).json().items[0] as {
  id: string;
};

// A portfolio item of the freelancer's with a picture, for the portfolio's routes.
const portfolioItem = (
  await t.asUser(freelancer).post('/api/portfolio', { title: 'Site da Padaria', link: 'https://exemplo.com.br' })
).json() as { id: string };
const portfolioUpload = multipartBody({}, [{ field: 'picture', name: 'obra.png', data: VALID_PNG }]);
const portfolioPicture = (
  await t
    .asUser(freelancer)
    .post(`/api/portfolio/${portfolioItem.id}/pictures`, portfolioUpload.payload, { headers: portfolioUpload.headers })
).json().pictures[0] as { id: string };

// A ready copy of the client's data, for the download route.
const dataExport = (await t.asUser(client).post('/api/users/me/data-export')).json() as { id: string };
await t.app.scheduler.runNow('data-exports.build');

const ACTORS = { client, freelancer, moderator, admin } as Record<string, TestUser>;

/** A new session of the actor; one that deleted its own account (DELETE /api/users/me) is made again. */
async function signIn(actor: string): Promise<string> {
  const user = ACTORS[actor] as TestUser;
  try {
    return await freshSessionToken(t, user.id);
  } catch {
    const role = actor === 'moderator' || actor === 'admin' ? actor : undefined;
    ACTORS[actor] = await createUser(t, { isFreelancer: actor !== 'client', ...(role ? { role } : {}) });
    return freshSessionToken(t, (ACTORS[actor] as TestUser).id);
  }
}
const actorArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant('guest') },
  { weight: 3, arbitrary: fc.constantFrom('client', 'freelancer') },
  { weight: 2, arbitrary: fc.constantFrom('moderator', 'admin') },
);

/** Real ids for a path parameter, by the route it is in. */
function knownIds(op: Operation, param: string): string[] {
  if (param === 'attachmentId') return job.attachments.map((a: { id: string }) => a.id);
  if (param === 'statementId') return [hourly.statementId];
  if (param === 'pictureId') return [portfolioPicture.id];
  if (op.path.startsWith('/api/portfolio/')) return [portfolioItem.id];
  if (op.path.startsWith('/api/jobs/')) return [job.id, closedJob.id, contract.jobId ?? job.id];
  if (op.path.startsWith('/api/proposals/')) return [proposal.id];
  if (op.path.startsWith('/api/contracts/')) return [contract.id, ongoing.id, disputed.id, hourly.contract.id];
  if (op.path.startsWith('/api/disputes/')) return [dispute.id];
  if (op.path.startsWith('/api/gigs/')) return [gig.id];
  if (op.path.startsWith('/api/gig-orders/')) return [gigOrder.id];
  if (op.path.startsWith('/api/connections/')) return [connectionRequest.id];
  if (op.path.startsWith('/api/time-entries/')) return [timeEntry.id];
  if (op.path.startsWith('/api/skills/')) return [encodeURIComponent('Ilustração Digital'), 'ilustracao%20digital'];
  if (op.path.startsWith('/api/goals/')) return [goal.id];
  if (op.path.startsWith('/api/learning/')) return [learningResource.id];
  if (op.path.startsWith('/api/data-exports/')) return [dataExport.id];
  if (op.path.startsWith('/api/conversations/')) return param === 'userId' ? [freelancer.id] : [conversation.id];
  // Admin changes and deletions land on a user kept for that, or on the admin (who may not demote or delete themself).
  if (op.path.startsWith('/api/usuarios/')) return [victim.id, admin.id];
  return [freelancer.id, client.id];
}
const ALL_IDS = [
  client.id,
  freelancer.id,
  victim.id,
  job.id,
  proposal.id,
  contract.id,
  ongoing.id,
  gig.id,
  gigOrder.id,
  timeEntry.id,
  portfolioItem.id,
];

// The multipart bodies (their routes' documentedBody, plugins/docs.ts), sent as multipart most of the time.
const JOB_SCHEMA = z.toJSONSchema(ZJobInput, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const MULTIPART: Record<string, { files: string[]; json?: { name: string; schema: JsonSchema } }> = {
  'POST /api/jobs': { files: ['attachments'], json: { name: 'job', schema: JOB_SCHEMA } },
  'POST /api/jobs/{id}/attachments': { files: ['attachments'] },
  'PUT /api/users/profile/picture': { files: ['profilePicture'] },
  'PUT /api/gigs/{id}/image': { files: ['image'] },
  'POST /api/portfolio/{id}/pictures': { files: ['picture'] },
  'POST /api/contracts/{id}/disputes': { files: ['attachments'] },
  'POST /api/disputes/{id}/answer': { files: ['attachments'] },
  'POST /api/disputes/{id}/evidence': { files: ['attachments'] },
};
const JSON_BODY: Record<string, JsonSchema> = { 'POST /api/jobs': JOB_SCHEMA };

interface FuzzRequest {
  actor: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

const jsonContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', undefined),
  },
);

function bodyArb(op: Operation): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'contentType'>> {
  const json = (schema: JsonSchema | undefined) =>
    fc.record({ payload: jsonBodyArb(schema, ALL_IDS), contentType: jsonContentType });
  const multipart = MULTIPART[op.key];
  if (multipart) {
    const jsonField = multipart.json && {
      name: multipart.json.name,
      body: jsonBodyArb(multipart.json.schema, ALL_IDS),
    };
    return fc.oneof(
      { weight: 3, arbitrary: multipartArb(multipart.files, jsonField) },
      { weight: 1, arbitrary: json(JSON_BODY[op.key]) },
    );
  }
  const schema = op.body ?? JSON_BODY[op.key];
  if (schema) return json(schema);
  if (op.method === 'GET') return fc.constant({});
  // No body expected: mostly none, sometimes one anyway.
  return fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: json(undefined) });
}

function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const segments = fc.tuple(...names.map((name) => segmentArb(knownIds(op, name))));
  return fc.tuple(actorArb, segments, queryArb(op, ALL_IDS), bodyArb(op)).map(([actor, values, query, body]) => {
    let i = 0;
    const path = op.path.replace(/\{\w+\}/g, () => values[i++] as string);
    return { actor, method: op.method, url: query ? `${path}?${query}` : path, ...body };
  });
}

/** `{"a":` 5,000 deep: far deeper than any form, and once a stack overflow in the Idempotency-Key's hash. */
const DEEP_JSON = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
/** Days no calendar has (once a RangeError, so a 500, when scheduling a withdrawal). */
const IMPOSSIBLE_DAYS = ['2026-11-31', '2026-13-01', `${brazilDate(t.clock.now()).slice(0, 7)}-32`];

/** The hostile shapes found before, per operation: a very deep JSON body anywhere one may be sent; bad dates. */
function knownShapes(op: Operation, path: string): [FuzzRequest][] {
  if (op.method === 'GET' || MULTIPART[op.key]) return [];
  const json = (payload: string): [FuzzRequest] => [
    { actor: 'client', method: op.method, url: path, payload, contentType: 'application/json' },
  ];
  const cases = [json(DEEP_JSON)];
  if (op.key === 'POST /api/wallet/withdrawals') {
    const accountInfo = { method: 'pix', pixKey: 'saque@example.com' };
    for (const scheduledDate of IMPOSSIBLE_DAYS) {
      cases.push(json(JSON.stringify({ amountCents: 5000, method: 'pix', accountInfo, scheduledDate })));
    }
  }
  if (op.key === 'POST /api/gigs' || op.key === 'PUT /api/gigs/{id}') {
    for (const body of gigPackageBodies()) cases.push([{ ...json(body)[0], actor: 'freelancer' }]);
  }
  if (op.key === 'POST /api/gigs/{id}/orders') for (const body of gigOrderBodies()) cases.push(json(body));
  return cases;
}

/**
 * Cases every run makes, before the random ones: each control character in every text field of a fitting body
 * and in every text query parameter, by the two sides of the marketplace (the admin on admin routes), and the
 * known hostile shapes. Random cases alone hit a given field with a given character too rarely for 20 runs.
 */
function fixedCases(op: Operation): [FuzzRequest][] {
  const schema = op.body ?? JSON_BODY[op.key];
  const actors = op.path.startsWith('/api/usuarios') ? ['admin'] : ['client', 'freelancer'];
  const cases: [FuzzRequest][] = [];
  for (const [i, control] of [CONTROL[1], CONTROL[2]].entries()) {
    for (const actor of actors) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => knownIds(op, name)[0] as string);
      const query = op.params
        .filter((p) => p.in === 'query')
        .map((p) => {
          const [value] = fc.sample(fromSchema(p.schema, ALL_IDS, p.name), { numRuns: 1, seed: SEED + i });
          const text = p.schema.type === 'string' && !p.schema.enum && !p.schema.format;
          return `${p.name}=${encodeText(text ? `a${control}` : String(value))}`;
        })
        .join('&');
      let payload: string | undefined;
      if (schema) {
        const [body] = fc.sample(fromSchema(schema, ALL_IDS), { numRuns: 1, seed: SEED + i });
        const tainted = { ...(body as Record<string, unknown>) };
        for (const key of textFields(schema)) tainted[key] = `${tainted[key] ?? 'texto'}${control}`;
        payload = toJsonText(tainted);
      }
      cases.push([
        {
          actor,
          method: op.method,
          url: query ? `${path}?${query}` : path,
          ...(payload ? { payload, contentType: 'application/json' } : {}),
        },
      ]);
    }
  }
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => knownIds(op, name)[0] as string);
  return [...cases, ...knownShapes(op, path)];
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

function describeRequest(r: FuzzRequest): string {
  const body = r.payload === undefined ? '' : clip(r.payload.toString('latin1').replace(/[\r\n]+/g, '⏎'));
  return `${r.actor} ${r.method} ${clip(r.url)}${r.contentType ? ` [${r.contentType}]` : ''}${body ? `\n  body: ${body}` : ''}`;
}

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat [\w.<>]+ \(|\bat (file|node):|\n\s+at /],
  ['file path', /(\/work\/|\/home\/|\/tmp\/|\/usr\/|node_modules|[\w-]+\.(ts|js|mjs):\d+)/],
  [
    'SQL',
    /\b(select .+ from|insert into|update \w+ set|delete from)\b|syntax error|violates|duplicate key|relation "|column "|pglite|postgres/i,
  ],
];
const SECRET_FIELDS =
  /"(password|passwordHash|password_hash|tokenHash|token_hash|codeHash|code_hash|lastUsedStep)"\s*:/;
const KNOWN_CODES = new Set<string>(ERROR_CODES);

/** What is wrong with an answer, if anything. */
function problemsOf(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  if (SECRET_FIELDS.test(res.body)) problems.push('a password or token hash in the answer');
  if (res.statusCode < 400) return problems;
  for (const [what, pattern] of LEAKS) if (pattern.test(res.body)) problems.push(`${what} in the error`);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return [...problems, 'error body is not JSON'];
  }
  const keys = body && typeof body === 'object' ? Object.keys(body).sort().join(',') : typeof body;
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  if (keys !== 'code,message') problems.push(`error body has keys ${keys}, not code,message`);
  else if (typeof code !== 'string' || !KNOWN_CODES.has(code)) problems.push(`unknown error code ${String(code)}`);
  else if (typeof message !== 'string' || !message.trim()) problems.push('empty error message');
  return problems;
}

function seedFor(key: string): number {
  let hash = 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (SEED ^ hash) | 0;
}

// Reads first, writes after, deletions last (deleting users at the very end): a deleted gig or job would make
// the rest answer "not found".
const stage = (op: Operation) =>
  op.method === 'GET' ? 0 : op.method !== 'DELETE' ? 1 : /\/(me|usuarios\/\{id\})$/.test(op.path) ? 3 : 2;
const operations = (await openApiDocument(t)).sort((a, b) => stage(a) - stage(b));

describe(`fuzzer (FUZZ_SEED=${SEED}, ${RUNS} requests per operation)`, () => {
  it('covers every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [op.key, op] as const))('%s', { timeout: 30_000 + RUNS * 1_500 }, async (key, op) => {
    await fc.assert(
      fc.asyncProperty(requestArb(op), async (r) => {
        const token = r.actor === 'guest' ? undefined : await signIn(r.actor);
        const writes = r.method !== 'GET';
        const before = writes ? await storedState(t) : undefined;
        const res = await t.request({
          method: r.method as 'GET',
          url: r.url,
          payload: r.payload,
          token,
          headers: r.contentType ? { 'content-type': r.contentType } : {},
        });
        const counts = statuses.get(key) ?? {};
        counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
        statuses.set(key, counts);
        const problems = problemsOf(res);
        if (writes && res.statusCode >= 400 && before) {
          const after = await storedState(t);
          const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
          if (changed.length) problems.push(`a refused write changed: ${changed.join(', ')}`);
        }
        if (problems.length) {
          throw new Error(
            `${problems.join('; ')}\n  request: ${describeRequest(r)}\n  answer: ${res.statusCode} ${clip(res.body, 600)}\n  replay: FUZZ_SEED=${SEED} npx vitest run apps/api/src/fuzz.test.ts -t '${key}'`,
          );
        }
      }),
      { seed: seedFor(key), numRuns: RUNS, endOnFailure: true, examples: fixedCases(op) },
    );
  });
});
