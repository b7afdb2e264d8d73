/** docs/product.md §5 upload limits by what the image is for; anything else gets the upload button's default. */
export const UPLOAD_PURPOSES = ['hero', 'badge', 'service', 'training', 'aircraft-image', 'region-icon', 'image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const MB5 = 5 * 1024 * 1024; // 5242880
const MB10 = 10 * 1024 * 1024; // 10485760

export const MAX_BYTES: Record<UploadPurpose, number> = {
  hero: MB5,
  badge: MB5,
  service: MB10,
  training: MB10,
  'aircraft-image': MB5,
  'region-icon': MB5,
  image: MB10,
};

/** Images are decoded only up to this many pixels: a small file that claims to be huge is refused. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** How long a signed upload URL lives: long enough for a slow phone upload, short enough to be useless if leaked. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Uploads this process works on at once: each may hold a decoder of up to MAX_INPUT_PIXELS, so past this
 * an upload is turned away (503) before its body is read.
 */
export const MAX_CONCURRENT_UPLOADS = 4;

/** What a turned-away upload is told to wait (Retry-After, seconds): about one upload's processing time. */
export const UPLOAD_RETRY_AFTER_S = 5;
