import { FlightTypesInput, LABELLED_INPUTS, type InputProps } from './field-inputs';
import { TrainingUrlsField } from './training-urls-field';

export type FieldProps = InputProps;

/** One field of a content form, by kind, with its label; its error (if any) is rendered by the form. */
export function ResourceField(props: FieldProps) {
  const { field } = props;
  if (field.kind === 'flightTypes') return <FlightTypesInput {...props} />;
  // A group of fields with its own legend; a problem on one address stands beside that address.
  if (field.kind === 'trainingUrls') return <TrainingUrlsField id={props.id} label={field.label} value={props.value} onChange={props.onChange} />;
  const Input = LABELLED_INPUTS[field.kind];
  return (
    <>
      <FieldLabel htmlFor={props.id} label={field.label} required={field.required} />
      <Input {...props} />
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
