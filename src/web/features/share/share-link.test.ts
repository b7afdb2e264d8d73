import { describe, expect, it } from 'vitest';
import { bookingSnapshot } from '../../../../tests/support/booking-snapshot';
import { shareUrl } from './share-link';

describe('the shared-estimate address', () => {
  const snapshot = bookingSnapshot();

  it('carries the day the estimate is priced for, so the link opens on that day’s price', () => {
    const url = new URL(shareUrl({ ...snapshot, date: '2026-12-19' }, 'https://fly.example'));
    expect(url.searchParams.get('date')).toBe('2026-12-19');
    expect(url.searchParams.get('departure')).toBe('jandakot');
  });

  it('names no day for today’s price', () => {
    expect(new URL(shareUrl(snapshot, 'https://fly.example')).searchParams.has('date')).toBe(false);
  });

  it('carries a trip’s legs, so the link opens on the same trip and its price', () => {
    const legs = [
      { from: 'jandakot', to: 'rottnest-island', date: '2026-12-09', waitMinutes: 90 },
      { from: 'rottnest-island', to: 'jandakot', date: '2026-12-09', waitMinutes: 0 },
    ];
    const url = new URL(shareUrl({ ...snapshot, legs }, 'https://fly.example'));
    expect(url.searchParams.get('legs')).toBe('jandakot~rottnest-island~2026-12-09~90,rottnest-island~jandakot~2026-12-09');
    expect(new URL(shareUrl(snapshot, 'https://fly.example')).searchParams.has('legs')).toBe(false);
  });
});
