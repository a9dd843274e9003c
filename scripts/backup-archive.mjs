// The backup archive (`npm run backup`, `npm run restore`): a gzipped tar (ustar, readable by any `tar xzf`) whose first
// entry is manifest.json (what, when, versions, and every other entry's size and SHA-256), then db.tar (PGlite's
// dump of its data folder) and files/… (DATA_DIR's other folders: uploads, outbox, exports).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const FORMAT = 'labora-backup 1';
const BLOCK = 512;

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) out.push(relative);
  }
  return out.sort();
}

export async function sha256File(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** A ustar header; names over 100 bytes are split at a `/` into prefix and name (255 at most). */
function header(name, size) {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`path too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  block.write(base, 0, 100);
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  block.write('        ', 148);
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const padding = (size) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes `entries` ({ name, data: Buffer } or { name, file, size }) to `archive` as a gzipped tar. */
export async function writeTarGz(archive, entries) {
  async function* blocks() {
    for (const entry of entries) {
      const size = entry.data ? entry.data.length : entry.size;
      yield header(entry.name, size);
      if (entry.data) yield entry.data;
      else yield* createReadStream(entry.file);
      yield padding(size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(archive));
}

/** Reads a gzipped tar, calling `onEntry(name, data)` for each regular file in order (each one whole in memory). */
export async function readTarGz(archive, onEntry) {
  let buffered = Buffer.alloc(0);
  let current = null; // { name, size, parts, got }
  let ended = false;
  const source = createReadStream(archive).pipe(createGunzip());
  for await (const chunk of source) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    while (!ended) {
      if (current) {
        const take = Math.min(current.size - current.got, buffered.length);
        current.parts.push(buffered.subarray(0, take));
        current.got += take;
        buffered = buffered.subarray(take);
        if (current.got < current.size) break;
        const pad = (BLOCK - (current.size % BLOCK)) % BLOCK;
        if (buffered.length < pad) break;
        buffered = buffered.subarray(pad);
        const done = current;
        current = null;
        if (done.regular) await onEntry(done.name, Buffer.concat(done.parts));
        continue;
      }
      if (buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const text = (start, length) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      const name = text(0, 100);
      const prefix = text(345, 155);
      const size = Number.parseInt(text(124, 12).trim() || '0', 8);
      const type = text(156, 1);
      current = {
        name: prefix ? `${prefix}/${name}` : name,
        size,
        parts: [],
        got: 0,
        regular: type === '0' || type === '',
      };
    }
  }
  if (current || !ended) throw new Error('the archive is cut short');
}

/** Size and SHA-256 of each file under `dir`, named by `prefix` + its relative path. */
export async function describeFiles(dir, prefix) {
  const out = [];
  for (const relative of await listFiles(dir)) {
    const file = path.join(dir, relative);
    out.push({ path: `${prefix}${relative}`, file, bytes: (await stat(file)).size, sha256: await sha256File(file) });
  }
  return out;
}
