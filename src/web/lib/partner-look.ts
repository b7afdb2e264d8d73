/**
 * The look a partner chose for the full widget it embeds (`?theme=`, `?accent=`, which embed.js writes from
 * data-theme and data-accent). Only `/widget` takes them: the booking site keeps the visitor's own choice.
 * theme-init.js reads the address before the first paint and marks <html> with both; the accent's colour
 * rules load only when one is named (partner-accent.ts), so `/` pays nothing for them.
 */
const mark = (name: string) => (typeof document === 'undefined' ? null : document.documentElement.getAttribute(`data-partner-${name}`));

/** light or dark when the partner pinned one; undefined leaves the visitor's own setting. */
export function partnerTheme(): 'light' | 'dark' | undefined {
  const pinned = mark('theme');
  return pinned === 'light' || pinned === 'dark' ? pinned : undefined;
}

/** Paints the partner's accent, if any (its chunk failing to load leaves the widget's own colour). */
export function applyPartnerAccent(): void {
  const accent = mark('accent');
  if (accent) void import('./partner-accent').then((m) => m.paintAccent(accent, document.documentElement), () => undefined);
}
