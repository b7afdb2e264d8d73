import { useSyncExternalStore } from 'react';

export function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(media);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(media).matches,
    () => false,
  );
}
