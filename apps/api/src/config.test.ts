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

describe('FILES_URL and the object storage settings', () => {
  it('keeps uploads on the local disk by default', () => {
    expect(loadConfig({}).files).toEqual({ kind: 'local' });
  });

  it('reads the bucket, the prefix and the endpoint of an S3-compatible store', () => {
    expect(
      loadConfig({
        FILES_URL: 's3://labora-files/prod/uploads/',
        FILES_ENDPOINT: 'https://abc.r2.cloudflarestorage.com',
        FILES_REGION: 'auto',
        FILES_ACCESS_KEY_ID: 'key',
        FILES_SECRET_ACCESS_KEY: 'secret',
        FILES_FORCE_PATH_STYLE: '1',
      }).files,
    ).toEqual({
      kind: 's3',
      bucket: 'labora-files',
      prefix: 'prod/uploads/',
      endpoint: 'https://abc.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // AWS S3 with the machine's role: no endpoint, no keys.
    expect(loadConfig({ FILES_URL: 's3://labora' }).files).toEqual({
      kind: 's3',
      bucket: 'labora',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses a malformed URL, settings without FILES_URL and half a key pair, one line each', () => {
    expect(() => loadConfig({ FILES_URL: 'https://bucket.s3.amazonaws.com' })).toThrow(
      /FILES_URL: must be s3:\/\/bucket or s3:\/\/bucket\/prefix/,
    );
    expect(() => loadConfig({ FILES_URL: 's3://Meu_Bucket' })).toThrow(/FILES_URL/);
    expect(() => loadConfig({ FILES_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /FILES_ENDPOINT: is used only with FILES_URL/,
    );
    expect(() => loadConfig({ FILES_URL: 's3://labora', FILES_ACCESS_KEY_ID: 'key' })).toThrow(
      /FILES_SECRET_ACCESS_KEY: must be set together/,
    );
    expect(() => loadConfig({ FILES_URL: 's3://labora', FILES_ENDPOINT: 'ftp://x' })).toThrow(
      /FILES_ENDPOINT: must be the http\(s\) URL/,
    );
  });
});
