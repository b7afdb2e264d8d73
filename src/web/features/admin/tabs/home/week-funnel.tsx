import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getWeekFunnel, type HomeFunnel } from '../../api/home';
import { adminKeys } from '../../api/query-keys';
import { formatStaffTime } from '../../components/staff-time';
import { FunnelTable, STEP_LABELS, STEPS, type FunnelRow, type StepCounts } from './funnel-table';
import { QueryState } from '../../components/query-state';

/** The staff's own time zone: "this week" starts on their Monday (decision 0048). */
export const staffTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

// recharts comes with the charts, in a chunk of its own that only this page loads (decision 0048).
const charts = () => import('./funnel-charts');
const StepsFunnel = lazy(() => charts().then((module) => ({ default: module.StepsFunnel })));
const StepBars = lazy(() => charts().then((module) => ({ default: module.StepBars })));

/** A chart as a picture of the table beside it: named for assistive technology, its numbers in the table. */
function Chart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={label} className="min-w-0">
      <Suspense fallback={<Skeleton className="h-40" />}>{children}</Suspense>
    </div>
  );
}

const shareOf = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}% of estimates` : '');

function Totals({ totals }: { totals: StepCounts }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
      {STEPS.map((step) => (
        <div key={step} className="rounded-md border p-3">
          <dt className="text-sm text-muted-foreground">{STEP_LABELS[step]}</dt>
          <dd className="text-3xl font-bold tabular-nums" data-testid={`home-${step}`}>
            {totals[step]}
          </dd>
          {step !== 'estimates' && <dd className="text-xs text-muted-foreground">{shareOf(totals[step], totals.estimates)}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** One breakdown of the week (by route, by partner): its bar chart over the table of the same numbers. */
function Breakdown({ chart, rows, ...table }: { chart: string; caption: string; firstColumn: string; rows: FunnelRow[] }) {
  return (
    <div className="grid content-start gap-3">
      <Chart label={chart}>
        <StepBars rows={rows} />
      </Chart>
      <FunnelTable {...table} rows={rows} />
    </div>
  );
}

function FunnelBody({ funnel }: { funnel: HomeFunnel }) {
  const routes = funnel.byRoute.map((r) => ({ key: `${r.departure}|${r.destination}`, label: `${r.departureName} → ${r.destinationName}`, ...r }));
  const partners = funnel.byPartner.map((p) => ({ key: p.partner, label: p.partner, ...p }));
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Since Monday 00:00 ({funnel.timeZone} time), {formatStaffTime(funnel.since)}.
      </p>
      <div className="grid items-center gap-4 lg:grid-cols-2">
        <Totals totals={funnel.totals} />
        <Chart label="Funnel chart of this week's estimates, Book Now clicks and inquiries">
          <StepsFunnel totals={funnel.totals} />
        </Chart>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Breakdown chart="Bar chart of the busiest routes' estimates, Book Now clicks and inquiries" caption="By route (the 20 busiest)" firstColumn="Route" rows={routes} />
        <Breakdown chart="Bar chart of each partner's estimates, Book Now clicks and inquiries" caption="By partner" firstColumn="Partner" rows={partners} />
      </div>
    </>
  );
}

/** This week's estimates → Book Now clicks → inquiries: in all, by route and by partner. */
export function WeekFunnel() {
  const timeZone = staffTimeZone();
  const answer = useQuery({ queryKey: adminKeys.homeFunnel(timeZone), queryFn: () => getWeekFunnel(timeZone) });
  return (
    <section aria-labelledby="home-funnel-title" className="grid gap-4 rounded-lg border bg-card p-4">
      <h3 id="home-funnel-title" className="text-lg font-semibold">
        This week: estimates, Book Now clicks, inquiries
      </h3>
      <QueryState query={answer}>{(funnel) => <FunnelBody funnel={funnel} />}</QueryState>
    </section>
  );
}
