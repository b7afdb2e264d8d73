import { useQuery } from '@tanstack/react-query';
import { formatAud } from '../../../../../domain/money';
import { getWeekSales, type HomeSales } from '../../api/home';
import { adminKeys } from '../../api/query-keys';
import { QueryState } from '../../components/query-state';
import { formatStaffTime } from '../../components/staff-time';
import { staffTimeZone } from './week-funnel';

const STAGES: { key: 'sent' | 'accepted' | 'paid'; label: string; count: (n: number) => string }[] = [
  { key: 'sent', label: 'Quotes sent', count: (n) => (n === 1 ? '1 quote' : `${n} quotes`) },
  { key: 'accepted', label: 'Quotes accepted', count: (n) => (n === 1 ? '1 quote' : `${n} quotes`) },
  { key: 'paid', label: 'Payments received', count: (n) => (n === 1 ? '1 booking' : `${n} bookings`) },
];

function SalesFigures({ sales }: { sales: HomeSales }) {
  return (
    <>
      {sales.bankDetailsMissing && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm font-semibold text-destructive" data-testid="home-bank-details-missing">
          Bank details are missing: visitors pay by bank transfer, but the terms of sale hold no account name, BSB and account number, so the quote page tells them to contact you. Fill them in to show them.
        </p>
      )}
      {sales.pausedWebhooks > 0 && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm font-semibold text-destructive" data-testid="home-webhooks-paused">
          {sales.pausedWebhooks === 1 ? '1 webhook endpoint is paused' : `${sales.pausedWebhooks} webhook endpoints are paused`}: nothing is sent to it. An owner sees why in Staff, Webhooks, and resumes it there.
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        {STAGES.map((stage) => (
          <div key={stage.key} className="grid gap-0.5 rounded-md border p-3" data-testid={`home-sales-${stage.key}`}>
            <dt className="text-sm text-muted-foreground">{stage.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatAud(sales[stage.key].valueCents)}</dd>
            <dd className="text-sm">{stage.count(sales[stage.key].count)}</dd>
          </div>
        ))}
      </dl>
      {sales.refundedCents > 0 && <p className="text-sm">Refunded this week: {formatAud(sales.refundedCents)}</p>}
      <p className="text-xs text-muted-foreground">
        Since Monday 00:00 ({sales.timeZone} time), {formatStaffTime(sales.since)}.
      </p>
    </>
  );
}

/** This week's firm quotes and money: what was quoted, what was accepted, what came in (docs/product.md §2.7). */
export function WeekSalesCard() {
  const timeZone = staffTimeZone();
  const answer = useQuery({ queryKey: adminKeys.homeSales(timeZone), queryFn: () => getWeekSales(timeZone) });
  return (
    <section aria-labelledby="home-sales-title" className="grid gap-3 rounded-lg border bg-card p-4">
      <h3 id="home-sales-title" className="text-lg font-semibold">
        Quotes and payments this week
      </h3>
      <QueryState query={answer} loading="h-24">
        {(sales) => <SalesFigures sales={sales} />}
      </QueryState>
    </section>
  );
}
