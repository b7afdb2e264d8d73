import type { LightText } from '../i18n/light-messages';
import type { SelectionNotice } from './route-choices';

/** What stands above the form while the lists are not ready: nothing, or one banner. */
export type LoadBanner = 'offline' | 'loading' | 'error' | undefined;

interface LoadState {
  online: boolean;
  status: 'loading' | 'ready' | 'error';
  /** The load has a known error to show. */
  failed: boolean;
  /** Departures already shown (a reload keeps them). */
  departures: number;
}

/**
 * The first load shows its banner where the form will be (same height: no layout shift); later loads, being
 * offline and a failed load show one above it (docs/product.md §4).
 */
export function loadView({ online, status, failed, departures }: LoadState): { firstLoad: boolean; banner: LoadBanner } {
  const firstLoad = online && status === 'loading' && departures === 0;
  if (!online) return { firstLoad, banner: 'offline' };
  if (status === 'loading' && !firstLoad) return { firstLoad, banner: 'loading' };
  if (status === 'error' && failed) return { firstLoad, banner: 'error' };
  return { firstLoad, banner: undefined };
}

/** A choice the widget made for the visitor, in words (said by the status line). */
export function noticeText(notice: SelectionNotice | undefined, { t, name }: Pick<LightText, 't' | 'name'>): string | undefined {
  if (notice?.kind === 'destination-cleared') return t('destinationCleared', { destination: name(notice.destination), departure: name(notice.departure) });
  if (notice?.kind === 'scenic-departure') return t('scenicFrom', { departure: name(notice.departure) });
  return undefined;
}
