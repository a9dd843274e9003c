import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; the test uses its constructor, run() and close() only.
import S3rver from 's3rver';
import { createS3Client, S3FileStore, type S3Settings } from '../lib/file-store/index.js';

export interface TestS3 {
  settings: S3Settings;
  /** A store on the test bucket under `prefix`, staging in its own temporary folder. */
  store(prefix?: string): S3FileStore;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver, from npm) on 127.0.0.1 with one empty bucket, its data in a temporary folder. */
export async function startTestS3(bucket = 'labora-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'labora-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const settings: S3Settings = {
    bucket,
    prefix: '',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed key pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  const staging: string[] = [];
  return {
    settings,
    store(prefix = '') {
      const stagingDir = path.join(directory, '..', `${path.basename(directory)}-staging-${staging.length}`);
      staging.push(stagingDir);
      return new S3FileStore(client, { bucket, prefix }, stagingDir);
    },
    async stop() {
      client.destroy();
      await server.close();
      for (const dir of [directory, ...staging]) await rm(dir, { recursive: true, force: true });
    },
  };
}
