import { deflateSync } from 'node:zlib';

/**
 * The portal's app icon as PNG (home screens and the install prompt want PNG at 180, 192 and 512 px): the wheel of
 * the logo in white on the brand blue, drawn with supersampling. `maskable` fills the square and keeps the
 * wheel inside the safe zone, for launchers that cut their own shape.
 */
export const APP_ICON_SIZES = [180, 192, 512] as const;

type Rgba = [number, number, number, number];
const BLUE: Rgba = [0x15, 0x54, 0xb3, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const RED: Rgba = [0xd3, 0x20, 0x29, 255];

const cache = new Map<string, Buffer>();

export function appIconPng(size: number, maskable = false): Buffer {
  const key = `${size}-${maskable}`;
  let png = cache.get(key);
  if (!png) {
    png = encodePng(size, size, draw(size, maskable));
    cache.set(key, png);
  }
  return png;
}

function draw(s: number, maskable: boolean): Buffer {
  const c = s / 2;
  const r = s * (maskable ? 0.3 : 0.36);
  const corner = s * 0.22;
  const spokes = Array.from({ length: 8 }, (_, i) => [Math.cos((i * Math.PI) / 4), Math.sin((i * Math.PI) / 4)] as const);

  // The colour of one sample point, painted back to front.
  const at = (x: number, y: number): Rgba | null => {
    const dx = x - c,
      dy = y - c,
      d = Math.hypot(dx, dy);
    if (d <= r * 0.2) return RED;
    if (Math.abs(d - r) <= s * 0.028) return WHITE;
    if (Math.abs(d - r * 0.72) <= s * 0.007) return mix(WHITE, BLUE, 0.55);
    if (d < r * 0.72 && spokes.some(([ux, uy]) => dx * ux + dy * uy > 0 && Math.abs(dx * uy - dy * ux) <= s * 0.008))
      return mix(WHITE, BLUE, 0.9);
    if (maskable || inRoundedSquare(x, y, s, corner)) return BLUE;
    return null;
  };

  const pixels = Buffer.alloc(s * s * 4);
  // Large icons have pixels enough: fewer samples keep the first request quick.
  const n = s > 256 ? 2 : 4;
  for (let py = 0; py < s; py++) {
    for (let px = 0; px < s; px++) {
      let rr = 0,
        gg = 0,
        bb = 0,
        aa = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const colour = at(px + (sx + 0.5) / n, py + (sy + 0.5) / n);
          if (!colour) continue;
          rr += colour[0];
          gg += colour[1];
          bb += colour[2];
          aa += 255;
        }
      }
      const i = (py * s + px) * 4,
        hits = aa / 255;
      if (hits) {
        pixels[i] = Math.round(rr / hits);
        pixels[i + 1] = Math.round(gg / hits);
        pixels[i + 2] = Math.round(bb / hits);
        pixels[i + 3] = Math.round(aa / (n * n));
      }
    }
  }
  return pixels;
}

const mix = (a: Rgba, b: Rgba, t: number): Rgba => [0, 1, 2].map((k) => Math.round(a[k] * t + b[k] * (1 - t))).concat(255) as Rgba;

function inRoundedSquare(x: number, y: number, s: number, r: number): boolean {
  const qx = Math.max(r - x, x - (s - r), 0),
    qy = Math.max(r - y, y - (s - r), 0);
  return qx * qx + qy * qy <= r * r;
}

// PNG: signature, IHDR (8-bit RGBA), one IDAT of filter-0 scanlines, IEND.
function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
