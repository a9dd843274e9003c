import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createSmsProvider } from './sms-provider.js';

const TEXT = '123456 é o seu código para entrar no Labora.';

function logRecorder() {
  const lines: unknown[] = [];
  return { lines, log: { info: (...args: unknown[]) => void lines.push(args) } };
}

describe('the outbox SMS provider (no SMS_URL)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'labora-sms-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each SMS to DATA_DIR/outbox and logs the file, never the code', async () => {
    const { lines, log } = logRecorder();
    await createSmsProvider({ sms: undefined, dataDir, log }).send({ to: '11987654321', text: TEXT });
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-sms-11987654321\.txt$/);
    expect(await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8')).toBe(
      `Para: +5511987654321\n\n${TEXT}\n`,
    );
    expect(JSON.stringify(lines)).not.toContain('123456');
  });
});

describe('the HTTP SMS provider (SMS_URL and SMS_TOKEN)', () => {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' }).end(`{"echo":${JSON.stringify(body)}}`);
    });
  });
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the number in E.164 and the text as JSON with the bearer token, and logs no code', async () => {
    const { lines, log } = logRecorder();
    const sms = createSmsProvider({
      sms: { url, token: 'segredo-do-gateway', from: 'Labora' },
      dataDir: '/nonexistent',
      log,
    });
    await sms.send({ to: '11987654321', text: TEXT });
    expect(received.at(-1)?.headers.authorization).toBe('Bearer segredo-do-gateway');
    expect(received.at(-1)?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.at(-1)?.body ?? '')).toEqual({ to: '+5511987654321', text: TEXT, from: 'Labora' });
    expect(JSON.stringify(lines)).not.toContain('123456');
    expect(JSON.stringify(lines)).not.toContain('segredo');
  });

  it('fails when the gateway refuses, so the caller can tell the person', async () => {
    status = 503;
    const { log } = logRecorder();
    const sms = createSmsProvider({ sms: { url, token: 'segredo-do-gateway', from: undefined }, dataDir: '', log });
    await expect(sms.send({ to: '11987654321', text: TEXT })).rejects.toThrow('SMS gateway answered 503');
    status = 200;
  });
});

describe('the SMS settings', () => {
  it('reads SMS_URL, SMS_TOKEN and SMS_FROM; none set means the outbox', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(
      loadConfig({ SMS_URL: 'https://sms.exemplo.com/v1/send', SMS_TOKEN: 'abcdefgh1234', SMS_FROM: 'Labora' }).sms,
    ).toEqual({
      url: 'https://sms.exemplo.com/v1/send',
      token: 'abcdefgh1234',
      from: 'Labora',
    });
  });

  it('refuses one without the other, and a URL that is not http(s)', () => {
    expect(() => loadConfig({ SMS_URL: 'https://sms.exemplo.com/v1/send' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_TOKEN: 'abcdefgh1234' })).toThrow(/SMS_URL: must be set together/);
    expect(() => loadConfig({ SMS_URL: 'ftp://sms.exemplo.com', SMS_TOKEN: 'abcdefgh1234' })).toThrow(/SMS_URL/);
  });
});
