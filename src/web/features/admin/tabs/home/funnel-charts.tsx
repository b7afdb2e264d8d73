import { Bar, BarChart, CartesianGrid, Funnel, FunnelChart, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { STEP_LABELS, STEPS, type StepCounts } from './funnel-table';

/*
 * The home page's charts, drawn by recharts (decision 0048). This module is loaded lazily by the home page
 * only, so recharts lands in a chunk of its own that the public pages never load. The charts are pictures
 * of the tables beside them (which carry the numbers for screen readers), so they take no keyboard focus.
 */

const STEP_COLOURS: Record<(typeof STEPS)[number], string> = { estimates: 'var(--color-primary)', clicks: 'var(--color-accent)', inquiries: 'var(--color-muted-foreground)' };
const BAR_ROWS_SHOWN = 8;
const ROW_HEIGHT = 44;

/** The week's three steps, widest first, each labelled with its count. */
export function StepsFunnel({ totals }: { totals: StepCounts }) {
  const data = STEPS.map((step) => ({ name: STEP_LABELS[step], value: totals[step], fill: STEP_COLOURS[step] }));
  return (
    <ResponsiveContainer width="100%" height={180}>
      {/* Room on the right for the step names beside each band. */}
      <FunnelChart accessibilityLayer={false} margin={{ top: 4, right: 130, bottom: 4, left: 4 }}>
        <Funnel dataKey="value" nameKey="name" data={data} isAnimationActive={false}>
          <LabelList position="right" fill="var(--color-foreground)" stroke="none" dataKey="name" />
          <LabelList position="center" fill="var(--color-primary-foreground)" stroke="none" dataKey="value" />
        </Funnel>
      </FunnelChart>
    </ResponsiveContainer>
  );
}

interface StepRow extends StepCounts {
  label: string;
}

/** The busiest rows (routes or partners) as bars, one per step. */
export function StepBars({ rows }: { rows: StepRow[] }) {
  const shown = rows.slice(0, BAR_ROWS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <ResponsiveContainer width="100%" height={60 + shown.length * ROW_HEIGHT}>
      <BarChart data={shown} layout="vertical" accessibilityLayer={false} margin={{ left: 8, right: 16 }}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={180} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        {STEPS.map((step) => (
          <Bar key={step} dataKey={step} name={STEP_LABELS[step]} fill={STEP_COLOURS[step]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
