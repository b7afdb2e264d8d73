/** Widths the server writes next to every uploaded image (services/uploads/process-image.ts). */
export const UPLOAD_VARIANT_WIDTHS = [480, 960, 1600] as const;

const UPLOADED = /^\/objects\/uploads\/([0-9a-f-]{36})\.webp$/;

/**
 * A srcset for an uploaded image (`/objects/uploads/{id}.webp` has `{id}-480w.webp` … beside it; a
 * variant wider than the original holds the original size), or undefined for any other address.
 */
export function uploadedSrcSet(url: string): string | undefined {
  const match = UPLOADED.exec(url);
  if (!match) return undefined;
  return UPLOAD_VARIANT_WIDTHS.map((w) => `/objects/uploads/${match[1]}-${w}w.webp ${w}w`).join(', ');
}
