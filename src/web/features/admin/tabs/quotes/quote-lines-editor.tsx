import { QUOTE_LINE_KINDS } from '../../../../../domain/quotes/quote-shapes';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { centsOfTyped, type LineDraft } from './quote-form-state';

const KIND_LABELS: Record<LineDraft['kind'], string> = {
  flight: 'Flight',
  positioning: 'Positioning',
  landing: 'Landing fees',
  fuel: 'Fuel surcharge',
  passenger: 'Passenger charges',
  waiting: 'Waiting time',
  catering: 'Catering',
  fee: 'Fee',
  discount: 'Discount',
  other: 'Other',
};

/** The price lines: kind, label and amount in A$ each, added and removed; the total is the server's. */
export function QuoteLinesEditor({ lines, onChange, disabled }: { lines: LineDraft[]; onChange(lines: LineDraft[]): void; disabled: boolean }) {
  const set = (i: number, patch: Partial<LineDraft>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="font-semibold">Price lines</legend>
      {lines.map((line, i) => {
        const bad = centsOfTyped(line.amount) === null;
        return (
          <div key={i} className="grid grid-cols-[9rem_1fr_8rem_auto] items-start gap-2" data-testid="quote-line">
            <NativeSelect aria-label={`Line ${i + 1}: kind`} value={line.kind} onChange={(e) => set(i, { kind: e.target.value as LineDraft['kind'] })} className="h-10">
              {QUOTE_LINE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
            <Input aria-label={`Line ${i + 1}: label`} value={line.label} onChange={(e) => set(i, { label: e.target.value })} />
            <div className="grid gap-1">
              <Input aria-label={`Line ${i + 1}: amount (A$)`} inputMode="decimal" value={line.amount} aria-invalid={bad || undefined} aria-describedby={bad ? `line-${i}-error` : undefined} onChange={(e) => set(i, { amount: e.target.value })} />
              {bad && (
                <p id={`line-${i}-error`} className="text-xs font-medium text-destructive">
                  Enter an amount in A$, such as 1200 or 49.50
                </p>
              )}
            </div>
            <Button type="button" variant="outline" aria-label={`Remove line ${i + 1}`} onClick={() => onChange(lines.filter((_, j) => j !== i))}>
              ×
            </Button>
          </div>
        );
      })}
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => onChange([...lines, { kind: 'other', label: '', amount: '0' }])}>
        Add a line
      </Button>
    </fieldset>
  );
}
