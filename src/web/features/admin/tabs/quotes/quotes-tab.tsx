import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QUOTE_SHOWN_STATUSES } from '../../../../../domain/quotes/quote-status';
import type { QuoteSummary } from '../../../../../domain/api/quotes';
import { formatAud } from '../../../../../domain/money';
import { listQuotes } from '../../api/quotes';
import { adminKeys } from '../../api/query-keys';
import { LabelledSelect } from '../../components/labelled-select';
import { QueryState } from '../../components/query-state';
import { formatStaffDate } from '../../components/staff-time';
import { QuoteEditor } from './quote-editor';
import { QUOTE_STATUS_LABELS, QuoteStatusBadge } from './quote-status-badge';

/**
 * Firm quotes (decision 0057): the list with status badges and totals, filtered by status; a quote opens in
 * its editor at /admin/quotes/<id> ("Make a quote" on an inquiry lands there too).
 */
export function QuotesTab({ item, onItem, onCloseItem }: { item: string | undefined; onItem(item: string): void; onCloseItem(): void }) {
  const id = useId();
  const [status, setStatus] = useState<QuoteSummary['status'] | ''>('');
  const list = useQuery({ queryKey: adminKeys.quotes({ status }), queryFn: () => listQuotes(status || undefined), enabled: item === undefined });
  if (item !== undefined && /^\d+$/.test(item)) return <QuoteEditor id={Number(item)} onClose={onCloseItem} />;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4" data-testid="quotes-tab">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          Quotes
        </h2>
        <LabelledSelect label="Status" value={status} onChange={(next) => setStatus(next as QuoteSummary['status'] | '')}>
          <option value="">All</option>
          {QUOTE_SHOWN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {QUOTE_STATUS_LABELS[s]}
            </option>
          ))}
        </LabelledSelect>
      </div>
      <p className="text-sm text-muted-foreground">Make a quote from a booking request (Inquiries, open one, “Make a quote”).</p>
      <QueryState query={list}>
        {(quotes) =>
          quotes.length === 0 ? (
            <p className="text-muted-foreground">No quotes{status ? ` with status ${QUOTE_STATUS_LABELS[status].toLowerCase()}` : ''} yet.</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-2">Quote</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Flight</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="text-right">Total</th>
                </tr>
              </thead>
              <tbody>
                {quotes.map((quote) => (
                  <tr key={quote.id} className="border-t" data-testid="quote-row">
                    <th scope="row" className="py-2 text-left">
                      <button type="button" className="font-mono text-primary underline underline-offset-2" onClick={() => onItem(String(quote.id))}>
                        {quote.reference}
                      </button>
                      {quote.currentVersion > 1 && <span className="ms-1 text-xs text-muted-foreground">v{quote.currentVersion}</span>}
                    </th>
                    <td>{quote.customerName}</td>
                    <td>
                      {quote.route}, {formatStaffDate(quote.flightDate)}
                    </td>
                    <td>
                      <QuoteStatusBadge status={quote.status} />
                    </td>
                    <td className="text-right tabular-nums">{formatAud(quote.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </section>
  );
}
