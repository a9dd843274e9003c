import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const mb = () => Math.round(process.memoryUsage().rss / 1048576) + ' MB rss';
const t0 = process.memoryUsage().rss;
const pg = await PGlite.create({ dataDir: process.argv[2], extensions: { pg_trgm } });
console.log('open', mb(), Object.keys(pg.mod).filter(k => /HEAP|emory/.test(k)), pg.mod.HEAPU8?.byteLength / 1048576);
console.log((await pg.query("select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','wal_buffers','maintenance_work_mem','effective_cache_size','max_connections','temp_buffers','fsync','synchronous_commit','wal_sync_method','full_page_writes')")).rows.map(r => `${r.name}=${r.setting}${r.unit ?? ''}`).join(' '));
const smaps = (await import('node:fs')).readFileSync('/proc/self/smaps_rollup','utf8'); console.log(smaps);
