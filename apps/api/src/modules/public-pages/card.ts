import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { FileStore } from '../../lib/file-store/types.js';
import { escapeHtml } from '../../lib/html.js';

/**
 * The 1200×630 PNG a link preview shows (og:image): chat apps want PNG or JPEG at that ratio, which an avatar
 * (a small square WebP) is not, so the card puts the avatar, the name or job title and a line of facts on the
 * brand's colours. Rendered by sharp (librsvg) from SVG; a few hundred recent cards are kept per process, keyed
 * by what they show, so a link shared in a busy group is drawn once.
 */
export interface CardContent {
  kicker: string;
  title: string;
  subtitle: string;
  /** An avatar URL made by storePublicImage (/uploads/avatars/…), drawn in a circle. */
  avatarUrl?: string | null;
}

const WIDTH = 1200;
const HEIGHT = 630;
const CACHE_SIZE = 300;
const cache = new Map<string, Buffer>();

/** Splits text into at most `lines` lines of about `width` characters, the last one cut with '…'. */
export function wrap(text: string, width: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
      if (out.length === lines) break;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (out.length < lines && line) out.push(line);
  const used = out.join(' ').length;
  const last = out.length - 1;
  if (used < text.replace(/\s+/g, ' ').trim().length && last >= 0) {
    out[last] = `${(out[last] ?? '').slice(0, width - 1).replace(/\s+\S*$/, '')}…`;
  }
  return out.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
}

async function avatarOf(files: FileStore, url: string | null | undefined): Promise<Buffer | null> {
  const match = /^\/uploads\/avatars\/([0-9a-f]{32}\.webp)(\?|$)/.exec(url ?? '');
  if (!match?.[1]) return null;
  try {
    const round = Buffer.from('<svg width="240" height="240"><circle cx="120" cy="120" r="120"/></svg>');
    const stored = await files.open(`avatars/${match[1]}`);
    if (!stored) return null;
    return await sharp(await buffer(stored.stream))
      .resize(240, 240, { fit: 'cover' })
      .composite([{ input: round, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

function svgOf(content: CardContent, withAvatar: boolean): string {
  const textX = withAvatar ? 400 : 80;
  // About 34 px a character of the 58 px bold title: what fits beside the avatar or across the card.
  const width = withAvatar ? 20 : 28;
  const titleLines = wrap(content.title, width, 3);
  const subtitleLines = wrap(content.subtitle, withAvatar ? 40 : 55, 2);
  const text = (lines: string[], y: number, size: number, gap: number, fill: string, weight: number) =>
    lines
      .map(
        (l, i) =>
          `<text x="${textX}" y="${y + i * gap}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeHtml(l)}</text>`,
      )
      .join('');
  const subtitleY = 250 + titleLines.length * 68 + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#0f5a4d"/>
  <rect x="0" y="560" width="${WIDTH}" height="70" fill="#0b463c"/>
  <circle cx="1110" cy="90" r="34" fill="#f6c445"/>
  <text x="80" y="607" font-size="34" font-weight="700" fill="#ffffff">Labora</text>
  <text x="230" y="607" font-size="26" fill="#cfe6e0">freelancers brasileiros · pagamento protegido</text>
  ${text([content.kicker], 180, 32, 0, '#f6c445', 700)}
  ${text(titleLines, 250, 58, 68, '#ffffff', 700)}
  ${text(subtitleLines, subtitleY, 30, 40, '#d8ebe6', 400)}
</svg>`;
}

/** The card as PNG, from the cache when the same content was drawn lately. */
export async function renderCard(files: FileStore, content: CardContent): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(content)).digest('base64url');
  const cached = cache.get(key);
  if (cached) return cached;
  const avatar = await avatarOf(files, content.avatarUrl);
  const layers = avatar ? [{ input: avatar, left: 80, top: 170 }] : [];
  const png = await sharp(Buffer.from(svgOf(content, Boolean(avatar))))
    .composite(layers)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}
