import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { aircraftNameAndCode, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { ROUTE_FLIGHT_TYPES } from '../../../../../domain/flight-types';
import { Button } from '../../../../components/ui/button';
import { Input, Textarea } from '../../../../components/ui/input';
import { listRows } from '../../api/content';
import { adminKeys } from '../../api/query-keys';
import { describedBy } from '../../components/length-limit';
import { UploadButton } from '../../components/upload-button';
import type { FieldKind, FieldSpec } from './content-tabs';
import { chosenFlightTypes, referenceChoice, referenceShown, textOf, toggledFlightType } from './field-values';

export const FLIGHT_TYPE_LABELS = { 'same-day': 'Same-day return', scenic: 'Scenic', 'one-way': 'One-way' } as const;
const SELECT = 'h-11 w-full rounded-md border border-input bg-card px-3 text-sm aria-[invalid=true]:border-destructive';

/** What every input of a content form gets: its field, value and change, its accessibility wiring. */
export interface InputProps {
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
  /** The id of the length limit shown under a text field, when it has one. */
  limitId?: string | undefined;
}

const a11yOf = ({ errorId, limitId, field, onBlur }: InputProps) =>
  ({ 'aria-invalid': errorId ? true : undefined, 'aria-describedby': describedBy(errorId, limitId), 'aria-required': field.required || undefined, onBlur }) as const;

function TextInput(props: InputProps) {
  return <Input id={props.id} ref={props.inputRef} {...a11yOf(props)} value={textOf(props.value)} onChange={(e) => props.onChange(e.target.value)} />;
}

function LongTextInput(props: InputProps) {
  const html = props.field.kind === 'html';
  return (
    <Textarea
      id={props.id}
      ref={props.inputRef}
      {...a11yOf(props)}
      value={textOf(props.value)}
      onChange={(e) => props.onChange(e.target.value)}
      className={html ? 'font-mono text-xs' : undefined}
      rows={html ? 4 : 3}
    />
  );
}

function NumberInput(props: InputProps) {
  return <Input id={props.id} ref={props.inputRef} {...a11yOf(props)} type="number" inputMode="decimal" step="any" value={textOf(props.value)} onChange={(e) => props.onChange(e.target.value)} />;
}

/** An address, with an upload (and a preview with Remove) for image addresses. */
function UrlInput(props: InputProps) {
  const { field, onChange } = props;
  const text = textOf(props.value);
  return (
    <>
      <div className="flex gap-2">
        <Input id={props.id} ref={props.inputRef} {...a11yOf(props)} type="text" inputMode="url" placeholder="https://…" value={text} onChange={(e) => onChange(e.target.value)} />
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
}

/** A region code: upper case; its limit is shown under it, and a longer code is refused, never cut. */
function CodeInput(props: InputProps) {
  return (
    <Input
      id={props.id}
      ref={props.inputRef}
      {...a11yOf(props)}
      value={textOf(props.value)}
      placeholder={props.field.placeholder}
      onChange={(e) => props.onChange(e.target.value.toUpperCase())}
      className="font-mono"
    />
  );
}

function SlugInput(props: InputProps) {
  return (
    <Input id={props.id} ref={props.inputRef} {...a11yOf(props)} value={textOf(props.value)} placeholder={props.field.placeholder} onChange={(e) => props.onChange(e.target.value)} className="font-mono" />
  );
}

function Choice({ props, empty, options }: { props: InputProps; empty: string; options: { value: string; label: string }[] }) {
  return (
    <select id={props.id} ref={props.inputRef} {...a11yOf(props)} value={textOf(props.value)} onChange={(e) => props.onChange(e.target.value)} className={SELECT}>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

const AIRCRAFT_OPTIONS = AIRCRAFT_TYPES.map((type) => ({ value: type, label: aircraftNameAndCode(type) }));
const FLIGHT_TYPE_OPTIONS = ROUTE_FLIGHT_TYPES.map((type) => ({ value: type, label: FLIGHT_TYPE_LABELS[type] }));

const AircraftInput = (props: InputProps) => <Choice props={props} empty="Select an aircraft type" options={AIRCRAFT_OPTIONS} />;
const FlightTypeInput = (props: InputProps) => <Choice props={props} empty={props.field.emptyLabel ?? 'None'} options={FLIGHT_TYPE_OPTIONS} />;

/** A departure or destination of the region (a region's defaults, an experience's Book Flight place), or none. */
function ReferenceInput(props: InputProps) {
  const source = props.field.source ?? 'destinations';
  const { regionId } = props;
  const options = useQuery({ queryKey: adminKeys.list(source, { regionId }), queryFn: () => listRows(source, { regionId }), enabled: regionId !== undefined });
  return (
    <select
      id={props.id}
      ref={props.inputRef}
      {...a11yOf(props)}
      value={referenceShown(props.value)}
      onChange={(e) => props.onChange(referenceChoice(e.target.value))}
      className={SELECT}
    >
      <option value="">{props.field.emptyLabel ?? 'No default'}</option>
      {(options.data ?? []).map((row) => (
        <option key={row.id} value={row.id}>
          {row.name}
        </option>
      ))}
    </select>
  );
}

/** Flight types as checkboxes in a group of their own (a legend, not a label). */
export function FlightTypesInput({ field, value, onChange, onBlur, inputRef, errorId }: InputProps) {
  const chosen = chosenFlightTypes(value);
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
              onChange={(e) => onChange(toggledFlightType(chosen, type, e.target.checked))}
            />
            {FLIGHT_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The input of each kind of field that stands under a label (flight types and training links are groups). */
export const LABELLED_INPUTS: Record<Exclude<FieldKind, 'flightTypes' | 'trainingUrls'>, (props: InputProps) => ReactNode> = {
  text: TextInput,
  textarea: LongTextInput,
  html: LongTextInput,
  number: NumberInput,
  url: UrlInput,
  code: CodeInput,
  slug: SlugInput,
  aircraft: AircraftInput,
  flightType: FlightTypeInput,
  reference: ReferenceInput,
};
