import { sql } from 'drizzle-orm';
import type { HomeFunnel } from '../../../domain/api/admin/home';
import { weekStart } from '../../../domain/week-start';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { placeResolver } from './place-names';

const ROUTES_SHOWN = 20;
const DIRECT = 'Direct';

interface Steps {
  estimates: number;
  clicks: number;
  inquiries: number;
}
interface SourceRow extends Steps {
  departure: string;
  destination: string;
  partner: string;
}

const noSteps = (): Steps => ({ estimates: 0, clicks: 0, inquiries: 0 });
function addSteps(into: Steps, row: Steps): void {
  into.estimates += row.estimates;
  into.clicks += row.clicks;
  into.inquiries += row.inquiries;
}
const busiestFirst = (a: Steps, b: Steps) => b.estimates - a.estimates || b.clicks - a.clicks || b.inquiries - a.inquiries;

/** Each step's count since `since`, per route and partner as stored ('' where a row has none). */
async function stepsByRouteAndPartner(db: Executor, since: Date): Promise<SourceRow[]> {
  const from = sql`${since.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select departure, destination, partner,
           sum(estimates)::int as estimates, sum(clicks)::int as clicks, sum(inquiries)::int as inquiries
    from (
      select departure, destination, partner, estimates, 0 as clicks, 0 as inquiries from estimate_counts where period_start >= ${from}
      union all
      select coalesce(departure, ''), coalesce(destination, ''), coalesce(partner, ''), 0, 1, 0 from booking_clicks where created_at >= ${from}
      union all
      select coalesce(departure, ''), coalesce(destination, ''), coalesce(partner, ''), 0, 0, 1 from booking_requests where created_at >= ${from}
      union all
      select coalesce(departure, ''), coalesce(destination, ''), coalesce(partner, ''), 0, 0, 1 from wechat_requests where created_at >= ${from}
    ) steps
    group by departure, destination, partner`);
  return rowsOf<SourceRow>(result);
}

/**
 * GET /api/admin/home/funnel: since Monday 00:00 in `timeZone`, the estimates answered (counted by
 * calculate-price, decision 0048), the Book Now clicks and the inquiries (booking and WeChat requests), in
 * all, for the busiest routes (places by name, however the widget named them) and per partner.
 */
export async function weekFunnel(db: Executor, timeZone: string, now: Date): Promise<HomeFunnel> {
  const since = weekStart(now, timeZone);
  const rows = await stepsByRouteAndPartner(db, since);
  const places = await placeResolver(
    db,
    rows.map((r) => r.departure),
    rows.map((r) => r.destination),
  );
  const totals = noSteps();
  const routes = new Map<string, HomeFunnel['byRoute'][number]>();
  const partners = new Map<string, HomeFunnel['byPartner'][number]>();
  for (const row of rows) {
    addSteps(totals, row);
    const departure = places.departure(row.departure);
    const destination = places.destination(row.destination);
    const routeKey = JSON.stringify([departure.value, destination.value]);
    if (!routes.has(routeKey)) routes.set(routeKey, { departure: departure.value, destination: destination.value, departureName: departure.name, destinationName: destination.name, ...noSteps() });
    addSteps(routes.get(routeKey)!, row);
    const partner = row.partner || DIRECT;
    if (!partners.has(partner)) partners.set(partner, { partner, ...noSteps() });
    addSteps(partners.get(partner)!, row);
  }
  return {
    since: since.toISOString(),
    timeZone,
    totals,
    byRoute: [...routes.values()].sort(busiestFirst).slice(0, ROUTES_SHOWN),
    byPartner: [...partners.values()].sort(busiestFirst),
  };
}
