import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROL_FILE, startBackupListener } from './backup-snapshot.js';
import { type Database, openDatabase, queryRows } from './client.js';

let dir: string;
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function openEmbedded() {
  dir = await mkdtemp(path.join(os.tmpdir(), 'labora-snapshot-'));
  database = await openDatabase({ dataDir: dir, embedded: { thread: false } });
  await database.db.execute(sql`create table notes (body text)`);
  await database.db.execute(sql`insert into notes values ('antes')`);
  await mkdir(path.join(dir, 'uploads'));
  await writeFile(path.join(dir, 'uploads', 'antes.txt'), 'antes');
  return database;
}

const silent = { info() {}, error() {} };

describe('backup snapshot (embedded database)', () => {
  it('copies rows and files of one moment: a write sent during the snapshot waits for its end', async () => {
    const db = await openEmbedded();
    const listenerClose = await startBackupListener({ dataDir: dir, database: db, log: silent });
    const control = JSON.parse(await readFile(path.join(dir, CONTROL_FILE), 'utf8'));
    let insert: Promise<unknown> = Promise.resolve();
    let written = false;
    // Sent while the snapshot holds the database: it must not land in the copy, nor run before the copy ends.
    const original = db.snapshot?.bind(db);
    db.snapshot = (file, alsoWhilePaused) =>
      (original as NonNullable<Database['snapshot']>)(file, async () => {
        insert = db.db.execute(sql`insert into notes values ('durante')`).then(() => {
          written = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(written).toBe(false);
        await alsoWhilePaused();
      });

    const res = await fetch(`http://127.0.0.1:${control.port}/snapshot`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    });
    expect(res.status).toBe(200);
    const snapshot = (await res.json()) as { dir: string; pauseMs: number };
    await insert;
    expect(written).toBe(true);
    expect(snapshot.pauseMs).toBeGreaterThanOrEqual(50);
    expect(await readdir(path.join(snapshot.dir, 'files', 'uploads'))).toEqual(['antes.txt']);

    const copy = await PGlite.create({ loadDataDir: new Blob([await readFile(path.join(snapshot.dir, 'db.tar'))]) });
    expect((await copy.query('select body from notes')).rows).toEqual([{ body: 'antes' }]);
    await copy.close();
    expect(await queryRows(db.db, sql`select body from notes order by body`)).toEqual([
      { body: 'antes' },
      { body: 'durante' },
    ]);
    await listenerClose();
    await expect(readFile(path.join(dir, CONTROL_FILE))).rejects.toThrow();
    // Two embedded databases start here (the live one and the copy): seconds each on a busy machine.
  }, 90_000);

  it('answers 401 without the token of DATA_DIR/backup.json', async () => {
    const db = await openEmbedded();
    const listenerClose = await startBackupListener({ dataDir: dir, database: db, log: silent });
    const { port } = JSON.parse(await readFile(path.join(dir, CONTROL_FILE), 'utf8'));
    const res = await fetch(`http://127.0.0.1:${port}/snapshot`, {
      method: 'POST',
      headers: { authorization: 'Bearer adivinhado' },
    });
    expect(res.status).toBe(401);
    expect(await readdir(path.join(dir))).not.toContain('backups');
    await listenerClose();
  });
});
