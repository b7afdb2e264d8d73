import { SheetDescription, SheetTitle } from '../../../../components/ui/sheet';
import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import type { ResourceSpec } from './content-tabs';
import { rowName } from './row-display';

/** A value as words: lists joined, maps as 'key: value' lines, nothing as a dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(shownValue).join(', ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== '');
    return entries.length ? entries.map(([k, v]) => `${k}: ${shownValue(v)}`).join('\n') : '—';
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** An item as a read-only role sees it in the side panel: every field of the form, as text, nothing to change. */
export function ReadOnlyDetails<K extends AdminContentType>({ spec, row }: { spec: ResourceSpec<K>; row: AdminContentItem<K> }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 pr-8">
        <SheetTitle>{rowName(spec, row)}</SheetTitle>
        <SheetDescription>Your role can view this {spec.label.toLowerCase()}; an owner or editor can change it.</SheetDescription>
      </div>
      <dl className="grid gap-3 text-sm">
        {spec.fields.map((field) => (
          <div key={field.name} className="grid gap-0.5">
            <dt className="font-semibold">{field.label}</dt>
            <dd className="whitespace-pre-wrap break-words text-muted-foreground">{shownValue(row[field.name])}</dd>
          </div>
        ))}
        <div className="grid gap-0.5">
          <dt className="font-semibold">Status</dt>
          <dd className="text-muted-foreground">{row.isActive ? 'Active' : 'Inactive'}</dd>
        </div>
      </dl>
    </div>
  );
}
