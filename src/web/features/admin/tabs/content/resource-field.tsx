import { useQuery } from '@tanstack/react-query';
import { AIRCRAFT, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { ROUTE_FLIGHT_TYPES } from '../../../../../domain/flight-types';
import { Button } from '../../../../components/ui/button';
import { Input, Textarea } from '../../../../components/ui/input';
import { listRows } from '../../api/content';
import { adminKeys } from '../../api/query-keys';
import { UploadButton } from '../../components/upload-button';
import type { FieldSpec } from './resources';
import { TrainingUrlsField } from './training-urls-field';

const FLIGHT_TYPE_LABELS = { 'same-day': 'Same-day return', scenic: 'Scenic', 'one-way': 'One-way' } as const;
const SELECT = 'h-11 w-full rounded-md border border-input bg-card px-3 text-sm aria-[invalid=true]:border-destructive';

export interface FieldProps {
  field: FieldSpec;
  id: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  /** react-hook-form's ref: the element focused when this field is the first invalid one. */
  inputRef: (element: HTMLElement | null) => void;
  /** The id of the message beside the field, when there is one. */
  errorId: string | undefined;
  /** The region whose locations the reference selects offer. */
  regionId: number | undefined;
}

/** One field of a content form, by kind, with its label; its error (if any) is rendered by the form. */
export function ResourceField({ field, id, value, onChange, onBlur, inputRef, errorId, regionId }: FieldProps) {
  const a11y = { 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId, 'aria-required': field.required || undefined, onBlur } as const;
  // The required mark sits outside the label, so the field's name stays its label ('Name', not 'Name *').
  const label = (
    <div className="mb-1 flex gap-1 text-sm font-semibold">
      <label htmlFor={id}>{field.label}</label>
      {field.required && (
        <span aria-hidden className="text-destructive">
          *
        </span>
      )}
    </div>
  );
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'textarea':
    case 'html':
      return (
        <>
          {label}
          <Textarea id={id} ref={inputRef} {...a11y} value={text} onChange={(e) => onChange(e.target.value)} className={field.kind === 'html' ? 'font-mono text-xs' : undefined} rows={field.kind === 'html' ? 4 : 3} />
        </>
      );
    case 'number':
      return (
        <>
          {label}
          <Input id={id} ref={inputRef} {...a11y} type="number" inputMode="decimal" step="any" value={text} onChange={(e) => onChange(e.target.value)} />
        </>
      );
    case 'url':
      return (
        <>
          {label}
          <div className="flex gap-2">
            <Input id={id} ref={inputRef} {...a11y} type="text" inputMode="url" placeholder="https://…" value={text} onChange={(e) => onChange(e.target.value)} />
            {field.upload && <UploadButton purpose={field.upload} label="Upload" onUploaded={(path) => onChange(path)} />}
          </div>
          {field.upload && text && (
            <div className="mt-2 flex items-center gap-2">
              <img src={text} alt="" className="h-16 w-24 rounded border object-cover" />
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
                Remove
              </Button>
            </div>
          )}
        </>
      );
    case 'code':
      return (
        <>
          {label}
          <Input id={id} ref={inputRef} {...a11y} maxLength={10} value={text} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value.toUpperCase())} className="font-mono" />
        </>
      );
    case 'slug':
      return (
        <>
          {label}
          <Input id={id} ref={inputRef} {...a11y} value={text} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} className="font-mono" />
        </>
      );
    case 'flightTypes': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset aria-describedby={errorId}>
          <legend className="mb-1 text-sm font-semibold">{field.label}</legend>
          <div className="flex flex-wrap gap-4">
            {ROUTE_FLIGHT_TYPES.map((type, index) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  ref={index === 0 ? inputRef : undefined}
                  aria-invalid={errorId ? true : undefined}
                  checked={chosen.includes(type)}
                  onBlur={onBlur}
                  onChange={(e) => onChange(e.target.checked ? [...chosen, type] : chosen.filter((t) => t !== type))}
                />
                {FLIGHT_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'aircraft':
      return (
        <>
          {label}
          <select id={id} ref={inputRef} {...a11y} value={text} onChange={(e) => onChange(e.target.value)} className={SELECT}>
            <option value="">Select an aircraft type</option>
            {AIRCRAFT_TYPES.map((type) => (
              <option key={type} value={type}>
                {AIRCRAFT[type].label}
              </option>
            ))}
          </select>
        </>
      );
    case 'flightType':
      return (
        <>
          {label}
          <select id={id} ref={inputRef} {...a11y} value={text} onChange={(e) => onChange(e.target.value)} className={SELECT}>
            <option value="">{field.emptyLabel ?? 'None'}</option>
            {ROUTE_FLIGHT_TYPES.map((type) => (
              <option key={type} value={type}>
                {FLIGHT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </>
      );
    case 'trainingUrls':
      // A group of fields with its own legend; a problem on one address stands beside that address.
      return <TrainingUrlsField id={id} label={field.label} value={value} onChange={onChange} />;
    case 'reference':
      return (
        <>
          {label}
          <ReferenceSelect id={id} inputRef={inputRef} a11y={a11y} source={field.source!} regionId={regionId} value={value} onChange={onChange} emptyLabel={field.emptyLabel ?? 'No default'} />
        </>
      );
    default:
      return (
        <>
          {label}
          <Input id={id} ref={inputRef} {...a11y} value={text} onChange={(e) => onChange(e.target.value)} />
        </>
      );
  }
}

/** A departure or destination of the region (a region's defaults, an experience's Book Flight place), or none. */
function ReferenceSelect({
  id,
  inputRef,
  a11y,
  source,
  regionId,
  value,
  onChange,
  emptyLabel,
}: {
  id: string;
  inputRef: FieldProps['inputRef'];
  a11y: Record<string, unknown>;
  source: string;
  regionId: number | undefined;
  value: unknown;
  onChange(value: unknown): void;
  emptyLabel: string;
}) {
  const options = useQuery({ queryKey: adminKeys.list(source, { regionId }), queryFn: () => listRows(source, { regionId }), enabled: regionId !== undefined });
  return (
    <select id={id} ref={inputRef} {...a11y} value={String(value ?? '')} onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))} className={SELECT}>
      <option value="">{emptyLabel}</option>
      {(options.data ?? []).map((row) => (
        <option key={row.id} value={row.id}>
          {String(row.name ?? row.id)}
        </option>
      ))}
    </select>
  );
}
