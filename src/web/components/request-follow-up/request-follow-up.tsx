import { lazy, Suspense } from 'react';
import type { InquiryReceipt } from '../../../domain/api/inquiries';

const Links = lazy(() => import('./request-follow-up-links'));

/** The confirmation's calendar and request links, loaded when shown (the booking page's first load stays as it was). */
export function RequestFollowUp({ receipt }: { receipt: InquiryReceipt }) {
  if (!receipt.requestUrl) return null;
  return (
    <Suspense fallback={null}>
      <Links receipt={receipt} />
    </Suspense>
  );
}
