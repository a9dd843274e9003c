// Pre-compresses the built web app (gzip and brotli) so the server sends compressed files without CPU work.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= 1024) {
      const data = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
walk(dir);
