import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { aircraftNameAndCode } from '../../../../../domain/aircraft';
import { getClickStats } from '../../api/insights';
import { adminKeys } from '../../api/query-keys';
import { LabelledSelect } from '../../components/labelled-select';
import { QueryState } from '../../components/query-state';

/** A table of counts with a bar each; readable without colour or script. */
function CountTable({ caption, rows }: { caption: string; rows: { label: string; clicks: number }[] }) {
  const most = Math.max(1, ...rows.map((r) => r.clicks));
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td className="text-muted-foreground">No clicks in this period.</td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.label} className="border-t">
            <th scope="row" className="w-1/2 py-1.5 pr-2 text-left font-normal">
              {row.label}
            </th>
            <td className="py-1.5">
              <div className="flex items-center gap-2">
                <span aria-hidden className="h-2 rounded-full bg-primary" style={{ width: `${(row.clicks / most) * 100}%`, minWidth: '0.25rem' }} />
                <span className="tabular-nums">{row.clicks}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Book Now clicks of the last days per route, aircraft and partner (clicks, not confirmed bookings; decision 0011). */
export function BookingsTab({ regionId }: { regionId: number | undefined }) {
  const id = useId();
  const [days, setDays] = useState(30);
  const stats = useQuery({ queryKey: adminKeys.bookingClicks(regionId, days), queryFn: () => getClickStats(regionId, days) });
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          Book Now clicks
        </h2>
        <LabelledSelect label="Period" value={days} onChange={(next) => setDays(Number(next))}>
          <option value={7}>Last 7 days</option>
          <option value={30}>Last 30 days</option>
          <option value={90}>Last 90 days</option>
        </LabelledSelect>
      </div>
      <QueryState query={stats}>
        {(data) => (
          <>
            <p className="text-lg">
              <span className="font-bold tabular-nums" data-testid="clicks-total">
                {data.total}
              </span>{' '}
              Book Now clicks in the last {data.days} days
            </p>
            <div className="grid gap-6 md:grid-cols-3">
              <CountTable caption="By route" rows={data.byRoute.map((r) => ({ label: `${r.departure ?? '?'} → ${r.destination ?? '?'}`, clicks: r.clicks }))} />
              <CountTable caption="By aircraft" rows={data.byAircraft.map((r) => ({ label: r.aircraftType ? aircraftNameAndCode(r.aircraftType) : 'Unknown', clicks: r.clicks }))} />
              <CountTable caption="By partner" rows={data.byPartner.map((r) => ({ label: r.partner, clicks: r.clicks }))} />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
