/** The parts of a click that tell whether the browser follows a link in this tab. */
type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A link as far as the guard looks at it. */
interface LinkLike {
  href: string;
  target: string;
  download: boolean;
}

type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'hash'>;

/** A plain left click nobody has handled: with a modifier key the browser opens a new tab or window instead. */
export function isPlainClick(event: Click): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Where following the link moves this page within the app (`/admin/x?y#z`), or undefined when it does not:
 * another window or a download, another site, or the address already shown.
 */
export function inAppDestination(link: LinkLike, here: Here): string | undefined {
  if ((link.target && link.target !== '_self') || link.download) return undefined;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return undefined;
  const next = `${url.pathname}${url.search}${url.hash}`;
  return next === `${here.pathname}${here.search}${here.hash}` ? undefined : next;
}
