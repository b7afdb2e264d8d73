import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightTypeOption } from '../../../../domain/flight-selection';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { cn } from '../../../lib/cn';

interface FlightTypeChooserProps {
  value: string;
  options: FlightTypeOption[];
  /** The destination a 'destination' note names. */
  destinationName: string | undefined;
  onChange(value: string): void;
}

/**
 * The flight-type radio list (docs/product.md §2, §5): a type the departure or the destination does not offer is
 * disabled with its note.
 */
export function FlightTypeChooser({ value, options, destinationName, onChange }: FlightTypeChooserProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={headingId} className="mb-2 text-sm font-semibold">
        {t('flightType.label')}
      </legend>
      <RadioGroup value={value} onValueChange={onChange} aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-2">
        {options.map(({ type, selectable, note }) => {
          const id = `${headingId}-${type}`;
          return (
            <label
              key={type}
              htmlFor={id}
              className={cn(
                'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                value === type && 'border-primary bg-secondary/60',
                !selectable && 'cursor-not-allowed opacity-60',
              )}
            >
              <RadioGroupItem id={id} value={type} disabled={!selectable} className="mt-0.5" />
              <span className="flex flex-col">
                <span className="text-sm font-semibold">{t(`flightType.types.${type}`)}</span>
                <span className="text-xs text-muted-foreground" data-testid={note && 'flight-type-note'}>
                  {selectable
                    ? t(`flightType.hints.${type}`)
                    : note === 'destination'
                      ? t('flightType.notOfferedTo', { destination: destinationName })
                      : t('flightType.notAvailable')}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
