/** The funnel's steps, in order. */
export const STEPS = ['estimates', 'clicks', 'inquiries'] as const;
export type StepCounts = Record<(typeof STEPS)[number], number>;
export const STEP_LABELS: Record<(typeof STEPS)[number], string> = { estimates: 'Estimates', clicks: 'Book Now clicks', inquiries: 'Inquiries' };

export interface FunnelRow extends StepCounts {
  key: string;
  label: string;
}

/** One row per route or partner, a column per step: the numbers behind the charts, readable without them. */
export function FunnelTable({ caption, firstColumn, rows }: { caption: string; firstColumn: string; rows: FunnelRow[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th scope="col" className="py-1 pr-2 font-medium">
            {firstColumn}
          </th>
          {STEPS.map((step) => (
            <th key={step} scope="col" className="py-1 pl-2 text-right font-medium">
              {STEP_LABELS[step]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={STEPS.length + 1} className="py-1.5 text-muted-foreground">
              Nothing yet this week.
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.key} className="border-t">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal break-words">
              {row.label}
            </th>
            {STEPS.map((step) => (
              <td key={step} className="py-1.5 pl-2 text-right tabular-nums">
                {row[step]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
