import type { FileHandle } from 'node:fs/promises';

/** The office formats that are ZIP archives: Office Open XML and OpenDocument. */
export type ZipDocumentType = 'docx' | 'xlsx' | 'pptx' | 'odt' | 'ods' | 'odp';

/**
 * Bounds for what an archive may declare. Nothing here inflates a byte, so these protect whoever opens the
 * file later: a real document is far inside them (text XML deflates ~5–20×; Word's own limit is 512 MB).
 */
const ZIP_LIMITS = {
  maxEntries: 5_000,
  /** Sum of the declared sizes of every entry, once inflated. */
  maxTotalUncompressedBytes: 256 * 1024 * 1024,
  /** Inflated ÷ deflated size of an entry past which it is a bomb (deflate's own ceiling is ~1,032). */
  maxRatio: 200,
  /** Entries smaller than this are never judged by ratio (a run of zeros in a tiny part is normal). */
  ratioFloorBytes: 1024 * 1024,
} as const;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_LENGTH = 22;
const MAX_COMMENT = 0xffff;

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const OOXML_MAIN_PARTS: Record<string, ZipDocumentType> = {
  'word/document.xml': 'docx',
  'xl/workbook.xml': 'xlsx',
  'ppt/presentation.xml': 'pptx',
};

const ODF_MIMETYPES: Record<string, ZipDocumentType> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The central directory's entries, or null when the archive is malformed, encrypted, ZIP64 or absurd. */
async function readDirectory(handle: FileHandle, fileSize: number): Promise<Entry[] | null> {
  const tailLength = Math.min(fileSize, END_LENGTH + MAX_COMMENT);
  const tail = await readAt(handle, fileSize - tailLength, tailLength);
  let end = -1;
  for (let i = tail.length - END_LENGTH; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const disk = tail.readUInt16LE(end + 4);
  const directoryDisk = tail.readUInt16LE(end + 6);
  const entriesHere = tail.readUInt16LE(end + 8);
  const entryCount = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  const endOffset = fileSize - tailLength + end;
  // Split archives and ZIP64 (0xFFFF/0xFFFFFFFF markers) have no place in a 10 MB document.
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entryCount || entryCount === 0xffff) return null;
  if (entryCount > ZIP_LIMITS.maxEntries || directoryOffset + directorySize > endOffset) return null;

  const directory = await readAt(handle, directoryOffset, directorySize);
  if (directory.length !== directorySize) return null;
  const entries: Entry[] = [];
  let at = 0;
  let total = 0;
  for (let n = 0; n < entryCount; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) return null;
    const entry: Entry = {
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
    };
    at += 46 + nameLength + extraLength + commentLength;
    if (!isSane(entry, directoryOffset)) return null;
    total += entry.uncompressedSize;
    if (total > ZIP_LIMITS.maxTotalUncompressedBytes) return null;
    entries.push(entry);
  }
  return entries;
}

function isSane(entry: Entry, directoryOffset: number): boolean {
  const { flags, method, compressedSize, uncompressedSize } = entry;
  // Bit 0: encrypted; bit 6: strong encryption.
  if (flags & 0x41) return false;
  if (method !== 0 && method !== 8) return false;
  if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || entry.localHeaderOffset === 0xffffffff) {
    return false;
  }
  if (entry.localHeaderOffset + 30 + compressedSize > directoryOffset) return false;
  if (method === 0) return compressedSize === uncompressedSize;
  if (uncompressedSize > ZIP_LIMITS.ratioFloorBytes) {
    return uncompressedSize <= Math.max(compressedSize, 1) * ZIP_LIMITS.maxRatio;
  }
  return true;
}

/** ODF: the first entry is `mimetype`, stored, holding the document's media type (read as is, never inflated). */
async function openDocumentType(handle: FileHandle, first: Entry | undefined): Promise<ZipDocumentType | null> {
  if (first?.name !== 'mimetype' || first.method !== 0 || first.localHeaderOffset !== 0) return null;
  if (first.compressedSize > 100) return null;
  const header = await readAt(handle, 0, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) return null;
  const dataStart = 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const mime = (await readAt(handle, dataStart, first.compressedSize)).toString('latin1');
  return ODF_MIMETYPES[mime] ?? null;
}

/**
 * What office document a ZIP file is, read from its central directory alone: no entry is ever inflated, so a
 * zip bomb costs a few reads. Office Open XML is told by its main part's name (refusing any with VBA macros),
 * OpenDocument by its stored `mimetype`. Null for anything else, and for archives whose declared sizes,
 * ratios or entry count are absurd, or which are encrypted, split, ZIP64 or malformed.
 */
export async function zipDocumentType(handle: FileHandle, fileSize: number): Promise<ZipDocumentType | null> {
  const entries = await readDirectory(handle, fileSize);
  if (!entries) return null;
  const odf = await openDocumentType(handle, entries[0]);
  if (odf) return odf;
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml')) return null;
  if (entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name))) return null;
  const kinds = Object.entries(OOXML_MAIN_PARTS).filter(([part]) => names.has(part));
  return kinds.length === 1 ? (kinds[0]?.[1] ?? null) : null;
}
