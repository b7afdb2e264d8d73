import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './limits';

/** Widths of the srcset variants (never wider than the original). Keep in step with domain/image-variants.ts. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export interface ProcessedImage {
  width: number;
  height: number;
  /** The full-size re-encode, then one per variant width. */
  files: { suffix: string; body: Buffer; width: number }[];
}

export class ImageRejected extends Error {}

/**
 * Decodes the upload with bounded pixels, applies its orientation, drops every piece of metadata (EXIF,
 * GPS), and re-encodes it as WebP at full size and at the srcset widths. Nothing of the original bytes
 * reaches visitors, so a polyglot file cannot ride along. Given a file path, libvips reads the upload
 * from disk and it never enters the JS heap.
 */
export async function processImage(input: string | Buffer): Promise<ProcessedImage> {
  let image: sharp.Sharp;
  let meta: sharp.Metadata;
  try {
    image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
    meta = await image.metadata();
  } catch (error) {
    throw rejected(error);
  }
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  if (width === 0 || height === 0) throw new ImageRejected('The file is not a readable image');
  try {
    const full = await image.clone().webp({ quality: 82 }).toBuffer();
    const files = [{ suffix: '', body: full, width }];
    // Every variant name exists, so a srcset can list all of them without knowing the original's width;
    // a variant at or beyond the original's width is the original size (never upscaled).
    for (const target of VARIANT_WIDTHS) {
      const body = target >= width ? full : await image.clone().resize({ width: target }).webp({ quality: 80 }).toBuffer();
      files.push({ suffix: `-${target}w`, body, width: Math.min(target, width) });
    }
    return { width, height, files };
  } catch (error) {
    throw rejected(error);
  }
}

function rejected(error: unknown): ImageRejected {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new ImageRejected(`The image is too large to process (more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`);
  return new ImageRejected('The file is not a readable image');
}
