import { AVATAR_LIMITS, AVATAR_MESSAGES } from '@labora/shared/avatar';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** The format a file really has, read from its first bytes; the name and declared type are not trusted. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
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
 * Re-encodes an uploaded picture as a square WebP of AVATAR_LIMITS.sizePx: the first frame only,
 * turned upright by its EXIF orientation, with every metadata block dropped (sharp keeps none by default).
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.unsupported);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(AVATAR_LIMITS.sizePx, AVATAR_LIMITS.sizePx, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt data, or a bomb over the pixel limit: the same answer for each.
    throw new AppError('BAD_REQUEST', AVATAR_MESSAGES.unreadable);
  }
}
