import { deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  data: Buffer;
  /** 8 (deflate, the default) or 0 (stored). */
  method?: 0 | 8;
  /** Lies the central directory tells about the entry, as a crafted archive would. */
  declaredSize?: number;
  /** General purpose flags (bit 0: encrypted). */
  flags?: number;
}

/** A ZIP archive built byte by byte, so a test can make honest office documents and crafted bombs alike. */
export function buildZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const body = method === 8 ? deflateRawSync(entry.data) : entry.data;
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0, 14); // CRC: nothing here checks it
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (main: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/x" ContentType="${main}"/></Types>`,
  );

/** The entries of a minimal Office Open XML document of each kind: [Content_Types].xml plus its main part. */
export function officeEntries(kind: 'docx' | 'xlsx' | 'pptx'): ZipEntryInput[] {
  const parts = {
    docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
    xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
    pptx: [
      'ppt/presentation.xml',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    ],
  } as const;
  const [main, type] = parts[kind];
  return [
    { name: '[Content_Types].xml', data: CONTENT_TYPES(type) },
    { name: '_rels/.rels', data: Buffer.from('<Relationships/>') },
    { name: main, data: Buffer.from('<document>Escopo do projeto</document>') },
  ];
}

export const officeDocument = (kind: 'docx' | 'xlsx' | 'pptx') => buildZip(officeEntries(kind));

/** A minimal OpenDocument file: the stored `mimetype` entry first, as the format requires. */
export function openDocument(mime: string): Buffer {
  return buildZip([
    { name: 'mimetype', data: Buffer.from(mime), method: 0 },
    { name: 'content.xml', data: Buffer.from('<office:document-content/>') },
    { name: 'META-INF/manifest.xml', data: Buffer.from('<manifest:manifest/>') },
  ]);
}
