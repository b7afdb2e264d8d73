import { useState } from 'react';
import { AIRCRAFT, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { trainingAircraftLabel, trainingUrlsSchema } from '../../../../../domain/api/admin/departure-locations';
import { Input } from '../../../../components/ui/input';

const asMap = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : {};

/** The shared rule's word on one address, or undefined when it is fine (or blank: blank removes the link). */
function problemWith(type: string, url: string): string | undefined {
  const checked = trainingUrlsSchema.safeParse({ [type]: url });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * A departure's enrolment link per aircraft type (docs/product.md §3 `trainingUrls`): one address field per type,
 * labelled with the aircraft's name; the pilot-training flight opens it (else the general training URL).
 * Keys the form does not list (the 2-seat-sport of docs/product.md §3.1) are kept and shown too.
 */
export function TrainingUrlsField({ id, label, value, onChange }: { id: string; label: string; value: unknown; onChange(value: Record<string, string>): void }) {
  const urls = asMap(value);
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const types = [...AIRCRAFT_TYPES, ...Object.keys(urls).filter((key) => !(AIRCRAFT_TYPES as readonly string[]).includes(key))];
  return (
    <fieldset className="grid gap-3" data-testid="training-urls">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      <p className="text-sm text-muted-foreground">Where a pilot-training flight in each aircraft enrols. Leave blank to use the general pilot training URL.</p>
      <div className="grid gap-3 md:grid-cols-2">
        {types.map((type) => {
          const fieldId = `${id}-${type}`;
          const problem = problems[type];
          const training = (AIRCRAFT as Partial<Record<string, { trainingAircraft: boolean }>>)[type]?.trainingAircraft;
          return (
            <div key={type} className="grid gap-1">
              <label htmlFor={fieldId} className="text-sm font-medium">
                {trainingAircraftLabel(type)}
                {training ? <span className="font-normal text-muted-foreground"> (training aircraft)</span> : null}
              </label>
              <Input
                id={fieldId}
                type="text"
                inputMode="url"
                placeholder="https://…"
                value={urls[type] ?? ''}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${fieldId}-error` : undefined}
                onChange={(event) => {
                  onChange({ ...urls, [type]: event.target.value });
                  if (problem) setProblems((p) => ({ ...p, [type]: problemWith(type, event.target.value) }));
                }}
                onBlur={(event) => setProblems((p) => ({ ...p, [type]: problemWith(type, event.target.value) }))}
              />
              {problem && (
                <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
                  {problem}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
