import { randomBytes } from 'node:crypto';
import { AVATAR_MESSAGES } from '@labora/shared/users';
import { AppError } from './app-error.js';
import type { FileStore } from './file-store/index.js';

/** Folders of DATA_DIR/uploads served to everyone at /uploads/<folder>/ (see plugins/uploads.ts). */
export const PUBLIC_IMAGE_FOLDERS = ['avatars', 'gigs', 'portfolio'] as const;
export type PublicImageFolder = (typeof PUBLIC_IMAGE_FOLDERS)[number];

type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** The format a file really has, read from its first bytes; the name and declared type are not trusted. */
function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

// A 5 MB file can still claim 60,000 × 60,000 pixels; refuse before decoding that much.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded PNG, JPEG, WebP or GIF as a WebP of exactly width × height: the first frame only,
 * turned upright by its EXIF orientation, cropped around what draws the eye, every metadata block dropped.
 * With `fit: 'inside'` it is shrunk to fit the box instead, uncropped and never enlarged.
 */
export async function reencodeImage(
  bytes: Buffer,
  size: { width: number; height: number; fit?: 'cover' | 'inside' },
): Promise<Buffer> {
  if (!sniffImageFormat(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.unsupported);
  // Loaded on the first image: its native library holds ~25 MB the server needs only then.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(
        size.width,
        size.height,
        size.fit === 'inside' ? { fit: 'inside', withoutEnlargement: true } : { fit: 'cover', position: 'attention' },
      )
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt data, or a bomb over the pixel limit: the same answer for each.
    throw new AppError('BAD_REQUEST', AVATAR_MESSAGES.unreadable);
  }
}

export const NAME_PATTERN = /^[0-9a-f]{32}\.webp$/;

/** The store key behind a URL made by storePublicImage, or null for anything else. */
export function publicImageKey(url: string | null): string | null {
  const match = /^\/uploads\/([a-z]+)\/([^?]+)/.exec(url ?? '');
  const folder = match?.[1] as PublicImageFolder | undefined;
  const name = match?.[2] ?? '';
  if (!folder || !PUBLIC_IMAGE_FOLDERS.includes(folder) || !NAME_PATTERN.test(name)) return null;
  return `${folder}/${name}`;
}

/** Stores an image under an unguessable name and returns its public URL with a cache-buster (SPEC §3). */
export async function storePublicImage(
  files: FileStore,
  folder: PublicImageFolder,
  webp: Buffer,
  now: Date,
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await files.put(`${folder}/${name}`, webp, 'image/webp');
  return `/uploads/${folder}/${name}?v=${now.getTime()}`;
}

/** Deletes the file behind a URL made by storePublicImage; anything else is left alone. */
export async function removePublicImage(files: FileStore, url: string | null): Promise<void> {
  const key = publicImageKey(url);
  if (key) await files.remove([key]);
}
