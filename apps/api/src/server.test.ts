import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('server start', () => {
  it('stops with one line naming each bad variable', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', path.join(here, 'server.ts')],
      { env: { ...process.env, PORT: 'porta', SEED_DEMO: 'talvez' }, encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid environment variable PORT: must be a port number (got "porta")',
      'Invalid environment variable SEED_DEMO: must be 0 or 1 (got "talvez")',
    ]);
  });
});
