/**
 * Pictures for demo people and gigs, painted pixel by pixel: a diagonal gradient with soft circles (and a
 * silhouette for people). Raw pixels keep SVG and fonts out of the seed, so it is fast on any machine.
 */

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;

interface Disc {
  x: number;
  y: number;
  r: number;
  alpha: number;
}

function paint(width: number, height: number, colors: [string, string], discs: Disc[]): Buffer {
  const [from, to] = colors.map(rgb) as [Rgb, Rgb];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const d of discs) {
        if ((x - d.x) ** 2 + (y - d.y) ** 2 <= d.r ** 2) light = Math.max(light, d.alpha);
      }
      const offset = (y * width + x) * 3;
      from.forEach((start, c) => {
        const base = start + ((to[c] ?? start) - start) * t;
        pixels[offset + c] = Math.round(base + (255 - base) * light);
      });
    }
  }
  return pixels;
}

function circles(seed: number, width: number, height: number, count: number): Disc[] {
  return Array.from({ length: count }, (_, i) => ({
    x: (seed * 37 + i * 71) % width,
    y: (seed * 53 + i * 29) % height,
    r: 20 + ((seed + i * 17) % Math.round(height / 3)),
    alpha: 0.08 + ((seed + i) % 5) * 0.04,
  }));
}

/** A square avatar: a head-and-shoulders silhouette over a gradient. */
export async function avatarImage(seed: number, colors: [string, string]): Promise<Buffer> {
  // Loaded only when seeding: its native library holds ~25 MB a running server need not keep.
  const { default: sharp } = await import('sharp');
  const discs = [
    ...circles(seed, 256, 256, 3),
    { x: 128, y: 104, r: 46, alpha: 0.9 },
    { x: 128, y: 262, r: 92, alpha: 0.9 },
  ];
  return sharp(paint(256, 256, colors, discs), { raw: { width: 256, height: 256, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
}

/** A 16:9 gig cover: soft circles over the category's gradient. */
export async function gigImage(seed: number, colors: [string, string]): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(paint(800, 450, colors, circles(seed, 800, 450, 7)), { raw: { width: 800, height: 450, channels: 3 } })
    .webp({ quality: 75 })
    .toBuffer();
}
