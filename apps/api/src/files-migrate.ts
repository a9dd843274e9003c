// `npm run files:migrate`: copies DATA_DIR/uploads into the bucket of FILES_URL and verifies every object (size and
// SHA-256 read back). Safe to run again: what is already there and equal is skipped, anything else copied again.
// The local folder is left as it is; remove it once the API runs on the bucket.
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { createFileStores, LocalFileStore } from './lib/file-store/index.js';
import { migrateUploads } from './lib/file-store/migrate.js';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.files.kind !== 's3') {
    console.error('FILES_URL must name the bucket to copy DATA_DIR/uploads into, e.g. FILES_URL=s3://labora/uploads');
    return 1;
  }
  const source = new LocalFileStore(path.join(config.dataDir, 'uploads'));
  const { files } = createFileStores(config.files, config.dataDir);
  const target = `s3://${config.files.bucket}/${config.files.prefix}`;
  console.log(`Copying ${source.root} into ${target}`);
  let done = 0;
  const report = await migrateUploads(source, files, {
    onObject(key, outcome) {
      done += 1;
      if (outcome === 'failed' || done % 500 === 0) console.log(`${done} objects… (${key}: ${outcome})`);
    },
  });
  console.log(
    `${report.copied} copied and verified, ${report.alreadyThere} already there and verified, ${report.failed.length} failed`,
  );
  for (const failure of report.failed) console.error(`FAILED ${failure.key}: ${failure.reason}`);
  if (report.failed.length) console.error('Run the command again to retry the failed objects.');
  return report.failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) for (const line of error.lines) console.error(line);
    else console.error(error);
    process.exit(1);
  },
);
