/**
 * How a partner dresses the widget it embeds (`data-theme`, `data-accent`, then `?theme=`, `?accent=`):
 * one rule for the loader, which warns about a value it drops, and the widget, which reads its address
 * again because anyone can type one.
 */
export const EMBED_THEMES = ['light', 'dark', 'auto'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** light, dark or auto (the visitor's own setting); undefined for anything else. */
export function embedTheme(value: string | null | undefined): EmbedTheme | undefined {
  const theme = value?.trim().toLowerCase();
  return EMBED_THEMES.find((known) => known === theme);
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A hex colour (#0b4f6c, 0b4f6c or #0bf) as lower-case #rrggbb; undefined for anything else. */
export function embedAccent(value: string | null | undefined): string | undefined {
  const match = HEX.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const digits = match[1]!.toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever reads better on the accent (buttons keep their text legible). */
export function accentForeground(accent: string): '#ffffff' | '#111111' {
  const l = luminance(accent);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / (luminance('#111111') + 0.05);
  return onWhite >= onBlack ? '#ffffff' : '#111111';
}
