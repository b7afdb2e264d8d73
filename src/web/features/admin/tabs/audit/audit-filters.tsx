import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ENTITY_LABELS } from '../../../../../domain/audit/labels';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import type { AuditFilters } from '../../api/audit-log';
import { localDayStart } from '../../components/staff-time';
import { LabelledSelect } from '../../components/labelled-select';

const ENTITY_CHOICES = Object.entries(AUDIT_ENTITY_LABELS).sort(([, a], [, b]) => a.localeCompare(b));

/** The filters as typed: dates are local calendar days, turned into instants of the staff's time zone on apply. */
export interface Draft {
  user: string;
  entity: string;
  from: string;
  to: string;
}
export const EMPTY: Draft = { user: '', entity: '', from: '', to: '' };

export function filtersOf(draft: Draft): AuditFilters {
  return {
    user: draft.user.trim() || undefined,
    entity: draft.entity || undefined,
    from: draft.from ? localDayStart(draft.from) : undefined,
    // The whole 'to' day counts: the range ends at the next local midnight.
    to: draft.to ? localDayStart(draft.to, 1) : undefined,
  };
}

/** Person (part of an e-mail), type and a date range; applied together, cleared together. `applied` is what the list shows. */
export function AuditFiltersForm({ applied, onApply }: { applied: Draft; onApply(filters: Draft): void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(applied);
  const [problem, setProblem] = useState<string>();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) return setProblem('The date range ends before it starts: choose a "To" day on or after the "From" day.');
    setProblem(undefined);
    onApply({ ...draft, user: draft.user.trim() });
  };
  return (
    <form onSubmit={apply} aria-label="Filter the audit log" className="grid gap-3 rounded-lg border bg-card p-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1">
          <label htmlFor={`${id}-user`} className="text-xs font-semibold">
            Person (e-mail)
          </label>
          <Input id={`${id}-user`} type="search" autoComplete="off" placeholder="name@example.com" value={draft.user} onChange={set('user')} />
        </div>
        <LabelledSelect label="Type" value={draft.entity} onChange={(entity) => setDraft((d) => ({ ...d, entity }))} className="h-11">
          <option value="">All types</option>
          {ENTITY_CHOICES.map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </LabelledSelect>
        <div className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-xs font-semibold">
            From
          </label>
          <Input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} aria-describedby={problem ? `${id}-problem` : undefined} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-to`} className="text-xs font-semibold">
            To
          </label>
          <Input id={`${id}-to`} type="date" value={draft.to} onChange={set('to')} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Show entries
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(EMPTY);
            setProblem(undefined);
            onApply(EMPTY);
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
