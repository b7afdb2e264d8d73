/**
 * The partner id a site passes through /embed.js (`data-partner`, then `?partner=`): a short slug stored
 * with booking clicks and inquiries. One rule for the loader, the widget and the server's partnerSchema.
 */
export const PARTNER_ID_MAX = 100;
export const PARTNER_ID_PATTERN = /^[A-Za-z0-9._-]*$/;

/** The trimmed id when it is a usable slug, else undefined (dropped rather than sent and refused). */
export function partnerId(value: string | null | undefined): string | undefined {
  const id = value?.trim();
  return id && id.length <= PARTNER_ID_MAX && PARTNER_ID_PATTERN.test(id) ? id : undefined;
}
