import { lazy, Suspense } from 'react';
import type { SelectionNoticeProps } from './selection-notice-line';

// The wording is needed only when something was changed for the visitor: loaded then.
const SelectionNoticeLine = lazy(() => import('./selection-notice-line'));

/**
 * What the page changed for the visitor and why (decision 0021): a visible line inside a polite live
 * region. The region is always in the page, so a line added later (when a link's lists arrive) is announced.
 */
export function SelectionNotice(props: SelectionNoticeProps) {
  return (
    <div role="status" aria-live="polite" data-testid="selection-notice" className="empty:-mb-6">
      {(props.region || (props.notice?.corrections.length ?? 0) > 0) && (
        <Suspense fallback={null}>
          <SelectionNoticeLine {...props} />
        </Suspense>
      )}
    </div>
  );
}
