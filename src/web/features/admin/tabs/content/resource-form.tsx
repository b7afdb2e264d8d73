import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AIRCRAFT, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { ROUTE_FLIGHT_TYPES } from '../../../../../domain/flight-types';
import { TRANSLATED_LANGUAGES } from '../../../../../domain/language-codes';
import { Button } from '../../../../components/ui/button';
import { Input, Textarea } from '../../../../components/ui/input';
import { listRows, type Row } from '../../api/content';
import { adminKeys } from '../../api/query-keys';
import { UploadButton } from '../../components/upload-button';
import type { FormState } from './form-body';
import { TrainingUrlsField } from './training-urls-field';
import type { FieldSpec, ResourceSpec } from './resources';

const LANGUAGE_NAMES = { zh: '中文', hi: 'हिन्दी' } as const;
const FLIGHT_TYPE_LABELS = { 'same-day': 'Same-day return', scenic: 'Scenic', 'one-way': 'One-way' } as const;

interface ResourceFormProps {
  spec: ResourceSpec;
  initial: FormState;
  editing: Row | undefined;
  saving: boolean;
  error: string | undefined;
  onSubmit(state: FormState): void;
  onCancel(): void;
  /** The admin's active region: the places the reference selects offer (a region form offers its own). */
  scopeRegionId?: number | undefined;
}

/** Add/edit form of one content type; English fields with their zh and hi versions beside them. */
export function ResourceForm({ spec, initial, editing, saving, error, onSubmit, onCancel, scopeRegionId }: ResourceFormProps) {
  const [state, setState] = useState(initial);
  const formId = useId();
  const set = (name: string, value: unknown) => setState((s) => ({ ...s, values: { ...s.values, [name]: value } }));
  const setTranslation = (language: string, name: string, value: string) =>
    setState((s) => ({ ...s, translations: { ...s.translations, [language]: { ...s.translations[language], [name]: value } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(state);
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${formId}-title`} className="grid gap-4 rounded-lg border bg-card p-4 sm:p-5">
      <h3 id={`${formId}-title`} className="text-lg font-semibold">
        {editing ? `Edit ${spec.noun.toLowerCase()}: ${spec.label(editing)}` : `Add ${spec.noun.toLowerCase()}`}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        {spec.fields.map((field) => (
          <div key={field.name} className={field.kind === 'html' || field.kind === 'textarea' || field.kind === 'trainingUrls' || field.translatable ? 'md:col-span-2' : undefined}>
            <Field field={field} id={`${formId}-field-${field.name}`} value={state.values[field.name]} onChange={(value) => set(field.name, value)} regionId={spec.type === 'regions' ? editing?.id : scopeRegionId} />
            {field.translatable && (
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {TRANSLATED_LANGUAGES.map((language) => (
                  <div key={language} className="grid gap-1">
                    <label htmlFor={`${formId}-field-${field.name}-${language}`} className="text-xs font-medium text-muted-foreground">
                      {field.label} ({LANGUAGE_NAMES[language]})
                    </label>
                    <Input
                      id={`${formId}-field-${field.name}-${language}`}
                      lang={language === 'zh' ? 'zh-CN' : language}
                      value={state.translations[language]?.[field.name] ?? ''}
                      onChange={(event) => setTranslation(language, field.name, event.target.value)}
                    />
                  </div>
                ))}
              </div>
            )}
          </div>
        ))}
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" checked={state.isActive} onChange={(event) => setState((s) => ({ ...s, isActive: event.target.checked }))} className="size-4" />
          Active
        </label>
      </div>
      {error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {editing ? 'Update' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  field: FieldSpec;
  id: string;
  value: unknown;
  onChange(value: unknown): void;
  /** The region whose locations the reference selects offer. */
  regionId: number | undefined;
}

function Field({ field, id, value, onChange, regionId }: FieldProps) {
  const label = (
    <label htmlFor={id} className="mb-1 block text-sm font-semibold">
      {field.label}
    </label>
  );
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'textarea':
    case 'html':
      return (
        <>
          {label}
          <Textarea id={id} value={text} onChange={(e) => onChange(e.target.value)} className={field.kind === 'html' ? 'font-mono text-xs' : undefined} rows={field.kind === 'html' ? 4 : 3} />
        </>
      );
    case 'number':
      return (
        <>
          {label}
          <Input id={id} type="number" inputMode="decimal" step="any" value={text} onChange={(e) => onChange(e.target.value)} />
        </>
      );
    case 'url':
      return (
        <>
          {label}
          <div className="flex gap-2">
            <Input id={id} type="text" inputMode="url" placeholder="https://…" value={text} onChange={(e) => onChange(e.target.value)} />
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
          <Input id={id} maxLength={10} value={text} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value.toUpperCase())} className="font-mono" />
        </>
      );
    case 'slug':
      return (
        <>
          {label}
          <Input id={id} value={text} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} className="font-mono" />
        </>
      );
    case 'flightTypes': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{field.label}</legend>
          <div className="flex flex-wrap gap-4">
            {ROUTE_FLIGHT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosen.includes(type)}
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
          <select id={id} value={text} onChange={(e) => onChange(e.target.value)} className="h-11 w-full rounded-md border border-input bg-card px-3 text-sm">
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
          <select id={id} value={text} onChange={(e) => onChange(e.target.value)} className="h-11 w-full rounded-md border border-input bg-card px-3 text-sm">
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
      return <TrainingUrlsField id={id} label={field.label} value={value} onChange={onChange} />;
    case 'reference':
      return (
        <>
          {label}
          <ReferenceSelect id={id} source={field.source!} regionId={regionId} value={value} onChange={onChange} emptyLabel={field.emptyLabel ?? 'No default'} />
        </>
      );
    default:
      return (
        <>
          {label}
          <Input id={id} value={text} onChange={(e) => onChange(e.target.value)} />
        </>
      );
  }
}

/** A departure or destination of the region (a region's defaults, an experience's Book Flight place), or none. */
function ReferenceSelect({
  id,
  source,
  regionId,
  value,
  onChange,
  emptyLabel,
}: {
  id: string;
  source: string;
  regionId: number | undefined;
  value: unknown;
  onChange(value: unknown): void;
  emptyLabel: string;
}) {
  const options = useQuery({ queryKey: adminKeys.list(source, { regionId }), queryFn: () => listRows(source, { regionId }), enabled: regionId !== undefined });
  return (
    <select id={id} value={String(value ?? '')} onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))} className="h-11 w-full rounded-md border border-input bg-card px-3 text-sm">
      <option value="">{emptyLabel}</option>
      {(options.data ?? []).map((row) => (
        <option key={row.id} value={row.id}>
          {String(row.name ?? row.id)}
        </option>
      ))}
    </select>
  );
}
