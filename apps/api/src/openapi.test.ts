import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helpers.js';

// The OpenAPI document as other programs read it: every operation named (generated clients take their method names
// from operationId) and its security declared, and a standard linter's recommended rules pass (docs/api.md).

/** The verbs an operationId may start with (docs/api.md#operation-ids); add one here when a route needs a new one. */
const VERBS = [
  'list', 'get', 'search', 'create', 'update', 'delete', 'add', 'remove', 'set', 'change', 'upload', 'download',
  'export', 'send', 'accept', 'decline', 'reject', 'withdraw', 'cancel', 'confirm', 'verify', 'request', 'invite',
  'open', 'leave', 'mark', 'start', 'pause', 'reset', 'enable', 'disable', 'regenerate', 'register', 'sign', 'pay',
  'release', 'fund', 'approve', 'question', 'answer', 'propose', 'take', 'decide', 'appeal', 'review', 'apply',
  'simulate',
]; // biome-ignore format: one list, read across

/** Linter warnings accepted, each with its reason: new ones fail the test. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  // Neither takes any input nor needs a session: no 4XX answer exists to document.
  'operation-4xx-response GET /api/auth/challenge': 'nothing to refuse',
  'operation-4xx-response GET /api/launch': 'nothing to refuse',
  'operation-4xx-response GET /api/health': 'nothing to refuse',
};

/**
 * The POST, PUT and PATCH operations that take no body: an action on what the path names. Every other one describes
 * its body, with `body` in its route's schema or, when the route reads the body itself (multipart with files, or JSON
 * it parses by hand), with `documentedBody` (plugins/docs.ts). Asserted exactly: a new route that reads a body but
 * does not describe it fails here, and one that really takes none is added with its reason.
 */
const BODILESS = [
  'POST /api/auth/logout',
  'POST /api/users/me/phone/code', // to the phone number on the account
  'POST /api/users/me/data-export',
  'POST /api/users/me/two-factor/setup',
  'POST /api/proposals/{id}/reject',
  'POST /api/proposals/{id}/withdraw',
  'POST /api/contracts/{id}/conversation',
  'POST /api/contracts/{id}/timesheet/statements/{statementId}/approve',
  'POST /api/contracts/{id}/agreements/{agreementId}/accept',
  'POST /api/contracts/{id}/agreements/{agreementId}/decline',
  'POST /api/disputes/{id}/take',
  'POST /api/disputes/{id}/accept',
  'POST /api/gig-orders/{id}/accept',
  'POST /api/gig-orders/{id}/decline',
  'POST /api/gig-orders/{id}/cancel',
  'POST /api/wallet/deposits/{id}/simulate',
  'POST /api/conversations/{id}/leave',
  'POST /api/connections/requests/{id}/accept',
  'POST /api/connections/requests/{id}/decline',
  'POST /api/notifications/{id}/read',
  'POST /api/notifications/read-all',
  'POST /api/time-tracker/pause',
  'POST /api/time-tracker/reset',
];

/** The routes that read their body themselves (multipart, lib/multipart-upload.ts and lib/single-upload.ts) and its media types. */
const READ_BY_HAND: Record<string, string[]> = {
  'POST /api/jobs': ['application/json', 'multipart/form-data'],
  'POST /api/jobs/{id}/attachments': ['multipart/form-data'],
  'POST /api/contracts/{id}/deliveries': ['application/json', 'multipart/form-data'],
  'POST /api/contracts/{id}/disputes': ['application/json', 'multipart/form-data'],
  'POST /api/disputes/{id}/answer': ['application/json', 'multipart/form-data'],
  'POST /api/disputes/{id}/evidence': ['application/json', 'multipart/form-data'],
  'POST /api/conversations/{id}/messages/files': ['multipart/form-data'],
  'PUT /api/users/profile/picture': ['multipart/form-data'],
  'PUT /api/gigs/{id}/image': ['multipart/form-data'],
  'POST /api/portfolio/{id}/pictures': ['multipart/form-data'],
};

interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}

interface DocumentOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}
interface Document {
  servers?: { url: string }[];
  info: { license?: { name: string }; contact?: { email?: string } };
  paths: Record<string, Record<string, DocumentOperation>>;
}

let t: TestApp;
let document: Document;
let operations: (DocumentOperation & { key: string })[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, ...operation })),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document', () => {
  it('names every operation with an operationId written in its route', () => {
    const missing = operations.filter((op) => !op.operationId).map((op) => op.key);
    expect(
      missing,
      "operations without an operationId: add `operationId: 'verbNoun'` to each route's schema (docs/api.md#operation-ids)",
    ).toEqual([]);
  });

  it('makes each operationId a camelCase verb and noun, one per operation', () => {
    const verb = new RegExp(`^(${VERBS.join('|')})[A-Z][A-Za-z0-9]*$`);
    const malformed = operations.filter((op) => op.operationId && !verb.test(op.operationId));
    expect(
      malformed.map((op) => `${op.key}: ${op.operationId}`),
      `operationIds not of the form verbNoun (camelCase, a verb of VERBS in openapi.test.ts first)`,
    ).toEqual([]);
    const ids = operations.map((op) => op.operationId);
    const repeated = operations.filter((op) => ids.indexOf(op.operationId) !== ids.lastIndexOf(op.operationId));
    expect(
      repeated.map((op) => `${op.key}: ${op.operationId}`),
      'operationIds used twice',
    ).toEqual([]);
  });

  it('declares the security of every operation: the bearer session, or [] for a public one', () => {
    const undeclared = operations.filter((op) => !Array.isArray(op.security)).map((op) => op.key);
    expect(
      undeclared,
      "operations without `security`: add `security: [{ bearer: [] }]` to the route's schema, or `security: []` when a guest may call it",
    ).toEqual([]);
    // `{}` beside bearer: a session is optional (a download by its mailed link's token).
    const unknown = operations.filter((op) =>
      op.security?.some((requirement) => Object.keys(requirement).some((scheme) => scheme !== 'bearer')),
    );
    expect(
      unknown.map((op) => op.key),
      'security schemes other than bearer',
    ).toEqual([]);
    // The routes a guest may call, as the sign-in and recovery screens need them.
    expect(operations.filter((op) => op.security?.length === 0).map((op) => op.key)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/auth/register', 'GET /api/auth/challenge']),
    );
  });

  it('describes the body of every POST, PUT and PATCH but the few that take none', () => {
    const writes = operations.filter((op) => /^(POST|PUT|PATCH) /.test(op.key));
    expect(
      writes
        .filter((op) => !op.requestBody)
        .map((op) => op.key)
        .sort(),
      "operations without a requestBody: give the route's schema a `body`, or a `documentedBody` when it reads the body itself (multipart); only an operation that takes no body goes in BODILESS",
    ).toEqual([...BODILESS].sort());
    for (const op of writes.filter((op) => op.requestBody)) {
      expect(Object.keys(op.requestBody?.content ?? {}).length, op.key).toBeGreaterThan(0);
    }
  });

  it('describes the bodies the routes read themselves: JSON from the shared schema, multipart fields and files', () => {
    const byKey = new Map(operations.map((op) => [op.key, op]));
    for (const [key, mediaTypes] of Object.entries(READ_BY_HAND)) {
      const body = byKey.get(key)?.requestBody;
      expect(Object.keys(body?.content ?? {}).sort(), key).toEqual(mediaTypes);
      const multipart = body?.content['multipart/form-data']?.schema;
      // Every multipart body has at least one file, a binary string (alone, or in an array of them).
      const files = Object.entries(multipart?.properties ?? {}).filter(
        ([, field]) => (field.items ?? field).format === 'binary',
      );
      expect(files.length, `${key}: its files`).toBeGreaterThan(0);
    }
    const job = byKey.get('POST /api/jobs')?.requestBody?.content;
    expect(job?.['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['title', 'category', 'description']),
    );
    expect(job?.['multipart/form-data']?.schema).toMatchObject({
      required: ['job'],
      properties: {
        job: { type: 'object', required: job?.['application/json']?.schema.required },
        attachments: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 10 },
      },
    });
    expect(byKey.get('PUT /api/users/profile/picture')?.requestBody?.content['multipart/form-data']?.schema).toEqual(
      expect.objectContaining({ required: ['profilePicture'] }),
    );
  });

  it('names its server, licence and contact', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: 'http://127.0.0.1:3000' })]);
    expect(document.info.license?.name).toBeTruthy();
    expect(document.info.contact?.email).toBe('suporte@labora.com.br');
  });

  it("passes the Redocly linter's recommended rules with no error and only the accepted warnings", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'labora-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const problems = await redoclyLint(file, dir);
      const errors = problems.filter((p) => p.severity === 'error').map(describeProblem);
      const warnings = problems.filter((p) => p.severity === 'warn').map(describeProblem);
      expect(errors, 'errors of `redocly lint --extends=recommended`').toEqual([]);
      expect(warnings.filter((w) => !(problemKey(w) in ACCEPTED_WARNINGS))).toEqual([]);
      expect(warnings.map(problemKey).sort()).toEqual(Object.keys(ACCEPTED_WARNINGS).sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** `redocly lint` of the pinned @redocly/cli with only the recommended rules, offline (no telemetry, no update check). */
async function redoclyLint(file: string, cwd: string): Promise<Problem[]> {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const args = [cli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=1000'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  // It exits 1 when it found errors: the JSON on stdout tells which.
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { problems: Problem[] }).problems;
}

/** 'rule METHOD /path: message' from the problem's JSON pointer (#/paths/~1api~1x/get/...). */
function describeProblem(problem: Problem): string {
  const [, route, method] = /^#\/paths\/([^/]+)\/([a-z]+)/.exec(problem.location[0]?.pointer ?? '') ?? [];
  const where = route && method ? `${method.toUpperCase()} ${route.replaceAll('~1', '/').replaceAll('~0', '~')}` : '';
  return `${problem.ruleId} ${where}: ${problem.message}`;
}

const problemKey = (described: string) => described.slice(0, described.indexOf(':'));
