/** SPEC §5 upload limits by what the image is for; anything else gets the upload button's default. */
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

/** The largest any upload may be: the route's body limit. */
export const LARGEST_UPLOAD = Math.max(...Object.values(MAX_BYTES));

/** Images are decoded only up to this many pixels: a small file that claims to be huge is refused. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** How long a signed upload URL lives: long enough for a slow phone upload, short enough to be useless if leaked. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
