import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ATTACHMENT_MESSAGES } from '@labora/shared/jobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJob, createUser, jobInput, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';
import { buildZip, officeDocument, officeEntries, openDocument } from '../../test/zip.js';

// Every inflation in this process goes through DecompressionStream (file-type) or node:zlib; checking an
// upload's type must use neither: counted here.
const RealDecompressionStream = globalThis.DecompressionStream;
let inflations = 0;
class CountingDecompressionStream extends RealDecompressionStream {
  constructor(format: ConstructorParameters<typeof RealDecompressionStream>[0]) {
    super(format);
    inflations += 1;
  }
}

let t: TestApp;
let client: TestUser;
beforeAll(async () => {
  globalThis.DecompressionStream = CountingDecompressionStream;
  t = await createTestApp();
  client = await createUser(t);
});
afterAll(async () => {
  globalThis.DecompressionStream = RealDecompressionStream;
  await t.close();
});
beforeEach(() => {
  inflations = 0;
});

const storedFiles = async () => (await readdir(path.join(t.uploadsDir, 'attachments')).catch(() => [])).length;

async function upload(name: string, data: Buffer) {
  const body = multipartBody({ job: JSON.stringify(jobInput()) }, [{ field: 'attachments', name, data }]);
  return t.asUser(client).request({ method: 'POST', url: '/api/jobs', ...body });
}

async function expectRefused(name: string, data: Buffer) {
  const before = await storedFiles();
  const res = await upload(name, data);
  expect([name, res.statusCode, res.json().code, res.json().message]).toEqual([
    name,
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `${ATTACHMENT_MESSAGES.unsupported} (${name})`,
  ]);
  expect(await storedFiles()).toBe(before);
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('job attachments in ZIP containers', () => {
  it('accepts office documents by their central directory, without inflating anything', async () => {
    const cases: [string, Buffer, string][] = [
      ['escopo.docx', officeDocument('docx'), DOCX],
      ['planilha.xlsx', officeDocument('xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [
        'slides.pptx',
        officeDocument('pptx'),
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      ['texto.odt', openDocument('application/vnd.oasis.opendocument.text'), 'application/vnd.oasis.opendocument.text'],
      [
        'tabela.ods',
        openDocument('application/vnd.oasis.opendocument.spreadsheet'),
        'application/vnd.oasis.opendocument.spreadsheet',
      ],
      [
        'apresentacao.odp',
        openDocument('application/vnd.oasis.opendocument.presentation'),
        'application/vnd.oasis.opendocument.presentation',
      ],
    ];
    for (const [name, data, contentType] of cases) {
      const res = await upload(name, data);
      expect([name, res.statusCode]).toEqual([name, 201]);
      expect(res.json().attachments).toEqual([expect.objectContaining({ fileName: name, contentType })]);
    }
    expect(inflations).toBe(0);
  });

  it('refuses a zip bomb (64 KB deflated to 64 MB) with 415 and inflates nothing', async () => {
    // [Content_Types].xml as Word writes it, then 64 MB of spaces: ~64 KB deflated. file-type used to inflate it
    // whole, in memory, and call it a .docx.
    const contentTypes = Buffer.concat([
      Buffer.from(`<Types><Override PartName="/word/document.xml" ContentType="${DOCX}.main+xml"/></Types>`),
      Buffer.alloc(64 * 1024 * 1024, 0x20),
    ]);
    const bomb = buildZip([
      { name: '[Content_Types].xml', data: contentTypes },
      { name: 'word/document.xml', data: Buffer.from('<document/>') },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expectRefused('bomba.docx', bomb);
    expect(inflations).toBe(0);
  });

  it('refuses archives whose declared sizes are absurd, even when the data is small', async () => {
    const declaring = (declaredSize: number) =>
      buildZip([...officeEntries('docx'), { name: 'word/media/a.xml', data: Buffer.alloc(4096, 0x61), declaredSize }]);
    // 4 GiB: a ZIP64 marker no 10 MB document needs; 1 GiB: far over any ratio a real document reaches.
    await expectRefused('zip64.docx', declaring(0xffffffff));
    await expectRefused('giga.docx', declaring(1024 * 1024 * 1024));
    // More entries than any document has (each one a cost to whoever opens it).
    const many = buildZip([
      ...officeEntries('docx'),
      ...Array.from({ length: 6_000 }, (_, i) => ({ name: `word/m${i}`, data: Buffer.alloc(0), method: 0 as const })),
    ]);
    await expectRefused('muitos.docx', many);
    expect(inflations).toBe(0);
  });

  it('refuses macros, encryption, plain archives, compressed streams and broken directories', async () => {
    const withMacros = buildZip([
      ...officeEntries('docx'),
      { name: 'word/vbaProject.bin', data: Buffer.from('Sub AutoOpen()') },
    ]);
    const encrypted = buildZip(officeEntries('docx').map((entry) => ({ ...entry, flags: 1 })));
    const plain = buildZip([{ name: 'fotos/praia.txt', data: Buffer.from('oi') }]);
    const deflatedMimetype = buildZip([
      { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text') },
      { name: 'content.xml', data: Buffer.from('<office:document-content/>') },
    ]);
    const odtTemplate = openDocument('application/vnd.oasis.opendocument.text-template');
    const office = officeDocument('docx');
    const truncated = office.subarray(0, office.length - 10);
    await expectRefused('macro.docm.docx', withMacros);
    await expectRefused('senha.docx', encrypted);
    await expectRefused('fotos.zip', plain);
    await expectRefused('mimetype.odt', deflatedMimetype);
    await expectRefused('modelo.odt', odtTemplate);
    await expectRefused('cortado.docx', truncated);
    await expectRefused('dados.gz', gzipSync(Buffer.alloc(10 * 1024 * 1024)));
    expect(inflations).toBe(0);
  });

  it('checks attachments added later the same way', async () => {
    const job = await createJob(t, client);
    const bomb = buildZip([...officeEntries('docx'), { name: 'word/media/a', data: Buffer.alloc(64 * 1024 * 1024) }]);
    const body = multipartBody({}, [{ field: 'attachments', name: 'bomba.docx', data: bomb }]);
    const res = await t.asUser(client).request({ method: 'POST', url: `/api/jobs/${job.id}/attachments`, ...body });
    expect([res.statusCode, res.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(inflations).toBe(0);
  });
});
