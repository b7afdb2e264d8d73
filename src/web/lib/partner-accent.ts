import { accentForeground, embedAccent } from '../../domain/embed-look';

/**
 * Paints buttons, links and focus rings in the partner's colour (`?accent=`, checked again here: anyone can
 * type an address), with text that stays legible on it. Set on <html> itself, so it wins over the light and
 * dark palettes' own values.
 */
export function paintAccent(value: string | null, root: HTMLElement): void {
  const accent = embedAccent(value);
  if (!accent) return;
  root.style.setProperty('--primary', accent);
  root.style.setProperty('--primary-foreground', accentForeground(accent));
  root.style.setProperty('--ring', accent);
}
