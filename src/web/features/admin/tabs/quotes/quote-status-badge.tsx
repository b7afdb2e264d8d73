import type { QuoteSummary } from '../../../../../domain/api/quotes';
import { Badge } from '../../../../components/ui/badge';

export const QUOTE_STATUS_LABELS: Record<QuoteSummary['status'], string> = { draft: 'Draft', sent: 'Sent', accepted: 'Accepted', withdrawn: 'Withdrawn', expired: 'Expired' };
const VARIANT = { draft: 'muted', sent: 'default', accepted: 'success', withdrawn: 'secondary', expired: 'secondary' } as const;

/** A quote's status in words (expired is derived by the server from the latest version's expiry). */
export function QuoteStatusBadge({ status }: { status: QuoteSummary['status'] }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="quote-status-badge" data-status={status}>
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}
