/** The four embed types of docs/product.md §2.4, with the sizes of docs/product.md §9. */
export const EMBED_TYPES = ['full', 'light', 'popup', 'light-popup'] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];

export const EMBED_SIZES = {
  fullHeight: 1400,
  light: { width: 1000, height: 180 },
  popup: { width: 800, height: 900 },
  lightPopup: { width: 900, height: 750 },
} as const;

/** Where the preview button goes for each type. */
export const PREVIEW_PATHS: Record<EmbedType, string> = { full: '/widget', light: '/light', popup: '/widget?popup=true', 'light-popup': '/light' };

const popupButton = (url: string, size: { width: number; height: number }, label: string) =>
  `<button type="button" onclick="window.open('${url}', 'charterflight', 'width=${size.width},height=${size.height},scrollbars=yes,resizable=yes')">${label}</button>`;

/** The HTML a partner pastes for a type, pointing at this site's origin. */
export function embedCode(type: EmbedType, origin: string): string {
  switch (type) {
    case 'full':
      return `<iframe src="${origin}/widget" width="100%" height="${EMBED_SIZES.fullHeight}" style="border:0;max-width:100%" title="Charter flight booking" loading="lazy" allow="clipboard-write; web-share"></iframe>`;
    case 'light':
      return `<iframe src="${origin}/light-widget-embed" width="${EMBED_SIZES.light.width}" height="${EMBED_SIZES.light.height}" style="border:0;max-width:100%" title="Charter flight route selector" loading="lazy"></iframe>`;
    case 'popup':
      return popupButton(`${origin}/widget?popup=true`, EMBED_SIZES.popup, 'Book a charter flight');
    case 'light-popup':
      return popupButton(`${origin}/light`, EMBED_SIZES.lightPopup, 'Choose your flight');
  }
}

/** The one-tag alternative (/embed.js): it sizes the full widget to its content and reports events. */
export function scriptSnippet(type: EmbedType, origin: string): string {
  return `<script src="${origin}/embed.js" data-type="${type}" data-region="WA" data-partner="your-site" async></script>`;
}
