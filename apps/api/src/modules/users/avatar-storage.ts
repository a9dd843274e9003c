import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Public path prefix of stored avatars; the web server maps it to `<uploadsDir>/avatars`. */
export const AVATARS_URL_PREFIX = '/uploads/avatars/';
const NAME_PATTERN = /^[0-9a-f]{32}\.webp$/;

/** Writes a new avatar under an unguessable name (atomically: temp file + rename); returns its name. */
export async function storeAvatar(uploadsDir: string, webp: Buffer): Promise<string> {
  const dir = path.join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const temp = path.join(dir, `.${name}.tmp`);
  await writeFile(temp, webp);
  await rename(temp, path.join(dir, name));
  return name;
}

/** The URL stored in avatar_url: the file's path plus a cache-buster (SPEC §3). */
export function avatarUrlOf(name: string, now: Date): string {
  return `${AVATARS_URL_PREFIX}${name}?v=${now.getTime()}`;
}

/** Deletes the file behind an avatar_url; anything that is not one of our names is left alone. */
export async function removeStoredAvatar(uploadsDir: string, avatarUrl: string | null): Promise<void> {
  if (!avatarUrl?.startsWith(AVATARS_URL_PREFIX)) return;
  const name = avatarUrl.slice(AVATARS_URL_PREFIX.length).split('?')[0] ?? '';
  if (!NAME_PATTERN.test(name)) return;
  await rm(path.join(uploadsDir, 'avatars', name), { force: true });
}
