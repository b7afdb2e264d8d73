import { LengthLimit } from '../../components/length-limit';
import { FlightTypesInput, LABELLED_INPUTS, type InputProps } from './field-inputs';
import { TrainingUrlsField } from './training-urls-field';

export type FieldProps = InputProps & {
  /** The most characters the field may hold (from the type's schema): shown under it as it fills. */
  maxLength?: number | undefined;
};

/** One field of a content form, by kind, with its label and length limit; its error (if any) is rendered by the form. */
export function ResourceField({ maxLength, ...props }: FieldProps) {
  const { field } = props;
  if (field.kind === 'flightTypes') return <FlightTypesInput {...props} />;
  // A group of fields with its own legend; a problem on one address stands beside that address.
  if (field.kind === 'trainingUrls') return <TrainingUrlsField id={props.id} label={field.label} value={props.value} onChange={props.onChange} />;
  const Input = LABELLED_INPUTS[field.kind];
  const limitId = maxLength === undefined ? undefined : `${props.id}-limit`;
  return (
    <>
      <FieldLabel htmlFor={props.id} label={field.label} required={field.required} />
      <Input {...props} limitId={limitId} />
      {limitId && maxLength !== undefined && <LengthLimit id={limitId} value={props.value} max={maxLength} />}
    </>
  );
}

/** The required mark sits outside the label, so the field's name stays its label ('Name', not 'Name *'). */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean | undefined }) {
  return (
    <div className="mb-1 flex gap-1 text-sm font-semibold">
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span aria-hidden className="text-destructive">
          *
        </span>
      )}
    </div>
  );
}
