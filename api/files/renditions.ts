import sharp, { type Sharp } from 'sharp';

/** The renditions every image gets besides its original (spec 3 §3 File): the longest side in pixels. */
export const RENDITION_SIZES = { hi: 2048, med: 1024, low: 512 } as const;
export const THUMBNAIL = { width: 480, height: 360 } as const;

export type RenditionName = 'ori' | keyof typeof RENDITION_SIZES | 'thumbnail' | 'poster';
export const RENDITIONS: readonly RenditionName[] = ['ori', 'hi', 'med', 'low', 'thumbnail', 'poster'];

export interface ImageRenditions {
  width: number;
  height: number;
  ext: 'png' | 'jpg';
  hi: Buffer;
  med: Buffer;
  low: Buffer;
  thumbnail: Buffer;
}

/**
 * Bytes, or the path of a file on disk (a large upload streamed there): libvips then reads it piece by piece, so
 * the original never sits in memory whole.
 */
export type ImageInput = Uint8Array | string;

// libvips' operation cache would keep decoded pieces of every upload and hold the (since removed) temporary files
// of streamed uploads open; each image here is processed once, so nothing is worth caching.
sharp.cache(false);

// A decompression bomb is refused before it is decoded: 60 megapixels is far beyond any camera a dealer uses.
export const limitInputPixels = 60_000_000;

/**
 * Decodes every pixel of an image (in sharp's own threads, off the event loop) and throws when it does not
 * decode: a file that only starts like a JPEG or PNG, a truncated one, or one past the pixel limit.
 */
export async function decodeWhole(bytes: ImageInput): Promise<void> {
  await sharp(bytes, { limitInputPixels, failOn: 'warning', animated: false, sequentialRead: true }).stats();
}

/**
 * The sizes of an image. Pictures with transparency (logos) stay PNG, others become JPEG; all are turned upright
 * by their EXIF orientation and lose their metadata (camera, place). Throws when the bytes do not decode.
 * The original is decoded once, into the largest rendition's size (a JPEG shrinks while it loads), and the smaller
 * ones are made from that: a photo of 100 MB never sits in memory whole, nor four times over.
 */
export async function imageRenditions(bytes: ImageInput): Promise<ImageRenditions> {
  const meta = await sharp(bytes, { limitInputPixels, animated: false }).metadata();
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? 0;
  const height = (upright ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new Error('The image has no size');
  const alpha = !!meta.hasAlpha;
  // Read top to bottom: libvips decodes a strip at a time instead of holding the whole photo.
  const largest = await sharp(bytes, { limitInputPixels, animated: false, sequentialRead: true })
    .rotate()
    .resize({ width: RENDITION_SIZES.hi, height: RENDITION_SIZES.hi, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { info } = largest;
  const source = () => sharp(largest.data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const encode = (img: Sharp) =>
    (alpha ? img.png({ compressionLevel: 9 }) : img.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  const sized = (edge: number) => encode(source().resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true }));
  // One after the other: side by side, each encoder's buffers would add up.
  const hi = await encode(source());
  const med = await sized(RENDITION_SIZES.med);
  const low = await sized(RENDITION_SIZES.low);
  const thumbnail = await encode(
    source().resize({ ...THUMBNAIL, fit: alpha ? 'contain' : 'cover', background: { r: 255, g: 255, b: 255, alpha: 0 } }),
  );
  return { width, height, ext: alpha ? 'png' : 'jpg', hi, med, low, thumbnail };
}

/** A poster for a video (no frame can be read without a video decoder): a calm card with a play sign. */
export function videoPoster(): Promise<Buffer> {
  const { width, height } = THUMBNAIL;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#1677ff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="56" fill="#ffffff" fill-opacity="0.9"/>
    <path d="M ${width / 2 - 18} ${height / 2 - 30} L ${width / 2 + 32} ${height / 2} L ${width / 2 - 18} ${height / 2 + 30} Z" fill="#0b3d91"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
