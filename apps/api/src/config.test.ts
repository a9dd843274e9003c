import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig } from './config.js';

describe('SEED_DEMO and the address listened on', () => {
  it('knows the loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1']) {
      expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: true });
    }
    for (const host of ['0.0.0.0', '::', '192.168.0.10', '10.0.0.1', 'labora.example.com', '128.0.0.1']) {
      expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: false });
    }
  });

  it('seeds the demo by default only on a loopback address', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, warnings: [] });
    expect(loadConfig({ HOST: '::1' })).toMatchObject({ seedDemo: true, warnings: [] });
    expect(loadConfig({ HOST: 'localhost' })).toMatchObject({ seedDemo: true, warnings: [] });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ seedDemo: false, warnings: [] });
    expect(loadConfig({ HOST: '192.168.0.10' })).toMatchObject({ seedDemo: false, warnings: [] });
  });

  it('seeds elsewhere only when SEED_DEMO=1 is set, and warns that the demo password is public', () => {
    const config = loadConfig({ HOST: '0.0.0.0', SEED_DEMO: '1' });
    expect(config.seedDemo).toBe(true);
    expect(config.warnings).toEqual([
      expect.stringMatching(/SEED_DEMO=1.*HOST=0\.0\.0\.0.*admin@labora\.dev.*password/),
    ]);
    expect(loadConfig({ HOST: '0.0.0.0', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1', SEED_DEMO: '0' })).toMatchObject({ seedDemo: false, warnings: [] });
    expect(loadConfig({ HOST: '127.0.0.1', SEED_DEMO: '1' })).toMatchObject({ seedDemo: true, warnings: [] });
  });
});

describe('LAUNCH_AT', () => {
  it("defaults to SPEC's moment in São Paulo and takes another with its offset", () => {
    expect(loadConfig({}).launchAt.toISOString()).toBe('2025-09-26T02:59:59.000Z');
    expect(loadConfig({ LAUNCH_AT: '2027-01-01T00:00:00-03:00' }).launchAt.toISOString()).toBe(
      '2027-01-01T03:00:00.000Z',
    );
  });

  it('refuses a moment without its offset, which would mean a different instant on each server', () => {
    expect(() => loadConfig({ LAUNCH_AT: '2027-01-01 00:00' })).toThrow(/LAUNCH_AT: must be a date and time/);
    expect(() => loadConfig({ LAUNCH_AT: '2027-01-01T00:00:00' })).toThrow(/LAUNCH_AT/);
  });
});

describe('DATABASE_READ_URL', () => {
  it('takes a replica of DATABASE_URL and refuses one without it', () => {
    const primary = 'postgres://labora@db-1:5432/labora';
    const replica = 'postgres://labora@db-2:5432/labora';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(/DATABASE_READ_URL: must come with DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toThrow(/DATABASE_READ_URL/);
  });
});
