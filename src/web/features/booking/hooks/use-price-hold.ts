import { useEffect, useState } from 'react';
import { holdDeadline } from '../../../../domain/price-hold';

/**
 * The 20-minute hold of the estimate on screen (decision 0021): its deadline in the visitor's clock and
 * whether it has passed. One timer wakes the page at the deadline; the countdown ticks on its own.
 */
export function usePriceHold(validUntil: string | null | undefined, receivedAt: number) {
  const deadline = holdDeadline(validUntil, receivedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const wait = deadline - Date.now();
    if (wait <= 0) {
      setNow(Date.now());
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), wait + 20);
    return () => window.clearTimeout(timer);
  }, [deadline]);
  return { deadline, expired: deadline !== null && now >= deadline };
}
