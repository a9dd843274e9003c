// `npm run api:client`: builds the API (an in-memory database, nothing listens), takes its OpenAPI document and
// rewrites the generated client types, apps/api/client/schema.ts. api-client.test.ts fails while they differ.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_FILE, schemaSource } from '../apps/api/client/generate.js';
import { buildApp } from '../apps/api/src/app.js';
import { openDatabase } from '../apps/api/src/db/client.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'labora-api-client-'));
const database = await openDatabase({});
const app = await buildApp({
  db: database.db,
  mailer: { async send() {} },
  uploadsDir: path.join(dataDir, 'uploads'),
  webRoot: path.join(dataDir, 'web'),
});
try {
  await app.ready();
  const source = await schemaSource(app.swagger());
  await writeFile(SCHEMA_FILE, source);
  console.log(
    `wrote ${path.relative(process.cwd(), fileURLToPath(SCHEMA_FILE))} (${Math.round(source.length / 1024)} KB)`,
  );
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
