import { accentForeground, embedAccent, embedTheme } from '../../domain/embed-look';

/**
 * The look a partner chose for the full widget it embeds (`?theme=`, `?accent=`, which embed.js writes from
 * data-theme and data-accent). Read once at start, from the address the frame was opened with: the app
 * later rewrites its own query. Only `/widget` takes them: the booking site keeps the visitor's own choice.
 */
function readLook(): { theme: 'light' | 'dark' | undefined; accent: string | undefined } {
  if (typeof window === 'undefined' || window.location.pathname.replace(/\/+$/, '') !== '/widget') return { theme: undefined, accent: undefined };
  const params = new URLSearchParams(window.location.search);
  const theme = embedTheme(params.get('theme'));
  // auto: the visitor's own setting, as on the booking site.
  return { theme: theme === 'auto' ? undefined : theme, accent: embedAccent(params.get('accent')) };
}

const look = readLook();

/** light or dark when the partner pinned one; undefined leaves the visitor's own setting. */
export const partnerTheme = (): 'light' | 'dark' | undefined => look.theme;

/** Paints buttons, links and focus rings in the partner's colour, with text that stays legible on it. */
export function applyPartnerAccent(root: HTMLElement = document.documentElement): void {
  if (!look.accent) return;
  // On <html> itself, so it wins over the light and dark palettes' own values.
  root.style.setProperty('--primary', look.accent);
  root.style.setProperty('--primary-foreground', accentForeground(look.accent));
  root.style.setProperty('--ring', look.accent);
}
