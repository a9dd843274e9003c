import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webAppPlugin from './web-app.js';

const INDEX = '<!doctype html>\n<html>\n  <head>\n    <title>Labora</title>\n  </head>\n  <body></body>\n</html>\n';

let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'labora-web-app-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), INDEX);
  await writeFile(path.join(root, 'assets', 'login-page-abc.js'), 'export {}');
  await writeFile(
    path.join(root, 'route-preloads.json'),
    JSON.stringify({ '/login': ['/assets/login-page-abc.js'], '/job/:id': ['/assets/job-page-def.js'] }),
  );
  app = Fastify();
  await app.register(webAppPlugin, { root });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('web app pages', () => {
  it("answers a screen's index.html with modulepreload links to its scripts, matched as the router matches", async () => {
    for (const [url, expected] of [
      ['/login', ['/assets/login-page-abc.js']],
      ['/Login/', ['/assets/login-page-abc.js']],
      ['/login?next=1', ['/assets/login-page-abc.js']],
      ['/job/0b6f1c1e-4a1e-4c39-9a53-2f0c0a2b8d11', ['/assets/job-page-def.js']],
      ['/job', []],
      ['/job/1/edit', []],
      ['/dashboard', []],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
        'no-cache',
      ]);
      expect([url, preloads(res.body)]).toEqual([url, expected]);
      // The rest of the page is index.html as built.
      expect(res.body.replace(/ {4}<link rel="modulepreload"[^\n]+\n/g, '').replace(/\s+/g, ' ')).toBe(
        INDEX.replace(/\s+/g, ' '),
      );
    }
  });

  it('still serves assets and answers API misses with the JSON 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/login-page-abc.js' });
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect([api.statusCode, api.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});
